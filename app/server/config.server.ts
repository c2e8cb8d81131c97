/**
 * Environment configuration, parsed once with zod (issue: foundation, "Configuration";
 * docs/architecture.md "Modes"). `parseConfig` throws a `ConfigError` whose message is one line
 * naming the variable and what is expected; the server prints it and exits non-zero.
 */
import { z } from "zod";

/** Thrown when an environment variable is missing or invalid; `message` is a single line. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const emailList = z.preprocess(
  (value) => (typeof value === "string" ? value : ""),
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
);
const booleanFlag = z.preprocess(
  emptyToUndefined,
  z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
);

/**
 * The demo administrator's address (issue 24 item 1, ADR 071): the account local mode creates
 * with the demo data. It counts as an admin address in local mode with demo data on, without
 * `ADMIN_EMAILS` naming it; never in production mode.
 */
export const DEMO_ADMIN_EMAIL = "admin@demo.lancenter.example";

/**
 * No remote tiles by default (ADR 057): the map draws the bundled Natural Earth basemap. An
 * operator who sets `MAP_TILE_URL` takes on that service's terms and sets its attribution.
 */
const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const envSchema = z.object({
  APP_ENV: z.preprocess(emptyToUndefined, z.enum(["local", "production"]).default("local")),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(postgres|postgresql|pglite):\/\//, "a postgres://, postgresql:// or pglite:// URL")
      .optional(),
  ),
  /**
   * Connections each instance's pool opens to a PostgreSQL server at most (issue 29 item 6,
   * ADR 098): instances × this must stay below the server's `max_connections`.
   */
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(200).default(10),
  ),
  /**
   * Where each instance's listening connection for public changes goes (ADR 095, issue 29
   * item 1): PostgreSQL directly or a session-pooling PgBouncer, when `DATABASE_URL` goes
   * through transaction pooling, in which `LISTEN` does not hold. Default: `DATABASE_URL`.
   */
  DATABASE_LISTEN_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(postgres|postgresql):\/\//, "a postgres:// or postgresql:// URL")
      .optional(),
  ),
  SEED_DEMO: booleanFlag.optional(),
  BETTER_AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "at least 32 characters").optional(),
  ),
  PUBLIC_URL: optionalUrl,
  ADMIN_EMAILS: emailList,
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default("support@lancenter.example")),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_VERIFIED: optionalString,
  STRIPE_PRICE_SUBSCRIPTION: optionalString,
  MAP_TILE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, "an http(s) tile URL with {z}, {x}, {y}")
      .optional(),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyToUndefined,
    z.string().default(DEFAULT_TILE_ATTRIBUTION),
  ),
  SOCIAL_DISCORD_URL: z.preprocess(emptyToUndefined, z.url().default("https://discord.com/")),
  SOCIAL_YOUTUBE_URL: z.preprocess(emptyToUndefined, z.url().default("https://www.youtube.com/")),
  LANTYPES_VIDEO_URL: optionalUrl,
  CHAT_INVITE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, message: "an http(s) URL" }).optional(),
  ),
  HUBSPOT_PORTAL_ID: optionalString,
  HUBSPOT_REGION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9]+$/)
      .default("na1"),
  ),
  HUBSPOT_FORM_SIGNUP: optionalString,
  HUBSPOT_FORM_SIGNUP_EARLY: optionalString,
  HUBSPOT_FORM_SIGNUP_LP: optionalString,
  HUBSPOT_FORM_SIGNUP_GIZMO: optionalString,
  HUBSPOT_FORM_SIGNUP_VALHALLAN: optionalString,
  HUBSPOT_FORM_SIGNUP_CONTENDER: optionalString,
  BOOKING_URL: optionalUrl,
  FEATURED_GAME_1_TRAILER_URL: optionalUrl,
  FEATURED_GAME_2_TRAILER_URL: optionalUrl,
  TRUSTED_PROXIES: optionalString,
  AUTH_CODE_TTL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(86_400).default(3600),
  ),
  LOG_REQUESTS: booleanFlag.default(true),
  INSIGHTS_COUNTING: booleanFlag.default(true),
  LOG_FILE: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, "must be at least 16 characters (e.g. `openssl rand -hex 32`)").optional(),
  ),
  APP_TEST_CLOCK: booleanFlag.default(false),
  PUBLIC_CACHE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(300).default(15),
  ),
  /**
   * Seconds a server keeps accepting after SIGTERM while /readyz answers 503 (ADR 098): at least
   * the proxy's health-check interval, so the proxy stops sending before the listener closes.
   */
  SHUTDOWN_DRAIN_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(0).max(30).default(1),
  ),
  STORAGE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .superRefine((value, ctx) => {
        const problem = value === "db" ? null : storageUrlProblem(value);
        if (problem) {
          ctx.addIssue({
            code: "custom",
            message: `db, or s3://bucket?endpoint=https://host&region=…&forcePathStyle=true; ${problem}`,
          });
        }
      })
      .optional(),
  ),
  STORAGE_PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, message: "an http(s) URL" }).optional(),
  ),
});

