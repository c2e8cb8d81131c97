/**
 * The owner's **Insights** page (issue 26 item 4): per own center or party, the last 7, 30 or 90
 * days in the listing's own time zone, each metric against the period before, the daily numbers
 * for the chart and table, and the same as CSV (csv-stringify).
 */
import { stringify } from "csv-stringify/sync";
import { and, between, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { listOwnInsightSubjects } from "../directory/index.server";
import { AppError } from "../errors/app-error";
import { dayInZone } from "./requests.server";

import {
  INSIGHT_PERIODS,
  zeroCounts,
  type InsightPeriod,
  type InsightsPage,
  type MetricTotal,
} from "~/lib/insights-page";
import { addOtherAreaCounts, extraMetricsOf, loadTermsAndReviews } from "./page-extras.server";
import { insightDaily, type InsightMetric } from "./schema";

/** The answer for a listing that is not the viewer's, or no longer exists. */
export const LISTING_NOT_FOUND = "This listing was not found.";

export type { InsightsPage, MetricTotal };

/** The periods the page offers, in days (shared with the page's component). */
export { INSIGHT_PERIODS, type InsightPeriod };

/** The metrics the page shows, in order, with their labels (e-mail links: none yet). */
export const SHOWN_METRICS: readonly { metric: InsightMetric; label: string }[] = [
  { metric: "view", label: "Listing views" },
  { metric: "website", label: "Website clicks" },
  { metric: "directions", label: "Direction requests" },
  { metric: "phone", label: "Phone taps" },
  { metric: "calendar", label: "Calendar adds" },
];

/** `day` plus `delta` days (`YYYY-MM-DD`, calendar arithmetic in UTC). */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

/** The period asked for in a query value ("7", "30", "90"), else 30. */
export function periodOf(value: string | null | undefined): InsightPeriod {
  const days = Number(value);
  return (INSIGHT_PERIODS as readonly number[]).includes(days) ? (days as InsightPeriod) : 30;
}

/**
 * The Insights page of `userId`'s listing `subject` (`center:<id>` / `event:<id>`; the first own
 * listing when absent).
 * @param input.now the current time (the listing's today is its last day)
 * @throws AppError 404 `insights.not_found` (LISTING_NOT_FOUND) when `subject` names
 *   no listing of the account
 */
export async function loadInsightsPage(
  db: Database,
  input: { userId: string; subject?: string | null; days: InsightPeriod; now: Date },
): Promise<InsightsPage> {
  const own = await listOwnInsightSubjects(db, input.userId);
  const subjects = own.map(({ kind, id, name }) => ({ kind, id, name }));
  const selected = input.subject ? own.find((s) => `${s.kind}:${s.id}` === input.subject) : own[0];
  if (input.subject && !selected) {
    throw new AppError("insights.not_found", LISTING_NOT_FOUND, 404);
  }
  const days = input.days;
  if (!selected) {
    const today = dayInZone(input.now, "UTC");
    return {
      subjects,
      selected: null,
      days,
      from: addDays(today, 1 - days),
      to: today,
      totals: [],
      series: [],
      searchTerms: [],
      monthlyReviews: null,
    };
  }
  const to = dayInZone(input.now, selected.timeZone);
  const from = addDays(to, 1 - days);
  const previousFrom = addDays(from, -days);
  const rows = await db
    .select({
      day: insightDaily.day,
      metric: insightDaily.metric,
      count: insightDaily.count,
      uniques: insightDaily.uniques,
    })
    .from(insightDaily)
    .where(
      and(
        eq(insightDaily.subjectKind, selected.kind),
        eq(insightDaily.subjectId, selected.id),
        between(insightDaily.day, previousFrom, to),
      ),
    );
  const series = Array.from({ length: days }, (_, i) => ({
    day: addDays(from, i),
    counts: zeroCounts(),
  }));
  const byDay = new Map(series.map((entry) => [entry.day, entry]));
  const hadFeatured = rows.some((row) => row.metric === "featured_appearance" && row.count > 0);
  const shown = [...SHOWN_METRICS, ...extraMetricsOf(selected, hadFeatured)];
  const totals: MetricTotal[] = shown.map(({ metric, label }) => ({
    metric,
    label,
    count: 0,
    uniques: 0,
    previousCount: 0,
    changePercent: null as number | null,
  }));
  for (const row of rows) {
    const total = totals.find((t) => t.metric === row.metric);
    if (row.day >= from) {
      const entry = byDay.get(row.day);
      if (entry) entry.counts[row.metric] += row.count;
      if (total) {
        total.count += row.count;
        total.uniques += row.uniques;
      }
    } else if (total) {
      total.previousCount += row.count;
    }
  }
  await addOtherAreaCounts(db, { listing: selected, previousFrom, from, to, byDay, totals });
  for (const total of totals) {
    total.changePercent =
      total.previousCount === 0
        ? null
        : Math.round(((total.count - total.previousCount) / total.previousCount) * 100);
  }
  return {
    subjects,
    selected: {
      kind: selected.kind,
      id: selected.id,
      name: selected.name,
      timeZone: selected.timeZone,
    },
    days,
    from,
    to,
    totals,
    series,
    ...(await loadTermsAndReviews(db, { listing: selected, from, to })),
  };
}

/**
 * The page's daily numbers as CSV: `Day` then one column per row of the page (views, clicks,
 * appearances, followers or RSVPs), a row per day. The search terms are not in it: they are not
 * daily numbers (a day's term count is kept only from 5 visitors).
 * @returns `{ fileName, csv }`
 * @throws AppError 404 as {@link loadInsightsPage}, also when the account has no listing
 */
export async function insightsCsv(
  db: Database,
  input: { userId: string; subject?: string | null; days: InsightPeriod; now: Date },
): Promise<{ fileName: string; csv: string }> {
  const page = await loadInsightsPage(db, input);
  if (!page.selected) throw new AppError("insights.not_found", LISTING_NOT_FOUND, 404);
  const csv = stringify(
    page.series.map((entry) => [entry.day, ...page.totals.map((m) => entry.counts[m.metric])]),
    { header: true, columns: ["Day", ...page.totals.map((m) => m.label)] },
  );
  return { fileName: `insights-${page.selected.kind}-${page.from}-to-${page.to}.csv`, csv };
}
