/**
 * /lan-centers texts (issue 28): English equals today's literals, German is German, every
 * language fills every field, and counts and distances use the language's formats.
 */
import { describe, expect, it } from "vitest";
import { allStrings as strings } from "../../tests/support/text-strings";
import type { CenterSearch } from "~/lib/center-search";
import { centerListText, directoryText, ratingText } from "./directory.server";
import { LOCALES } from "./locales";

const search: CenterSearch = { q: "", community: null, near: null, page: 1 };

describe("directoryText", () => {
  it("keeps today's English", () => {
    const en = directoryText("en");
    expect(en.title).toBe("Find LAN Centers Near You");
    expect(en.meta.title).toBe("Find LAN Centers Near You | LAN Center Network");
    expect(en.databaseError).toBe("Unable to load LAN center locations from database");
    expect(en.form.searchLabel).toBe("Search by name, city or address");
    expect(en.form.platforms.sim_racing).toBe("Sim racing");
    expect(en.list.noMatch).toBe("No LAN centers match your search.");
    expect(en.list.clearHref).toBe("/lan-centers");
  });

  it("is German under /de, with German links", () => {
    const de = directoryText("de");
    expect(de.title).toBe("LAN-Center in deiner Nähe finden");
    expect(de.list.clearHref).toBe("/de/lan-centers");
    expect(de.list.ratingNote.href).toBe("/de/review-guidelines#ranking");
    expect(de.form.search).not.toBe(directoryText("en").form.search);
  });

  it("fills every field in every language", () => {
    for (const locale of LOCALES) {
      for (const text of strings(directoryText(locale))) expect(text.trim()).not.toBe("");
    }
  });
});

describe("centerListText", () => {
  const centers = [
    { id: "a", organizationName: "Pixel Arena", distanceKm: 3.21 },
    { id: "b", organizationName: "Byte Hall", distanceKm: null },
  ];
  const ratings = { a: { average: 4.3, count: 1234 } };

  it("writes today's English headings, miles and counts", () => {
    const en = centerListText("en", {
      search,
      total: 1000,
      totalIsLowerBound: true,
      centers,
      ratings,
    });
    expect(en.heading).toBe("All verified LAN centers");
    expect(en.count).toBe("(1,000+)");
    expect(en.pageOf).toBe("Page 1 of 20+");
    expect(en.centers.a?.distance).toBe("2 mi away");
    expect(en.centers.b?.distance).toBeNull();
    expect(en.centers.a?.rating).toEqual({
      average: "4.3",
      reviews: "1,234 reviews",
      spoken: "Rated 4.3 out of 5 from 1,234 reviews",
    });
    expect(en.centers.a?.href).toBe("/lan-centers/a");
  });

  it("writes German words, kilometres and separators", () => {
    const de = centerListText("de", {
      search: { ...search, q: "Berlin" },
      total: 1234,
      totalIsLowerBound: false,
      placeLabel: "Berlin, Germany",
      centers,
      ratings,
    });
    expect(de.heading).toBe("LAN-Center in der Nähe von Berlin");
    expect(de.count).toBe("(1.234)");
    expect(de.placeNote).toBe(
      "Sortiert nach Entfernung von Berlin, Germany: Center im Umkreis von 250 km und solche, deren Name oder Adresse passt.",
    );
    expect(de.centers.a?.distance).toBe("3,2 km entfernt");
    expect(de.centers.a?.rating?.reviews).toBe("1.234 Bewertungen");
    expect(de.centers.a?.href).toBe("/de/lan-centers/a");
  });

  it("has no rating words for a center without reviews", () => {
    expect(ratingText("de", undefined)).toBeUndefined();
    expect(ratingText("de", { average: null, count: 0 })).toBeUndefined();
    expect(ratingText("ja", { average: 5, count: 1 })?.reviews).toBe("1件のレビュー");
  });
});
