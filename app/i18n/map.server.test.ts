/**
 * The map's words (issue 28 item 1): English is the specification's and equals the components'
 * own English; German differs; every language fills every field and keeps `{name}`.
 */
import { describe, expect, it } from "vitest";
import { ENGLISH_MAP_TEXT } from "~/components/map/map-text";
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
