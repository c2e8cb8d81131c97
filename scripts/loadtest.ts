/**
 * `npm run loadtest` (load test): one autocannon run of a mixed workload against the
 * production build (`npm run build` first) and a pass/fail verdict. It proves that the site
 * answers every request of that mix with 2xx/3xx for the whole run: it exits 1 when any answer
 * is outside 2xx/3xx, when a request errors or times out, or when an answer is not the expected
 * one (the dashboard not signed in, a sign-in that does not go to /dashboard).
 *
 * Set-up: starts `node server.ts` in local mode on a fresh embedded database with the demo
 * data, creates a pool of accounts through the real sign-up form (code read from /dev/outbox)
 * and signs each in through /login for a session cookie. Workload, looped by every connection:
 * /, /lan-centers, /lantypes, the map data, /faq, a center page, /games and two signed-in
 * /dashboard views, and on one loop in LOADTEST_SIGN_IN_EVERY (5) a sign-in (POST /login, the
 * form the login page submits).
 *
 * Rate limits stay as in production (ADR 022). The server trusts X-Forwarded-For from loopback
 * (TRUSTED_PROXIES=loopback, as behind a load balancer) and every sign-in comes from its own
 * simulated client address, so the 5 per minute per address never bites; the 20 per 15 minutes
 * per e-mail is why there is a pool of accounts, used in turn (LOADTEST_ACCOUNTS, default 60).
 *
 * LOADTEST_SECONDS (default 60), LOADTEST_CONNECTIONS (50; 100 with two instances),
 * LOADTEST_PORT (a free port).
 *
 * Two instances (issue 29 item 7, ADR 098): `LOADTEST_INSTANCES=2` starts a throwaway PostgreSQL
 * cluster (tests/support/postgres-cluster.ts), that many `node server.ts` on it (the first seeds
 * the demo data) and a small round-robin proxy in this script in front of them (the fleet's
 * Caddy, tests/support/fleet-balancer.ts). The workload adds a write: signed-in accounts follow
 * centers (POST /follow); after the run every follow whose 302 came back must be in the
 * database. `LOADTEST_KILL=1` sends `kill -9` to the last instance after half the run
 * (LOADTEST_KILL_AFTER seconds): the proxy takes it out of the rotation at once, as its health
 * check would, and answers 502 (or cuts the answer) only for requests that were in flight on
 * it; the verdict counts those apart and fails on any other error.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, startPostgresCluster } from "../tests/support/postgres-cluster";
import { createAccountByForm } from "../tests/support/fault-helpers";
import {
  KILLED_IN_FLIGHT_HEADER,
  SLOW_ANSWER_MS,
  startBalancer,
  type Balancer,
} from "../tests/support/fleet-balancer";

const seconds = Number(process.env.LOADTEST_SECONDS ?? 60);
const instanceCount = Number(process.env.LOADTEST_INSTANCES ?? 1);
const killOne = process.env.LOADTEST_KILL === "1";
const killAfterSeconds = Number(process.env.LOADTEST_KILL_AFTER ?? seconds / 2);
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? (instanceCount > 1 ? 100 : 50));
const accountCount = Number(process.env.LOADTEST_ACCOUNTS ?? 60);
/**
 * One loop of the workload in this many ends with a sign-in (LOADTEST_SIGN_IN_EVERY, default 5:
 * about 2 % of requests). A sign-in costs a scrypt hash, about 120 ms of CPU, more than the rest
 * of a loop together; a real visitor signs in once per 30-day session, not every ten pages. With
 * 1 (a sign-in every loop, 9 % of requests, the mix before issue 29) two instances on one 2-core
 * machine are CPU-bound on hashing alone: sign-ins queue past the 10 s timeout.
 */
const signInEvery = Number(process.env.LOADTEST_SIGN_IN_EVERY ?? 5);
/** The sign-in budget per e-mail (rate-limit.server.ts): 20 per 15 minutes. */
const SIGN_INS_PER_ACCOUNT = 20;
const PASSWORD = "Loadtest-Pass-7319";

