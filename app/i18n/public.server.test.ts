/** /review-guidelines per language (issue 28 item 1): English as today, German German, all filled. */
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { guidelinesText } from "./public.server";

describe("review guidelines texts", () => {
  it("English is today's page", () => {
    const text = guidelinesText("en");
    expect(text.heading).toBe("Review Guidelines");
    expect(text.updated).toBe("Last updated: 26 November 2026");
    expect(text.sections.map((section) => section.heading)).toEqual([
      "Who can write a review",
      "What makes a good review",
      "What we remove",
      "Reports and moderation",
      "Replies from owners",
      "Ratings",
      "How ratings are ranked",
    ]);
    expect(text.sections[0]!.items[3]).toBe(
      "To keep reviews honest, one account can post at most 5 reviews a day.",
    );
    expect(text.sections[6]!.id).toBe("ranking");
    expect(text.seeAlso).toEqual({
      before: "See also our ",
      link: "Privacy Policy",
      href: "/privacy",
      after: ".",
    });
  });

  it("German is German, with a German date and link", () => {
    const text = guidelinesText("de");
    expect(text.heading).toBe("Bewertungsrichtlinien");
    expect(text.updated).toBe("Zuletzt aktualisiert: 26. November 2026");
    expect(text.seeAlso.href).toBe("/de/privacy");
    expect(text.sections[2]!.heading).toBe("Was wir entfernen");
  });

  it("every language has every text, with the same shape", () => {
    for (const locale of LOCALES) {
      const text = guidelinesText(locale);
      const all = [
        text.meta.title,
        text.meta.description,
        text.updated,
        text.intro,
        text.seeAlso.link,
        ...text.sections.flatMap((section) => [section.heading, ...section.items]),
      ];
      for (const value of all) expect(value.trim(), locale).not.toBe("");
      expect(
        text.sections.map((s) => s.items.length),
        locale,
      ).toEqual([4, 4, 5, 3, 2, 2, 3]);
    }
  });
});
