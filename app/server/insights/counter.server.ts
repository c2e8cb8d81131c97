/**
 * The in-memory buffer of counted hits (issue 26 item 3, ADR 085). A request only adds to it; it
 * is written to the database in batches every few seconds and once more on stop (the runtime's
 * graceful shutdown), so no page view costs a database write and a SIGTERM loses nothing.
 *
 * Per hit it keeps: the count per listing, local day and metric (clicks: at most one per visitor
 * and kind within an hour, decided here, per process), and the batch's visitors as candidates
 * for "unique" (each once per batch). A flush, in one transaction, inserts the candidates' keys
 * into `insight_visitors` (ignoring those another flush or another instance inserted already, ADR
 * 108): the keys it inserted are the new uniques; then it adds counts and uniques to
 * `insight_daily` with one upsert. A failed flush puts its batch back for the next one.
 */
import { LRUCache } from "lru-cache";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import type { Clock } from "../jobs/index.server";
import { countNewVisitors, visitorScope, type VisitorGroup } from "./insert-new.server";
import { insightDaily, insightVisitors, type InsightMetric } from "./schema";

/** One counted hit: whose listing, its local day, what, and the visitor's hash of the salt day. */
export interface Hit {
  subjectKind: "center" | "event";
  subjectId: string;
  /** `YYYY-MM-DD` in the listing's time zone. */
  day: string;
  metric: InsightMetric;
  /** `visitorHash` under the salt of `saltDay`. */
  visitor: string;
  saltDay: string;
}

/** The buffer. */
export interface InsightsCounter {
  /** Adds a hit; false when it was not counted (a click repeated within the hour). */
  record(hit: Hit): boolean;
  /** Writes what is buffered now; concurrent calls share one write. @throws the database error */
  flush(): Promise<void>;
  /** Starts the periodic flush (timer unref'd). */
  start(): void;
  /** Stops the timer and flushes what is left. @throws the database error of the last flush */
  stop(): Promise<void>;
  /** Hits buffered and not yet written (tests, logs). */
  readonly pending: number;
}

/** Repeated clicks of one kind by one visitor within this time count once (Yelp's leads). */
export const CLICK_WINDOW_MS = 60 * 60 * 1000;
/** The outbound click metrics (`/go/{kind}/{id}`), counted once per visitor and kind per hour. */
const CLICK_METRICS: ReadonlySet<InsightMetric> = new Set([
  "website",
  "directions",
  "phone",
  "email",
  "calendar",
]);
/** How often the buffer is written. */
export const FLUSH_INTERVAL_MS = 5_000;
/** Visitor-kind pairs remembered per process for the click window. */
const CLICKERS_MAX = 200_000;

interface Bucket {
  subjectKind: "center" | "event";
  subjectId: string;
  day: string;
  metric: InsightMetric;
  count: number;
  /** Candidate uniques: visitor hash → its salt day. */
  candidates: Map<string, string>;
}

/**
 * Builds the buffer.
 * @param deps.db the database; deps.clock the app's clock (click windows)
 * @param deps.flushIntervalMs how often `start`'s timer flushes (default 5 s)
 * @param deps.log where a failed periodic flush is reported (default console.error)
 */