const root = path.resolve(import.meta.dirname, "..");

/** One entry of autocannon's `requests` (the fields this script uses). */
interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: object) => LoadRequest | null;
  onResponse?: (
    status: number,
    body: string,
    context: object,
    headers: Record<string, string | string[]>,
  ) => void;
}

/** Tallies per workload entry. */
interface Tally {
  requests: number;
  failed: number;
  /** 502s of the proxy for requests in flight on the killed instance (not failures). */
  killedInFlight: number;
  unexpected: number;
  statuses: Map<number, number>;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** 10.x.y.z, a different simulated client address for every call. */
let addressCounter = 0;
function nextClientAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function header(headers: Record<string, string | string[]>, name: string): string {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** A running `node server.ts`. */
interface Instance {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  stop: () => Promise<void>;
  output: () => string;
}

/**
 * Starts `node server.ts` on `port` in local mode with `env` added (database, PUBLIC_URL), and
 * waits until /readyz answers 200.
 */
async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      APP_ENV: "local",
      LOG_REQUESTS: "false",
      PUBLIC_URL: baseUrl,
      TRUSTED_PROXIES: "loopback",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) {
        return { baseUrl, port, child, stop, output: () => output };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  return fail(`The server did not start:\n${output}`);
}

/** What the run drives: one base URL, and for two instances the proxy and the database. */
interface Fleet {
  baseUrl: string;
  instances: Instance[];
  balancer: Balancer | null;
  databaseUrl: string | null;
  stop: () => Promise<void>;
}

/** One server on a fresh embedded database with the demo data (the single-instance mode). */
async function startSingle(port: number): Promise<Fleet> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lcn-loadtest-"));
  const instance = await startInstance(port, {
    DATABASE_URL: `pglite://${dataDir}/db`,
    SEED_DEMO: "true",
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: instance.baseUrl,
    instances: [instance],
    balancer: null,
    databaseUrl: null,
    stop: async () => {
      await instance.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway PostgreSQL cluster, `count` servers on it (started one after the other; the first
 * seeds the demo data) and the round-robin proxy in front, on `port`: every instance's
 * PUBLIC_URL is the proxy's address, as behind the fleet's Caddy.
 */
async function startFleet(port: number, count: number): Promise<Fleet> {
  const cluster = await startPostgresCluster();
  if (!cluster) fail("LOADTEST_INSTANCES needs the PostgreSQL server binaries (initdb, pg_ctl).");
  const publicUrl = `http://127.0.0.1:${port}`;
  const instances: Instance[] = [];
  let balancer: Balancer | null = null;
  const stop = async () => {
    await balancer?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    cluster.stop();
  };
  try {
    for (let index = 0; index < count; index++) {
      const instance = await startInstance(await freePort(), {
        DATABASE_URL: cluster.url,
        SEED_DEMO: index === 0 ? "true" : "false",
        PUBLIC_URL: publicUrl,
      });
      instances.push(instance);
    }
    balancer = await startBalancer(
      port,
      instances.map((instance) => instance.port),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: publicUrl, instances, balancer, databaseUrl: cluster.url, stop };
}

/** The acknowledged follows (`email center-id`) that the database does not have. */
async function missingFollows(databaseUrl: string, acknowledged: Set<string>): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; center_id: string }>(
      `select u.email, f.center_id from follows f join auth_user u on u.id = f.user_id
       where f.center_id is not null`,
    );
    const stored = new Set(rows.map((row) => `${row.email} ${row.center_id}`));
    return [...acknowledged].filter((pair) => !stored.has(pair));
  } finally {
    await client.end();
  }
}

async function createAccounts(baseUrl: string, count: number) {
  const tag = Date.now().toString(36);
  const emails = Array.from({ length: count }, (_, i) => `load-${tag}-${i}@example.com`);
  const cookies: string[] = [];
  const parallel = 4;
  for (let start = 0; start < emails.length; start += parallel) {
    const batch = emails.slice(start, start + parallel);
    const signedIn = batch.map((email) =>
      createAccountByForm(baseUrl, { email, password: PASSWORD, clientIp: nextClientAddress() }),
    );
    cookies.push(...(await Promise.all(signedIn)));
  }
  return { emails, cookies };
}

function buildWorkload(
  baseUrl: string,
  centerIds: string[],
  accounts: { emails: string[]; cookies: string[] },
  withFollows: boolean,
) {
  const tallies = new Map<string, Tally>();
  const counters = {
    center: 0,
    dashboard: 0,
    signIn: 0,
    signInsSkipped: 0,
    follow: 0,
    loops: 0,
  };
  /** `email center-id` of every follow whose answer (302 back to the page) was received. */
  const acknowledgedFollows = new Set<string>();
  // Every account signed in once already; the rest of its budget is for the run.
  const signInBudget = accounts.emails.length * (SIGN_INS_PER_ACCOUNT - 1);

  const entry = (
    label: string,
    request: Omit<LoadRequest, "onResponse">,
    expected: (status: number, body: string, headers: Record<string, string | string[]>) => boolean,
  ): LoadRequest => {
    // Entries with the same label (the two dashboard views) share one tally.
    const tally = tallies.get(label) ?? {
      requests: 0,
      failed: 0,
      killedInFlight: 0,
      unexpected: 0,
      statuses: new Map<number, number>(),
    };
    tallies.set(label, tally);
    return {
      method: "GET",
      ...request,
      onResponse: (status, body, context, headers) => {
        tally.requests += 1;
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        if (header(headers, KILLED_IN_FLIGHT_HEADER) === "1") tally.killedInFlight += 1;
        else if (status < 200 || status >= 400) tally.failed += 1;
        else if (!expected(status, body, headers)) tally.unexpected += 1;
        else if ((context as { follow?: string }).follow) {
          acknowledgedFollows.add((context as { follow: string }).follow);
        }
        delete (context as { follow?: string }).follow;
      },
    };
  };
  const ok = (status: number) => status === 200;
  const page = (urlPath: string) => entry(urlPath, { path: urlPath }, ok);

  const dashboard = () =>
    entry(
      "/dashboard (signed in)",
      {
        path: "/dashboard",
        setupRequest: (request) => {
          const cookie = accounts.cookies[counters.dashboard++ % accounts.cookies.length]!;
          return { ...request, headers: { cookie } };
        },
      },
      (status, body) => status === 200 && body.includes("Welcome, "),
    );

  const requests: LoadRequest[] = [
    page("/"),
    page("/lan-centers"),
    dashboard(),
    page("/lantypes"),
    page("/lan-centers/markers.json"),
    page("/faq"),
    entry(
      "/lan-centers/:id",
      {
        path: "/lan-centers/",
        setupRequest: (request) => ({
          ...request,
          path: `/lan-centers/${centerIds[counters.center++ % centerIds.length]}`,
        }),
      },
      ok,
    ),
    page("/games"),
    dashboard(),
  ];
  if (withFollows) {
    // A write whose acknowledgement is checked against the database afterwards: account k
    // follows center k / accounts (each pair once until every pair was followed).
    requests.push(
      entry(
        "POST /follow",
        {
          method: "POST",
          path: "/follow",
          setupRequest: (request, context) => {
            const k = counters.follow++;
            const account = k % accounts.emails.length;
            const centerId = centerIds[Math.floor(k / accounts.emails.length) % centerIds.length]!;
            (context as { follow?: string }).follow = `${accounts.emails[account]} ${centerId}`;
            return {
              ...request,
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                origin: baseUrl,
                cookie: accounts.cookies[account]!,
                "x-forwarded-for": nextClientAddress(),
              },
              body: new URLSearchParams({
                kind: "center",
                id: centerId,
                follow: "1",
                returnTo: `/lan-centers/${centerId}`,
              }).toString(),
            };
          },
        },
        (status, _body, headers) =>
          status === 302 && header(headers, "location").startsWith("/lan-centers/"),
      ),
    );
  }
  // Last in the sequence: a skipped sign-in (null) restarts the sequence without skipping pages.
  requests.push(
    entry(
      "POST /login (sign-in)",
      {
        method: "POST",
        path: "/login",
        setupRequest: (request) => {
          // One loop in SIGN_IN_EVERY signs in; the others end here (the sequence restarts).
          if (counters.loops++ % signInEvery !== 0) return null;
          if (counters.signIn >= signInBudget) {
            // Every account has used its budget: skip (autocannon restarts the sequence).
            counters.signInsSkipped += 1;
            return null;
          }
          const email = accounts.emails[counters.signIn++ % accounts.emails.length]!;
          return {
            ...request,
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin: baseUrl,
              "x-forwarded-for": nextClientAddress(),
            },
            body: new URLSearchParams({
              email,
              password: PASSWORD,
              redirectTo: "/dashboard",
            }).toString(),
          };
        },
      },
      (status, _body, headers) =>
        status === 302 &&
        header(headers, "location") === "/dashboard" &&
        header(headers, "set-cookie").includes("session_token="),
    ),
  );
  return { requests, tallies, counters, acknowledgedFollows };
}

