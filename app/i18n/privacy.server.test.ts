/** The /privacy texts per language (issue 28 item 1): English as today, the others translated. */
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { privacyText } from "./privacy.server";

describe("privacyText", () => {
  it("English repeats today's page", () => {
    const en = privacyText("en");
    expect(en.meta.title).toBe("Privacy Policy");
    expect(en.heading).toBe("Privacy Policy");
    expect(en.updated).toBe("Last updated: 26 November 2026");
    expect(en.sections.map((section) => section.heading)).toEqual([
      "Who we are",
      "What we collect",
      "Listing statistics",
      "Why we use it",
      "Who we share it with",
      "How long we keep it",
      "Your data is yours",
      "Your rights",
    ]);
    expect(en.sections.map((section) => section.id)).toEqual([
      undefined,
      undefined,
      "listing-statistics",
      undefined,
      undefined,
      undefined,
      "your-data",
      undefined,
    ]);
    expect(en.sections[1]!.paragraphs[0]).toBe(
      "Account data: your first and last name, e-mail address and a hashed password.",
    );
    expect(en.sections[5]!.paragraphs).toEqual([
      "As long as your account exists. When you delete a venue its contact records are deleted " +
        "with it. Billing records are kept as long as tax law requires.",
    ]);
    expect(en.place.parts).toEqual([
      { text: "The city search (the location picker and /lan-centers) uses the cities of " },
      { text: "GeoNames", href: "https://www.geonames.org/" },
      { text: " and their alternate names, under " },
      { text: "CC BY 4.0", href: "https://creativecommons.org/licenses/by/4.0/" },
      {
        text:
          ", with region names from country-region-data. It runs on our server: what you type " +
          "is not sent to GeoNames.",
      },
    ]);
    expect(en.contact).toEqual({ heading: "Contact", text: "Questions about privacy:" });
  });

  it("German is German; every language fills every field and keeps both attribution links", () => {
    const de = privacyText("de");
    expect(de.heading).toBe("Datenschutzerklärung");
    expect(de.updated).toBe("Zuletzt aktualisiert: 26. November 2026");
    expect(de.sections[0]!.heading).toBe("Wer wir sind");
    expect(privacyText("ja").updated).toContain("2026年11月26日");
    const english = privacyText("en");
    for (const locale of LOCALES) {
      const text = privacyText(locale);
      const all = [
        text.meta.title,
        text.meta.description,
        text.heading,
        text.updated,
        text.place.heading,
        text.contact.heading,
        text.contact.text,
        ...text.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
      ];
      for (const value of all) expect(value.trim(), locale).not.toBe("");
      expect(text.sections.map((section) => section.paragraphs.length)).toEqual(
        english.sections.map((section) => section.paragraphs.length),
      );
      expect(text.place.parts.filter((part) => part.href).map((part) => part.text)).toEqual(
        expect.arrayContaining(["GeoNames", "CC BY 4.0"]),
      );
      if (locale !== "en") {
        expect(text.sections[6]!.paragraphs[1], locale).not.toBe(
          english.sections[6]!.paragraphs[1],
        );
      }
    }
  });
});
