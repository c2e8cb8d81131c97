/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`): the functions with the most self time,
 * and self time per package (node_modules/<name>, our build, Node internals), so a profile of
 * the server under load can be read in the terminal (issue 15 item 1, ADR 063).
 *
 * Usage: `node scripts/profile-summary.ts <file.cpuprofile> [top=25] [skipSeconds=0]`; skipSeconds
 * leaves out the first seconds of samples (start-up: migrations, demo data, module loading).
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg, skipArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/profile-summary.ts <file.cpuprofile> [top]");
  process.exit(1);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const skipMicros = Number(skipArg ?? 0) * 1e6;
const selfMicros = new Map<number, number>();
let elapsed = 0;
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsed += delta;
  if (elapsed < skipMicros) return;
  total += delta;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
});

/** Where a script comes from: a package name, "app build", "node:" internals or "(vm)". */
function ownerOf(url: string): string {
  if (!url) return "(native/vm)";
  if (url.startsWith("node:")) return "node internals";
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.includes("/build/server/")) return "app build (server bundle)";
  return url.replace(/^file:\/\//, "");
}

const byFunction = new Map<string, number>();
const byOwner = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id)!;
  const name = callFrame.functionName || "(anonymous)";
  const where = callFrame.url
    ? `${callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/build\//, "build/")}:${callFrame.lineNumber + 1}`
    : "";
  const key = `${name} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  const owner = ownerOf(callFrame.url);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
}

const percent = (micros: number) => `${((micros / total) * 100).toFixed(1)}%`.padStart(6);
const ms = (micros: number) => `${(micros / 1000).toFixed(0)} ms`.padStart(9);
console.log(`profile ${(total / 1e6).toFixed(1)} s after skipping ${skipMicros / 1e6} s`);
console.log(`\nTop ${top} functions by self time`);
for (const [key, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(ms(micros), percent(micros), key);
}
console.log("\nSelf time by origin");
for (const [owner, micros] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(ms(micros), percent(micros), owner);
}