/** The parsed configuration shape returned by `parseConfig`. */
export type AppConfig = ReturnType<typeof buildConfig>;

function buildConfig(env: z.infer<typeof envSchema>) {
  const production = env.APP_ENV === "production";
  /** Seed demo data into an empty database: default on only for the implicit embedded one. */
  const seedDemo = env.SEED_DEMO ?? (!production && env.DATABASE_URL === undefined);
  const database = env.DATABASE_URL?.startsWith("pglite://")
    ? ({ kind: "pglite", dataDir: pgliteDir(env.DATABASE_URL) } as const)
    : env.DATABASE_URL
      ? ({ kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } as const)
      : ({ kind: "pglite", dataDir: ".data/pglite" } as const);
  return {
    appEnv: env.APP_ENV,
    production,
    port: env.PORT,
    database,
    /**
     * The URL of the public-changes listening connection (ADR 095): `DATABASE_LISTEN_URL`, else
     * the database's own URL; null on PGlite (it listens in process).
     */
    databaseListenUrl:
      database.kind === "postgres" ? (env.DATABASE_LISTEN_URL ?? database.url) : null,
    seedDemo,
    betterAuthSecret: env.BETTER_AUTH_SECRET,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    /**
     * ADMIN_EMAILS, and in local mode with demo data the demo administrator's address last (so
     * the first address stays the operator's; ADR 071). Production mode: ADMIN_EMAILS only.
     */
    adminEmails:
      !production && seedDemo && !env.ADMIN_EMAILS.includes(DEMO_ADMIN_EMAIL)
        ? [...env.ADMIN_EMAILS, DEMO_ADMIN_EMAIL]
        : env.ADMIN_EMAILS,
    supportEmail: env.SUPPORT_EMAIL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `LAN Center Network <no-reply@lancenter.example>`,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      priceVerified: env.STRIPE_PRICE_VERIFIED,
      priceSubscription: env.STRIPE_PRICE_SUBSCRIPTION,
    },
    map: {
      /** Remote tile template, or null: the bundled basemap only (ADR 057). */
      tileUrl: env.MAP_TILE_URL ?? null,
      tileAttribution: env.MAP_TILE_ATTRIBUTION,
      /** CSP img-src source of the tiles, or null when there are none. */
      tileSource: env.MAP_TILE_URL ? tileImageSource(env.MAP_TILE_URL) : null,
    },
    social: [
      { label: "Discord", url: env.SOCIAL_DISCORD_URL },
      { label: "YouTube", url: env.SOCIAL_YOUTUBE_URL },
    ],
    lantypesVideoUrl: env.LANTYPES_VIDEO_URL,
    /**
     * The owners' chat invite link (issue 24 item 8), shown on the dashboard only to owners
     * with an active LAN Center Subscription; null: no chat line anywhere.
     */
    chatInviteUrl: env.CHAT_INVITE_URL ?? null,
    hubspot: {
      portalId: env.HUBSPOT_PORTAL_ID,
      region: env.HUBSPOT_REGION,
      /** Form id per partner page, keyed by the variable name the page content names. */
      formIds: {
        HUBSPOT_FORM_SIGNUP: env.HUBSPOT_FORM_SIGNUP,
        HUBSPOT_FORM_SIGNUP_EARLY: env.HUBSPOT_FORM_SIGNUP_EARLY,
        HUBSPOT_FORM_SIGNUP_LP: env.HUBSPOT_FORM_SIGNUP_LP,
        HUBSPOT_FORM_SIGNUP_GIZMO: env.HUBSPOT_FORM_SIGNUP_GIZMO,
        HUBSPOT_FORM_SIGNUP_VALHALLAN: env.HUBSPOT_FORM_SIGNUP_VALHALLAN,
        HUBSPOT_FORM_SIGNUP_CONTENDER: env.HUBSPOT_FORM_SIGNUP_CONTENDER,
      } as Record<string, string | undefined>,
    },
    bookingUrl: env.BOOKING_URL,
    /** Trailer URL per featured game, keyed by the variable name the game content names. */
    trailerUrls: {
      FEATURED_GAME_1_TRAILER_URL: env.FEATURED_GAME_1_TRAILER_URL,
      FEATURED_GAME_2_TRAILER_URL: env.FEATURED_GAME_2_TRAILER_URL,
    } as Record<string, string | undefined>,
    csp: extraCspSources(env),
    trustedProxies: env.TRUSTED_PROXIES,
    /** Lifetime of e-mailed codes; the spec's 1 hour. Only tests shorten it. */
    authCodeTtlSeconds: env.AUTH_CODE_TTL_SECONDS,
    logRequests: env.LOG_REQUESTS,
    /**
     * `INSIGHTS_COUNTING`: whether the owner insights count views, appearances and clicks (issue
     * 26, ADR 085); `false` keeps the beacons and redirects answering but records nothing (a site
     * that wants no audience counting, and the bench's "counting off").
     */
    insightsCounting: env.INSIGHTS_COUNTING,
    /**
     * Logs (issue 29 item 4, ADR 097): JSON lines to standard output, or appended to `LOG_FILE`
     * (the e2e run's `test-results/server.log`); the lowest level written.
     */
    log: { file: env.LOG_FILE ?? null, level: env.LOG_LEVEL },
    /**
     * `/metrics` (ADR 097): on a port of its own (`METRICS_PORT`) and/or behind a bearer token
     * (`METRICS_TOKEN`); with neither it is not served (404 on the site's port).
     */
    metrics: { port: env.METRICS_PORT ?? null, token: env.METRICS_TOKEN ?? null },
    /**
     * `APP_TEST_CLOCK`: local mode's movable app clock and `/dev/app-clock` for browser tests
     * (ADR 084); refused with production mode.
     */
    testClock: env.APP_TEST_CLOCK,
    /**
     * Lifetime of public loader data in memory and of public pages in shared caches
     * (`s-maxage`), in seconds; 0 turns both off (ADR 063).
     */
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
    /** Drain time after SIGTERM in milliseconds (server.ts; ADR 098). */
    shutdownDrainMs: Math.round(env.SHUTDOWN_DRAIN_SECONDS * 1000),
    /**
     * Where photo files live (issue 29 item 3, ADR 096): null is the database (`photo_files`,
     * the default); otherwise an S3-compatible bucket. Credentials come from the AWS SDK's own
     * chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY), never from here.
     */
    storage:
      env.STORAGE_URL && env.STORAGE_URL !== "db"
        ? { ...parseStorageUrl(env.STORAGE_URL), publicUrl: env.STORAGE_PUBLIC_URL ?? null }
        : null,
  };
}

