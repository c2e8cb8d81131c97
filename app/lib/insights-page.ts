/**
 * The shape of the owner's Insights page (issue 26 item 4), shared by the server
 * (`app/server/insights/dashboard.server.ts`) and the tab's component.
 */

/** A counted metric (the insights area's `INSIGHT_METRICS`). */
export type InsightMetric = "view" | "website" | "directions" | "phone" | "email" | "calendar";

/** The periods the page offers, in days. */
export type InsightPeriod = 7 | 30 | 90;

/** One metric over the period and the one before. */
export interface MetricTotal {
  metric: InsightMetric;
  label: string;
  count: number;
  uniques: number;
  previousCount: number;
  /** Percent change of `count` against `previousCount`, rounded; null when before was 0. */
  changePercent: number | null;
}

/** What the page shows. */
export interface InsightsPage {
  /** The account's own centers and parties, to choose from. */
  subjects: { kind: "center" | "event"; id: string; name: string }[];
  /** The chosen one (the first when none was asked for), or null when there is none. */
  selected: { kind: "center" | "event"; id: string; name: string; timeZone: string } | null;
  days: InsightPeriod;
  /** First and last day of the period, `YYYY-MM-DD` in the listing's zone. */
  from: string;
  to: string;
  totals: MetricTotal[];
  /** Every day of the period, oldest first, with each metric's count (0 when none). */
  series: { day: string; counts: Record<InsightMetric, number> }[];
}
