/**
 * The production server at scale (issue 15 items 4, 5 and 7): loads `count` generated public
 * centers into a database, starts the server on it with the public cache off (so every request
 * runs its query), and measures through HTTP with autocannon the map answer of the world view,
 * a text search, near me and a filtered map view: req/s, p50 and p99 in ms, and the server's RSS
 * after each load. Runs on the embedded PGlite (in the server's process) and, when PostgreSQL 15
 * binaries are installed, on a throwaway PostgreSQL server (the server's own memory only).
 * Prints figures; asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { benchNodeFlags, spawnServer, waitUntilUp } from "../tests/support/server-process";
import { loadBenchCenters } from "./bench-centers";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** The paths measured, each a request any visitor may send. */
const PATHS: [string, string][] = [
  ["map, world view", "/lan-centers/markers.json?bbox=-180,-85,180,85&zoom=2"],
  ["map, country view", "/lan-centers/markers.json?bbox=0,44,10,52&zoom=6"],
  ["map, text search", "/lan-centers/markers.json?q=Bench+Center+07&bbox=-180,-85,180,85&zoom=2"],
  ["list, text search", "/lan-centers?q=Bench+Center+07"],
  ["list, near me", "/lan-centers?near=48.85,2.35"],
  // Issue 15 "The list page at 100,000 centers, uncached" (ADR 067).
  ["list, broad text p3", "/lan-centers?q=Bench&page=3"],
  ["list, open now", "/lan-centers?open=1"],
  ["list, open + text", "/lan-centers?q=Bench+Center+07&open=1"],
];

function rssMiB(pid: number | undefined): number | null {
  try {
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

async function measureServer(label: string, databaseUrl: string, count: number): Promise<void> {
  const server = await spawnServer(
    { DATABASE_URL: databaseUrl, SEED_DEMO: "false", PUBLIC_CACHE_SECONDS: "0" },
    benchNodeFlags(),
  );
  try {
    await waitUntilUp(server, 300_000);
    console.log(
      `\nServer at ${count} public centers on ${label} (public cache off; node ${benchNodeFlags().join(" ") || "(no flags)"})`,
    );
    console.log(`RSS after start: ${rssMiB(server.child.pid)?.toFixed(0) ?? "?"} MiB`);
    console.log(
      `${"request".padEnd(20)}${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"non-2xx".padStart(9)}${"RSS MiB".padStart(9)}`,
    );
    for (const [name, urlPath] of PATHS) {
      // The first request builds the map index or warms the plan; it is not measured.
      await fetch(server.baseUrl + urlPath);
      const result = await autocannon({
        url: server.baseUrl + urlPath,
        connections,
        duration: seconds,
      });
      console.log(
        `${name.padEnd(20)}${result.requests.average.toFixed(0).padStart(8)}${result.latency.p50.toFixed(0).padStart(8)}${result.latency.p99.toFixed(0).padStart(8)}${String(result.non2xx).padStart(9)}${(rssMiB(server.child.pid)?.toFixed(0) ?? "?").padStart(9)}`,
      );
    }
    console.log(
      `Server RSS after the ${count}-center load on ${label}: ${rssMiB(server.child.pid)?.toFixed(0) ?? "?"} MiB (target: under 400 MiB)`,
    );
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    server.cleanup();
  }
}

async function load(target: DatabaseTarget, count: number): Promise<void> {
  const handle = openDatabase(target);
  try {
    await migrateDatabase(handle);
    await loadBenchCenters(handle.db, count);
    // Planner statistics, as PostgreSQL's autovacuum would gather them after such a load (PGlite
    // has no autovacuum): without them the planner misjudges the list's text search (ADR 067).
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
}

/**
 * Runs the scale bench for `count` centers on PGlite and, if available, on PostgreSQL;
 * BENCH_SCALE_DATABASES (default "pglite,postgres") chooses which.
 */
export async function benchServerAtScale(count: number): Promise<void> {
  const databases = (process.env.BENCH_SCALE_DATABASES ?? "pglite,postgres").split(",");
  if (databases.includes("pglite")) {
    const dir = mkdtempSync(path.join(tmpdir(), "lcn-bench-"));
    try {
      await load({ kind: "pglite", dataDir: path.join(dir, "db") }, count);
      await measureServer("the embedded PGlite", `pglite://${path.join(dir, "db")}`, count);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!databases.includes("postgres")) return;
  const cluster = await startPostgresCluster();
  if (!cluster) {
    console.log("PostgreSQL 15 binaries not found: the PostgreSQL run is left out.");
    return;
  }
  try {
    await load({ kind: "postgres", url: cluster.url }, count);
    await measureServer("a PostgreSQL 15 server", cluster.url, count);
  } finally {
    cluster.stop();
  }
}