export function createInsightsCounter(deps: {
  db: Database;
  clock: Clock;
  flushIntervalMs?: number;
  log?: (message: string, error: unknown) => void;
}): InsightsCounter {
  const { db, clock } = deps;
  const log = deps.log ?? ((message, error) => console.error(message, error));
  let buckets = new Map<string, Bucket>();
  const lastClick = new LRUCache<string, number>({ max: CLICKERS_MAX });
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;
  let pending = 0;

  function bucketOf(hit: Hit): Bucket {
    const key = `${hit.subjectKind}|${hit.subjectId}|${hit.day}|${hit.metric}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { ...pick(hit), count: 0, candidates: new Map() };
      buckets.set(key, bucket);
    }
    return bucket;
  }

  function record(hit: Hit): boolean {
    // Only outbound clicks count once per visitor and hour; views and appearances count each time.
    if (CLICK_METRICS.has(hit.metric)) {
      const key = `${hit.subjectKind}|${hit.subjectId}|${hit.metric}|${hit.visitor}`;
      const now = clock.now().getTime();
      const last = lastClick.get(key);
      if (last !== undefined && now - last < CLICK_WINDOW_MS) return false;
      lastClick.set(key, now);
    }
    const bucket = bucketOf(hit);
    bucket.count += 1;
    pending += 1;
    // A visitor is one candidate per batch; the flush's insert decides whether an earlier batch
    // (or another instance) had them already (ADR 107: no per-process memory of sent visitors).
    bucket.candidates.set(hit.visitor, hit.saltDay);
    return true;
  }

  async function write(batch: Bucket[]): Promise<void> {
    await db.transaction(async (tx) => {
      // One group per bucket and salt day (a batch spans two salt days only around midnight UTC).
      const groups: (VisitorGroup & { bucket: number })[] = [];
      for (const [index, b] of batch.entries()) {
        const scope = visitorScope([b.subjectKind, b.subjectId, b.day, b.metric]);
        const bySalt = new Map<string, VisitorGroup & { bucket: number }>();
        for (const [visitor, saltDay] of b.candidates) {
          let group = bySalt.get(saltDay);
          if (!group) {
            group = { scope, saltDay, visitors: [], bucket: index };
            bySalt.set(saltDay, group);
            groups.push(group);
          }
          group.visitors.push(visitor);
        }
      }
      const added = await countNewVisitors(tx, insightVisitors, groups);
      const uniques = batch.map(() => 0);
      for (const [index, group] of groups.entries()) {
        uniques[group.bucket] = uniques[group.bucket]! + added[index]!;
      }
      const dailyRows = batch.map((b, index) => ({
        ...pick(b),
        count: b.count,
        uniques: uniques[index]!,
      }));
      for (let i = 0; i < dailyRows.length; i += 1000) {
        await tx
          .insert(insightDaily)
          .values(dailyRows.slice(i, i + 1000))
          .onConflictDoUpdate({
            target: [
              insightDaily.subjectKind,
              insightDaily.subjectId,
              insightDaily.day,
              insightDaily.metric,
            ],
            set: {
              count: sql`${insightDaily.count} + excluded.count`,
              uniques: sql`${insightDaily.uniques} + excluded.uniques`,
            },
          });
      }
    });
  }

  async function flushOnce(): Promise<void> {
    if (buckets.size === 0) return;
    const batch = [...buckets.values()];
    const taken = pending;
    buckets = new Map();
    pending = 0;
    try {
      await write(batch);
    } catch (error) {
      // Put the batch back: the next flush writes it with whatever came since.
      for (const b of batch) {
        const bucket = bucketOf({ ...pick(b), visitor: "", saltDay: "" });
        bucket.count += b.count;
        for (const [visitor, saltDay] of b.candidates) bucket.candidates.set(visitor, saltDay);
      }
      pending += taken;
      throw error;
    }
  }

  function flush(): Promise<void> {
    // One write at a time; a call during a write waits for it, then writes what came since.
    const next = (running ?? Promise.resolve())
      .catch(() => undefined)
      .then(flushOnce)
      .finally(() => {
        if (running === next) running = null;
      });
    running = next;
    return next;
  }

  return {
    record,
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        flush().catch((error: unknown) => log("insights: flush failed", error));
      }, deps.flushIntervalMs ?? FLUSH_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
    get pending() {
      return pending;
    },
  };
}

function pick(b: {
  subjectKind: "center" | "event";
  subjectId: string;
  day: string;
  metric: InsightMetric;
}) {
  return { subjectKind: b.subjectKind, subjectId: b.subjectId, day: b.day, metric: b.metric };
}