/** An S3-compatible photo store, as `STORAGE_URL` names it (ADR 096). */
export interface S3StorageConfig {
  bucket: string;
  /** Key prefix inside the bucket ("" or ending in "/"). */
  prefix: string;
  /** The service's address (MinIO, Garage, R2…); null: AWS itself. */
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** Where browsers fetch the files (a CDN or the bucket's public address), or null: we serve them. */
  publicUrl: string | null;
}

const STORAGE_PARAMS = new Set(["endpoint", "region", "forcePathStyle"]);

/** Why `value` is not an `s3://` storage URL, or null when it is one. */
function storageUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "not a URL";
  }
  if (url.protocol !== "s3:") return "the scheme must be s3://";
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) return "a bucket name is missing";
  if (url.username || url.password)
    return "credentials belong in AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY";
  for (const name of url.searchParams.keys()) {
    if (!STORAGE_PARAMS.has(name)) return `unknown parameter ${name}`;
  }
  const endpoint = url.searchParams.get("endpoint");
  if (endpoint !== null && !/^https?:\/\/[^/]+/.test(endpoint))
    return "endpoint must be an http(s) URL";
  const style = url.searchParams.get("forcePathStyle");
  if (style !== null && style !== "true" && style !== "false")
    return "forcePathStyle must be true or false";
  return null;
}

