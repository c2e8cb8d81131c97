/**
 * Local formats (issue 28 item 3): dates, times, numbers, distances and prices in a page's
 * language with `Intl`, and event times on the venue's own clock with its zone's short name.
 * Pure functions without message catalogs, so browser components may use them too (the visitor's
 * own time on an event page is formatted after hydration). No date arithmetic happens here: every
 * wall-clock value comes from `Intl.DateTimeFormat` with an IANA `timeZone`.
 *
 * Rules:
 * - English pages format as today (`en-US`), so the specification's English texts stay exact
 *   ("Fri, Jul 4, 2031, 06:00 PM GMT+2", "from 7.50 AUD").
 * - Distances: miles on English pages (`en`, the site's US English), kilometres in every other
 *   language. Distances are computed in km everywhere and converted only for display.
 */
import { formatPartyTime, isKnownTimeZone } from "~/lib/time-zone";
import type { Locale } from "./locales";

/** The `Intl` locale of a site locale: English pages are US English, the others their own tag. */
export function intlLocale(locale: Locale): string {
  return locale === "en" ? "en-US" : locale;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    cache.set(key, format);
  }
  return format;
}

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/**
 * An instant on the wall clock of `timeZone` (IANA; an unknown zone gives UTC) with that zone's
 * short name as `Intl` gives it in `locale` (`timeZoneName: "short"`): "Fri, Jul 4, 2031, 06:00
 * PM GMT+2" in English (exactly `formatInZone`), "Fr., 4. Juli 2031, 18:00 MESZ" in German.
 * Where the language has only an offset for the zone ("GMT-5") and English has a letter
 * abbreviation ("EST"), the abbreviation is shown, as on the English pages. Used by pages and
 * e-mails alike (app/server/mail/format.ts `mailTime`).
 * @param value a Date or ISO string
 */
export function formatZonedTime(locale: Locale, value: Date | string, timeZone: string): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : "UTC";
  const format = dateFormat(locale, {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  });
  const date = toDate(value);
  const parts = format.formatToParts(date);
  const zoneName = parts.find((part) => part.type === "timeZoneName")?.value ?? "";
  if (locale === "en" || !/^(GMT|UTC)[+−-]\d/.test(zoneName)) return format.format(date);
  const abbreviation = / ([A-Z]{2,5})$/.exec(formatPartyTime(date, zone))?.[1];
  if (!abbreviation) return format.format(date);
  return parts.map((part) => (part.type === "timeZoneName" ? abbreviation : part.value)).join("");
}

/**
 * A short calendar date read in UTC, so server and browser render the same text: "Mar 1, 2027"
 * in English, "1. März 2027" in German (owner-portal cards, the admin's listings).
 * @param value a Date or ISO string
 */
export function formatShortDate(locale: Locale, value: Date | string): string {
  return dateFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(toDate(value));
}

/**
 * A calendar date in words, "November 26, 2026" / "26. November 2026", read in `timeZone`
 * (UTC by default, so server and browser agree).
 * @param value a Date or ISO string
 */
export function formatLongDate(locale: Locale, value: Date | string, timeZone = "UTC"): string {
  return dateFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: isKnownTimeZone(timeZone) ? timeZone : "UTC",
  }).format(toDate(value));
}

/** Number formats by locale and options, made once each (like `dateFormat`'s cache). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number with the language's digits grouping and decimal mark: 1234.5 → "1,234.5" / "1.234,5".
 * @param options passed to `Intl.NumberFormat` (e.g. `{ minimumFractionDigits: 1 }`)
 */
export function formatNumber(
  locale: Locale,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Kilometres in one statute mile. */
const KM_PER_MILE = 1.609344;

/** The distance unit of a language: miles for English pages, kilometres elsewhere. */
export function distanceUnit(locale: Locale): "mile" | "kilometer" {
  return locale === "en" ? "mile" : "kilometer";
}

/**
 * A distance in the language's unit with one decimal under 10 and whole numbers from 10 on:
 * 3.2 km → "2 mi" in English, "3,2 km" in German, "3.2 km" in Japanese.
 * @param km the distance in kilometres (>= 0)
 */
export function formatDistance(locale: Locale, km: number): string {
  const unit = distanceUnit(locale);
  const value = unit === "mile" ? km / KM_PER_MILE : km;
  return formatNumber(locale, value < 10 ? Math.round(value * 10) / 10 : Math.round(value), {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: 1,
  });
}

/**
 * A price from its minor units in its currency: "7.50 AUD" in English (the owner's form and the
 * specification's text), "7,50 AU$" in German, "A$7.50" in Japanese. A price without currency
 * is a plain number with two decimals.
 * @param cents the amount in hundredths of the currency
 * @param currency an ISO 4217 code, or null
 * @returns null when there is no price
 */
export function formatPrice(
  locale: Locale,
  cents: number | null,
  currency: string | null,
): string | null {
  if (cents === null) return null;
  const amount = cents / 100;
  if (locale === "en" || !currency) {
    const plain = locale === "en" ? amount.toFixed(2) : formatNumber(locale, amount, two);
    return currency ? `${plain} ${currency}` : plain;
  }
  try {
    return formatNumber(locale, amount, { style: "currency", currency });
  } catch {
    // A code Intl does not know: the number with the code, as the owner wrote it.
    return `${formatNumber(locale, amount, two)} ${currency}`;
  }
}

const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * A weekday's name in the language, Monday first: `weekdayName("de", 4, "short")` is "Fr.",
 * `weekdayName("en", 0, "long")` is "Monday". Read from `Intl` on a fixed Monday (1 Jan 2024).
 * @param index 0 (Monday) to 6 (Sunday), the order of `WEEKDAYS`
 */
export function weekdayName(locale: Locale, index: number, width: "short" | "long"): string {
  return dateFormat(locale, { weekday: width, timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
}
