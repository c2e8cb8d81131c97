/**
 * `npm run bench`, memory part (issue 29 item 7, ADR 101): the production server's resident
 * memory (RSS, `VmRSS` of the server process) at the points the issue names. Prints figures;
 * asserts nothing.
 * 1. After a first start that seeds the demo data, on a fresh embedded PGlite data folder.
 * 2. After a later start of the same folder (the data exists: nothing is seeded or drawn).
 * 3. After BENCH_PAGE_LOADS (default 100,000) page loads on that later start (PGlite in process).
 * 4. The same on a throwaway PostgreSQL 15 cluster (tests/support/postgres-cluster.ts): a first
 *    start seeds it, a second start takes the loads.
 * The loads are autocannon over a mix of public pages as anonymous visitors send them (`/`,
 * `/lan-centers`, two center pages, `/events`, `/faq`, `/games`, map markers of three views),
 * each request with `Accept-Encoding: br, gzip`, BENCH_CONNECTIONS (default 10) at a time.
 * Each RSS is read once the server has been idle for BENCH_SETTLE_MS (default 3,000 ms), so the
 * figure is what the process keeps, not a garbage collection's timing.
 * BENCH_MEMORY_PARTS (first,later,pglite,postgres) chooses what runs (pglite needs later, which
 * needs first); BENCH_NODE_FLAGS compares Node flags (tests/support/server-process.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import {
  benchNodeFlags,
  spawnServer,
  waitUntilUp,
  type ServerProcess,
} from "../tests/support/server-process";

const pageLoads = Number(process.env.BENCH_PAGE_LOADS ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 3_000);
const parts = new Set(
  (process.env.BENCH_MEMORY_PARTS ?? "first,later,pglite,postgres").split(",").filter(Boolean),
);

/** Issue 29 item 7's ceilings, MiB. */
const PGLITE_CEILING = 450;
const POSTGRES_CEILING = 400;

/**
 * The server process's resident memory in MiB (Linux /proc), or null elsewhere: now (`VmRSS`) or
 * its peak so far (`VmHWM`).
 */
function rssMiB(pid: number | undefined, field: "VmRSS" | "VmHWM" = "VmRSS"): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** RSS after the server has been left idle for `settleMs` (no requests from us meanwhile). */
async function settledRss(server: ServerProcess): Promise<number | null> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return rssMiB(server.child.pid);
}

const mib = (value: number | null) => (value === null ? "?" : `${value.toFixed(0)} MiB`);

/** `value` against `ceiling`: the ratio and whether it is met. */
function verdict(value: number | null, ceiling: number): string {
  if (value === null) return "(not measured)";
  return `(${(value / ceiling).toFixed(2)} of the ${ceiling} MiB ceiling: ${value <= ceiling ? "met" : "NOT met"})`;
}

/** Starts the built server on `databaseUrl` (demo data on: local mode seeds an empty one). */
async function start(
  databaseUrl: string,
): Promise<{ server: ServerProcess; seconds: number; readyRss: number | null }> {
  const began = Date.now();
  const server = await spawnServer(
    { DATABASE_URL: databaseUrl, SEED_DEMO: "true" },
    benchNodeFlags(),
  );
  try {
    await waitUntilUp(server, 900_000);
  } catch (error) {
    server.cleanup();
    throw error;
  }
  return { server, seconds: (Date.now() - began) / 1000, readyRss: rssMiB(server.child.pid) };
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill("SIGTERM");
  await server.exited;
  server.cleanup();
}

