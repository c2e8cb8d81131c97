/**
 * Process-wide runtime, the only place that builds things: configuration, the open database,
 * the Stripe client (or, in local mode without `STRIPE_SECRET_KEY`, the local Stripe
 * emulator), the mailer, better-auth and from them the services (services.server.ts) that
 * routes get through the router context. Started once by the HTTP server (or a script) before
 * any request is served. The local stand-ins (app/server/local/) are loaded with a dynamic
 * import in local mode only; production never loads them.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import {
  checkoutFormOrigins,
  startStripeBilling,
  type StripeBilling,
} from "./billing/stripe-client.server";
import { describeStandIns, getConfig, type AppConfig } from "./config.server";
import { openDatabase, type Database, type DatabaseHandle } from "./db/client.server";
import { gatherEmbeddedStatistics, migrateDatabase } from "./db/migrate.server";
import { registerPlanPrices } from "./billing/index.server";
import {
  reportSharedCommunityNames,
  scheduleAdminDigest,
  syncCommunityNameKeys,
} from "./directory/index.server";
import { scheduleFollowDigest } from "./follows/index.server";
import { scheduleInsightsMonthly, scheduleInsightsRollup } from "./insights/index.server";
import { openConfiguredPhotoStorage, schedulePhotoSweep } from "./photos/index.server";
import type { AccountsContext } from "./auth/accounts.server";
import { createAuth, type Auth } from "./auth/auth.server";
import { createPublicChanges, type PublicChanges } from "./cache/public-changes.server";
import { resolveAuthSecret } from "./auth/secret.server";
import { reasonOf } from "./errors/app-error";
import type { LocalService } from "./local/service.server";
import { createJobs, systemClock, type Clock, type Jobs } from "./jobs/index.server";
import { createMailOutbox, guardMailer } from "./mail/index.server";
import type { StripeEmulator } from "./local/stripe-emulator.server";
import { createMailer, type Mailer } from "./mail/mailer.server";
import { createServices, servicesContext, type Services } from "./services.server";
import { createMetrics, type Metrics } from "./observability/index.server";

interface Runtime {
  config: AppConfig;
  database: DatabaseHandle;
  billing: StripeBilling;
  mailer: Mailer;
  auth: Auth;
  authSecret: string;
  services: Services;
  /** The durable job queue (ADR 074), started after every area registered its jobs. */
  jobs: Jobs;
  /** The app's clock (the system clock; local mode's movable one with APP_TEST_CLOCK). */
  clock: Clock;
  /** Public-change notices of this instance (ADR 095): listening from start to stop. */
  changes: PublicChanges;
  /** Start-up work that runs after start-up returns (the shared community names report). */
  background: Promise<void>;
  /** The process's Prometheus metrics (issue 29 item 4, ADR 097). */
  metrics: Metrics;
  /** The log lines of the demo data this start seeded (none when it seeded nothing). */
  seedLines: string[];
}

const globalKey = Symbol.for("lan-center-network.runtime");
type GlobalWithRuntime = typeof globalThis & { [globalKey]?: Runtime };
const store = globalThis as GlobalWithRuntime;

/**
 * Parses the configuration, opens and migrates the database (and fills the community name
 * keys, ADR 070), seeds demo data when configured and creates the Stripe client (starting the
 * emulator in local mode without a key); then reports community names shared by different
 * organisers to the team once, in the background. Returns the log lines describing what was
 * started.
 * @throws ConfigError for bad configuration (including Stripe keys); the database error when it
 *   cannot be reached
 */