/**
 * The parts of a valid `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=…` URL (checked by
 * the schema first). Region defaults to `us-east-1`, path style to on when an endpoint is given.
 */
function parseStorageUrl(value: string): Omit<S3StorageConfig, "publicUrl"> {
  const url = new URL(value);
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  const endpoint = url.searchParams.get("endpoint");
  const style = url.searchParams.get("forcePathStyle");
  return {
    bucket: url.hostname,
    prefix: path ? `${path}/` : "",
    endpoint,
    region: url.searchParams.get("region") ?? "us-east-1",
    forcePathStyle: style === null ? endpoint !== null : style === "true",
  };
}

/** Hosts the HubSpot v2 embed loads its script, form frame, API calls and images from. */
export const HUBSPOT_CSP_HOSTS = {
  script: ["https://js.hsforms.net", "https://*.hsforms.net"],
  frame: ["https://*.hsforms.net", "https://*.hsforms.com", "https://*.hubspot.com"],
  connect: ["https://*.hsforms.com", "https://*.hsforms.net", "https://*.hubspot.com"],
  img: ["https://*.hsforms.com", "https://*.hsforms.net", "https://*.hubspot.com"],
} as const;

/**
 * Extra CSP sources for optional third parties, added by server.ts only when configured
 * (ADR 013): HubSpot hosts when a portal id is set; the origins of configured videos as
 * media-src. Returns empty lists otherwise, so the default policy stays `'self'` only.
 */
export function extraCspSources(env: {
  HUBSPOT_PORTAL_ID?: string | undefined;
  LANTYPES_VIDEO_URL?: string | undefined;
  FEATURED_GAME_1_TRAILER_URL?: string | undefined;
  FEATURED_GAME_2_TRAILER_URL?: string | undefined;
  STORAGE_PUBLIC_URL?: string | undefined;
}) {
  const hubspot = Boolean(env.HUBSPOT_PORTAL_ID);
  const videos = [
    env.LANTYPES_VIDEO_URL,
    env.FEATURED_GAME_1_TRAILER_URL,
    env.FEATURED_GAME_2_TRAILER_URL,
  ]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  return {
    scriptSrc: hubspot ? [...HUBSPOT_CSP_HOSTS.script] : [],
    frameSrc: hubspot ? [...HUBSPOT_CSP_HOSTS.frame] : [],
    connectSrc: hubspot ? [...HUBSPOT_CSP_HOSTS.connect] : [],
    imgSrc: [
      ...(hubspot ? HUBSPOT_CSP_HOSTS.img : []),
      // Photos redirected to the store's public address (ADR 096).
      ...(env.STORAGE_PUBLIC_URL ? [new URL(env.STORAGE_PUBLIC_URL).origin] : []),
    ],
    mediaSrc: [...new Set(videos)],
  };
}

