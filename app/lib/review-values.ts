/**
 * How /admin/review shows a changed field's stored value to the admin (ADR 053, issue 14 item 4):
 * opening hours as a week ("Mon 10:00–22:00 · Tue closed"), platform and amenity keys as their
 * labels, and a price in cents as an amount. Other fields are shown as stored.
 */
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

function weekText(hours: OpeningHours): string {
  return WEEKDAYS.map((day) => {
    const ranges = hours[day];
    const text = !ranges
      ? HOURS_NOT_GIVEN.toLowerCase()
      : ranges.length
        ? ranges.map(rangeText).join(", ")
        : "closed";
    return `${WEEKDAY_NAMES[day].short} ${text}`;
  }).join(" · ");
}

/**
 * The text of `value` (as stored in a pending change: JSON text for lists and hours, digits for
 * numbers) of the public field `field`. A value that does not parse is returned unchanged.
 */
export function reviewValueText(field: string, value: string): string {
  try {
    switch (field) {
      case "openingHours":
        return weekText(JSON.parse(value) as OpeningHours);
      case "platforms":
        return (JSON.parse(value) as unknown[]).map((key) => labelOf(PLATFORMS, key)).join(", ");
      case "amenities":
        return (JSON.parse(value) as unknown[]).map((key) => labelOf(AMENITIES, key)).join(", ");
      case "priceFromCents": {
        const cents = Number(value);
        return Number.isFinite(cents) ? (cents / 100).toFixed(2) : value;
      }
      default:
        return value;
    }
  } catch {
    return value;
  }
}