/** The public paths of the mix: the pages, two center pages and three map views. */
async function pagesOf(baseUrl: string): Promise<string[]> {
  const list = await (await fetch(`${baseUrl}/lan-centers`)).text();
  const centers = [
    ...new Set([...list.matchAll(/href="\/lan-centers\/([0-9a-f-]{36})"/g)].map((m) => m[1]!)),
  ];
  return [
    "/",
    "/lan-centers",
    ...centers.slice(0, 2).map((id) => `/lan-centers/${id}`),
    "/events",
    "/faq",
    "/games",
    "/lan-centers/markers.json?bbox=-180,-85,180,85&zoom=2",
    "/lan-centers/markers.json?bbox=0,44,10,52&zoom=6",
    "/lan-centers/markers.json?bbox=-10,35,30,60&zoom=4",
  ];
}

/**
 * `pageLoads` requests over the mix, then the settled RSS.
 * @returns the RSS in MiB (null off Linux), req/s and the count of non-2xx answers and errors
 */
async function loadPages(server: ServerProcess) {
  const paths = await pagesOf(server.baseUrl);
  const result = await autocannon({
    url: server.baseUrl,
    connections,
    amount: pageLoads,
    requests: paths.map((urlPath) => ({
      method: "GET",
      path: urlPath,
      headers: { "accept-encoding": "br, gzip" },
    })),
  });
  return {
    paths,
    rss: await settledRss(server),
    reqPerSec: result.requests.average,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchPglite(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "lcn-bench-memory-"));
  const url = `pglite://${path.join(dir, "db")}`;
  try {
    if (!parts.has("first")) return;
    const first = await start(url);
    const firstRss = await settledRss(first.server);
    const firstPeak = rssMiB(first.server.child.pid, "VmHWM");
    await stop(first.server);
    console.log(
      `RSS after a first start that seeds the demo data (PGlite): ${mib(firstRss)} ${verdict(firstRss, PGLITE_CEILING)}; at ready ${mib(first.readyRss)} ${verdict(first.readyRss, PGLITE_CEILING)}; peak ${mib(firstPeak)}; up in ${first.seconds.toFixed(1)} s`,
    );
    if (!parts.has("later")) return;
    const later = await start(url);
    try {
      const laterRss = await settledRss(later.server);
      console.log(
        `RSS after a later start of the same data (PGlite): ${mib(laterRss)} ${verdict(laterRss, PGLITE_CEILING)}; at ready ${mib(later.readyRss)}; peak ${mib(rssMiB(later.server.child.pid, "VmHWM"))}; up in ${later.seconds.toFixed(1)} s`,
      );
      if (!parts.has("pglite")) return;
      const loads = await loadPages(later.server);
      console.log(
        `RSS after ${loads.total} page loads (PGlite in process): ${mib(loads.rss)} ${verdict(loads.rss, PGLITE_CEILING)}; peak ${mib(rssMiB(later.server.child.pid, "VmHWM"))}; ${loads.reqPerSec.toFixed(0)} req/s, ${loads.failures} failed`,
      );
    } finally {
      await stop(later.server);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<void> {
  if (!parts.has("postgres")) return;
  const cluster = await startPostgresCluster();
  if (!cluster) {
    console.log("PostgreSQL 15 binaries not found: the PostgreSQL run is left out.");
    return;
  }
  try {
    // The first start seeds; the loads run on a later one, as on PGlite.
    await stop((await start(cluster.url)).server);
    const { server } = await start(cluster.url);
    try {
      const startRss = await settledRss(server);
      const loads = await loadPages(server);
      console.log(
        `RSS after ${loads.total} page loads (PostgreSQL): ${mib(loads.rss)} ${verdict(loads.rss, POSTGRES_CEILING)}; peak ${mib(rssMiB(server.child.pid, "VmHWM"))}; ${loads.reqPerSec.toFixed(0)} req/s, ${loads.failures} failed; ${mib(startRss)} after start`,
      );
    } finally {
      await stop(server);
    }
  } finally {
    cluster.stop();
  }
}

console.log(
  `\nServer memory (issue 29 item 7): node ${benchNodeFlags().join(" ") || "(no flags)"}; ${pageLoads} page loads, ${connections} connections; RSS read after ${settleMs} ms idle`,
);
await benchPglite();
await benchPostgres();
