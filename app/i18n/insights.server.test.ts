/**
 * The Insights tab's texts (issue 28 item 1): English is today's text; German differs; every
 * language fills every field with the English placeholders and names every metric.
 */
import { describe, expect, it } from "vitest";
import { fillText } from "~/components/owner/owner-text";
import { PAGE_METRICS } from "~/lib/insights-page";
import { SHOWN_METRICS } from "~/server/insights/dashboard.server";
import { insightsText } from "./insights.server";
import { LOCALES } from "./locales";
import { insightsMetaText } from "./owner.server";

/** Texts that are the same words in German (none). */
const SAME_IN_GERMAN: string[] = [];

describe("insightsText", () => {
  it("keeps today's English", () => {
    const en = insightsText("en");
    expect(en.meta).toEqual(insightsMetaText("en"));
    expect(en.title).toBe("Insights");
    expect(fillText(en.lastDays, { days: 30 })).toBe("Last 30 days");
    expect(
      fillText(en.caption, { name: "Arena", days: 7, from: "2026-11-01", to: "2026-11-07" }),
    ).toBe("Arena: last 7 days (2026-11-01 to 2026-11-07) against the 7 days before");
    expect(en.termsTitle).toBe("Top search terms");
    expect(en.download).toBe("Download CSV");
    // The metric names are the insights area's labels.
    for (const { metric, label } of SHOWN_METRICS) expect(en.metrics[metric]).toBe(label);
  });

  it("speaks German and fills every field in every language", () => {
    const en = insightsText("en");
    const de = insightsText("de");
    expect(de.title).toBe("Statistiken");
    expect(de.metrics.view).toBe("Aufrufe des Eintrags");
    const same = Object.entries(de)
      .filter(([key, value]) => typeof value === "string" && key !== "locale")
      .filter(([key, value]) => en[key as keyof typeof en] === value)
      .map(([key]) => key);
    expect(same).toEqual(SAME_IN_GERMAN);
    const holes = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of LOCALES) {
      const text = insightsText(locale);
      for (const [key, value] of Object.entries(text)) {
        if (typeof value !== "string") continue;
        expect(value.trim(), `${locale} ${key}`).not.toBe("");
        expect(holes(value), `${locale} ${key}`).toEqual(
          holes(en[key as keyof typeof en] as string),
        );
      }
      for (const metric of PAGE_METRICS) expect(text.metrics[metric], metric).toBeTruthy();
    }
  });
});
