/** /admin/insights' texts per language (issue 28 item 1): English as today, the others translated. */
import { describe, expect, it } from "vitest";
import { adminInsightsText } from "./admin-insights.server";
import { LOCALES } from "./locales";

const page = { days: 30, from: "2026-10-28", to: "2026-11-26", publicCenters: 1234 };

describe("adminInsightsText", () => {
  it("English repeats today's page", () => {
    const en = adminInsightsText("en", page);
    expect(en.metaTitle).toBe("Network insights | LAN Center Network");
    expect(en.intro).toBe(
      "All listings, counted without cookies or personal data. Days are each listing's own; the period is 2026-10-28 to 2026-11-26.",
    );
    expect([en.totals, en.totalsCaption, en.metric, en.centers, en.parties, en.all]).toEqual([
      "Totals",
      "All listings, last 30 days",
      "Metric",
      "LAN centers",
      "LAN parties",
      "All",
    ]);
    expect(en.paidCaption).toBe("Active paid listings by plan (1234 public LAN centers in all)");
    expect(en.plans).toEqual({
      verified: "Verified Listing",
      subscription: "LAN Center Subscription (priority listing)",
      other: "Other prices",
    });
    expect(en.most).toEqual({
      title: "Most views",
      caption: "Most views: public LAN centers, last 30 days",
    });
    expect([en.none, en.center, en.views, en.period, en.show]).toEqual([
      "No public LAN centers yet.",
      "LAN center",
      "Listing views",
      "Period",
      "Show",
    ]);
  });

  it("German is German with its dates and numbers; every language fills every field", () => {
    const de = adminInsightsText("de", page);
    expect(de.title).toBe("Netzwerk-Statistiken");
    expect(de.intro).toContain("28. Okt. 2026");
    expect(de.paidCaption).toContain("1.234");
    expect(de.plans.verified).toBe("Verified Listing");
    for (const locale of LOCALES) {
      const text = adminInsightsText(locale, page);
      const all = [
        text.metaTitle,
        text.title,
        text.intro,
        text.totals,
        text.totalsCaption,
        text.paid,
        text.paidCaption,
        text.plan,
        text.listings,
        ...Object.values(text.plans),
        text.most.caption,
        text.fewest.caption,
        text.none,
        text.views,
      ];
      for (const value of all) expect(value.trim(), locale).not.toBe("");
      if (locale !== "en") expect(text.fewest.title, locale).not.toBe("Fewest views");
    }
  });
});
