/**
 * Retention of the daily insight rows (issue 26 item 7, ADR 088): daily rows are kept for 25
 * months, then rolled up into `insight_monthly`. A job on the durable queue (ADR 074) runs every
 * day at 03:00 UTC, keyed by its day, and in one transaction deletes every daily row of a month
 * that ended more than 25 months ago and adds its counts to that month's row. The delete comes
 * first (`returning`), so a second run, also one racing on another instance, finds nothing more
 * to add: nothing is counted twice.
 */
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import type { Clock, Jobs } from "../jobs/index.server";
import { insightDaily, insightMonthly } from "./schema";

/** The queue of the daily roll-up. */
export const INSIGHTS_ROLLUP_QUEUE = "insights-rollup";
/** The hour of the day (UTC) it runs: night in Europe and the Americas. */
export const INSIGHTS_ROLLUP_HOUR_UTC = 3;
/** How many whole months of daily rows are kept before the month is rolled up. */
export const DAILY_RETENTION_MONTHS = 25;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first day (`YYYY-MM-DD`) of the oldest month whose daily rows are kept at `now`: the UTC
 * month of `now` minus {@link DAILY_RETENTION_MONTHS}. Rows of days before it are rolled up.
 */
export function retentionCutoff(now: Date): string {
  const first = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - DAILY_RETENTION_MONTHS, 1),
  );
  return first.toISOString().slice(0, 10);
}

/** The first roll-up time (03:00 UTC) strictly after `now`. */
export function nextRollupAt(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(INSIGHTS_ROLLUP_HOUR_UTC, 0, 0, 0);
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

/**
 * Rolls every daily row before {@link retentionCutoff}(now) up into its month's row, in one
 * transaction (the daily rows are deleted, their counts and uniques added to the monthly rows).
 * @returns how many daily rows were rolled up
 * @throws the database error (nothing changes then)
 */
export async function rollUpOldDays(db: Database, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now);
  return db.transaction(async (tx) => {
    const gone = await tx.delete(insightDaily).where(lt(insightDaily.day, cutoff)).returning({
      subjectKind: insightDaily.subjectKind,
      subjectId: insightDaily.subjectId,
      day: insightDaily.day,
      metric: insightDaily.metric,
      count: insightDaily.count,
      uniques: insightDaily.uniques,
    });
    const months = new Map<string, typeof insightMonthly.$inferInsert>();
    for (const row of gone) {
      const month = `${row.day.slice(0, 7)}-01`;
      const key = `${row.subjectKind}|${row.subjectId}|${month}|${row.metric}`;
      const sum = months.get(key) ?? {
        subjectKind: row.subjectKind,
        subjectId: row.subjectId,
        month,
        metric: row.metric,
        count: 0,
        uniques: 0,
      };
      sum.count = (sum.count ?? 0) + row.count;
      sum.uniques = (sum.uniques ?? 0) + row.uniques;
      months.set(key, sum);
    }
    const values = [...months.values()];
    for (let i = 0; i < values.length; i += 500) {
      await tx
        .insert(insightMonthly)
        .values(values.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [
            insightMonthly.subjectKind,
            insightMonthly.subjectId,
            insightMonthly.month,
            insightMonthly.metric,
          ],
          set: {
            count: sql`${insightMonthly.count} + excluded.count`,
            uniques: sql`${insightMonthly.uniques} + excluded.uniques`,
          },
        });
    }
    return gone.length;
  });
}

/**
 * Queues the next daily roll-up (idempotent: keyed by its day). The runtime calls it after the
 * queue started; each run schedules the next.
 */
export async function scheduleInsightsRollup(deps: { jobs: Jobs; clock: Clock }): Promise<void> {
  const at = nextRollupAt(deps.clock.now());
  const day = at.toISOString().slice(0, 10);
  await deps.jobs.send(
    INSIGHTS_ROLLUP_QUEUE,
    { day },
    { runAt: at, singletonKey: `insights-rollup-run:${day}` },
  );
}

/** Registers the roll-up's handler (before the queue starts): roll up, then schedule the next. */
export function registerInsightsRollup(deps: { db: Database; jobs: Jobs; clock: Clock }): void {
  deps.jobs.register(INSIGHTS_ROLLUP_QUEUE, async () => {
    await rollUpOldDays(deps.db, deps.clock.now());
    await scheduleInsightsRollup(deps);
  });
}
