/**
 * The owner's monthly summary e-mail (issue 26 item 5, ADR 088). One job on the durable queue
 * (ADR 074) runs at every whole hour (UTC), keyed by its hour. Each run looks at every owner of a
 * public center: the owner's zone is the zone of their oldest public center. From 00:00 on the
 * 1st to the end of the 3rd in that zone (the 2nd and 3rd only catch up on runs missed while no
 * instance ran), the owner's summary of the month before is queued on the mail queue with kind
 * `owner_monthly` (nothing for an owner who switched it off; List-Unsubscribe one-click) and the
 * key `insights-monthly:{YYYY-MM}:{userId}`, which the queue keeps for 30 days: one mail per
 * owner and month, also when a run repeats or two instances run it. Owners whose venues counted
 * nothing in either month get no mail.
 */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { BASE_LOCALE, localizeHref, type Locale } from "~/i18n/locales";
import { m as msg } from "~/paraglide/messages";
import { findProfiles } from "../auth/index.server";
import type { Database } from "../db/client.server";
import { listInsightCenters, type InsightCenter } from "../directory/index.server";
import type { Clock, Jobs } from "../jobs/index.server";
import { insightsMonthlyEmail, type MailQueue, type MonthlyVenue } from "../mail/index.server";
import { EXTRA_METRIC_LABELS } from "./page-extras.server";
import { dayInZone } from "./requests.server";
import { INSIGHT_METRICS, insightDaily, type InsightMetric } from "./schema";

/** The queue of the hourly run. */
export const INSIGHTS_MONTHLY_QUEUE = "insights-monthly";
/** The last day of the month (in the owner's zone) a missed summary is still sent. */
export const MONTHLY_SEND_LAST_DAY = 3;

const HOUR_MS = 60 * 60 * 1000;

/** The outbound click metrics, summed as "Clicks" in the summary. */
const CLICK_METRICS: readonly InsightMetric[] = [
  "website",
  "directions",
  "phone",
  "email",
  "calendar",
];

/** Labels of metrics beyond views and clicks (appearances, … : the Insights tab's words). */
const OTHER_LABELS = EXTRA_METRIC_LABELS;

/** The first whole hour (UTC) strictly after `now`. */
export function nextMonthlyRunAt(now: Date): Date {
  return new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
}

/** `YYYY-MM` plus `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [year, monthIndex] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthIndex - 1 + delta, 1)).toISOString().slice(0, 7);
}

/**
 * "November 2031" of `YYYY-MM` in `locale` (Intl; "November 2031" in German, "2031年11月" in
 * Japanese; English by default, as the site's texts).
 */
