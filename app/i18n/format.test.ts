/**
 * Local formats (issue 28 item 3): English stays today's text, other languages use their own
 * Intl formats, event times are on the venue's clock with its zone's short name, distances are
 * miles in English and kilometres elsewhere.
 */
import { describe, expect, it } from "vitest";
import { formatInZone } from "~/lib/time-zone";
import {
  formatShortDate,
  distanceUnit,
  formatDistance,
  formatLongDate,
  formatNumber,
  formatPrice,
  formatZonedTime,
  weekdayName,
} from "./format";
import { LOCALES } from "./locales";

const SUMMER_EVENING = "2031-07-04T16:00:00Z";

describe("formatZonedTime", () => {
  it("is exactly today's English text on English pages", () => {
    expect(formatZonedTime("en", SUMMER_EVENING, "Europe/Berlin")).toBe(
      "Fri, Jul 4, 2031, 06:00 PM GMT+2",
    );
    expect(formatZonedTime("en", SUMMER_EVENING, "America/New_York")).toBe(
      formatInZone(SUMMER_EVENING, "America/New_York"),
    );
  });

  it("writes a German date on the venue's clock with the zone's German abbreviation", () => {
    expect(formatZonedTime("de", SUMMER_EVENING, "Europe/Berlin")).toBe(
      "Fr., 4. Juli 2031, 18:00 MESZ",
    );
    expect(formatZonedTime("de", "2031-01-10T17:00:00Z", "Europe/Berlin")).toBe(
      "Fr., 10. Jan. 2031, 18:00 MEZ",
    );
  });

  it("shows the same instant on another venue's clock", () => {
    expect(formatZonedTime("ja", SUMMER_EVENING, "Asia/Tokyo")).toContain("2031年7月5日");
    expect(formatZonedTime("ja", SUMMER_EVENING, "Asia/Tokyo")).toContain("01:00");
  });

  it("falls back to UTC for an unknown zone", () => {
    expect(formatZonedTime("de", SUMMER_EVENING, "Mars/Olympus")).toBe(
      formatZonedTime("de", SUMMER_EVENING, "UTC"),
    );
  });
});

describe("formatLongDate and formatNumber", () => {
  it("use the language's words and separators", () => {
    expect(formatLongDate("en", "2026-11-26T23:30:00Z")).toBe("November 26, 2026");
    expect(formatLongDate("de", "2026-11-26T23:30:00Z")).toBe("26. November 2026");
    expect(formatNumber("en", 1234.5)).toBe("1,234.5");
    expect(formatNumber("de", 1234.5)).toBe("1.234,5");
  });
});

describe("formatShortDate", () => {
  it("reads the date in UTC, short month, in the page's language", () => {
    // 23:30 in UTC on March 1: still March 1 whatever the machine's zone.
    const value = "2027-03-01T23:30:00Z";
    expect(formatShortDate("en", value)).toBe("Mar 1, 2027");
    expect(formatShortDate("de", new Date(value))).toBe("1. März 2027");
    expect(formatShortDate("ja", value)).toBe("2027年3月1日");
  });
});

describe("formatDistance", () => {
  it("uses miles in English and kilometres in every other language", () => {
    expect(distanceUnit("en")).toBe("mile");
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      expect(distanceUnit(locale)).toBe("kilometer");
    }
    expect(formatDistance("en", 16.09344)).toBe("10 mi");
    expect(formatDistance("en", 3.21)).toBe("2 mi");
    expect(formatDistance("de", 3.21)).toBe("3,2 km");
    expect(formatDistance("fr", 42.7)).toBe("43\u202fkm");
  });
});

describe("formatPrice", () => {
  it("keeps the English '7.50 AUD' and formats other languages with Intl", () => {
    expect(formatPrice("en", 750, "AUD")).toBe("7.50 AUD");
    expect(formatPrice("en", 750, null)).toBe("7.50");
    expect(formatPrice("de", 1000, "USD")).toBe("10,00\u00a0$");
    expect(formatPrice("de", 750, null)).toBe("7,50");
    expect(formatPrice("de", null, "EUR")).toBeNull();
  });

  it("keeps a code Intl does not know as written", () => {
    expect(formatPrice("de", 750, "ZZ1")).toBe("7,50 ZZ1");
  });
});

describe("weekdayName", () => {
  it("names the days in the language, Monday first", () => {
    expect(weekdayName("en", 0, "long")).toBe("Monday");
    expect(weekdayName("en", 4, "short")).toBe("Fri");
    expect(weekdayName("de", 6, "long")).toBe("Sonntag");
    expect(weekdayName("ja", 0, "long")).toBe("月曜日");
  });
});
