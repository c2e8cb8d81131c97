/**
 * The admin's view of the network, /admin/insights (issue 26 item 6, ADR 088): for the last 7, 30
 * or 90 UTC days, every counted metric summed over all centers and over all events (with the
 * follows begun and ended and the RSVPs made and cancelled, from the follows and attendance
 * areas), the listings holding a paid plan now by plan (billing's `countPaidListingsByPlan`), and the public centers
 * with the most and the fewest views. Each listing's rows are days in its own zone; the period is
 * chosen by those day labels (the network has no single zone), so a day's edge is off by at most
 * the zone's offset.
 */
import { and, between, eq, sql } from "drizzle-orm";
import { networkRsvps } from "../attendance/index.server";
import { countPaidListingsByPlan, type PaidListingCounts } from "../billing/index.server";
import type { Database } from "../db/client.server";
import { listInsightCenters } from "../directory/index.server";
import { networkFollowerChanges } from "../follows/index.server";
import { addDays, SHOWN_METRICS, type InsightPeriod } from "./dashboard.server";
import { EXTRA_METRIC_LABELS } from "./page-extras.server";
import { dayInZone } from "./requests.server";
import { INSIGHT_METRICS, insightDaily } from "./schema";

/** How many centers each of the most- and fewest-viewed lists shows. */
export const RANKED_CENTERS = 10;

/** Labels of metrics beyond views and clicks (appearances, … : the Insights tab's words). */
const OTHER_LABELS = EXTRA_METRIC_LABELS;

/** One metric's network total over the period. */
export interface NetworkTotal {
  metric: string;
  label: string;
  centers: number;
  events: number;
}

/** One ranked center. */
export interface RankedCenter {
  id: string;
  name: string;
  views: number;
}

/** What /admin/insights shows. */
export interface NetworkInsights {
  days: InsightPeriod;
  /** The period's first and last day (`YYYY-MM-DD`, UTC today is the last). */
  from: string;
  to: string;
  totals: NetworkTotal[];
  paid: PaidListingCounts;
  /** How many centers are public now. */
  publicCenters: number;
  /** Most views first (then by name); at most {@link RANKED_CENTERS}. */
  most: RankedCenter[];
  /** Fewest views first (then by name), zero-view centers included; at most {@link RANKED_CENTERS}. */
  fewest: RankedCenter[];
}

/** The label of a metric ("Listing views", "Website clicks", …; the metric's name if new). */
export function metricLabel(metric: string): string {
  return (
    SHOWN_METRICS.find((shown) => shown.metric === metric)?.label ?? OTHER_LABELS[metric] ?? metric
  );
}

/**
 * The network's numbers for the last `days` days up to `now` (UTC).
 * @returns {@link NetworkInsights}
 * @throws the database error
 */
export async function loadNetworkInsights(
  db: Database,
  input: { days: InsightPeriod; now: Date },
): Promise<NetworkInsights> {
  const to = dayInZone(input.now, "UTC");
  const from = addDays(to, 1 - input.days);
  const inPeriod = between(insightDaily.day, from, to);
  const [sums, views, centers, paid, followers, attendance] = await Promise.all([
    db
      .select({
        kind: insightDaily.subjectKind,
        metric: insightDaily.metric,
        count: sql<number>`sum(${insightDaily.count})::int`,
      })
      .from(insightDaily)
      .where(inPeriod)
      .groupBy(insightDaily.subjectKind, insightDaily.metric),
    db
      .select({
        id: insightDaily.subjectId,
        count: sql<number>`sum(${insightDaily.count})::int`,
      })
      .from(insightDaily)
      .where(and(inPeriod, eq(insightDaily.subjectKind, "center"), eq(insightDaily.metric, "view")))
      .groupBy(insightDaily.subjectId),
    listInsightCenters(db),
    countPaidListingsByPlan(db),
    networkFollowerChanges(db, { from, to }),
    networkRsvps(db, { from, to }),
  ]);
  const totals: NetworkTotal[] = INSIGHT_METRICS.map((metric) => {
    const of = (kind: "center" | "event") =>
      Number(sums.find((row) => row.kind === kind && row.metric === metric)?.count ?? 0);
    return { metric, label: metricLabel(metric), centers: of("center"), events: of("event") };
  });
  // Follows and RSVPs live in their own areas' tables, not in the daily rows.
  const other = (metric: string, centers: number, events: number) =>
    totals.push({ metric, label: metricLabel(metric), centers, events });
  other("follower_gained", followers.gained, 0);
  other("follower_lost", followers.lost, 0);
  other("rsvp", 0, attendance.rsvps);
  other("rsvp_cancelled", 0, attendance.cancelled);
  const viewsOf = new Map(views.map((row) => [row.id, Number(row.count)]));
  const ranked = centers.map((center) => ({
    id: center.id,
    name: center.name,
    views: viewsOf.get(center.id) ?? 0,
  }));
  const byName = (a: RankedCenter, b: RankedCenter) =>
    a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1);
  return {
    days: input.days,
    from,
    to,
    totals,
    paid,
    publicCenters: centers.length,
    most: [...ranked].sort((a, b) => b.views - a.views || byName(a, b)).slice(0, RANKED_CENTERS),
    fewest: [...ranked].sort((a, b) => a.views - b.views || byName(a, b)).slice(0, RANKED_CENTERS),
  };
}
