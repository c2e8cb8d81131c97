/**
 * The durable job queue (issue 25 item 4, ADR 074): pg-boss over the app's database. On
 * PostgreSQL pg-boss has its own small pool to the same database; on the embedded PGlite default
 * it runs its SQL through pg-boss's PGlite adapter over the app's own PGlite instance (one
 * connection, one process). Areas register their handlers at start-up; `send` enqueues, in the
 * caller's transaction when given one; workers poll after `start`; `drain` works off what is due
 * for tests and scripts.
 */
import { sql } from "drizzle-orm";
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type Job,
} from "pg-boss";
import type { DatabaseHandle, DatabaseTx } from "../db/client.server";
import { reasonOf } from "../errors/app-error";
import { queueClockOf, systemClock, type Clock } from "./clock";
import { keyedJobId } from "./uuid";

/** What a handler learns about the job it runs. */
export interface JobContext {
  /** The job's id (a UUID). */
  id: string;
  /** 0 on the first attempt, 1 on the first retry, and so on. */
  retryCount: number;
}

/** Runs one job; a rejection fails the attempt (retried while retries are left). */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/** How a queue retries a failed job. */
export interface RetryOptions {
  /** Retries after the first attempt (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Doubles the delay after every failure, with jitter (default true). */
  retryBackoff?: boolean;
}

/** Options of one `send`. */
export interface SendOptions {
  /** Not before this time (by the jobs clock); default: now. */
  runAt?: Date;
  /**
   * De-duplication key: while a job with this key is stored in this queue (waiting, running,
   * failed, or completed and kept for 30 days), another send with the key stores nothing.
   */
  singletonKey?: string;
  /** A Drizzle transaction: the job is stored only if it commits. */
  tx?: DatabaseTx;
}

/** The job queue of one process. */
export interface Jobs {
  /** The clock the queue runs on (what `send` reads for "now"; a `TestClock` in tests). */
  readonly clock: Clock;
  /**
   * Registers the handler of queue `name` (letters, digits, `-`, `_`, `.`); an area registers its
   * jobs when its service is built, before `start`.
   * @throws Error when `name` is registered twice or after `start`
   */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: RetryOptions): void;
  /**
   * Enqueues a job for queue `name` with JSON-serialisable `data`.
   * @returns the job's id, or null when `singletonKey` found a stored job
   * @throws Error for an unregistered queue or before `start`; the database error
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Installs or migrates the queue's schema, creates the queues and starts the workers polling. */
  start(): Promise<void>;
  /**
   * Stops polling, waits up to 5 s for the handlers that run (within server.ts's shutdown
   * deadline) and lets go of the database. A handler cut off is run again once its claim expires.
   */
  stop(): Promise<void>;
  /**
   * Tests and scripts: runs every job that is due by the jobs clock, retries that come due
   * included, until none is left and no handler is running. Never waits for a later time.
   * @throws Error before `start`
   */
  drain(): Promise<void>;
  /**
   * Metrics (issue 29 item 4, ADR 097): jobs stored per queue and state (`created`, `retry`,
   * `active`, `failed`; all instances, read from pg-boss's table), and this process's handler
   * failures per queue since it started.
   * @returns `{ depth: [{ queue, state, count }], failedAttempts: { [queue]: count } }`
   * @throws the database error
   */
  stats(): Promise<JobQueueStats>;
}

/** What `Jobs.stats()` reports. */
export interface JobQueueStats {
  depth: { queue: string; state: string; count: number }[];
  failedAttempts: Record<string, number>;
}

/** What the queue is built from. */
export interface JobsDeps {
  /** The app's open database: its target picks the connection (own pool or the PGlite adapter). */
  database: DatabaseHandle;
  /** The app's clock; a `TestClock` also drives the queue's clock (default: the system clock). */
  clock?: Clock;
  /** Seconds between two polls of a worker (default 2). */
  pollingIntervalSeconds?: number;
  /** Where failures and pg-boss warnings are written (default: console.error). */
  log?: (line: string) => void;
}

const DEFAULT_RETRY: Required<RetryOptions> = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

/** Completed and failed jobs are kept this long, so that a `singletonKey` stays taken. */
const KEEP_SECONDS = 30 * 24 * 60 * 60;

interface Registration {
  handler: JobHandler<object>;
  retry: Required<RetryOptions>;
}

/** pg-boss's settings for the database target (ADR 074 "Maintenance"). */
function bossOptions(database: DatabaseHandle, clock: Clock): ConstructorOptions {
  const driven = queueClockOf(clock);
  const queueClock = driven ? { clock: driven } : {};
  const common: ConstructorOptions = {
    ...queueClock,
    // No cron schedules: the areas enqueue what they need.
    schedule: false,
    persistWarnings: false,
    application_name: "lan-center-network-jobs",
  };
  if (database.embedded) {
    return {
      ...common,
      db: fromPglite(database.embedded),
      backend: "pglite",
      // PGlite has no autovacuum daemon and no concurrent reindex; these checks would only warn.
      monitorVacuum: false,
      reindex: false,
      registerInstance: false,
    };
  }
  if (database.target.kind !== "postgres")
    throw new Error("jobs: PGlite handle without its client");
  return { ...common, connectionString: database.target.url, max: JOB_QUEUE_CONNECTIONS };
}

