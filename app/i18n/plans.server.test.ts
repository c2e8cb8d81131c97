/** The plan cards per language (issue 28 items 1 and 3): English as today, USD in local formats. */
import { describe, expect, it } from "vitest";
import { ENGLISH_PLAN_CARDS } from "~/components/plans/plan-cards";
import { formatPriceCents, plans } from "~/content/plans";
import { LOCALES } from "./locales";
import { localizedPlans, planCardsText } from "./plans.server";

describe("plan cards in every language", () => {
  it("English is app/content/plans.ts and today's labels", () => {
    expect(localizedPlans("en")).toEqual(plans);
    expect(planCardsText("en")).toEqual(ENGLISH_PLAN_CARDS);
  });

  it("German is German and keeps the plan names", () => {
    const [verified] = localizedPlans("de");
    expect(verified!.name).toBe("Verified Listing");
    expect(verified!.summary).not.toBe(plans[0]!.summary);
    expect(planCardsText("de").mostPopular).toBe("AM BELIEBTESTEN");
  });

  it("prices stay in USD, in the locale's format", () => {
    expect(formatPriceCents(1000, "usd")).toBe("$10");
    expect(formatPriceCents(1000, "usd", "en")).toBe("$10");
    expect(formatPriceCents(5000, "usd", "de")).toMatch(/^50\sUS\$$/); // a no-break space
    expect(formatPriceCents(1000, "usd", "ja")).toBe("US$10");
    expect(formatPriceCents(1000, "usd", "fr")).toMatch(/^10\s\$US$/);
    expect(formatPriceCents(1050, "usd", "de")).toMatch(/^10,50\sUS\$$/);
    expect(formatPriceCents(1050, "eur", "de")).toMatch(/^10,50\s€$/);
  });

  it("every language has every text", () => {
    for (const locale of LOCALES) {
      const text = planCardsText(locale);
      const all = [
        text.mostPopular,
        text.notIncluded,
        text.perMonth,
        ...Object.values(text.withPlan),
        ...localizedPlans(locale).flatMap((p) => [p.summary, ...p.features, ...p.excluded]),
      ];
      for (const value of all) expect(value.trim(), locale).not.toBe("");
      expect(text.withPlan.verified, locale).toContain("Verified Listing");
    }
  });
});
