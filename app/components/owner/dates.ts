/**
 * Dates on owner-portal cards, in UTC so server and browser render the same text.
 */
const date = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Mar 1, 2027" for a Date or ISO string. */
export function formatDate(value: Date | string): string {
  return date.format(typeof value === "string" ? new Date(value) : value);
}
