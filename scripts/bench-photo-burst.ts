/**
 * The photo upload burst of issue 23 item 1 (ADR 068), as the outside test sent it: a signed-in
 * owner with a fresh unpaid center sends 30 uploads at once to /lan-center-photos/{id}, each of
 * 8 copies of a 6300×6300 PNG. Starts the production build (`npm run build` first) with the flags
 * of `npm start` on its own PGlite database and prints: the server's RSS before the burst (after
 * a warm-up, one small photo uploaded, and 10 s idle), its peak, at the last answer and after
 * 10 s idle; the time to the last answer and the answers by
 * status; GET /lan-centers while the burst runs (median, max); the photos stored.
 * Prints figures, asserts nothing.
 *
 *   npx tsx scripts/bench-photo-burst.ts            # both files, one after the other
 *   BURST_FILE=flat npx tsx scripts/bench-photo-burst.ts
 *
 * BURST_FILE: `flat` (the finding's file: about 125 KB, refused by the pixels-per-byte check) or
 * `banded` (about 790 KB: passes every check, so 8 photos are processed); BURST_REQUESTS (30) and
 * BURST_COPIES (8) change the burst; BENCH_NODE_FLAGS the server's Node flags
 * (tests/support/server-process.ts `benchNodeFlags`); BURST_SERVER_ENV="NAME=value ..." adds
 * variables to the server's environment (e.g. glibc's MALLOC_ARENA_MAX).
 */
import { readFileSync } from "node:fs";
import { spawnServerOnOwnUrl } from "../tests/support/fault-helpers";
import {
  galleryCount,
  ownerWithCenter,
  probeLatency,
  sendBurst,
} from "../tests/support/photo-burst";
import { bandedLargePng, flatLargePng, smallPng } from "../tests/support/photo-samples";
import { benchNodeFlags, serverStartEnv, waitUntilUp } from "../tests/support/server-process";

const REQUESTS = Number(process.env.BURST_REQUESTS ?? 30);
const COPIES = Number(process.env.BURST_COPIES ?? 8);
const IDLE_MS = 10_000;

/** The resident set size of process `pid` in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/** `BURST_SERVER_ENV="A=1 B=2"`: variables added to the server's environment (to compare). */
function serverEnv(): Record<string, string> {
  const pairs = (process.env.BURST_SERVER_ENV ?? "").split(/\s+/).filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => pair.split("=", 2) as [string, string]));
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function burst(kind: "flat" | "banded") {
  const photo = kind === "flat" ? await flatLargePng() : await bandedLargePng();
  const server = await spawnServerOnOwnUrl(serverEnv(), benchNodeFlags());
  try {
    await waitUntilUp(server);
    const pid = server.child.pid!;
    const base = server.baseUrl;
    const owner = await ownerWithCenter(base);
    // Warm up: the pages the burst and the prober use, and one small photo through the whole
    // upload path (loads libvips); then a second owner's gallery so the first keeps 8 free slots.
    for (let i = 0; i < 3; i++) await (await fetch(`${base}/lan-centers`)).text();
    const warmOwner = await ownerWithCenter(base, "Warm-up Arena");
    await sendBurst(base, warmOwner, await smallPng(), { requests: 1, copies: 1 });
    // Start-up garbage (migrations, demo data: some 400 MiB) goes at V8's first full collection,
    // which allocation brings on: 200 renders of the gallery page, then idle.
    for (let i = 0; i < 200; i++) await galleryCount(base, owner);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const before = rssMiB(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
    const probe = probeLatency(base, "/lan-centers");
    const answers = await sendBurst(base, owner, photo, { requests: REQUESTS, copies: COPIES });
    const samples = await probe.stop();
    const atLast = rssMiB(pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    clearInterval(sampler);
    const after = rssMiB(pid);
    const stored = await galleryCount(base, owner);
    const last = Math.max(...answers.map((a) => a.at));
    const byStatus = new Map<number, number>();
    for (const answer of answers)
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)] ?? 0;
    console.log(
      `\n${kind} PNG 6300×6300, ${(photo.byteLength / 1024).toFixed(0)} KiB; ` +
        `${REQUESTS} requests × ${COPIES} copies; node flags: ${benchNodeFlags().join(" ") || "none"}` +
        `; server env: ${
          Object.entries({ ...serverStartEnv(), ...serverEnv() })
            .map(([name, value]) => `${name}=${value}`)
            .join(" ") || "none"
        }`,
    );
    console.log(`  time to last answer: ${ms(last)}`);
    console.log(
      `  answers: ${[...byStatus]
        .sort((a, b) => a[0] - b[0])
        .map(([status, count]) => `${count}× ${status}`)
        .join(", ")}`,
    );
    for (const status of new Set(answers.map((a) => a.status))) {
      const example = answers.find((a) => a.status === status)!;
      console.log(`    ${status}: ${example.detail.slice(0, 140)}`);
    }
    console.log(
      `  RSS: before ${mib(before)}, peak ${mib(peak)}, at last answer ${mib(atLast)}, ` +
        `after ${IDLE_MS / 1000} s idle ${mib(after)} (${after - before >= 0 ? "+" : ""}${mib(after - before)})`,
    );
    console.log(
      `  GET /lan-centers during the burst: ${samples.length} answers, median ${ms(median)}, ` +
        `max ${ms(latencies.at(-1) ?? 0)}, non-200: ${samples.filter((s) => s.status !== 200).length}`,
    );
    console.log(`  photos stored: ${stored}`);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    server.cleanup();
  }
}

const kinds = process.env.BURST_FILE ? [process.env.BURST_FILE] : ["flat", "banded"];
for (const kind of kinds) {
  if (kind !== "flat" && kind !== "banded") throw new Error(`BURST_FILE must be flat or banded`);
  await burst(kind);
}
