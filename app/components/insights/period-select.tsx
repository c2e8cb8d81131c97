/**
 * The "Period" select of the insights pages (issue 26 items 4 and 6): the owner's Insights tab
 * and /admin/insights, each inside its own GET form (`days`: 7, 30 or 90).
 */
import { inputClass } from "~/components/ui/form";
import { INSIGHT_PERIODS } from "~/lib/insights-page";

/**
 * Label and select named `days`, showing `days` (one of `INSIGHT_PERIODS`); `label` and `option`
 * ('Last {days} days') in the page's language, English by default.
 */
export function PeriodSelect({
  days,
  label = "Period",
  option = "Last {days} days",
}: {
  days: number;
  label?: string;
  option?: string;
}) {
  return (
    <label className="block">
      <span className="font-semibold">{label}</span>
      <select name="days" defaultValue={String(days)} className={inputClass}>
        {INSIGHT_PERIODS.map((period) => (
          <option key={period} value={period}>
            {option.replace("{days}", String(period))}
          </option>
        ))}
      </select>
    </label>
  );
}