/**
 * Connections pg-boss opens to a PostgreSQL server per instance, besides the app's own pool
 * (DATABASE_POOL_SIZE); the deployment test counts both against `max_connections` (ADR 098).
 */
export const JOB_QUEUE_CONNECTIONS = 4;

/**
 * Builds the queue (nothing touches the database before `start`).
 * @param deps the open database, the clock and logging
 * @returns the `Jobs` of this process
 */
export function createJobs(deps: JobsDeps): Jobs {
  const clock = deps.clock ?? systemClock;
  const log = deps.log ?? ((line: string) => console.error(line));
  const registry = new Map<string, Registration>();
  const running = new Set<Promise<void>>();
  const boss = new PgBoss(bossOptions(deps.database, clock));
  boss.on("error", (error) => log(`jobs: ${reasonOf(error)}`));
  boss.on("warning", (warning) => log(`jobs: warning: ${warning.message}`));
  let state: "new" | "started" | "stopped" = "new";
  const failedAttempts: Record<string, number> = {};

  /**
   * Runs the handler of one fetched job and settles the job (completed, or failed: retried while
   * retries are left). Never rejects; tracked until settled, so `drain` and `stop` can wait for it.
   * A worker's own settle after this finds the job no longer active and does nothing.
   */
  function process(name: string, job: Job<object>): Promise<void> {
    const registration = registry.get(name)!;
    const attempt = { id: job.id, retryCount: job.retryCount };
    const settled = (async () => {
      try {
        await registration.handler(job.data, attempt);
      } catch (error) {
        const reason = reasonOf(error);
        log(`jobs: ${name} job ${job.id} failed (attempt ${job.retryCount + 1}): ${reason}`);
        failedAttempts[name] = (failedAttempts[name] ?? 0) + 1;
        await boss.fail(name, attempt, { message: reason });
        return;
      }
      await boss.complete(name, attempt);
    })().catch((error: unknown) =>
      log(`jobs: ${name} job ${job.id} not settled: ${reasonOf(error)}`),
    );
    running.add(settled);
    void settled.finally(() => running.delete(settled));
    return settled;
  }

  function assertStarted(what: string) {
    if (state !== "started") throw new Error(`jobs: ${what} before start() or after stop()`);
  }

  return {
    clock,
    register(name, handler, options) {
      if (state !== "new") throw new Error(`jobs: register("${name}") after start()`);
      if (registry.has(name)) throw new Error(`jobs: queue "${name}" registered twice`);
      registry.set(name, {
        handler: handler as JobHandler<object>,
        retry: { ...DEFAULT_RETRY, ...options },
      });
    },

    async send(name, data, options = {}) {
      assertStarted(`send("${name}")`);
      if (!registry.has(name)) throw new Error(`jobs: queue "${name}" is not registered`);
      // The start time comes from the app's clock when asked for, and always under a clock that
      // drives the queue's (TestClock, the local app clock): a caller's transaction on
      // PostgreSQL does not read the queue's test time (ADR 074, ADR 084).
      const runAt = options.runAt ?? (queueClockOf(clock) ? clock.now() : undefined);
      return boss.send(name, data, {
        ...(runAt ? { startAfter: runAt } : {}),
        ...(options.singletonKey
          ? { id: keyedJobId(name, options.singletonKey), singletonKey: options.singletonKey }
          : {}),
        // The app's Drizzle transaction (typed over our schema; its execute resolves to rows).
        ...(options.tx
          ? { db: fromDrizzle(options.tx as unknown as DrizzleTransactionLike, sql) }
          : {}),
      });
    },

    async start() {
      if (state !== "new") throw new Error("jobs: start() called twice");
      await boss.start();
      for (const [name, { retry }] of registry) {
        const queue = {
          retryLimit: retry.retryLimit,
          retryDelay: retry.retryDelaySeconds,
          retryBackoff: retry.retryBackoff,
          deleteAfterSeconds: KEEP_SECONDS,
        };
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
      }
      state = "started";
      for (const name of registry.keys()) {
        await boss.work<object>(
          name,
          { batchSize: 1, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (job) await process(name, job);
          },
        );
      }
    },

    async stop() {
      if (state !== "started") return;
      state = "stopped";
      await boss.stop({ graceful: true, close: true, timeout: 5_000 });
      await Promise.all(running);
    },

    async drain() {
      assertStarted("drain()");
      for (;;) {
        let fetched = 0;
        for (const name of registry.keys()) {
          const jobs = await boss.fetch<object>(name, { batchSize: 20 });
          fetched += jobs.length;
          for (const job of jobs) await process(name, job);
        }
        if (fetched > 0) continue;
        if (running.size === 0) return;
        await Promise.all(running);
      }
    },

    async stats() {
      const result = await deps.database.db.execute(
        sql`select name, state::text as state, count(*)::int as count from pgboss.job
            where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      const { rows } = result as unknown as {
        rows: { name: string; state: string; count: number }[];
      };
      return {
        depth: rows.map((row) => ({
          queue: row.name,
          state: row.state,
          count: Number(row.count),
        })),
        failedAttempts: { ...failedAttempts },
      };
    },
  };
}
