/**
 * `datetime-local` values (docs/spec/owner-portal.md §5 "Date inputs use the local date-time format
 * truncated to minutes"). The browser sends the wall-clock text plus its offset from UTC
 * (`Date#getTimezoneOffset`, minutes) in a hidden field; without JavaScript the offset is 0 (UTC).
 */

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

/** Parses the hidden offset field; anything not a whole number within ±14 h gives 0. */
export function parseOffset(value: unknown): number {
  const number = typeof value === "string" && /^-?\d{1,4}$/.test(value) ? Number(value) : 0;
  return Math.abs(number) <= 14 * 60 ? number : 0;
}
