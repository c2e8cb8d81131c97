/**
 * Opening hours and facilities of a LAN center (issue 14 item 4, ADR 061), shared by the form,
 * the server and the center page. Hours are stored per weekday (Monday first) as ranges of
 * wall-clock times in the venue's own time zone ("HH:MM"); a range that runs past midnight sets
 * `overnight` and ends on the next day. A day with no ranges is closed; a day that is null (or
 * missing) has its hours not given (issue 24 item 4); no hours at all is null.
 * The zod schemas of the form are in `opening-hours-schema.ts`, so pages that only show hours do
 * not load zod (ADR 064).
 */

/** Weekday keys, Monday first (ISO order). */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Short and long weekday names for people, by key. */
export const WEEKDAY_NAMES: Record<Weekday, { short: string; long: string }> = {
  mon: { short: "Mon", long: "Monday" },
  tue: { short: "Tue", long: "Tuesday" },
  wed: { short: "Wed", long: "Wednesday" },
  thu: { short: "Thu", long: "Thursday" },
  fri: { short: "Fri", long: "Friday" },
  sat: { short: "Sat", long: "Saturday" },
  sun: { short: "Sun", long: "Sunday" },
};

/** Ranges a form offers per day. */
export const RANGES_PER_DAY = 2;

/** Platforms a center can offer, with labels. */
export const PLATFORMS = {
  pc: "PC",
  console: "Console",
  vr: "VR",
  sim_racing: "Sim racing",
} as const;
export type Platform = keyof typeof PLATFORMS;

/** Amenities a center can offer, with labels. */
export const AMENITIES = {
  food_drinks: "Food and drinks",
  parking: "Parking",
  step_free: "Step-free entrance",
  tournaments: "Tournaments",
  event_rentals: "Rentals for events",
} as const;
export type Amenity = keyof typeof AMENITIES;

/** A wall-clock time "HH:MM" (00:00 to 23:59). */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** One opening range: "18:00" to "02:00" with `overnight` runs into the next day. */
export interface HoursRange {
  open: string;
  close: string;
  overnight: boolean;
}

/**
 * A week of opening hours; an empty day is closed, a null (or missing) day is 'hours not given'
 * (issue 24 item 4: days may be left empty).
 */
export type OpeningHours = Record<Weekday, HoursRange[] | null>;

/** How a day whose hours were not given is shown (center page, review queue). */
export const HOURS_NOT_GIVEN = "Hours not given";

/** The day's ranges, or null when its hours were not given. */
export function dayRanges(hours: OpeningHours, day: Weekday): HoursRange[] | null {
  return hours[day] ?? null;
}

