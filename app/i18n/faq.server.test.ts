/** The /faq texts per language (issue 28 item 1): English is today's page, the others translated. */
import { describe, expect, it } from "vitest";
import { faqCategories, faqEntries } from "~/content/faq";
import { faqText } from "./faq.server";
import { LOCALES } from "./locales";

describe("faqText", () => {
  it("repeats the English of app/content/faq.ts and the page word for word", () => {
    const en = faqText("en", 9);
    expect(en.heading).toBe("Frequently Asked Questions");
    expect(en.intro).toBe(
      "Everything owners and organizers ask us most. Pick a category to narrow the list.",
    );
    expect(en.entries).toEqual(faqEntries);
    expect(en.categories).toEqual(faqCategories);
    expect(en.showing).toBe("Showing 9 questions");
    expect(en.contact).toEqual({
      heading: "Still have questions?",
      text: "Our team answers within 1-2 business days.",
      action: "Contact Us",
    });
  });

  it("is German under de, with German plurals", () => {
    const de = faqText("de", 1);
    expect(de.heading).toBe("Häufig gestellte Fragen");
    expect(de.showing).toBe("1 Frage wird angezeigt");
    expect(faqText("de", 2).showing).toBe("2 Fragen werden angezeigt");
    expect(de.entries[0]!.question).not.toBe(faqEntries[0]!.question);
    expect(de.entries.map((e) => e.id)).toEqual(faqEntries.map((e) => e.id));
  });

  it("gives every field in every language", () => {
    for (const locale of LOCALES) {
      const text = faqText(locale, 2);
      const strings = [
        text.meta.title,
        text.meta.description,
        text.heading,
        text.intro,
        text.categoriesLabel,
        text.showing,
        ...text.categories.map((c) => c.label),
        ...text.entries.flatMap((e) => [e.question, e.answer]),
        ...Object.values(text.contact),
      ];
      for (const value of strings) expect(value.trim(), locale).not.toBe("");
      if (locale !== "en") expect(text.intro, locale).not.toBe(faqText("en", 2).intro);
    }
  });
});
