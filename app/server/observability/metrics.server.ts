/**
 * Prometheus metrics (issue 29 item 4, ADR 097) with prom-client, in a registry of their own:
 * request durations by route pattern, page-cache hits and misses, the job queue's depth and
 * failures, mail sent and failed, the database pool, and prom-client's default process metrics
 * (memory, CPU, event loop lag, GC). Figures that live elsewhere (queue depth, the outbox, the
 * pool) are read from their areas' stats when Prometheus scrapes, never on a request's path.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Jobs waiting, retrying, running or failed, per queue (`Jobs.stats()`). */
export interface JobStats {
  depth: { queue: string; state: string; count: number }[];
  /** Handler failures in this process since it started, per queue. */
  failedAttempts: Record<string, number>;
}

/** The outbox's figures (`MailOutbox.stats()`). */
export interface MailStats {
  /** Messages this process handed to the transport, since it started. */
  sent: number;
  /** Attempts of this process the transport refused (retried later), since it started. */
  failedAttempts: number;
  /** Messages this process gave up on (`failed`, waiting for Retry), since it started. */
  failed: number;
  /** Rows of `outgoing_mail` per status, for all instances. */
  byStatus: Record<string, number>;
}

/** The database connections (`DatabaseHandle.poolStats()`). */
export interface PoolStats {
  driver: "postgres" | "pglite";
  /** Open connections (PGlite: its one in-process connection). */
  total: number;
  /** Open and idle (PGlite: not known, null). */
  idle: number | null;
  /** Queries waiting for a connection (PGlite: 0, it queues inside). */
  waiting: number;
}

/** Where the scrape-time figures come from; a source that throws is skipped for that scrape. */
export interface MetricSources {
  jobs?: () => Promise<JobStats>;
  mail?: () => Promise<MailStats>;
  pool?: () => PoolStats;
}

/** One finished request, as `observeRequest` takes it. */
export interface RequestSample {
  method: string;
  /** The route pattern: a React Router route id, or `assets`, `static`, `healthz`, ... */
  route: string;
  status: number;
  /** `stored`: answered by the fast-answers front from memory; `app`: by Express. */
  source: "stored" | "app";
  seconds: number;
}

/** The metrics of one process. */
export interface Metrics {
  registry: Registry;
  observeRequest(sample: RequestSample): void;
  pageCacheHit(): void;
  pageCacheMiss(): void;
  /** The text exposition (`text/plain; version=0.0.4`). */
  render(): Promise<string>;
  contentType: string;
}

/** Methods kept as a label; any other is `other` (a client may send anything). */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Builds the metrics of the process.
 * @param sources the areas' stats, read at each scrape
 * @param options `defaultMetrics: false` leaves out prom-client's process metrics (tests)
 */
export function createMetrics(
  sources: MetricSources,
  options: { defaultMetrics?: boolean } = {},
): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "lcn_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by route pattern (never the raw URL).",
    labelNames: ["method", "route", "status", "source"],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const hits = new Counter({
    name: "lcn_page_cache_hits_total",
    help: "Public answers sent from the page cache (ADR 063, ADR 091).",
    registers: [registry],
  });
  const misses = new Counter({
    name: "lcn_page_cache_misses_total",
    help: "Public pages rendered for an anonymous visitor because they were not kept.",
    registers: [registry],
  });
  new Gauge({
    name: "lcn_jobs",
    help: "Jobs in the queue by queue and state (created, retry, active, failed), all instances.",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      const stats = await safely(sources.jobs);
      for (const row of stats?.depth ?? []) {
        this.set({ queue: row.queue, state: row.state }, row.count);
      }
    },
  });
  new Counter({
    name: "lcn_job_failures_total",
    help: "Job handler runs that failed (retried while retries are left), this process.",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      this.reset();
      const stats = await safely(sources.jobs);
      for (const [queue, count] of Object.entries(stats?.failedAttempts ?? {})) {
        this.inc({ queue }, count);
      }
    },
  });
  // One read of the outbox serves the four mail metrics of a scrape.
  let mailRead: Promise<MailStats | null> | null = null;
  const mail = () =>
    (mailRead ??= safely(sources.mail).finally(() => setTimeout(() => (mailRead = null))));
  const mailCounter = (name: string, help: string, pick: (stats: MailStats) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        const stats = await mail();
        if (stats) this.inc(pick(stats));
      },
    });
  mailCounter(
    "lcn_mail_sent_total",
    "Messages handed to the mail transport, this process.",
    (s) => s.sent,
  );
  mailCounter(
    "lcn_mail_failed_attempts_total",
    "Delivery attempts the mail transport refused (retried later), this process.",
    (s) => s.failedAttempts,
  );
  mailCounter(
    "lcn_mail_failed_total",
    "Messages given up on after their last attempt (Retry on /admin/mail), this process.",
    (s) => s.failed,
  );
  new Gauge({
    name: "lcn_mail_outbox_messages",
    help: "Rows of the mail outbox by status (pending, sending, sent, failed, dropped), all instances.",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      const stats = await mail();
      for (const [status, count] of Object.entries(stats?.byStatus ?? {})) {
        this.set({ status }, count);
      }
    },
  });
  new Gauge({
    name: "lcn_db_pool_connections",
    help: "Database connections by state (total, idle, waiting = queries waiting for one).",
    labelNames: ["driver", "state"],
    registers: [registry],
    collect() {
      this.reset();
      let pool: PoolStats | undefined;
      try {
        pool = sources.pool?.();
      } catch {
        return;
      }
      if (!pool) return;
      this.set({ driver: pool.driver, state: "total" }, pool.total);
      if (pool.idle !== null) this.set({ driver: pool.driver, state: "idle" }, pool.idle);
      this.set({ driver: pool.driver, state: "waiting" }, pool.waiting);
    },
  });

  return {
    registry,
    contentType: registry.contentType,
    observeRequest(sample) {
      duration.observe(
        {
          method: METHODS.has(sample.method) ? sample.method : "other",
          route: sample.route,
          status: String(sample.status),
          source: sample.source,
        },
        sample.seconds,
      );
    },
    pageCacheHit: () => hits.inc(),
    pageCacheMiss: () => misses.inc(),
    render: () => registry.metrics(),
  };
}

async function safely<T>(source: (() => Promise<T>) | undefined): Promise<T | null> {
  if (!source) return null;
  try {
    return await source();
  } catch {
    return null;
  }
}
