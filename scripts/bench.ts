/**
 * `npm run bench` (issue: foundation, "Performance"): prints figures, asserts nothing.
 * 1. Starts the production server on a fresh embedded database with demo data and measures, every
 *    request with `Accept-Encoding: br, gzip`, `/healthz`, the cached `/`, `/lan-centers`, a
 *    center page, `/events`, a 3 KB static file and one of `/lan-centers`'s size with autocannon
 *    (req/s, p50, p99, ratio to `/healthz`), then prints issue 30 item 4's three goals, met or not.
 * 2. Loads 10,000 and then 100,000 generated public centers into an in-memory PGlite and prints
 *    the map index's build time, per map view (world zoom 2, country zoom 6, city zoom 12, the
 *    overview, a text search) the answer's features, raw and gzip size and its p50/p95 (ADR 062),
 *    the largest answer the feature cap allows, and the p50/p95 of each search kind (plain list,
 *    sort by rating and '4 stars and up' over a ratings aggregate of 10 reviews per center,
 *    text, paging, near me, no match) with the sort by rating's ratio to the plain list (issue
 *    27 item 5: at most 1.5x).
 * BENCH_SECONDS (default 10) sets each autocannon run's duration; BENCH_CONNECTIONS (10);
 * 3. Processes one 12-megapixel JPEG (4000×3000, camera-like noise) into all photo renditions
 *    (3 widths × AVIF and WebP; issue 14 item 1, ADR 056) and prints the time and bytes.
 * 4. The production server on 100,000 generated centers (BENCH_SCALE, default 100000), on PGlite
 *    and on a throwaway PostgreSQL server: map views, text search and near me through HTTP, and
 *    the server's RSS after each load (scripts/bench-server-scale.ts).
 * BENCH_PARTS (pages,map,photos,server) and BENCH_CENTERS (10000,100000) choose what runs;
 * BENCH_SCALE_DATABASES (pglite,postgres) which databases part 4 runs on.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import sharp from "sharp";
import { processPhoto } from "~/server/photos/index.server";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { parseMapView } from "~/lib/map-view";
import { listCompactMarkers, searchCenters } from "~/server/directory/centers.server";
import {
  buildMapIndex,
  createMapData,
  MAP_MAX_FEATURES,
} from "~/server/directory/map-index.server";
import { benchNodeFlags, spawnServer, waitUntilUp } from "../tests/support/server-process";
import { loadBenchCenters, loadBenchReviews } from "./bench-centers";
import { benchServerAtScale } from "./bench-server-scale";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Rounds of the pages part (BENCH_ROUNDS, default 3); each path's median round is printed. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Figures {
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** What every browser sends; the goals of issue 30 item 4 are measured with it. */
const ACCEPT_ENCODING = "br, gzip";

async function measure(baseUrl: string, urlPath: string): Promise<Figures> {
  const result = await autocannon({
    url: baseUrl + urlPath,
    connections,
    duration: seconds,
    requests: [{ method: "GET", path: urlPath, headers: { "accept-encoding": ACCEPT_ENCODING } }],
  });
  return {
    path: urlPath,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The answer's bytes on the wire (still encoded) and its Content-Encoding, as the bench asks. */
function wire(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": ACCEPT_ENCODING } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity") }),
      );
    }).on("error", reject);
  });
}

/** The server child's resident memory in MiB (Linux /proc), or null elsewhere. */
function serverRssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The hashed asset whose brotli copy (what a browser gets) is closest to `bytes` on the wire.
 * @returns its URL path and its brotli size
 */
function assetOfWireSize(bytes: number): { path: string; bytes: number } {
  const dir = path.resolve("build/client/assets");
  let best: { path: string; bytes: number } | null = null;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".br")) continue;
    const size = statSync(path.join(dir, file)).size;
    if (!best || Math.abs(size - bytes) < Math.abs(best.bytes - bytes)) {
      best = { path: `/assets/${file.slice(0, -3)}`, bytes: size };
    }
  }
  if (!best) throw new Error("no precompressed asset in build/client/assets: run npm run build");
  return best;
}

/**
 * Writes a static file among the build's assets whose brotli copy is `bytes` long (within 0.5 %):
 * random text, which brotli cannot shrink much, with its `.br` and `.gz` copies as
 * `npm run build` writes them. The server loads it at start like any other asset.
 * @returns its URL path, its brotli size, and `remove` (deletes the three files)
 */
