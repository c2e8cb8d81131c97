/**
 * The list page's queries at scale (issue 15 "The list page at 100,000 centers, uncached"):
 * loads `BENCH_SCALE` (default 100,000) generated centers once into a PGlite data folder
 * (`LIST_DB`, default /tmp/lcn-list-<scale>; reused across runs, delete it to reload), then
 * per list request times the directory's `searchCenters` and `listPublicCommunities` in process
 * (median and p95 of `BENCH_RUNS`, default 15, after one warm-up) and prints each SQL statement's
 * `EXPLAIN ANALYZE` execution time. `BENCH_PLANS=1` prints the plans too. Asserts nothing.
 * With the centers it loads `BENCH_REVIEWS` (default 1,000,000) generated published reviews and
 * their aggregate (issue 27 item 5; added to an older data folder on first run) and prints the
 * sort by rating's p50 against the plain list's: the issue asks for at most 1.5x.
 *
 *   npx tsx scripts/bench-list-queries.ts
 */
import { existsSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import type { CenterSearch } from "~/lib/center-search";
import type { Database } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import * as schema from "~/server/db/schema";
import { listPublicCommunities, searchCenters } from "~/server/directory/centers.server";
import { loadBenchCenters, loadBenchReviews } from "./bench-centers";

const scale = Number(process.env.BENCH_SCALE ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const dataDir = process.env.LIST_DB ?? `/tmp/lcn-list-${scale}`;
const showPlans = process.env.BENCH_PLANS === "1";
const reviewCount = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
/** A fixed clock (a Friday evening in UTC), so open now matches the same centers every run. */
const NOW = new Date("2026-11-20T20:30:00Z");

const search = (fields: Partial<CenterSearch>): CenterSearch => ({
  q: "",
  community: null,
  near: null,
  platform: null,
  openNow: false,
  page: 1,
  ...fields,
});

/** The list requests measured: label and search. */
const CASES: [string, CenterSearch][] = [
  ["list, page 1", search({})],
  ["text 'Bench Center 07'", search({ q: "Bench Center 07" })],
  ["broad text 'Bench', page 1", search({ q: "Bench" })],
  ["broad text 'Bench', page 3", search({ q: "Bench", page: 3 })],
  ["broad text 'Bench', page 60", search({ q: "Bench", page: 60 })],
  ["near me (Paris)", search({ near: { lat: 48.85, lng: 2.35 } })],
  ["near me, page 3", search({ near: { lat: 48.85, lng: 2.35 }, page: 3 })],
  ["open now", search({ openNow: true })],
  ["open now + text '07'", search({ q: "Bench Center 07", openNow: true })],
  // Issue 27 item 4: the sort by rating and the '4 stars and up' filter.
  ["by rating, page 1", search({ sort: "rating" })],
  ["by rating, page 3", search({ sort: "rating", page: 3 })],
  ["4 stars and up", search({ fourStarsUp: true })],
  ["4 stars and up, by rating", search({ fourStarsUp: true, sort: "rating" })],
  ["text 'Bench', by rating", search({ q: "Bench", sort: "rating" })],
];

const statements: { sql: string; params: unknown[] }[] = [];
const client = new PGlite({ dataDir, extensions: { pg_trgm } });
const db = drizzle({
  client,
  schema,
  logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
}) as unknown as Database;

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor(times.length / 2)]!,
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!,
  };
}

/** The p50 of `a` and of `b`, timed in alternation after one warm-up of each. */
async function interleaved(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<{ a: number; b: number }> {
  await a();
  await b();
  const times: { a: number[]; b: number[] } = { a: [], b: [] };
  for (let i = 0; i < runs; i += 1) {
    for (const [key, run] of [
      ["a", a],
      ["b", b],
    ] as const) {
      const start = performance.now();
      await run();
      times[key].push(performance.now() - start);
    }
  }
  const p50 = (list: number[]) => list.sort((x, y) => x - y)[Math.floor(list.length / 2)]!;
  return { a: p50(times.a), b: p50(times.b) };
}

async function explain(label: string): Promise<void> {
  const seen = statements.splice(0);
  for (const [i, statement] of seen.entries()) {
    const result = await client.query<{ "QUERY PLAN": string }>(
      `explain analyze ${statement.sql}`,
      statement.params,
    );
    const lines = result.rows.map((row) => row["QUERY PLAN"]);
    const execution = lines.find((line) => line.startsWith("Execution Time"));
    console.log(`  ${label} #${i + 1}: ${execution} | ${statement.sql.slice(0, 70)}...`);
    if (showPlans) console.log(lines.map((line) => `    ${line}`).join("\n"));
  }
}

async function main(): Promise<void> {
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    console.log(`Loading ${scale} centers into ${dataDir}...`);
    await migrateDatabase({ db, target: { kind: "pglite", dataDir } } as never);
    await loadBenchCenters(db, scale);
    await client.query("analyze");
  } else {
    await migrateDatabase({ db, target: { kind: "pglite", dataDir } } as never);
  }
  const rated = await client.query<{ n: number }>("select count(*)::int as n from center_ratings");
  if (rated.rows[0]?.n === 0 && reviewCount > 0) {
    console.log(`Loading about ${reviewCount} reviews into ${dataDir}...`);
    await loadBenchReviews(db, { reviews: reviewCount, rows: true });
    await client.query("analyze");
  }
  const counted = await client.query<{ reviews: number; centers: number }>(
    "select coalesce(sum(review_count), 0)::int as reviews, count(*)::int as centers from center_ratings where review_count > 0",
  );
  console.log(
    `${counted.rows[0]?.reviews} published reviews over ${counted.rows[0]?.centers} rated centers`,
  );
  statements.length = 0;
  console.log(`${scale} centers, ${runs} runs each, in process (PGlite)`);
  console.log(`${"request".padEnd(30)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}  total`);
  const rows: string[] = [];
  for (const [label, input] of CASES) {
    let total = "";
    const t = await timed(async () => {
      const result = await searchCenters(db, input, 20, null, NOW);
      total = `${result.total}${result.totalIsLowerBound ? "+" : ""}`;
    });
    rows.push(
      `${label.padEnd(30)}${t.p50.toFixed(1).padStart(8)}${t.p95.toFixed(1).padStart(8)}  ${total}`,
    );
    console.log(rows.at(-1));
    statements.length = 0;
    await searchCenters(db, input, 20, null, NOW);
    await explain(label);
  }
  // The ratio (issue 27 item 5) from interleaved runs, so a busy machine slows both alike.
  const plainCase = CASES.find(([label]) => label === "list, page 1")![1];
  for (const label of ["by rating, page 1", "by rating, page 3", "4 stars and up, by rating"]) {
    const ratedCase = CASES.find(([name]) => name === label)![1];
    const pair = await interleaved(
      () => searchCenters(db, plainCase, 20, null, NOW),
      () => searchCenters(db, ratedCase, 20, null, NOW),
    );
    console.log(
      `ratio ${label} / list, page 1 (p50 of ${runs} interleaved runs, ${pair.b.toFixed(1)} / ${pair.a.toFixed(1)} ms): ${(pair.b / pair.a).toFixed(2)}x (issue 27: at most 1.5x)`,
    );
  }
  const t = await timed(() => listPublicCommunities(db));
  console.log(
    `${"communities".padEnd(30)}${t.p50.toFixed(1).padStart(8)}${t.p95.toFixed(1).padStart(8)}`,
  );
  statements.length = 0;
  await listPublicCommunities(db);
  await explain("communities");
  await client.close();
}

await main();