export async function startRuntime(): Promise<string[]> {
  if (store[globalKey]) return [];
  const config = getConfig();
  const database = openDatabase(config.database);
  try {
    await migrateDatabase(database);
    // Name keys need the TypeScript confusables table, so they are filled here, before any
    // request (ADR 070).
    await syncCommunityNameKeys(database.db);
    await gatherEmbeddedStatistics(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new Error(`Database unavailable: could not connect or migrate (${reasonOf(error)}).`, {
      cause: error,
    });
  }
  // Photo files: the database, or the S3-compatible bucket of STORAGE_URL (ADR 096), chosen
  // before the demo data stores any.
  const photoStore = await openConfiguredPhotoStorage();
  // The emulator keeps its state inside the PGlite data directory, so that the two are kept
  // (and removed) together (ADR 051); with PostgreSQL or in-memory PGlite it lives in memory.
  const emulatorState =
    config.database.kind === "pglite" && config.database.dataDir
      ? join(config.database.dataDir, "stripe-emulator.json")
      : undefined;
  let billing: StripeBilling;
  // The emulator delivers webhooks to this process's own endpoint over loopback.
  const webhookUrl = `http://127.0.0.1:${config.port}/api/stripe/webhook`;
  // The emulator itself (local mode without keys), for the demo owner's payment (ADR 071).
  let emulator: StripeEmulator | undefined;
  try {
    // Local mode only: production never loads app/server/local/ (a lazily loaded chunk).
    billing = await startStripeBilling(
      config,
      webhookUrl,
      config.production
        ? undefined
        : async (options) => {
            const { startStripeEmulator } = await import("./local/stripe-emulator.server");
            emulator = await startStripeEmulator({ ...options, statePath: emulatorState });
            return emulator;
          },
    );
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  try {
    await registerPlanPrices(database.db, billing.plans);
  } catch (error) {
    await billing.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  const lines = [`mode: ${config.appEnv}`, `photo files: ${photoStore}`];
  const standIns = describeStandIns(config);
  if (standIns.length > 0) lines.push(`embedded stand-ins: ${standIns.join(", ")}`);
  if (billing.emulator) {
    lines.push(
      `Stripe emulator: ${billing.emulator.url} (test mode: no real payments; state ${emulatorState ?? "in memory"})`,
    );
  }
  // The job queue: areas register their jobs while their services are built, then it starts
  // (installing or migrating pg-boss's schema, ADR 074) before any request is served. Local
  // mode with APP_TEST_CLOCK runs on a clock the browser tests move (ADR 084).
  const appClock =
    !config.production && config.testClock
      ? new (await import("./local/app-clock.server")).OffsetClock()
      : undefined;
  const clock: Clock = appClock ?? systemClock;
  const jobs = createJobs({ database, clock });
  // Every message goes through the outbox (ADR 093): stored, then delivered by the job queue.
  const outbox = createMailOutbox({
    db: database.db,
    jobs,
    transport: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db }),
    teamAddresses: [config.supportEmail],
  });
  const mailer = outbox.mailer;
  const authSecret = resolveAuthSecret(config.betterAuthSecret);
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: authSecret,
    baseURL: config.publicUrl,
    production: config.production,
    adminEmails: config.adminEmails,
    codeTtlSeconds: config.authCodeTtlSeconds,
  });
  if (appClock) lines.push("app clock: movable by POST /dev/app-clock (APP_TEST_CLOCK, ADR 084)");
  // Local mode only: the stand-ins are a lazily loaded chunk production never imports.
  let local: LocalService | null = null;
  if (!config.production) {
    const { createLocalService } = await import("./local/service.server");
    local = createLocalService({
      db: database.db,
      auth,
      adminEmails: config.adminEmails,
      billing,
      emulator: emulator && { api: emulator, webhookTarget: webhookUrl },
      publicUrl: config.publicUrl,
      appClock: appClock && { clock: appClock, jobs },
    });
  }
  const seedLines: string[] = [];
  if (config.seedDemo && local) {
    const result = await local.seedDemoData();
    if (result.seeded) {
      seedLines.push(`demo data: inserted ${result.centers} LAN centers`);
      const { describeDemoAccounts } = await import("./local/demo-accounts.server");
      seedLines.push(...describeDemoAccounts(result));
      lines.push(...seedLines);
    }
  } else if (config.seedDemo) {
    lines.push("demo data: not loaded (SEED_DEMO is ignored in production mode)");
  }
  // Public changes (ADR 095): every instance on the database hears every write's notice.
  const changes = createPublicChanges(database, { listenUrl: config.databaseListenUrl });
  const services = createServices({
    config,
    db: database.db,
    billing,
    mailer,
    auth,
    authSecret,
    local,
    jobs,
    clock,
    changes,
  });
  try {
    await changes.start();
  } catch (error) {
    await billing.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw new Error(
      `Database unavailable: could not listen for public changes (${reasonOf(error)}).`,
      {
        cause: error,
      },
    );
  }
  try {
    await jobs.start();
    await scheduleAdminDigest({ jobs, clock });
    await scheduleFollowDigest({ jobs, clock });
    await scheduleInsightsMonthly({ jobs, clock });
    await scheduleInsightsRollup({ jobs, clock });
    await schedulePhotoSweep({ jobs, clock });
    // Counted hits are written in batches every few seconds, and once more at stop (ADR 085).
    services.insights.start();
  } catch (error) {
    await changes.stop().catch(() => undefined);
    await billing.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw new Error(`Job queue unavailable: could not start (${reasonOf(error)}).`, {
      cause: error,
    });
  }
  lines.push(
    config.database.kind === "pglite"
      ? "public changes: NOTIFY in process (embedded database)"
      : "public changes: LISTEN/NOTIFY on PostgreSQL (every instance hears every write)",
  );
  lines.push(
    `job queue: pg-boss on ${config.database.kind === "pglite" ? "the embedded database" : "PostgreSQL"}`,
  );
  // Community names different organisers held before ADR 070: e-mailed to the team once, in
  // the background (a slow mail server does not hold up start-up; stopRuntime waits for it).
  const background = reportSharedCommunityNames({
    db: database.db,
    mailer: guardMailer(mailer, { teamAddresses: [config.supportEmail] }),
    teamEmail: config.supportEmail,
  }).then(
    (groups) => {
      if (groups > 0) console.log(`directory: reported ${groups} shared community names`);
    },
    (error: unknown) =>
      console.error(`directory: shared community names not reported: ${reasonOf(error)}`),
  );
  store[globalKey] = {
    config,
    database,
    billing,
    mailer,
    auth,
    authSecret,
    services,
    jobs,
    clock,
    changes,
    background,
    // Read at each scrape: the queue, the outbox and the pool (issue 29 item 4, ADR 097).
    metrics: createMetrics({
      jobs: () => jobs.stats(),
      mail: () => outbox.stats(),
      pool: () => database.poolStats(),
    }),
    seedLines,
  };
  return lines;
}

