/** The /lantypes hub per language (issue 28 item 1): English as today, the others translated. */
import { describe, expect, it } from "vitest";
import { lanTypesHub, venueTypes } from "~/content/venue-types";
import { LOCALES } from "./locales";
import { lanTypesText } from "./types.server";

describe("lanTypesText", () => {
  it("English repeats app/content/venue-types.ts", () => {
    const en = lanTypesText("en");
    expect(en.meta).toEqual({ title: lanTypesHub.title, description: lanTypesHub.metaDescription });
    expect(en.heading).toBe(lanTypesHub.heading);
    expect(en.text).toBe(lanTypesHub.text);
    expect(en.learnMore).toBe("Learn More");
    expect(en.cards.map((c) => [c.href, c.title, c.text, c.imageAlt, c.learnMoreAbout])).toEqual(
      venueTypes.map((v) => [v.path, v.cardTitle, v.cardText, v.imageAlt, `about ${v.cardTitle}`]),
    );
  });

  it("German is German with links under /de/; every language fills every field", () => {
    const de = lanTypesText("de");
    expect(de.heading).toBe("Mitgliedschaft und PC-Café für Ihr LAN-Center");
    expect(de.cards[0]!.href).toBe("/de/ltgamearenas");
    expect(de.cards[0]!.imageAlt).not.toBe(venueTypes[0]!.imageAlt);
    for (const locale of LOCALES) {
      const text = lanTypesText(locale);
      const all = [
        text.meta.title,
        text.meta.description,
        text.heading,
        text.text,
        text.listLabel,
        text.learnMore,
        ...text.cards.flatMap((c) => [c.title, c.text, c.imageAlt, c.learnMoreAbout]),
      ];
      for (const value of all) expect(value.trim(), locale).not.toBe("");
    }
  });
});
