/** The /lantypes hub per language (issue 28 item 1): English as today, the others translated. */
import { describe, expect, it } from "vitest";
import { lanTypesHub, venueTypes } from "~/content/venue-types";
import { LOCALES } from "./locales";
import { lanTypesText, venueText } from "./types.server";

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

/** Words German (and others) use as they are in English: not a missed translation. */
const SAME_IN_GERMAN = new Set(["Chat", "Screenshots"]);

describe("venueText", () => {
  it("English is app/content/venue-types.ts exactly, with today's button labels", () => {
    for (const venue of venueTypes) {
      const en = venueText("en", venue.slug);
      expect(en.venue).toEqual(venue);
      expect(en.labels).toEqual({
        signUp: "Sign Up",
        schedule: "SCHEDULE A MEETING",
        newTab: "(opens in a new tab)",
        meetingSubject: "Meeting request",
        contactUs: "Contact Us",
        step: "Step",
      });
    }
  });

  it("German translates every section, the case study and the links", () => {
    const lan = venueText("de", "lanparties").venue;
    expect(lan.sections[0]!.heading).toBe("Weniger Aufbau, mehr Spielen");
    expect(lan.caseStudy).toMatchObject({
      label: "Beispielhafte Fallstudie (fiktiver Veranstalter)",
      author: "Sam Okafor",
    });
    const hotels = venueText("de", "hotels").venue.sections[0]!;
    expect(hotels.tiers!.map((tier) => tier.name)).toEqual(["Connect", "Premium", "Game Arena"]);
    expect(venueText("ja", "gamecafe").venue.sections[0]!.steps![0]!.title).toBe("申し込む");
  });

  it("German translates the hero, the shared pitch, the call to action and the links", () => {
    const de = venueText("de", "colleges");
    expect(de.venue.heroHeading).toBe("Gaming-Räume und E-Sport-Labore für Ihren Campus");
    expect(de.venue.signUpHref).toBe("/de/registration-choice");
    expect(de.venue.sections.map((s) => s.heading)).toContain(
      "Das ist in Ihrem Abonnement enthalten",
    );
    for (const locale of LOCALES) {
      for (const venue of venueTypes) {
        const { venue: text, labels } = venueText(locale, venue.slug);
        const all = [
          text.title,
          text.metaDescription,
          text.heroHeading,
          text.heroText,
          text.ctaHeading,
          text.ctaText,
          text.imageAlt,
          ...Object.values(labels),
        ];
        for (const value of all) expect(value.trim(), `${locale} ${venue.slug}`).not.toBe("");
        expect(text.sections).toHaveLength(venue.sections.length);
        if (locale === "en") continue;
        // No English sentence of the venue's content is left on the translated page (names
        // such as tier names and the case study's author are not sentences and stay).
        const english = new Set(
          venue.sections.flatMap((s) => [
            s.heading,
            ...(s.paragraphs ?? []),
            ...(s.bullets ?? []),
            ...(s.steps ?? []).flatMap((step) => [step.title, step.text]),
            ...(s.tiers ?? []).map((tier) => tier.text),
          ]),
        );
        if (venue.caseStudy) {
          english.add(venue.caseStudy.quote).add(venue.caseStudy.label).add(venue.caseStudy.role);
        }
        const shown = [
          ...text.sections.flatMap((s) => [
            s.heading,
            ...(s.paragraphs ?? []),
            ...(s.bullets ?? []),
            ...(s.steps ?? []).flatMap((step) => [step.title, step.text]),
            ...(s.tiers ?? []).map((tier) => tier.text),
          ]),
          ...(text.caseStudy
            ? [text.caseStudy.quote, text.caseStudy.label, text.caseStudy.role]
            : []),
        ];
        expect(
          shown.filter((value) => english.has(value) && !SAME_IN_GERMAN.has(value)),
          `${locale} ${venue.slug}`,
        ).toEqual([]);
      }
    }
  });
});