/** CSP img-src source for a tile URL template: its origin, `{s}` subdomains as a wildcard. */
export function tileImageSource(tileUrl: string): string {
  const probe = tileUrl.replace(/\{s\}/g, "subdomain").replace(/\{[a-z]+\}/g, "0");
  return new URL(probe).origin.replace("subdomain", "*");
}

function pgliteDir(url: string): string | undefined {
  const path = decodeURIComponent(url.slice("pglite://".length));
  // pglite:// alone (or pglite://memory) is an in-memory database.
  return path === "" || path === "memory" ? undefined : path;
}

/**
 * The variables production mode requires besides DATABASE_URL (issue: foundation,
 * "Configuration"); compose.yaml's test checks each app service sets them (ADR 098).
 */
export const REQUIRED_IN_PRODUCTION = [
  "BETTER_AUTH_SECRET",
  "PUBLIC_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_VERIFIED",
  "STRIPE_PRICE_SUBSCRIPTION",
] as const;

/**
 * Parses environment variables into an `AppConfig`.
 * @param env usually `process.env`
 * @throws ConfigError with one line such as `Invalid configuration: PORT must be ...`
 */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const value = env[name];
    const expected = issue?.message ?? "a valid value";
    throw new ConfigError(
      value === undefined
        ? `Invalid configuration: ${name} is required (${expected}).`
        : `Invalid configuration: ${name} is invalid (expected ${expected}).`,
    );
  }
  if (result.data.APP_ENV === "production" && result.data.APP_TEST_CLOCK) {
    // The movable clock is a test tool (ADR 084): a production server never runs on it.
    throw new ConfigError(
      "Invalid configuration: APP_TEST_CLOCK is for local mode only and may not be set with APP_ENV=production.",
    );
  }
  if (result.data.APP_ENV === "production") {
    const missing: string[] = REQUIRED_IN_PRODUCTION.filter((name) => !result.data[name]);
    if (!result.data.DATABASE_URL) missing.unshift("DATABASE_URL");
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: APP_ENV=production requires ${missing.join(", ")} to be set.`,
      );
    }
  }
  return buildConfig(result.data);
}

/**
 * The names of every environment variable the configuration reads (the schema's keys), for the
 * deployment test that checks compose.yaml against it (issue 29 item 6, ADR 098).
 */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/**
 * A photo store named on a command line (`npm run photos:migrate --to s3://…`), checked like
 * `STORAGE_URL`.
 * @returns null for `db`, else the bucket (without a public address)
 * @throws ConfigError naming what is wrong
 */
export function parseStorageArgument(value: string): S3StorageConfig | null {
  if (value === "db") return null;
  const problem = storageUrlProblem(value);
  if (problem) {
    throw new ConfigError(
      `Invalid store ${JSON.stringify(value.replace(/\?.*$/, ""))}: expected db or s3://bucket?endpoint=…; ${problem}.`,
    );
  }
  return { ...parseStorageUrl(value), publicUrl: null };
}

let cached: AppConfig | undefined;

/** The process-wide configuration, parsed from `process.env` on first use. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Names of the embedded stand-ins a local configuration uses, for the start-up log. */
export function describeStandIns(config: AppConfig): string[] {
  const standIns: string[] = [];
  if (config.database.kind === "pglite")
    standIns.push(`PGlite (${config.database.dataDir ?? "in memory"})`);
  if (!config.smtpUrl) standIns.push("dev mail outbox");
  if (!config.stripe.secretKey) standIns.push("local Stripe emulator");
  if (!config.betterAuthSecret) standIns.push("generated auth secret in .data/");
  return standIns;
}