/**
 * Whether this start would seed the demo data into a new embedded data folder (issue 29 item 7,
 * ADR 101): local mode with SEED_DEMO, PGlite on disk, and the folder holds no database yet (no
 * `PG_VERSION`). server.ts then runs `seedFirstStart` in a child process first and serves from a
 * fresh open of the folder, so that the memory the seeding grows (PGlite's wasm heap and
 * `initdb`, drawing and encoding the demo photos, the start-up garbage) leaves with the child.
 * A folder whose seeding stopped half-way has a database: the serving start seeds it in process,
 * as before.
 * @param config the configuration (default: the process's)
 * @throws ConfigError for bad configuration
 */
export function seedsOnFirstStart(config: AppConfig = getConfig()): boolean {
  const { database } = config;
  return (
    !config.production &&
    config.seedDemo &&
    database.kind === "pglite" &&
    database.dataDir !== undefined &&
    !existsSync(join(database.dataDir, "PG_VERSION"))
  );
}

/**
 * The seeding start of a first start (ADR 101), run by server.ts in a child process: starts the
 * runtime (creating and migrating the database, seeding the demo data and accounts, paying the
 * owner's plan in the emulator, whose state is saved in the data folder) and stops it again,
 * closing the database.
 * @returns the log lines about the demo data and accounts (the serving start prints the rest)
 * @throws what `startRuntime` throws
 */
