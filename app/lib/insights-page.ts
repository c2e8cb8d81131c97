/**
 * The shape of the owner's Insights page (issue 26 item 4), shared by the server
 * (`app/server/insights/dashboard.server.ts`) and the tab's component.
 */

/** A counted metric (the insights area's `INSIGHT_METRICS`). */
export type InsightMetric =
  | "view"
  | "website"
  | "directions"
  | "phone"
  | "email"
  | "calendar"
  | "list_appearance"
  | "search_appearance"
  | "map_appearance"
  | "featured_appearance";

/**
 * A row of the page: a counted metric, or one read from another area (issue 26 item 1, ADR 086):
 * followers gained and lost (centers), RSVPs made and cancelled (parties).
 */
export type PageMetric =
  InsightMetric | "follower_gained" | "follower_lost" | "rsvp" | "rsvp_cancelled";

/** Every {@link PageMetric}, for zeroed daily counts. */
export const PAGE_METRICS: readonly PageMetric[] = [
  "view",
  "website",
  "directions",
  "phone",
  "email",
  "calendar",
  "list_appearance",
  "search_appearance",
  "map_appearance",
  "featured_appearance",
  "follower_gained",
  "follower_lost",
  "rsvp",
  "rsvp_cancelled",
];

/** The periods the insights pages offer, in days. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
/** One of {@link INSIGHT_PERIODS}. */
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** One metric over the period and the one before. */
export interface MetricTotal {
  metric: PageMetric;
  label: string;
  count: number;
  /** Distinct visitors per day, summed (followers and RSVPs: the same as `count`). */
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
  series: { day: string; counts: Record<PageMetric, number> }[];
  /**
   * The search terms that showed the listing in the period (issue 26 item 4): only day counts of
   * at least 5 distinct visitors, summed; most first, at most 10.
   */
  searchTerms: { term: string; visitors: number }[];
  /**
   * A center's published reviews and average rating per month, the last 12 months in its zone
   * (issue 27 item 4), oldest first; null for a party.
   */
  monthlyReviews: { month: string; reviews: number; averageRating: number | null }[] | null;
}

/** Every page metric at 0. */
export function zeroCounts(): Record<PageMetric, number> {
  return Object.fromEntries(PAGE_METRICS.map((m) => [m, 0])) as Record<PageMetric, number>;
}
