/**
 * `datetime-local` values (docs/spec/owner-portal.md §5 "Date inputs use the local date-time format
 * truncated to minutes"). The party forms send the wall-clock text plus the party's IANA zone
 * (`parseInZone`, `toInputInZone`; issue 24 item 3, ADR 073).
 */

import { zoneOffsetMinutes } from "./time-zone";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * Parses 'YYYY-MM-DDTHH:mm' (seconds ignored) written at `offsetMinutes` (UTC minus local).
 * @returns the instant, or null when the text is not a real date-time
 */
export function parseLocalDateTime(text: string, offsetMinutes: number): Date | null {
  const match = LOCAL.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  return new Date(utc + offsetMinutes * 60_000);
}

/**
 * Formats an instant as 'YYYY-MM-DDTHH:mm' at `offsetMinutes` (UTC minus local), truncated to
 * minutes, for a `datetime-local` input's value.
 */
export function toLocalDateTimeInput(value: Date | string, offsetMinutes: number): string {
  const date = new Date(new Date(value).getTime() - offsetMinutes * 60_000);
  return date.toISOString().slice(0, 16);
}

/**
 * Parses 'YYYY-MM-DDTHH:mm' as the wall clock of `timeZone` (IANA), issue 24 item 3. The zone's
 * offset comes from `Intl` (`zoneOffsetMinutes`), taken at the guessed instant and once more at
 * the result, so a time just after a daylight-saving change gets the new offset; a wall time that
 * does not exist (the skipped hour) lands one hour later, as `Intl` reports it.
 * @returns the instant, or null when the text is not a real date-time
 */
export function parseInZone(text: string, timeZone: string): Date | null {
  const wall = parseLocalDateTime(text, 0);
  if (!wall) return null;
  const first = wall.getTime() - zoneOffsetMinutes(wall, timeZone) * 60_000;
  const second = wall.getTime() - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** Formats an instant as 'YYYY-MM-DDTHH:mm' on the wall clock of `timeZone` (IANA). */
export function toInputInZone(value: Date | string, timeZone: string): string {
  const date = new Date(value);
  return toLocalDateTimeInput(date, -zoneOffsetMinutes(date, timeZone));
}