async function main() {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    fail("No production build: run `npm run build` first, then `npm run loadtest`.");
  }
  if (killOne && instanceCount < 2) fail("LOADTEST_KILL=1 needs LOADTEST_INSTANCES=2 or more.");
  const port = process.env.LOADTEST_PORT ? Number(process.env.LOADTEST_PORT) : await freePort();
  const fleet = instanceCount > 1 ? await startFleet(port, instanceCount) : await startSingle(port);
  try {
    const mapData = await fetch(`${fleet.baseUrl}/lan-centers/markers.json`);
    if (!mapData.ok) fail(`GET /lan-centers/markers.json answered ${mapData.status}`);
    const markers = (await mapData.json()) as { markers: [string, number, number, number][] };
    const centerIds = markers.markers.map(([id]) => id);
    if (centerIds.length === 0) fail("No centers on the map (demo data missing?)");

    const setupStarted = Date.now();
    const accounts = await createAccounts(fleet.baseUrl, accountCount);
    console.log(
      `Set-up: ${accounts.emails.length} accounts signed up, verified and signed in ` +
        `(${((Date.now() - setupStarted) / 1000).toFixed(1)} s); ${centerIds.length} centers.`,
    );

    const { requests, tallies, counters, acknowledgedFollows } = buildWorkload(
      fleet.baseUrl,
      centerIds,
      accounts,
      fleet.databaseUrl !== null,
    );
    const where =
      fleet.instances.length > 1
        ? `${fleet.instances.length} instances on one PostgreSQL behind a round-robin proxy`
        : fleet.baseUrl;
    console.log(`Running ${seconds} s at ${connections} connections against ${where} ...`);
    let killTimer: NodeJS.Timeout | undefined;
    const victim = fleet.instances.at(-1)!;
    if (killOne && fleet.balancer) {
      const balancer = fleet.balancer;
      killTimer = setTimeout(() => {
        // The proxy first, in the same tick: nothing new is sent to it (its health check).
        balancer.markKilled(victim.port);
        victim.child.kill("SIGKILL");
        console.log(`kill -9 of the instance on port ${victim.port} after ${killAfterSeconds} s`);
      }, killAfterSeconds * 1000);
    }
    const options = { url: fleet.baseUrl, connections, duration: seconds, timeout: 10, requests };
    const result = await autocannon(options);
    clearTimeout(killTimer);

    const sum = (pick: (tally: Tally) => number) =>
      [...tallies.values()].reduce((total, tally) => total + pick(tally), 0);
    const failed = sum((t) => t.failed);
    const unexpected = sum((t) => t.unexpected);
    const killedInFlight = sum((t) => t.killedInFlight);
    console.log(`\nLoad test: ${seconds} s, ${connections} connections, mixed workload, ${where}`);
    console.log(
      "request".padEnd(28),
      "answers".padStart(8),
      "non-2xx/3xx".padStart(12),
      "unexpected".padStart(11),
      "  statuses",
    );
    for (const [label, tally] of tallies) {
      const statuses = [...tally.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}x${count}`)
        .join(" ");
      console.log(
        label.padEnd(28),
        String(tally.requests).padStart(8),
        String(tally.failed).padStart(12),
        String(tally.unexpected).padStart(11),
        ` ${statuses}`,
      );
    }
    console.log("");
    console.log(`total requests       ${result.requests.total}`);
    console.log(`req/s (mean)         ${result.requests.average.toFixed(1)}`);
    console.log(`latency p50 / p99    ${result.latency.p50} ms / ${result.latency.p99} ms`);
    console.log(`non-2xx/3xx answers  ${failed}`);
    console.log(`unexpected answers   ${unexpected}`);
    console.log(`errors / timeouts    ${result.errors} / ${result.timeouts}`);
    if (counters.signInsSkipped > 0) {
      console.log(
        `sign-ins skipped     ${counters.signInsSkipped} (all ${accounts.emails.length} accounts ` +
          `used their ${SIGN_INS_PER_ACCOUNT} per 15 minutes; raise LOADTEST_ACCOUNTS)`,
      );
    }
    let fleetPassed = true;
    if (fleet.balancer) {
      const stats = fleet.balancer.stats();
      console.log(
        `answers per instance ${stats.answered.map((count, i) => `#${i + 1}: ${count}`).join(", ")}`,
      );
      // Connection errors the client saw: only the answers cut off by the kill may be among them.
      const allowedErrors = stats.cutMidAnswer;
      if (killOne) {
        console.log(
          `in flight on the killed instance: ${killedInFlight} answered 502 by the proxy, ` +
            `${stats.cutMidAnswer} cut mid-answer; survivor answered ${stats.answeredAfterKill} ` +
            `requests after the kill`,
        );
        if (stats.answeredAfterKill === 0) fleetPassed = false;
      }
      if (stats.slow.length > 0) {
        console.log(`answers of ${SLOW_ANSWER_MS / 1000} s or more (or none), first 20:`);
        for (const entry of stats.slow) {
          const since =
            entry.sentAfterKillMs === null
              ? ""
              : `, sent ${entry.sentAfterKillMs} ms after the kill`;
          console.log(
            `  ${entry.method} ${entry.path} on :${entry.port}: ${entry.ms} ms` +
              `${entry.answered ? "" : " (no answer)"}${since}`,
          );
        }
      }
      const missing = await missingFollows(fleet.databaseUrl!, acknowledgedFollows);
      console.log(
        `acknowledged follows ${acknowledgedFollows.size}, missing in the database: ${missing.length}`,
      );
      if (missing.length > 0) console.log(`  missing: ${missing.slice(0, 5).join(", ")} ...`);
      if (missing.length > 0 || acknowledgedFollows.size === 0) fleetPassed = false;
      if (result.errors > allowedErrors) fleetPassed = false;
      if (stats.otherErrors > 0) {
        console.log(
          `proxy errors not caused by the kill: ${stats.otherErrors} ` +
            JSON.stringify(stats.otherErrorCodes),
        );
        fleetPassed = false;
      }
    } else if (result.errors > 0) fleetPassed = false;
    const passed = fleetPassed && failed === 0 && unexpected === 0 && counters.signInsSkipped === 0;
    console.log(
      passed
        ? `\nPASS: every answer 2xx/3xx${killOne ? " except those in flight on the killed instance" : ""}`
        : "\nFAIL",
    );
    process.exitCode = passed ? 0 : 1;
  } finally {
    await fleet.stop();
  }
}

await main();
