/**
 * Dates, times and amounts in e-mails, in the recipient's language (issue 28 item 3): Intl in
 * the account's locale. English keeps today's forms exactly (`formatPartyTime`, "en-US").
 */
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { formatPartyTime, isKnownTimeZone } from "~/lib/time-zone";

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An event time in its venue's zone with the zone's short name (Intl `timeZoneName: "short"` in
 * the recipient's language): "Sat, Dec 6, 2031, 06:00 PM CET" in English (unchanged),
 * "Sa., 6. Dez. 2031, 18:00 MEZ" in German. Where the language has only an offset for the zone
 * ("GMT-5") and English has a letter abbreviation ("EST"), the abbreviation is shown, as on the
 * English pages.
 * @param value the instant
 * @param timeZone an IANA zone; an unknown one is shown as UTC
 * @param locale the recipient's language
 */
export function mailTime(value: Date, timeZone: string, locale: Locale = BASE_LOCALE): string {
  if (locale === BASE_LOCALE) return formatPartyTime(value, timeZone);
  const zone = isKnownTimeZone(timeZone) ? timeZone : "UTC";
  const key = `${locale}|${zone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: zone,
      timeZoneName: "short",
    });
    formatters.set(key, format);
  }
  const parts = format.formatToParts(value);
  const zoneName = parts.find((part) => part.type === "timeZoneName")?.value ?? "";
  if (!/^(GMT|UTC)[+−-]\d/.test(zoneName)) return format.format(value);
  const abbreviation = / ([A-Z]{2,5})$/.exec(formatPartyTime(value, zone))?.[1];
  if (!abbreviation) return format.format(value);
  return parts.map((part) => (part.type === "timeZoneName" ? abbreviation : part.value)).join("");
}

/**
 * An amount of money in the recipient's language: "$10.00" in English (en-US, unchanged),
 * "10,00 $" in German.
 * @param cents integer minor units (1000 = 10.00)
 * @param currency ISO code, any case ("usd")
 */
export function mailAmount(cents: number, currency: string, locale: Locale = BASE_LOCALE): string {
  return new Intl.NumberFormat(locale === BASE_LOCALE ? "en-US" : locale, {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
