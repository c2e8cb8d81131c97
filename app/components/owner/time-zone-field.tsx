/**
 * The party's time zone (issue 24 item 3, ADR 073): a select of the IANA zones this runtime
 * knows. The typed start and end are read on this zone's clock unless the party has coordinates
 * or a LAN center, whose zone the server takes instead. Without a value it starts at UTC; after
 * hydration it moves to the browser's own zone (progressive enhancement), unless the user or
 * the stored party already chose one.
 */
import { useEffect, useRef } from "react";
import { SelectField } from "~/components/ui/form";
import { timeZoneChoices } from "~/lib/time-zone";

/** The time zone select; `value` is the stored or typed zone, if any. */
export function TimeZoneField({
  value,
  error,
  label = "Time zone",
  hint = "The start and end are on this zone's clock. A party at a LAN center or with coordinates uses the zone of that place.",
}: {
  value?: string;
  error?: string;
  /** The label and hint in the page's language. */
  label?: string;
  hint?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const select = ref.current?.querySelector("select");
    if (!select || value) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if ([...select.options].some((option) => option.value === own)) select.value = own;
  }, [value]);
  return (
    <div ref={ref}>
      <SelectField
        label={label}
        name="timeZone"
        defaultValue={value || "UTC"}
        error={error}
        hint={hint}
      >
        {timeZoneChoices().map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
