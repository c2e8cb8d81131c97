/**
 * How /admin/review shows a changed field's stored value to the admin (ADR 053, issue 14 item 4):
 * opening hours as a week ("Mon 10:00–22:00 · Tue closed"), platform and amenity keys as their
 * labels, and a price in cents as an amount. Other fields are shown as stored. The words come
 * in the page's language (`ReviewValueWords`, built by `adminReviewText`, issue 28 item 1);
 * English is the default.
 */
import { formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import {
  AMENITIES,
  PLATFORMS,
  WEEKDAYS,
  WEEKDAY_NAMES,
  rangeText,
  HOURS_NOT_GIVEN,
  type OpeningHours,
} from "~/lib/opening-hours";

/** Label of a platform or amenity key; an unknown key is shown as it is. */
function labelOf(labels: Record<string, string>, key: unknown): string {
  return typeof key === "string" ? (labels[key] ?? key) : String(key);
}

/** The words a value is shown with, in one language (loader data: no functions). */
export interface ReviewValueWords {
  locale: Locale;
  /** Short weekday names, Monday first. */
  weekdays: string[];
  closed: string;
  notGiven: string;
  platforms: Record<string, string>;
  amenities: Record<string, string>;
}

/** The English words (ADR 053's texts: "Mon 10:00–22:00 · Tue closed"). */
export const REVIEW_VALUE_ENGLISH: ReviewValueWords = {
  locale: "en",
  weekdays: WEEKDAYS.map((day) => WEEKDAY_NAMES[day].short),
  closed: "closed",
  notGiven: HOURS_NOT_GIVEN.toLowerCase(),
  platforms: PLATFORMS,
  amenities: AMENITIES,
};

function weekText(hours: OpeningHours, words: ReviewValueWords): string {
  return WEEKDAYS.map((day, index) => {
    const ranges = hours[day];
    const text = !ranges
      ? words.notGiven
      : ranges.length
        ? ranges.map(rangeText).join(", ")
        : words.closed;
    return `${words.weekdays[index]} ${text}`;
  }).join(" · ");
}

/**
 * The text of `value` (as stored in a pending change: JSON text for lists and hours, digits for
 * numbers) of the public field `field`, in the language of `words`. A value that does not parse
 * is returned unchanged.
 */
export function reviewValueText(
  field: string,
  value: string,
  words: ReviewValueWords = REVIEW_VALUE_ENGLISH,
): string {
  try {
    switch (field) {
      case "openingHours":
        return weekText(JSON.parse(value) as OpeningHours, words);
      case "platforms":
        return (JSON.parse(value) as unknown[])
          .map((key) => labelOf(words.platforms, key))
          .join(", ");
      case "amenities":
        return (JSON.parse(value) as unknown[])
          .map((key) => labelOf(words.amenities, key))
          .join(", ");
      case "priceFromCents": {
        const cents = Number(value);
        if (!Number.isFinite(cents)) return value;
        return words.locale === "en"
          ? (cents / 100).toFixed(2)
          : formatNumber(words.locale, cents / 100, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            });
      }
      default:
        return value;
    }
  } catch {
    return value;
  }
}
