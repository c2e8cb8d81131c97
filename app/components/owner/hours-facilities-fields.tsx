/**
 * The opening hours and facilities sections of the LAN center form (issue 14 item 4, ADR 061).
 * Plain inputs that work without JavaScript: per weekday a 'Closed' box and up to two ranges of
 * `<input type="time">` with a 'past midnight' box; platform and amenity check boxes share a name
 * (the route joins them). Messages come from `lanCenterFormSchema` under `hours_<day>` and the
 * facility field names.
 */
import { bindFields, FormSection, inputClass, TextField } from "~/components/ui/form";
import {
  AMENITIES,
  hoursErrorKey,
  hoursFieldNames,
  PLATFORMS,
  RANGES_PER_DAY,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Weekday,
} from "~/lib/opening-hours";
import type { FieldsProps } from "./place-fields";
import { fillText, useOwnerFormText } from "./owner-text";

const checkboxClass = "h-4 w-4 accent-neon-400";

function valueOf(values: FieldsProps["values"], name: string): string {
  const value = values[name];
  return value === null || value === undefined ? "" : String(value);
}

/** One weekday: closed, and the ranges with their 'past midnight' boxes. */
function DayFields({ day, values, errors }: FieldsProps & { day: Weekday }) {
  const text = useOwnerFormText();
  const name = text.days[day] ?? WEEKDAY_NAMES[day].long;
  const error = errors[hoursErrorKey(day)];
  const errorId = `hours-${day}-error`;
  const aria = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  const closed = hoursFieldNames(day, 1).closed;
  return (
    <fieldset className="rounded-lg border border-ink-700 p-3" data-testid={`hours-${day}`}>
      <legend className="px-1 text-sm font-semibold text-white">{name}</legend>
      <label className="flex items-center gap-2 text-sm text-ink-200">
        <input
          type="checkbox"
          name={closed}
          className={checkboxClass}
          defaultChecked={valueOf(values, closed) !== ""}
          {...aria}
        />
        {text.closedAllDay}
      </label>
      {Array.from({ length: RANGES_PER_DAY }, (_, index) => {
        const names = hoursFieldNames(day, index + 1);
        const prefix = fillText(index === 0 ? text.firstRange : text.secondRange, { day: name });
        const id = (field: string) => `hours-${day}-${index + 1}-${field}`;
        return (
          <div key={index} className="mt-2 flex flex-wrap items-end gap-3">
            {(
              [
                ["open", text.opens],
                ["close", text.closes],
              ] as const
            ).map(([end, label]) => (
              <div key={end}>
                <label htmlFor={id(end)} className="text-sm text-ink-200">
                  <span className="sr-only">{prefix}</span>
                  {label}
                </label>
                <input
                  id={id(end)}
                  type="time"
                  name={names[end]}
                  className={inputClass}
                  defaultValue={valueOf(values, names[end])}
                  {...aria}
                />
              </div>
            ))}
            <label className="mb-3 flex items-center gap-2 text-sm text-ink-200">
              <input
                type="checkbox"
                name={names.overnight}
                className={checkboxClass}
                defaultChecked={valueOf(values, names.overnight) !== ""}
              />
              <span className="sr-only">{prefix}</span>
              {text.pastMidnight}
            </label>
          </div>
        );
      })}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-hot-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A group of check boxes sharing `name`; `values[name]` holds the checked keys ("pc,vr"). */
function CheckboxGroup({
  legend,
  name,
  options,
  values,
  errors,
}: FieldsProps & { legend: string; name: string; options: Record<string, string> }) {
  const checked = new Set(valueOf(values, name).split(","));
  const error = errors[name];
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink-200">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {Object.entries(options).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm text-ink-100">
            <input
              type="checkbox"
              name={name}
              value={key}
              className={checkboxClass}
              defaultChecked={checked.has(key)}
              aria-invalid={error ? true : undefined}
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-hot-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** 'Opening Hours' and 'Facilities' sections. */
export function HoursFacilitiesFields({ values, errors }: FieldsProps) {
  const text = useOwnerFormText();
  const field = bindFields(values, errors);
  const named = (options: Record<string, string>, names: Record<string, string>) =>
    Object.fromEntries(Object.entries(options).map(([key, label]) => [key, names[key] ?? label]));
  return (
    <>
      <FormSection title={text.openingHours}>
        <p className="text-sm text-ink-300">{text.hoursIntro}</p>
        <div className="grid gap-3 md:grid-cols-2">
          {WEEKDAYS.map((day) => (
            <DayFields key={day} day={day} values={values} errors={errors} />
          ))}
        </div>
      </FormSection>
      <FormSection title={text.facilities}>
        <TextField
          label={text.stations}
          {...field("stations")}
          inputMode="numeric"
          autoComplete="off"
        />
        <CheckboxGroup
          legend={text.platforms}
          name="platforms"
          options={named(PLATFORMS, text.platformNames)}
          values={values}
          errors={errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={text.priceFrom}
            {...field("priceFrom")}
            inputMode="decimal"
            autoComplete="off"
            placeholder={fillText(text.example, { example: "5.50" })}
          />
          <TextField
            label={text.currency}
            {...field("priceCurrency")}
            autoComplete="off"
            placeholder={fillText(text.example, { example: "EUR" })}
          />
        </div>
        <TextField
          label={text.phone}
          {...field("phone")}
          type="tel"
          autoComplete="tel"
          placeholder={fillText(text.example, { example: "+49 30 1234567" })}
          maxChars={40}
        />
        <CheckboxGroup
          legend={text.amenities}
          name="amenities"
          options={named(AMENITIES, text.amenityNames)}
          values={values}
          errors={errors}
        />
      </FormSection>
    </>
  );
}
