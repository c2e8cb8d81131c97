/**
 * /admin/insights in one language (issue 28 item 1, ADR 099): headings, captions, table heads,
 * the plans' rows and the metrics' names (the owner's Insights tab's `ins_` words are reused),
 * with numbers and dates formatted in the page's language (app/i18n/format.ts). English repeats
 * today's literals word for word, its dates as the area gives them (a test compares them).
 */
import { m } from "~/paraglide/messages";
import { pageTitle } from "./auth.server";
import { formatNumber, formatShortDate } from "./format";
import { insightsText } from "./insights.server";
import type { Locale } from "./locales";

/**
 * Every text of /admin/insights in `locale`.
 * @param page `days` of the period, its first and last day (`YYYY-MM-DD`) and the number of
 *   public LAN centers
 * @returns meta title, heading, intro, the period form's words, the tables' captions and heads,
 *   the paid plans' row names, the ranked tables' titles and captions, the empty state and the
 *   metrics' names by metric key
 */
export function adminInsightsText(
  locale: Locale,
  page: { days: number; from: string; to: string; publicCenters: number },
) {
  const o = { locale };
  const day = (value: string) => (locale === "en" ? value : formatShortDate(locale, value));
  // English shows numbers as today (no grouping); the other languages group their digits.
  const num = (value: number) => (locale === "en" ? String(value) : formatNumber(locale, value));
  const days = num(page.days);
  const owner = insightsText(locale);
  const ranked = (title: string) => ({ title, caption: m.ain_ranked_caption({ title, days }, o) });
  return {
    metaTitle: pageTitle(m.ain_title({}, o)),
    title: m.ain_title({}, o),
    intro: m.ain_intro({ from: day(page.from), to: day(page.to) }, o),
    period: owner.period,
    lastDays: owner.lastDays,
    show: owner.show,
    totals: m.ain_totals({}, o),
    totalsCaption: m.ain_totals_caption({ days }, o),
    metric: owner.metric,
    centers: m.ain_lan_centers({}, o),
    parties: m.ain_lan_parties({}, o),
    all: m.ain_all({}, o),
    paid: m.ain_paid({}, o),
    paidCaption: m.ain_paid_caption({ count: num(page.publicCenters) }, o),
    plan: m.ain_plan({}, o),
    listings: m.ain_listings({}, o),
    plans: {
      verified: "Verified Listing",
      subscription: m.ain_plan_subscription({ plan: "LAN Center Subscription" }, o),
      other: m.ain_other_prices({}, o),
    },
    most: ranked(m.ain_most({}, o)),
    fewest: ranked(m.ain_fewest({}, o)),
    none: m.ain_none({}, o),
    center: owner.kindCenter,
    views: owner.metrics.view ?? "",
    metrics: owner.metrics,
  };
}
