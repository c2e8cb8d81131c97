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
 * Rounds alternate off and on (BENCH_ROUNDS, default 3; BENCH_SECONDS each, default 10;
 * BENCH_CONNECTIONS, default 10) and each mode's median round is compared: the machine is shared,
 * and a burst of other work then lands on one round of both modes.
 */
import autocannon from "autocannon";
import { benchNodeFlags, spawnServer, waitUntilUp } from "../tests/support/server-process";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** A current desktop Chrome's user agent: counted as a person (isbot says no). */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A random documentation-range-free IPv4 address of a simulated visitor. */
function visitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** One round: page loads per second (two requests each) and the answers outside 2xx/3xx. */
async function pageLoads(baseUrl: string, centerId: string) {
  const headers = { "user-agent": BROWSER, "accept-encoding": "br, gzip" };
  const withVisitor = (request: { headers?: Record<string, string> }) => ({
    ...request,
    headers: { ...request.headers, ...headers, "x-forwarded-for": visitorAddress() },
  });
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
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

/** The middle value of `values` (their lower middle for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Runs the comparison and prints each round and the ratio.
 * @throws when a server does not come up or the demo data has no center
 */
async function benchCounting(): Promise<void> {
  const env = { TRUSTED_PROXIES: "loopback" };
  const [off, on] = await Promise.all([
    spawnServer({ ...env, INSIGHTS_COUNTING: "false" }, benchNodeFlags()),
    spawnServer({ ...env, INSIGHTS_COUNTING: "true" }, benchNodeFlags()),
  ]);
  try {
    await Promise.all([waitUntilUp(off, 180_000), waitUntilUp(on, 180_000)]);
    const ids = [];
    for (const server of [off, on]) {
      const list = await (await fetch(`${server.baseUrl}/lan-centers`)).text();
      const id = /href="\/lan-centers\/([0-9a-f-]{36})"/.exec(list)?.[1];
      if (!id) throw new Error("no center in the demo data's /lan-centers");
      ids.push(id);
      // Once, so the measured rounds answer from the page cache.
      await fetch(`${server.baseUrl}/lan-centers/${id}`);
    }
    const figures = { off: [] as number[], on: [] as number[] };
    console.log(
      `\nPage loads (center page + view beacon) with insights counting on and off (${connections} connections, ${rounds} rounds of ${seconds} s each)`,
    );
    for (let round = 0; round < rounds; round++) {
      for (const [mode, server, id] of [
        ["off", off, ids[0]!],
        ["on", on, ids[1]!],
      ] as const) {
        const { perSecond, bad } = await pageLoads(server.baseUrl, id);
        figures[mode].push(perSecond);
        console.log(
          `  round ${round + 1}, counting ${mode.padEnd(3)} ${perSecond.toFixed(0).padStart(7)} page loads/s  (${bad} answers outside 2xx/3xx or errors)`,
        );
      }
    }
    const ratio = median(figures.on) / median(figures.off);
    console.log(
      `  median: on ${median(figures.on).toFixed(0)}, off ${median(figures.off).toFixed(0)} page loads/s; on ÷ off ${ratio.toFixed(3)} ${ratio >= 0.95 ? ">=" : "< "} 0.95  ${ratio >= 0.95 ? "met" : "NOT MET"}`,
    );
  } finally {
    for (const server of [off, on]) {
      server.child.kill("SIGTERM");
      await server.exited;
      server.cleanup();
    }
  }
}

await benchCounting();
