/**
 * `npx tsx scripts/profile-serving.ts [outDir]` (issue 30 item 1): for each of a cached anonymous
 * `/lan-centers` and a 3 KB static file (brotli size on the wire), starts the production server
 * under `node --cpu-prof`, loads that one path with autocannon (`Accept-Encoding: br, gzip`,
 * BENCH_CONNECTIONS, BENCH_SECONDS), stops it with SIGTERM so V8 writes the profile, and prints
 * the rate and the profile's summary without start-up (`scripts/profile-summary.ts`).
 * PROFILE_PATHS (comma-separated) profiles other paths. Prints figures; asserts nothing.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { benchNodeFlags, spawnServer, waitUntilUp } from "../tests/support/server-process";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const outDir = path.resolve(process.argv[2] ?? "profiles");
mkdirSync(outDir, { recursive: true });

const assets = path.resolve("build/client/assets");
// The asset whose brotli copy is closest to 3 KB, as `npm run bench` picks it.
const small = readdirSync(assets)
  .filter((file) => file.endsWith(".br"))
  .map((file) => ({ file: file.slice(0, -3), size: statSync(path.join(assets, file)).size }))
  .sort((a, b) => Math.abs(a.size - 3072) - Math.abs(b.size - 3072))[0]!;

const paths = (process.env.PROFILE_PATHS ?? `/lan-centers,/assets/${small.file}`).split(",");
for (const urlPath of paths) await profile(urlPath);

/** One server, one path under load, one profile summarised. */
async function profile(urlPath: string) {
  const dir = path.join(outDir, urlPath.replace(/[^a-z0-9.-]+/gi, "_"));
  mkdirSync(dir, { recursive: true });
  const server = await spawnServer({}, [
    ...benchNodeFlags(),
    "--cpu-prof",
    `--cpu-prof-dir=${dir}`,
  ]);
  const started = Date.now();
  try {
    await waitUntilUp(server);
    await fetch(server.baseUrl + urlPath);
    const warm = (Date.now() - started) / 1000;
    const result = await autocannon({
      url: server.baseUrl + urlPath,
      connections,
      duration: seconds,
      requests: [{ method: "GET", path: urlPath, headers: { "accept-encoding": "br, gzip" } }],
    });
    console.log(
      `\n${urlPath}: ${result.requests.average.toFixed(0)} req/s (Accept-Encoding: br, gzip)`,
    );
    server.child.kill("SIGTERM");
    await server.exited;
    const file = readdirSync(dir)
      .filter((name) => name.endsWith(".cpuprofile"))
      .map((name) => path.join(dir, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
    console.log(`profile: ${file}`);
    console.log(
      execFileSync("npx", ["tsx", "scripts/profile-summary.ts", file, "30", warm.toFixed(1)], {
        encoding: "utf8",
      }),
    );
  } finally {
    server.cleanup();
  }
}