export async function seedFirstStart(): Promise<string[]> {
  await startRuntime();
  const lines = store[globalKey]?.seedLines ?? [];
  await stopRuntime();
  return lines;
}

function runtime(): Runtime {
  const current = store[globalKey];
  if (!current) throw new Error("Runtime not started: call startRuntime() first.");
  return current;
}

/**
 * The Prometheus metrics of the running process (issue 29 item 4, ADR 097).
 * @throws when the runtime is not started
 */
export function getMetrics(): Metrics {
  return runtime().metrics;
}

/**
 * The services of the running process (what `createLoadContext` puts in the router context).
 * @throws when the runtime is not started
 */
export function getServices(): Services {
  return runtime().services;
}

/**
 * Puts the services in a router context that has none yet.
 * @param context a request's router context
 * @returns the same context
 * @throws when the runtime is not started
 */
export function provideServices(
  context: Readonly<RouterContextProvider>,
): Readonly<RouterContextProvider> {
  if (!context.get(servicesContext)) context.set(servicesContext, getServices());
  return context;
}

/**
 * Root middleware for the dev server (`npm run dev` has no server.ts and no load context):
 * gives the request's context the services when `createLoadContext` did not.
 */
export const servicesMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  provideServices(context);
  return next();
};

/**
 * The Drizzle database of the running process. Scripts and tests only: routes use the services.
 * @throws when the runtime is not started
 */
export function getDb(): Database {
  return runtime().database.db;
}

/** Stripe client, webhook secret, priced plans (and the emulator in local mode). @throws when not started */
export function getBilling(): StripeBilling {
  return runtime().billing;
}

/**
 * Extra CSP `form-action` sources for the checkout and portal redirects (ADR 031, ADR 051): the
 * emulator's origin in emulator mode, `https://checkout.stripe.com` and
 * `https://billing.stripe.com` with real keys. @throws when not started
 */
export function getCheckoutFormOrigins(): string[] {
  return checkoutFormOrigins(runtime().billing);
}

/** The better-auth instance of the running process. @throws when the runtime is not started */
export function getAuth(): Auth {
  return runtime().auth;
}

/**
 * better-auth, the database and ADMIN_EMAILS of the running process: what the account
 * functions take, for scripts and tests (routes use `servicesOf(context).auth`).
 * @throws when the runtime is not started
 */
export function getAccountsContext(): AccountsContext {
  const current = runtime();
  return { auth: current.auth, db: current.database.db, adminEmails: current.config.adminEmails };
}

/** The mailer (SMTP or dev outbox) of the running process. @throws when not started */
export function getMailer(): Mailer {
  return runtime().mailer;
}

/** The job queue of the running process, for scripts and tests. @throws when not started */
export function getJobs(): Jobs {
  return runtime().jobs;
}

/** The auth secret in use (configured or generated), for signing our own cookies. */
export function getAuthSecret(): string {
  return runtime().authSecret;
}

/** True when the database answers a trivial query. */
export function isDatabaseReady(): Promise<boolean> {
  const current = store[globalKey];
  return current ? current.database.isReady() : Promise.resolve(false);
}

/**
 * Writes the buffered insights hits, stops the job queue (waiting briefly for running jobs), the Stripe emulator (if any) and closes
 * the database; safe when nothing was started.
 */
export async function stopRuntime(): Promise<void> {
  const current = store[globalKey];
  if (!current) return;
  delete store[globalKey];
  await current.background;
  // The last counted hits, before the database closes (issue 26 item 3: a SIGTERM loses none).
  await current.services.insights
    .stop()
    .catch((error: unknown) => console.error("insights: last flush failed", error));
  await current.jobs.stop().catch((error: unknown) => console.error(error));
  await current.changes.stop().catch((error: unknown) => console.error(error));
  // Local mode's movable clock (ADR 084) follows the real time on a timer of its own.
  (current.clock as { stop?: () => void }).stop?.();
  await current.billing.close().catch((error: unknown) => console.error(error));
  await current.database.close();
}