export function monthName(month: string, withYear = true, locale: Locale = BASE_LOCALE): string {
  return new Intl.DateTimeFormat(locale === BASE_LOCALE ? "en-US" : locale, {
    month: "long",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The month an owner in `timeZone` is due a summary for at `now`: the month before, while it is
 * the 1st to the {@link MONTHLY_SEND_LAST_DAY}th there; else null.
 */
export function dueMonth(now: Date, timeZone: string): string | null {
  const today = dayInZone(now, timeZone);
  if (Number(today.slice(8, 10)) > MONTHLY_SEND_LAST_DAY) return null;
  return addMonths(today.slice(0, 7), -1);
}

/** One venue's numbers of `month` and the month before, per metric. */
type Sums = Map<string, Map<string, { count: number; uniques: number }>>;

/** Counts and uniques per center and `YYYY-MM` month of `metric`, from the daily rows. */
async function monthSums(
  db: Database,
  centerIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, Sums>> {
  const monthOf = sql<string>`to_char(${insightDaily.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      id: insightDaily.subjectId,
      month: monthOf,
      metric: insightDaily.metric,
      count: sql<number>`sum(${insightDaily.count})::int`,
      uniques: sql<number>`sum(${insightDaily.uniques})::int`,
    })
    .from(insightDaily)
    .where(
      and(
        eq(insightDaily.subjectKind, "center"),
        inArray(insightDaily.subjectId, [...centerIds]),
        gte(insightDaily.day, `${from}-01`),
        lt(insightDaily.day, `${addMonths(to, 1)}-01`),
      ),
    )
    .groupBy(insightDaily.subjectId, monthOf, insightDaily.metric);
  const byCenter = new Map<string, Sums>();
  for (const row of rows) {
    const sums = byCenter.get(row.id) ?? new Map();
    const months = sums.get(row.metric) ?? new Map();
    months.set(row.month, { count: Number(row.count), uniques: Number(row.uniques) });
    sums.set(row.metric, months);
    byCenter.set(row.id, sums);
  }
  return byCenter;
}

/**
 * The figures of one venue for `month` against `previous`: views, unique visitors, clicks (all
 * outbound link kinds), then every other counted metric (follows, RSVPs) the rows hold.
 * @returns the figures and whether anything was counted in either month
 */
export function venueFigures(
  sums: Sums | undefined,
  month: string,
  previous: string,
  locale: Locale = BASE_LOCALE,
): { figures: MonthlyVenue["figures"]; any: boolean } {
  const o = { locale };
  const labels: Partial<Record<InsightMetric, string>> = {
    email: msg.mail_monthly_email({}, o),
    list_appearance: msg.mail_monthly_list({}, o),
    search_appearance: msg.mail_monthly_search({}, o),
    map_appearance: msg.mail_monthly_map({}, o),
    featured_appearance: msg.mail_monthly_featured({}, o),
  };
  const of = (metrics: readonly string[], m: string, field: "count" | "uniques") =>
    metrics.reduce((total, metric) => total + (sums?.get(metric)?.get(m)?.[field] ?? 0), 0);
  const figure = (label: string, metrics: readonly string[], field: "count" | "uniques") => ({
    label,
    value: of(metrics, month, field),
    previous: of(metrics, previous, field),
  });
  const figures = [
    figure(msg.mail_monthly_views({}, o), ["view"], "count"),
    figure(msg.mail_monthly_uniques({}, o), ["view"], "uniques"),
    figure(msg.mail_monthly_clicks({}, o), CLICK_METRICS, "count"),
    ...INSIGHT_METRICS.filter((m) => m !== "view" && !CLICK_METRICS.includes(m)).map((m) =>
      figure(labels[m] ?? OTHER_LABELS[m] ?? m, [m], "count"),
    ),
  ];
  return { figures, any: figures.some((f) => f.value > 0 || f.previous > 0) };
}

/** What the hourly run needs. */
export interface InsightsMonthlyDeps {
  db: Database;
  jobs: Jobs;
  clock: Clock;
  mailQueue: MailQueue;
  /** The site's public origin, for the links. */
  publicUrl: string;
}

/**
 * One run: queues the summary of every owner due one now ({@link dueMonth} in the zone of their
 * oldest public center) whose venues counted anything in that month or the one before.
 * @returns how many summaries were queued (not the ones switched off or already queued)
 * @throws the database error (the job is retried; queued mails keep their keys)
 */
export async function runInsightsMonthly(deps: InsightsMonthlyDeps): Promise<number> {
  const now = deps.clock.now();
  const byOwner = new Map<string, InsightCenter[]>();
  for (const center of await listInsightCenters(deps.db)) {
    byOwner.set(center.ownerId, [...(byOwner.get(center.ownerId) ?? []), center]);
  }
  const due = [...byOwner.entries()]
    .map(([userId, centers]) => ({ userId, centers, month: dueMonth(now, centers[0]!.timeZone) }))
    .filter((owner): owner is typeof owner & { month: string } => owner.month !== null);
  if (due.length === 0) return 0;
  const profiles = await findProfiles(
    deps.db,
    due.map((owner) => owner.userId),
  );
  let queued = 0;
  for (const owner of due) {
    const profile = profiles.get(owner.userId);
    if (!profile) continue;
    // In the owner's language (issue 28): words, month names, links.
    const { email, locale } = profile;
    const previous = addMonths(owner.month, -1);
    const sums = await monthSums(
      deps.db,
      owner.centers.map((c) => c.id),
      previous,
      owner.month,
    );
    const venues: MonthlyVenue[] = [];
    let any = false;
    for (const center of [...owner.centers].sort((a, b) => a.name.localeCompare(b.name))) {
      const result = venueFigures(sums.get(center.id), owner.month, previous, locale);
      any ||= result.any;
      venues.push({
        name: center.name,
        figures: result.figures,
        link: `${deps.publicUrl}${localizeHref(locale, `/dashboard/insights?listing=center:${center.id}&days=30`)}`,
      });
    }
    if (!any) continue;
    const result = await deps.mailQueue.enqueue({
      to: { kind: "account", userId: owner.userId, email },
      kind: "owner_monthly",
      singletonKey: `insights-monthly:${owner.month}:${owner.userId}`,
      content: ({ unsubscribeUrl }) =>
        insightsMonthlyEmail({
          month: monthName(owner.month, true, locale),
          previousMonth: monthName(previous, false, locale),
          venues,
          unsubscribeUrl,
          settingsUrl: `${deps.publicUrl}${localizeHref(locale, "/me/notifications")}`,
          locale,
        }),
    });
    if (result.queued) queued += 1;
  }
  return queued;
}

/**
 * Queues the next hourly run (idempotent: keyed by its hour). The runtime calls it after the
 * queue started; each run schedules the next.
 */
export async function scheduleInsightsMonthly(deps: { jobs: Jobs; clock: Clock }): Promise<void> {
  const at = nextMonthlyRunAt(deps.clock.now());
  await deps.jobs.send(
    INSIGHTS_MONTHLY_QUEUE,
    {},
    { runAt: at, singletonKey: `insights-monthly-run:${at.toISOString().slice(0, 13)}` },
  );
}

/** Registers the hourly run's handler (before the queue starts): run, then schedule the next. */
export function registerInsightsMonthly(deps: InsightsMonthlyDeps): void {
  deps.jobs.register(INSIGHTS_MONTHLY_QUEUE, async () => {
    await runInsightsMonthly(deps);
    await scheduleInsightsMonthly(deps);
  });
}
