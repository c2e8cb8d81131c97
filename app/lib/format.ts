/**
 * Display formatting shared by browser and server (dates in the event's UTC time so server
 * and browser render the same text).
 */

const dateTime = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** "Sat, Dec 5, 2026, 06:00 PM UTC" for a Date or ISO string. */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}
