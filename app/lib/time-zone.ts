/**
 * Dates in a place's own time zone (issue 14 item 5, ADR 058), for browser and server alike:
 * the server renders the party's zone, and the browser adds the visitor's own time after
 * hydration when its clock differs.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Sat, Dec 5, 2026, 06:00 PM GMT+1": `value` (a Date or ISO string) on the wall clock of
 * `timeZone` (IANA), with that moment's offset or abbreviation. An unknown zone falls back to UTC.
 */
export function formatInZone(value: Date | string, timeZone: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return (isKnownTimeZone(timeZone) ? formatter(timeZone) : formatter("UTC")).format(date);
}

/** The zone's name for people: "Europe/Berlin", "UTC" for Etc/UTC and friends. */
export function zoneLabel(timeZone: string): string {
  return /^(Etc\/)?(UTC|GMT|Universal|Zulu)$/.test(timeZone) ? "UTC" : timeZone;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Offset of `timeZone` from UTC at `date`, in minutes (Berlin in winter: 60). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** True when the two zones show the same wall-clock time at every one of `dates`. */
export function sameClock(dates: Date[], zoneA: string, zoneB: string): boolean {
  if (zoneA === zoneB) return true;
  if (!isKnownTimeZone(zoneA) || !isKnownTimeZone(zoneB)) return false;
  return dates.every((date) => zoneOffsetMinutes(date, zoneA) === zoneOffsetMinutes(date, zoneB));
}

const partyFormatters = new Map<
  string,
  { time: Intl.DateTimeFormat; names: Intl.DateTimeFormat[] }
>();

/**
 * "Fri, Jan 10, 2031, 06:00 PM CET": an instant (Date or ISO string) on the wall clock of
 * `timeZone` (IANA; unknown gives UTC) with the zone's short name (issue 24 item 3, the
 * dashboard). `Intl` names few zones in en-US (Berlin is 'GMT+1' there), so the name is en-US's
 * when it is an abbreviation, else en-GB's ('CET', 'BST'), else the GMT offset.
 */
export function formatPartyTime(value: Date | string, timeZone: string): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : "UTC";
  let entry = partyFormatters.get(zone);
  if (!entry) {
    const base = { timeZone: zone, timeZoneName: "short" } as const;
    entry = {
      time: new Intl.DateTimeFormat("en-US", {
        weekday: "short",
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        timeZone: zone,
      }),
      names: [new Intl.DateTimeFormat("en-US", base), new Intl.DateTimeFormat("en-GB", base)],
    };
    partyFormatters.set(zone, entry);
  }
  const date = typeof value === "string" ? new Date(value) : value;
  const names = entry.names.map(
    (format) =>
      format.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "",
  );
  const name = names.find((candidate) => /^[A-Z]{2,5}$/.test(candidate)) ?? names[0];
  return `${entry.time.format(date)} ${name}`;
}

/** The IANA zones this runtime knows, for the party form's select (UTC first). */
export function timeZoneChoices(): string[] {
  const zones = Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC");
  return ["UTC", ...zones];
}