function writeAssetOfWireSize(bytes: number): { path: string; bytes: number; remove(): void } {
  const dir = path.resolve("build/client/assets");
  const name = `bench-same-size-${process.pid}.js`;
  const brotli = (text: Buffer) =>
    brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
  // Base64 text carries 6 bits a character: start from that, then correct from the result.
  let length = Math.round((bytes * 8) / 6);
  let text = Buffer.from(`/*${randomBytes(length).toString("base64").slice(0, length)}*/`);
  let br = brotli(text);
  for (let tries = 0; tries < 8 && Math.abs(br.length - bytes) > bytes * 0.005; tries++) {
    length = Math.round((length * bytes) / br.length);
    text = Buffer.from(`/*${randomBytes(length).toString("base64").slice(0, length)}*/`);
    br = brotli(text);
  }
  const file = path.join(dir, name);
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  return {
    path: `/assets/${name}`,
    bytes: br.length,
    remove: () => {
      for (const suffix of ["", ".br", ".gz"]) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** The cached `/lan-centers`'s size on the wire, from a server of its own (started and stopped). */
async function listWireSize(): Promise<number> {
  const probe = await spawnServer({}, benchNodeFlags());
  try {
    await waitUntilUp(probe);
    // The first answer is rendered and compressed on the fly; the kept one (smaller, brotli at
    // its best) is stored meanwhile: the smallest of a few answers is the kept page's size.
    const sizes: number[] = [];
    for (let i = 0; i < 4; i++) {
      sizes.push((await wire(`${probe.baseUrl}/lan-centers`)).bytes);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return Math.min(...sizes);
  } finally {
    probe.child.kill("SIGTERM");
    await probe.exited;
    probe.cleanup();
  }
}

/**
 * Pages against `/healthz` and static files through the same server in one run, every request
 * with `Accept-Encoding: br, gzip` (issue 30 item 4; issue 15 item 7): `/healthz`, the cached
 * `/`, `/lan-centers`, a center page and `/events` as anonymous visitors, a 3 KB static file
 * (brotli size on the wire) and a static file of the cached `/lan-centers`'s wire size, with
 * req/s, p50, p99 (each path's median of BENCH_ROUNDS rounds taken in turn), the ratio to
 * `/healthz` and the server's RSS after all loads; then the three goals of issue 30 item 4, met
 * or not.
 */
async function benchPages() {
  // A static file of exactly the cached /lan-centers's wire size, for the goal that compares
  // the two (the built assets' sizes seldom come close).
  const sameSize = writeAssetOfWireSize(await listWireSize());
  const server = await spawnServer({}, benchNodeFlags());
  try {
    await waitUntilUp(server);
    const list = await (await fetch(`${server.baseUrl}/lan-centers`)).text();
    const centerId = /href="\/lan-centers\/([0-9a-f-]{36})"/.exec(list)?.[1];
    const pages = [
      "/",
      "/lan-centers",
      ...(centerId ? [`/lan-centers/${centerId}`] : []),
      "/events",
    ];
    // Each page once, so the measured runs answer from the page cache.
    const wireOf = new Map<string, { bytes: number; encoding: string }>();
    for (const page of pages) wireOf.set(page, await wire(server.baseUrl + page));
    const small = assetOfWireSize(3 * 1024);
    for (const asset of [small, sameSize]) {
      wireOf.set(asset.path, await wire(server.baseUrl + asset.path));
    }
    // Rounds over all paths in turn, and each path's median round: the machine is shared, and
    // a burst of other work then lands on one round of every path rather than on one path.
    const measured = ["/healthz", ...pages, small.path, sameSize.path];
    const runs = new Map<string, Figures[]>(measured.map((urlPath) => [urlPath, []]));
    for (let round = 0; round < rounds; round++) {
      for (const urlPath of measured)
        runs.get(urlPath)!.push(await measure(server.baseUrl, urlPath));
    }
    const rssMiB = serverRssMiB(server.child.pid);
    const rows: (Figures & { rssMiB: number | null })[] = measured.map((urlPath) => {
      const sorted = runs.get(urlPath)!.sort((a, b) => a.reqPerSec - b.reqPerSec);
      return { ...sorted[Math.floor(sorted.length / 2)]!, rssMiB };
    });
    const rate = (urlPath: string) => rows.find((row) => row.path === urlPath)!.reqPerSec;
    const healthz = rate("/healthz");
    console.log(
      `\nPages and static files vs /healthz, Accept-Encoding: ${ACCEPT_ENCODING} (${connections} connections, median of ${rounds} rounds of ${seconds} s each; RSS after all; node ${benchNodeFlags().join(" ") || "(no flags)"})`,
    );
    console.log(
      "path".padEnd(52),
      "wire B".padStart(8),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "non-2xx".padStart(8),
      "/healthz".padStart(9),
      "RSS MiB".padStart(8),
    );
    for (const row of rows) {
      const onWire = wireOf.get(row.path);
      console.log(
        row.path.padEnd(52),
        (onWire
          ? `${onWire.bytes}${onWire.encoding === "br" ? "" : ` ${onWire.encoding}`}`
          : ""
        ).padStart(8),
        row.reqPerSec.toFixed(0).padStart(9),
        String(row.p50).padStart(8),
        String(row.p99).padStart(8),
        String(row.non2xx).padStart(8),
        (row.reqPerSec / healthz).toFixed(3).padStart(9),
        (row.rssMiB === null ? "?" : row.rssMiB.toFixed(0)).padStart(8),
      );
    }
    // The goals of issue 30 item 4, as ratios of rates measured in this one run.
    const goals: [string, number, number][] = [
      ...pages
        .filter((page) => page !== "/events")
        .map((page): [string, number, number] => [
          `cached ${page} / healthz`,
          rate(page) / healthz,
          0.2,
        ]),
      [`3 KB static file / healthz`, rate(small.path) / healthz, 0.4],
      [
        `cached /lan-centers / static file of its size (${sameSize.bytes} B)`,
        rate("/lan-centers") / rate(sameSize.path),
        0.9,
      ],
    ];
    console.log("\nGoals (issue 30 item 4):");
    for (const [label, ratio, goal] of goals) {
      console.log(
        `  ${label.padEnd(64)} ${ratio.toFixed(3)} ${ratio >= goal ? ">=" : "< "} ${goal}  ${ratio >= goal ? "met" : "NOT MET"}`,
      );
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    server.cleanup();
    sameSize.remove();
  }
}

async function benchMapData(count = 10_000) {
  const handle = openDatabase({ kind: "pglite", dataDir: undefined });
  try {
    await migrateDatabase(handle);
    await loadBenchCenters(handle.db, count);
    // The aggregate of 10 reviews per center on average (1M at 100k; issue 27 item 5): what the
    // sort by rating reads (the review rows themselves: scripts/bench-list-queries.ts).
    await loadBenchReviews(handle.db, { reviews: count * 10, rows: false });
    const p = (sorted: number[], q: number) => sorted[Math.ceil(sorted.length * q) - 1]!;
    const time = async (runs: number, task: () => Promise<unknown>) => {
      const timings: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        await task();
        timings.push(performance.now() - started);
      }
      return timings.sort((a, b) => a - b);
    };
    // Map data per view (issue 15 item 4, ADR 062): the server-side index, as the route uses it.
    const buildStarted = performance.now();
    const markers = await listCompactMarkers(handle.db, { q: "", community: null });
    const queryMs = performance.now() - buildStarted;
    const clusterStarted = performance.now();
    buildMapIndex(markers);
    const clusterMs = performance.now() - clusterStarted;
    const mapData = createMapData({ db: handle.db });
    const firstStarted = performance.now();
    await mapData.answer({ search: parseCenterSearch(new URLSearchParams()), view: null });
    const firstAnswerMs = performance.now() - firstStarted;
    const views: [string, string][] = [
      ["world, zoom 2", "bbox=-180,-90,180,90&zoom=2"],
      ["country, zoom 6", "bbox=-10,40,22,53&zoom=6"],
      ["city, zoom 12", "bbox=1.9,47.95,3.1,48.65&zoom=12"],
      ["overview (no bbox)", ""],
      ["text search, zoom 2", "q=Bench+Center+07&bbox=-180,-90,180,90&zoom=2"],
    ];
    const viewRows = [];
    for (const [label, query] of views) {
      const params = new URLSearchParams(query);
      const parsed = parseMapView(params);
      if (!parsed.ok) throw new Error(`${label}: ${parsed.error}`);
      const input = { search: parseCenterSearch(params), view: parsed.view };
      const coldStarted = performance.now();
      await mapData.answer(input);
      const coldMs = performance.now() - coldStarted;
      let body = "";
      let features = 0;
      const timings = await time(200, async () => {
        const answer = await mapData.answer(input);
        features = answer.clusters.length + answer.markers.length;
        body = JSON.stringify(answer);
        gzipSync(body);
      });
      viewRows.push({
        label,
        features,
        raw: Buffer.byteLength(body),
        gzip: gzipSync(body).byteLength,
        coldMs,
        timings,
      });
    }
    // The largest answer the cap allows: MAP_MAX_FEATURES single markers with random UUIDs.
    const worst = JSON.stringify({
      clusters: [],
      markers: Array.from({ length: MAP_MAX_FEATURES }, (_, i) => [
        crypto.randomUUID(),
        48.85 + i / 1e4,
        2.35 + i / 1e4,
        i % 2,
        i % 10 === 0 ? 1 : 0,
      ]),
      zoom: 17,
      total: count,
      bounds: [-175, -85, 175, 85],
    });
    const searches: [string, string][] = [
      ["list", ""],
      ["by rating", "sort=rating"],
      ["4 stars and up", "rating=4"],
      ["text", "q=Bench+Center+07"],
      ["text, page 3", "q=street&page=3"],
      ["near me", "near=48.85,2.35"],
      ["no match", "q=nothing-matches"],
    ];
    const searchTimings: { label: string; timings: number[] }[] = [];
    for (const [label, query] of searches) {
      const search = parseCenterSearch(new URLSearchParams(query));
      searchTimings.push({
        label,
        timings: await time(20, () => searchCenters(handle.db, search, 50)),
      });
    }
    console.log(`\nMap data with ${count} verified centers (in-memory PGlite)`);
    console.log(
      `map index build: query ${queryMs.toFixed(0)} ms + supercluster ${clusterMs.toFixed(0)} ms; first answer (query, build, version check) ${firstAnswerMs.toFixed(0)} ms; bench process RSS (PGlite included) ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`,
    );
    console.log(
      "markers.json view".padEnd(24),
      "features".padStart(8),
      "raw KiB".padStart(8),
      "gzip KB".padStart(8),
      "cold ms".padStart(8),
      "p50 ms".padStart(7),
      "p95 ms".padStart(7),
    );
    for (const row of viewRows) {
      console.log(
        row.label.padEnd(24),
        String(row.features).padStart(8),
        (row.raw / 1024).toFixed(1).padStart(8),
        (row.gzip / 1000).toFixed(1).padStart(8),
        row.coldMs.toFixed(1).padStart(8),
        p(row.timings, 0.5).toFixed(2).padStart(7),
        p(row.timings, 0.95).toFixed(2).padStart(7),
      );
    }
    console.log(
      `  (200 runs each: version check + index answer + JSON + gzip; cold = first answer of that view or search)`,
    );
    console.log(
      `largest answer the cap allows (${MAP_MAX_FEATURES} single markers): raw ${(Buffer.byteLength(worst) / 1024).toFixed(1)} KiB, gzip ${(gzipSync(worst).byteLength / 1000).toFixed(1)} KB`,
    );
    for (const { label, timings } of searchTimings) {
      console.log(
        `search page of 50, ${label}: p50 ${p(timings, 0.5).toFixed(1)} ms, p95 ${p(timings, 0.95).toFixed(1)} ms (20 runs)`,
      );
    }
    const p50Of = (label: string) => p(searchTimings.find((s) => s.label === label)!.timings, 0.5);
    console.log(
      `sort by rating / plain list (p50): ${(p50Of("by rating") / p50Of("list")).toFixed(2)}x (issue 27 item 5: at most 1.5x)`,
    );
  } finally {
    await handle.close();
  }
}

/** Time to turn one 12-megapixel JPEG into every rendition (median of 3 runs). */
async function benchPhotoProcessing() {
  const jpeg = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 90, g: 120, b: 160 },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const timings: number[] = [];
  let sizes = "";
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const photo = await processPhoto({ bytes: jpeg, field: "photos" });
    timings.push(performance.now() - started);
    sizes = photo.renditions
      .map((r) => `${r.width}.${r.format} ${(r.bytes.byteLength / 1024).toFixed(0)} KiB`)
      .join(", ");
  }
  timings.sort((a, b) => a - b);
  console.log(
    `\nPhoto processing: one 12-megapixel JPEG (${(jpeg.length / 1024 / 1024).toFixed(1)} MiB)`,
  );
  console.log(
    `all 6 renditions: median ${timings[1]!.toFixed(0)} ms, min ${timings[0]!.toFixed(0)} ms, max ${timings[2]!.toFixed(0)} ms (3 runs)`,
  );
  console.log(`renditions (noise is a worst case for size): ${sizes}`);
}

// BENCH_PARTS=pages,map,photos,server limits the run (default: all); BENCH_CENTERS the sizes.
const parts = (process.env.BENCH_PARTS ?? "pages,map,photos,server").split(",");
if (parts.includes("pages")) await benchPages();
if (parts.includes("map")) {
  for (const count of (process.env.BENCH_CENTERS ?? "10000,100000").split(",").map(Number)) {
    await benchMapData(count);
  }
}
if (parts.includes("photos")) await benchPhotoProcessing();
if (parts.includes("server")) await benchServerAtScale(Number(process.env.BENCH_SCALE ?? 100_000));
