/**
 * Dates, times and amounts in e-mails, in the recipient's language (issue 28 item 3): Intl in
 * the account's locale. English keeps today's forms exactly (`formatPartyTime`, "en-US").
 */
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { formatZonedTime } from "~/i18n/format";
import { formatPartyTime } from "~/lib/time-zone";

/**
 * An event time in its venue's zone with the zone's short name, in the recipient's language:
 * "Sat, Dec 6, 2031, 06:00 PM CET" in English (`formatPartyTime`, unchanged), "Sa., 6. Dez.
 * 2031, 18:00 MEZ" in German (`formatZonedTime`, which shows "EST" where German has only
 * "GMT-5").
 * @param value the instant
 * @param timeZone an IANA zone; an unknown one is shown as UTC
 * @param locale the recipient's language
 */
export function mailTime(value: Date, timeZone: string, locale: Locale = BASE_LOCALE): string {
  return locale === BASE_LOCALE
    ? formatPartyTime(value, timeZone)
    : formatZonedTime(locale, value, timeZone);
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
