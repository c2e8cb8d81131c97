/**
 * The sign-up landing pages' texts per language (issue 28 item 1): English is today's
 * app/content/partners.ts and page literals, the others translated, every field filled.
 */
import { describe, expect, it } from "vitest";
import { partnerFormTexts, partnerPages } from "~/content/partners";
import { leadVenueTypes, validateLead } from "~/lib/partner-lead";
import { partnerPageText, registrationChoiceText } from "./landing.server";
import { LOCALES } from "./locales";

const SUPPORT = "support@lancenter.example";

describe("partner pages", () => {
  it("English repeats app/content/partners.ts and today's form texts", () => {
    for (const page of partnerPages) {
      const text = partnerPageText("en", page.path, SUPPORT);
      expect(text.page).toEqual(page);
      expect(text.pricing).toBe("Pricing");
      expect(text.form).toMatchObject({ ...partnerFormTexts, heading: "Tell us about your venue" });
      expect(text.form.venueTypes).toEqual(leadVenueTypes);
      expect(text.form.rateLimited).toEqual({
        before:
          "Too many submissions from your network. Please try again in an hour, or e-mail us at ",
        link: { label: SUPPORT, href: `mailto:${SUPPORT}` },
        after: ".",
      });
    }
  });

  it("maps every message of the lead schema to the page's language", () => {
    const de = partnerPageText("de", "/signup", SUPPORT).form;
    const checked = validateLead({
      name: "",
      email: "not-an-address",
      organization: "x".repeat(161),
      venueType: "",
      message: "y".repeat(2001),
    });
    expect(checked.ok).toBe(false);
    const messages = checked.ok ? [] : Object.values(checked.errors);
    expect(messages).toHaveLength(5);
    for (const message of messages) expect(de.errors[message], message).toBeTruthy();
    expect(de.errors["Please enter your name."]).toBe("Bitte geben Sie Ihren Namen ein.");
    expect(de.errors["Organization must be at most 160 characters."]).toBe(
      "Die Organisation darf höchstens 160 Zeichen lang sein.",
    );
  });

  it("German is German; every language fills every field", () => {
    const de = partnerPageText("de", "/signup-early", SUPPORT);
    expect(de.page.heading).toBe("Early Access sichern");
    expect(de.page.pricingNote).toBeTruthy();
    for (const locale of LOCALES) {
      for (const page of partnerPages) {
        const text = partnerPageText(locale, page.path, SUPPORT);
        const strings = [
          text.page.title,
          text.page.metaDescription,
          text.page.heading,
          text.page.intro,
          text.page.benefitsHeading,
          ...text.page.benefits,
          text.partnership,
          text.pricing,
          ...Object.values(text.form).filter((v): v is string => typeof v === "string"),
          ...Object.values(text.form.fields),
          ...text.form.venueTypes.map((type) => type.label),
        ];
        for (const value of strings) expect(value.trim(), `${locale} ${page.path}`).not.toBe("");
        expect(text.page.benefits).toHaveLength(page.benefits.length);
        if (locale !== "en") expect(text.page.intro).not.toBe(page.intro);
      }
    }
  });
});

describe("registration choice", () => {
  it("English is today's page, links stay in the language", () => {
    const en = registrationChoiceText("en");
    expect(en.meta.title).toBe("Register | LAN Center Network");
    expect(en.heading).toBe("What would you like to register?");
    expect(en.play).toEqual({
      before: "Just here to play? ",
      link: { label: "Create a gamer account", href: "/signup-form?as=play" },
      after: " to follow LAN centers and never miss their events.",
    });
    const de = registrationChoiceText("de");
    expect(de.heading).toBe("Was möchten Sie registrieren?");
    expect(de.choices[0]!.to).toBe("/de/register-lan-center");
    expect(de.venueTypes.link.href).toBe("/de/lantypes");
    for (const locale of LOCALES) {
      const text = registrationChoiceText(locale);
      for (const value of [text.heading, text.intro, text.play.link.label, text.venueTypes.before])
        expect(value.trim(), locale).not.toBe("");
    }
  });
});
