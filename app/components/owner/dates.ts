/**
 * Dates on owner-portal cards, in UTC so server and browser render the same text, in the page's
 * language (English: "Mar 1, 2027"; German: "1. März 2027").
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Mar 1, 2027" for a Date or ISO string.
 * @param locale the page's language ("en" and unknown tags give the US English form)
 */
export function formatDate(value: Date | string, locale = "en-US"): string {
  const tag = locale === "en" ? "en-US" : locale;
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
    formats.set(tag, format);
  }
  return format.format(typeof value === "string" ? new Date(value) : value);
}
