/**
 * `npm run bench` (issue: foundation, "Performance"): prints figures, asserts nothing.
 * 1. Starts the production server on a fresh embedded database with demo data and measures
 *    `/`, `/lan-centers` and a static asset with autocannon (req/s, p50, p99, page/asset ratio).
 * 2. Loads 10,000 generated verified centers into an in-memory PGlite and prints the size of
 *    the map data (raw and gzip) and the p95 latency of the map query.
 * BENCH_SECONDS (default 10) sets each autocannon run's duration; BENCH_CONNECTIONS (10).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { communities, locations } from "~/server/db/schema";
import { listMapCenters } from "~/server/directory/centers.server";
import { spawnServer, waitUntilUp } from "../tests/e2e/support/server-process";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figures {
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(baseUrl: string, urlPath: string): Promise<Figures> {
  const result = await autocannon({ url: baseUrl + urlPath, connections, duration: seconds });
  return {
    path: urlPath,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function benchPages() {
  const server = await spawnServer();
  try {
    await waitUntilUp(server);
    const assets = readdirSync(path.resolve("build/client/assets")).filter((f) =>
      f.endsWith(".css"),
    );
    const asset = `/assets/${assets[0]}`;
    const rows = [];
    for (const urlPath of ["/", "/lan-centers", asset])
      rows.push(await measure(server.baseUrl, urlPath));
    const assetRow = rows[2]!;
    console.log(`\nPages vs static asset (${connections} connections, ${seconds} s each)`);
    console.log(
      "path".padEnd(42),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "non-2xx".padStart(8),
      "ratio".padStart(7),
    );
    for (const row of rows) {
      console.log(
        row.path.padEnd(42),
        row.reqPerSec.toFixed(0).padStart(9),
        String(row.p50).padStart(8),
        String(row.p99).padStart(8),
        String(row.non2xx).padStart(8),
        (row.reqPerSec / assetRow.reqPerSec).toFixed(3).padStart(7),
      );
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    server.cleanup();
  }
}

async function benchMapData(count = 10_000) {
  const handle = openDatabase({ kind: "pglite", dataDir: undefined });
  try {
    await migrateDatabase(handle);
    const [community] = await handle.db
      .insert(communities)
      .values({ name: "Bench community", isVerified: true })
      .returning({ id: communities.id });
    const batch = 500;
    for (let start = 0; start < count; start += batch) {
      await handle.db.insert(locations).values(
        Array.from({ length: Math.min(batch, count - start) }, (_, i) => {
          const n = start + i;
          return {
            organizationName: `Bench Center ${String(n).padStart(5, "0")}`,
            address: `${n} Bench Street, Bench City`,
            description: "A generated center for the benchmark, with a sentence of description.",
            website: n % 3 === 0 ? null : `https://center-${n}.example`,
            lat: ((n * 37) % 170) - 85 + (n % 7) / 10,
            lng: ((n * 53) % 350) - 175 + (n % 11) / 10,
            communityId: community!.id,
            verified: true,
            createdBy: "bench",
          };
        }),
      );
    }
    const timings: number[] = [];
    let payload = "";
    for (let run = 0; run < 30; run++) {
      const started = performance.now();
      const centers = await listMapCenters(handle.db);
      payload = JSON.stringify(centers);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const p95 = timings[Math.floor(timings.length * 0.95) - 1]!;
    const raw = Buffer.byteLength(payload);
    const gzip = gzipSync(payload).byteLength;
    console.log(`\nMap data with ${count} verified centers (in-memory PGlite, 30 runs)`);
    console.log(
      `raw ${(raw / 1024).toFixed(0)} KiB, gzip ${(gzip / 1024).toFixed(0)} KiB, ratio ${(gzip / raw).toFixed(3)}`,
    );
    console.log(`query + serialise p50 ${timings[15]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  } finally {
    await handle.close();
  }
}

await benchPages();
await benchMapData();