/** Minutes since midnight of an "HH:MM" time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}

/** "HH:MM" of minutes since midnight (any multiple of a day folded away). */
function timeOf(minutes: number): string {
  const folded = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(folded / 60)).padStart(2, "0")}:${String(folded % 60).padStart(2, "0")}`;
}

/** [start, end) in minutes since the start of the range's own day. */
function spanOf(range: HoursRange): [number, number] {
  const open = minutesOf(range.open);
  const close = minutesOf(range.close);
  return [open, range.overnight ? close + MINUTES_PER_DAY : close];
}

/**
 * What is wrong with one day's ranges, or null: a range must end after it starts unless it runs
 * past midnight (then it must end by its opening time the next day), and ranges must not overlap.
 * @param spill minutes after midnight that the previous day's last range runs into this day
 */
export function dayProblem(ranges: HoursRange[], spill = 0): string | null {
  for (const range of ranges) {
    const open = minutesOf(range.open);
    const close = minutesOf(range.close);
    if (!range.overnight && close <= open) {
      return `Closing time ${range.close} is before opening time ${range.open}; tick 'past midnight' if it closes the next day`;
    }
    if (range.overnight && close > open) {
      return `A range past midnight must close by ${range.open} the next day`;
    }
  }
  const spans = ranges.map(spanOf).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i += 1) {
    if (spans[i]![0] < spans[i - 1]![1]) return "Opening ranges overlap";
  }
  if (spans[0] && spill > spans[0][0]) return "Opening ranges overlap the previous day's hours";
  return null;
}

/** How far (minutes) a day's ranges run into the next day. */
export function spillOf(ranges: HoursRange[]): number {
  return Math.max(0, ...ranges.map((range) => spanOf(range)[1] - MINUTES_PER_DAY));
}

/** The form's input names for a day: closed checkbox and per range open, close, overnight. */
export function hoursFieldNames(day: Weekday, range: number) {
  const prefix = `hours_${day}_${range}`;
  return {
    closed: `hours_${day}_closed`,
    open: `${prefix}_open`,
    close: `${prefix}_close`,
    overnight: `${prefix}_overnight`,
  };
}

/** The error key of a day in the form ("hours_mon"). */
export const hoursErrorKey = (day: Weekday) => `hours_${day}`;

/** The message of a day with only one of its two times (or a time not "HH:MM"). */
export function halfFilledMessage(day: Weekday): string {
  return `Please enter both an opening and a closing time for ${WEEKDAY_NAMES[day].long} (HH:MM), or leave both empty`;
}

/**
 * Reads the hours fields of a form (string values by input name), issue 14 item 4 and issue 24
 * item 4: a day with no time and no 'Closed' mark is 'hours not given' (null), not an error;
 * only a half-filled day (one time of a range without the other) is refused.
 * @returns `hours`: null when no day has any time or closed mark; `errors`: messages by
 *   `hoursErrorKey(day)` (a time missing or malformed, end before start, overlapping ranges)
 */
export function hoursFromForm(values: Record<string, unknown>): {
  hours: OpeningHours | null;
  errors: Record<string, string>;
} {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const errors: Record<string, string> = {};
  const hours = {} as OpeningHours;
  let any = false;
  for (const day of WEEKDAYS) {
    const closed = text(hoursFieldNames(day, 1).closed) !== "";
    let given = closed;
    const ranges: HoursRange[] = [];
    for (let range = 1; range <= RANGES_PER_DAY; range += 1) {
      const names = hoursFieldNames(day, range);
      const open = text(names.open);
      const close = text(names.close);
      if (open === "" && close === "") continue;
      given = true;
      if (closed) continue;
      if (!TIME.test(open) || !TIME.test(close)) {
        errors[hoursErrorKey(day)] ??= halfFilledMessage(day);
        continue;
      }
      ranges.push({ open, close, overnight: text(names.overnight) !== "" });
    }
    if (given) any = true;
    hours[day] = given ? ranges : null;
  }
  if (!any) return { hours: null, errors };
  WEEKDAYS.forEach((day, index) => {
    if (errors[hoursErrorKey(day)]) return;
    const ranges = hours[day];
    if (!ranges) return;
    const problem = dayProblem(ranges, spillOf(hours[WEEKDAYS[(index + 6) % 7]!] ?? []));
    if (problem) errors[hoursErrorKey(day)] = problem;
  });
  return { hours, errors };
}

/** The form values of stored hours (for the edit form); a day not given stays empty. */
export function hoursFormValues(hours: OpeningHours | null): Record<string, string> {
  const values: Record<string, string> = {};
  if (!hours) return values;
  for (const day of WEEKDAYS) {
    const ranges = dayRanges(hours, day);
    if (!ranges) continue;
    if (ranges.length === 0) values[hoursFieldNames(day, 1).closed] = "on";
    ranges.slice(0, RANGES_PER_DAY).forEach((range, index) => {
      const names = hoursFieldNames(day, index + 1);
      values[names.open] = range.open;
      values[names.close] = range.close;
      if (range.overnight) values[names.overnight] = "on";
    });
  }
  return values;
}

/** Wall-clock formats by zone: building one costs far more than using it (ADR 063). */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The venue's wall clock at `now`: weekday index (Monday 0) and minutes since midnight. */
function wallClock(now: Date, zone: string): { day: number; minutes: number } {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
    });
    wallClockFormats.set(zone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  const day = WEEKDAYS.findIndex((key) => WEEKDAY_NAMES[key].short === get("weekday"));
  return { day, minutes: Number(get("hour")) * 60 + Number(get("minute")) };
}

/** Whether a venue is open, and when that changes, on its own wall clock. */
export type OpeningStatus =
  | { open: true; closes: string | null; closesDay: string }
  | { open: false; opens: string; opensDay: string };

/**
 * Is the venue open at `now`, in its zone `zone` (IANA)?
 * @returns `{ open: true, closes: "23:00" }` (closes null when it never closes in the week),
 *   `{ open: false, opens: "14:00", opensDay: "Fri" }`, or null when `hours` is null or has no
 *   range at all, or when it is closed now and a day up to the next opening has its hours not
 *   given (we do not know then). Times are the venue's wall clock; ranges past midnight count on the next day.
 */
export function openingStatus(
  hours: OpeningHours | null,
  zone: string,
  now: Date,
): OpeningStatus | null {
  if (!hours) return null;
  const spans: [number, number][] = [];
  WEEKDAYS.forEach((day, index) => {
    for (const range of hours[day] ?? []) {
      const [start, end] = spanOf(range);
      const base = index * MINUTES_PER_DAY;
      // The week repeats: each span also a week earlier and later (Sunday night into Monday).
      for (const shift of [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK]) {
        spans.push([base + start + shift, base + end + shift]);
      }
    }
  });
  if (spans.length === 0) return null;
  const { day, minutes } = wallClock(now, zone);
  const at = day * MINUTES_PER_DAY + minutes;
  const dayName = (minute: number) =>
    WEEKDAY_NAMES[
      WEEKDAYS[
        Math.floor(
          (((minute % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK) / MINUTES_PER_DAY,
        )
      ]!
    ].short;
  /** The ranges of the day `minute` (of the week) falls on; null when its hours are not given. */
  const dayOfWeekAt = (minute: number) =>
    hours[
      WEEKDAYS[
        Math.floor(
          (((minute % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK) / MINUTES_PER_DAY,
        )
      ]!
    ] ?? null;
  const current = spans.find(([start, end]) => start <= at && at < end);
  if (current) {
    let end = current[1];
    // Ranges that meet (23:00–24:00 then 00:00–02:00) close at the last one's end.
    while (end - at < MINUTES_PER_WEEK) {
      const next = spans.find(([start, stop]) => start <= end && end < stop);
      if (!next) return { open: true, closes: timeOf(end), closesDay: dayName(end) };
      end = next[1];
    }
    return { open: true, closes: null, closesDay: "" };
  }
  let wait = Infinity;
  for (const [start] of spans) {
    const ahead = (((start - at) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
    if (ahead < wait) wait = ahead;
  }
  const opensAt = at + wait;
  // Closed until then only if every day up to the opening has its hours given (issue 24 item 4).
  for (let minute = at; minute <= opensAt; minute += MINUTES_PER_DAY) {
    if (dayOfWeekAt(minute) === null) return null;
  }
  if (dayOfWeekAt(opensAt) === null) return null;
  return { open: false, opens: timeOf(opensAt), opensDay: dayName(opensAt) };
}

/** "Open now · closes 23:00", "Closed · opens Fri 14:00", "Open 24 hours" for a status. */
export function statusText(status: OpeningStatus): string {
  if (status.open)
    return status.closes ? `Open now · closes ${status.closes}` : "Open now · open 24 hours";
  return `Closed · opens ${status.opensDay} ${status.opens}`;
}

/** "18:00–02:00" of a range (the next day's hours need no mark: it ends before it starts). */
export function rangeText(range: HoursRange): string {
  return `${range.open}–${range.close}`;
}

/** Schema.org `openingHoursSpecification` entries of the hours (one per range). */
export function openingHoursSpecification(hours: OpeningHours) {
  return WEEKDAYS.flatMap((day) =>
    (hours[day] ?? []).map((range) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[day].long}`,
      opens: range.open,
      closes: range.close,
    })),
  );
}

/** Message for a phone number with anything but digits, spaces, +, - and parentheses. */
export const PHONE_MESSAGE =
  "Please use only digits, spaces, +, - and parentheses in the phone number";

/** Facilities as stored (the center's columns). */
export interface Facilities {
  stations: number | null;
  platforms: Platform[];
  priceFromCents: number | null;
  priceCurrency: string | null;
  phone: string | null;
  amenities: Amenity[];
}

/**
 * Joins the checked boxes of the platform and amenity groups ("pc,vr"), since a form's repeated
 * names reach the route as several values.
 */
export function facilityListValues(formData: FormData): { platforms: string; amenities: string } {
  const all = (name: string) =>
    formData
      .getAll(name)
      .filter((value): value is string => typeof value === "string")
      .join(",");
  return { platforms: all("platforms"), amenities: all("amenities") };
}

/** "from 5.00 EUR" of a price in cents, or null. */
export function priceText(cents: number | null, currency: string | null): string | null {
  if (cents === null) return null;
  const amount = (cents / 100).toFixed(2);
  return currency ? `${amount} ${currency}` : amount;
}
