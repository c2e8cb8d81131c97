/**
 * The map's words (issue 28 item 1): English is the specification's and equals the components'
 * own English; German differs; every language fills every field and keeps `{name}`.
 */
import { describe, expect, it } from "vitest";
import { ENGLISH_MAP_TEXT, popupRatingText } from "~/components/map/map-text";
import { LOCALES } from "./locales";
import { mapText } from "./map.server";

describe("mapText", () => {
  it("is the components' English on English pages", () => {
    expect(mapText("en")).toEqual(ENGLISH_MAP_TEXT);
  });

  it("is German under /de, with German links", () => {
    const de = mapText("de");
    expect(de.unavailableTitle).toBe("Karte vorübergehend nicht verfügbar");
    expect(de.zoomIn).not.toBe(ENGLISH_MAP_TEXT.zoomIn);
    expect(de.centersPath).toBe("/de/lan-centers");
  });

  it("fills every field in every language", () => {
    for (const locale of LOCALES) {
      const text = mapText(locale);
      for (const [field, value] of Object.entries(text)) {
        expect(value.trim(), `${locale} ${field}`).not.toBe("");
      }
      expect(text.of).toContain("{name}");
    }
  });
});

describe("the popup's rating badge (popupRatingText)", () => {
  it("says in English what RatingBadge says itself", () => {
    const en = mapText("en");
    expect(popupRatingText(en, { average: 4.3, count: 12 })).toEqual({
      average: "4.3",
      reviews: "12 reviews",
      spoken: "Rated 4.3 out of 5 from 12 reviews",
    });
    expect(popupRatingText(en, { average: 5, count: 1 })?.spoken).toBe(
      "Rated 5.0 out of 5 from 1 review",
    );
    expect(popupRatingText(en, { average: null, count: 0 })).toBeUndefined();
    expect(popupRatingText(en, null)).toBeUndefined();
  });

  it("speaks the page's language with its number format and plurals", () => {
    expect(popupRatingText(mapText("de"), { average: 4.3, count: 1 })).toEqual({
      average: "4,3",
      reviews: "1 Bewertung",
      spoken: expect.stringContaining("4,3") as string,
    });
    expect(popupRatingText(mapText("de"), { average: 4.3, count: 1200 })?.reviews).toBe(
      "1.200 Bewertungen",
    );
    for (const locale of LOCALES) {
      const words = popupRatingText(mapText(locale), { average: 3.5, count: 7 })!;
      expect(words.spoken, locale).toContain(words.reviews);
      expect(words.spoken, locale).not.toMatch(/\{/);
    }
  });
});
