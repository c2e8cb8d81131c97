/**
 * Build step (issue 15 "Static files", ADR 059): writes a brotli (`.br`, quality 11) and a gzip
 * (`.gz`, level 9) copy next to every compressible file of `build/client` of at least 1 KiB,
 * when the copy is smaller, so `server.ts` serves them through `express-static-gzip` and never
 * compresses a static file per request. Prints the totals. Run after `react-router build`.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map|html)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const root = path.resolve(process.argv[2] ?? "build/client");
let count = 0;
let rawBytes = 0;
let brBytes = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const { size } = await stat(file);
  if (size < MIN_BYTES) continue;
  const source = await readFile(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < size) await writeFile(`${file}.br`, br);
  if (gz.length < size) await writeFile(`${file}.gz`, gz);
  count++;
  rawBytes += size;
  brBytes += Math.min(br.length, size);
}
console.log(
  `precompress: ${count} files in ${path.relative(process.cwd(), root)}, ${(rawBytes / 1024).toFixed(0)} KiB -> ${(brBytes / 1024).toFixed(0)} KiB brotli`,
);
