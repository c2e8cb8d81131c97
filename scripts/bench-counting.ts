/**
 * `npm run bench`, part "counting" (issue 26 item 3): page loads per second with the owner
 * insights counting on ÷ off, measured in one run. Prints figures, asserts nothing.
 *
 * Two production servers start side by side on fresh embedded databases with the demo data, one
 * with `INSIGHTS_COUNTING=true` (the default) and one with `false` (beacons still answer 204, but
 * nothing is counted). A page load is what a browser does: GET a center page (from the page
 * cache, `Accept-Encoding: br, gzip`) and POST the view beacon `/insights/hit?c={id}`. Every
 * request comes from its own simulated visitor (a random `X-Forwarded-For` behind a trusted
 * loopback proxy, a browser user agent), so each beacon is a new unique visitor: the most work
 * counting can be asked to do, and never the per-address budget's cheap 429.
 *
 * BENCH_PAIRS (default 3) pairs of fresh servers run one after the other: in an A/A run (below)
 * one process of a pair ran up to 8 % faster than its twin for its whole life, so a single pair
 * cannot tell 5 % apart. Each pair first loads its "on" server unmeasured, then runs BENCH_ROUNDS
 * (default 2) rounds of off then on, so every measured run follows a run of the other server (a
 * server that had just run itself ran up to 7 % faster). Each mode's BENCH_SECONDS (default 10;
 * BENCH_CONNECTIONS, default 10) follow an unmeasured warm-up (BENCH_WARMUP_SECONDS, default 3: a
 * server idle for a round starts slow). Both modes of a round run back to back, so their ratio is
 * one paired observation; the figure is the median of all rounds' ratios (ADR 107). BENCH_CONTROL=1 runs both servers of each pair with counting off: the
 * bench's own bias and spread.
 */
import autocannon from "autocannon";
import { benchNodeFlags, spawnServer, waitUntilUp } from "../tests/support/server-process";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
/** Fresh server pairs: one process runs measurably faster than its twin, for its whole life. */
const pairs = Number(process.env.BENCH_PAIRS ?? 3);
/** BENCH_CONTROL=1: the "on" server counts nothing either (an A/A run: the bench's own bias). */
const control = process.env.BENCH_CONTROL === "1";
/** Unmeasured load just before each round, so the server measured is as warm as the other. */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** A current desktop Chrome's user agent: counted as a person (isbot says no). */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A random documentation-range-free IPv4 address of a simulated visitor. */
function visitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** One round: page loads per second (two requests each) and the answers outside 2xx/3xx. */
async function pageLoads(baseUrl: string, centerId: string, duration = seconds) {
  const headers = { "user-agent": BROWSER, "accept-encoding": "br, gzip" };
  const withVisitor = (request: { headers?: Record<string, string> }) => ({
    ...request,
    headers: { ...request.headers, ...headers, "x-forwarded-for": visitorAddress() },
  });
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    warmup: { connections, duration: warmupSeconds },
    requests: [
      { method: "GET", path: `/lan-centers/${centerId}`, setupRequest: withVisitor },
      {
        method: "POST",
        path: `/insights/hit?c=${centerId}`,
        headers: { "content-type": "text/plain" },
        body: "",
        setupRequest: withVisitor,
      },
    ],
  });
  return { perSecond: result.requests.average / 2, bad: result.non2xx + result.errors };
}

/** The median of `values`: the middle one, or the mean of the two middle ones for an even count. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The first center of a server's /lan-centers, its page fetched once so the page cache holds it. */
async function warmCenter(baseUrl: string): Promise<string> {
  const list = await (await fetch(`${baseUrl}/lan-centers`)).text();
  const id = /href="\/lan-centers\/([0-9a-f-]{36})"/.exec(list)?.[1];
  if (!id) throw new Error("no center in the demo data's /lan-centers");
  await fetch(`${baseUrl}/lan-centers/${id}`);
  return id;
}

/**
 * One pair of fresh servers (counting off, counting on) and its rounds of off then on.
 * @returns each round's `{ off, on }` page loads per second
 */
async function measurePair(pair: number): Promise<{ off: number; on: number }[]> {
  const env = { TRUSTED_PROXIES: "loopback" };
  const servers = {
    off: await spawnServer({ ...env, INSIGHTS_COUNTING: "false" }, benchNodeFlags()),
    on: await spawnServer(
      { ...env, INSIGHTS_COUNTING: control ? "false" : "true" },
      benchNodeFlags(),
    ),
  };
  try {
    await Promise.all([waitUntilUp(servers.off, 180_000), waitUntilUp(servers.on, 180_000)]);
    const ids = {
      off: await warmCenter(servers.off.baseUrl),
      on: await warmCenter(servers.on.baseUrl),
    };
    // Every measured run follows a run of the other server (the first follows this one), so
    // each has the same history: a server that had just run itself ran up to 7 % faster.
    await pageLoads(servers.on.baseUrl, ids.on, warmupSeconds);
    const figures: { off: number; on: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const figure = { off: 0, on: 0 };
      for (const mode of ["off", "on"] as const) {
        const { perSecond, bad } = await pageLoads(servers[mode].baseUrl, ids[mode]);
        figure[mode] = perSecond;
        console.log(
          `  pair ${pair + 1} round ${round + 1}, counting ${mode.padEnd(3)} ${perSecond.toFixed(0).padStart(7)} page loads/s  (${bad} answers outside 2xx/3xx or errors)`,
        );
      }
      figures.push(figure);
    }
    return figures;
  } finally {
    for (const server of [servers.off, servers.on]) {
      server.child.kill("SIGTERM");
      await server.exited;
      server.cleanup();
    }
  }
}

/**
 * Runs the comparison and prints each round and the figure.
 * @throws when a server does not come up or the demo data has no center
 */
async function benchCounting(): Promise<void> {
  console.log(
    `\nPage loads (center page + view beacon) with insights counting on and off: ${pairs} pairs of fresh servers, ${rounds} rounds each (${seconds} s per mode after ${warmupSeconds} s of warm-up; ${connections} connections)${control ? "; CONTROL RUN: both servers count nothing" : ""}`,
  );
  const figures: { off: number; on: number }[] = [];
  for (let pair = 0; pair < pairs; pair++) figures.push(...(await measurePair(pair)));
  // Each round's two modes ran back to back on the same machine: their ratio is one paired
  // observation, and the median of those is the figure.
  const ratios = figures.map((round) => round.on / round.off);
  const ratio = median(ratios);
  console.log(
    `  per round on ÷ off: ${ratios.map((r) => r.toFixed(3)).join(", ")}\n` +
      `  median: on ${median(figures.map((f) => f.on)).toFixed(0)}, off ${median(figures.map((f) => f.off)).toFixed(0)} page loads/s; median of the rounds' on ÷ off ${ratio.toFixed(3)} ${ratio >= 0.95 ? ">=" : "< "} 0.95  ${ratio >= 0.95 ? "met" : "NOT MET"}`,
  );
}

await benchCounting();
