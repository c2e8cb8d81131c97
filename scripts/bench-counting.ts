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
 * The machine is shared, and its speed drifts by 10 % within seconds (ADR 107, 108). So the two
 * servers take turns in short slices (BENCH_SLICE_SECONDS, default 2; BENCH_CONNECTIONS, default
 * 10), in blocks of off, on, on, off: each block is one paired observation whose two modes ran
 * within the same 4 × 2 s, a drift that is linear within the block cancels, and each mode once
 * follows itself and once the other. The figure is the median over all blocks of the block's on ÷
 * off. Before the blocks, each server serves one unmeasured run of BENCH_WARMUP_SECONDS (default
 * 13; a fresh server serves 5 to 10 % more after its first half minute of load), then one
 * unmeasured block (a server idle during the other's warm-up starts slow).
 *
 * BENCH_PAIRS (default 3) pairs of fresh servers run one after the other, BENCH_BLOCKS (default
 * 8) blocks each: one process can run faster than its twin for its whole life. Each block also
 * reads the servers' CPU time from /proc (Linux): CPU per page load off ÷ on is printed beside
 * it. BENCH_CONTROL=1 runs both servers of each pair with counting off: the bench's own bias and
 * spread (an A/A run).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { benchNodeFlags, spawnServer, waitUntilUp } from "../tests/support/server-process";

const slice = Number(process.env.BENCH_SLICE_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const blocks = Number(process.env.BENCH_BLOCKS ?? 8);
/** Fresh server pairs: one process can run measurably faster than its twin, for its whole life. */
const pairs = Number(process.env.BENCH_PAIRS ?? 3);
/** BENCH_CONTROL=1: the "on" server counts nothing either (an A/A run: the bench's own bias). */
const control = process.env.BENCH_CONTROL === "1";
/** Each server's unmeasured load before the blocks: a fresh server is still compiling hot code. */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 13);

/** A current desktop Chrome's user agent: counted as a person (isbot says no). */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A random documentation-range-free IPv4 address of a simulated visitor. */
function visitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/**
 * The CPU time the process `pid` (all its threads) has used, in ms, from Linux's
 * `/proc/{pid}/stat` (user + system, in clock ticks of 10 ms: `getconf CLK_TCK` is 100 on
 * Linux); null elsewhere.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * One slice of load on `server`: its page loads (two requests each), the answers outside 2xx/3xx,
 * and the server's CPU time in ms over it (null off Linux).
 */
async function pageLoads(
  server: { baseUrl: string; pid: number | undefined },
  centerId: string,
  duration: number,
) {
  const headers = { "user-agent": BROWSER, "accept-encoding": "br, gzip" };
  const withVisitor = (request: { headers?: Record<string, string> }) => ({
    ...request,
    headers: { ...request.headers, ...headers, "x-forwarded-for": visitorAddress() },
  });
  const cpuAtStart = cpuMs(server.pid);
  const result = await autocannon({
    url: server.baseUrl,
    connections,
    duration,
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
  const cpuAtEnd = cpuMs(server.pid);
  return {
    loads: result.requests.total / 2,
    bad: result.non2xx + result.errors,
    cpu: cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart,
  };
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

/** One block's sums per mode: page loads, answers outside 2xx/3xx, server CPU ms (or null). */
interface Block {
  loads: { off: number; on: number };
  bad: number;
  cpu: { off: number; on: number } | null;
}

/** The modes of a block, in order (ABBA). */
const BLOCK_ORDER = ["off", "on", "on", "off"] as const;

/**
 * One pair of fresh servers (counting off, counting on): the warm-up, then its blocks.
 * @returns each block's sums
 */
async function measurePair(pair: number): Promise<Block[]> {
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
    const target = (mode: "off" | "on") => ({
      baseUrl: servers[mode].baseUrl,
      pid: servers[mode].child.pid,
    });
    const block = async (): Promise<Block> => {
      const sums: Block = { loads: { off: 0, on: 0 }, bad: 0, cpu: { off: 0, on: 0 } };
      for (const mode of BLOCK_ORDER) {
        const { loads, bad, cpu } = await pageLoads(target(mode), ids[mode], slice);
        sums.loads[mode] += loads;
        sums.bad += bad;
        if (cpu === null) sums.cpu = null;
        else if (sums.cpu) sums.cpu[mode] += cpu;
      }
      return sums;
    };
    await pageLoads(target("off"), ids.off, warmupSeconds);
    await pageLoads(target("on"), ids.on, warmupSeconds);
    await block();
    const figures: Block[] = [];
    for (let index = 0; index < blocks; index++) {
      const sums = await block();
      figures.push(sums);
      const perSecond = (mode: "off" | "on") => sums.loads[mode] / (2 * slice);
      const cpu = sums.cpu
        ? `; CPU per page load off ${((sums.cpu.off * 1000) / sums.loads.off).toFixed(0)}, on ${((sums.cpu.on * 1000) / sums.loads.on).toFixed(0)} µs`
        : "";
      console.log(
        `  pair ${pair + 1} block ${String(index + 1).padStart(2)}: off ${perSecond("off").toFixed(0)}, on ${perSecond("on").toFixed(0)} page loads/s, on ÷ off ${(sums.loads.on / sums.loads.off).toFixed(3)}${cpu}  (${sums.bad} answers outside 2xx/3xx or errors)`,
      );
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
 * Runs the comparison and prints each block and the figure.
 * @throws when a server does not come up or the demo data has no center
 */
async function benchCounting(): Promise<void> {
  console.log(
    `\nPage loads (center page + view beacon) with insights counting on and off: ${pairs} pairs of fresh servers, ${blocks} blocks each of off, on, on, off (${slice} s slices, ${connections} connections, after ${warmupSeconds} s of warm-up each)${control ? "; CONTROL RUN: both servers count nothing" : ""}`,
  );
  const figures: Block[] = [];
  for (let pair = 0; pair < pairs; pair++) figures.push(...(await measurePair(pair)));
  const ratios = figures.map(({ loads }) => loads.on / loads.off);
  const ratio = median(ratios);
  console.log(
    `  blocks' on ÷ off: ${ratios.map((r) => r.toFixed(3)).join(", ")}\n` +
      `  median of the blocks' on ÷ off ${ratio.toFixed(3)} ${ratio >= 0.95 ? ">=" : "< "} 0.95  ${ratio >= 0.95 ? "met" : "NOT MET"}`,
  );
  // The servers' own CPU time per page load: counting's cost, in another currency.
  const cpuRatios = figures.flatMap(({ loads, cpu }) =>
    cpu ? [cpu.off / loads.off / (cpu.on / loads.on)] : [],
  );
  if (cpuRatios.length > 0) {
    console.log(
      `  server CPU per page load, off ÷ on: median of the blocks ${median(cpuRatios).toFixed(3)}`,
    );
  }
}

await benchCounting();
