/**
 * Moving photo files between stores (issue 29 item 3, ADR 096), for `npm run photos:migrate`:
 * the database to an S3-compatible bucket or back. Resumable: every file the target already has
 * is skipped, so an interrupted run is simply run again. Files are copied, read back and compared
 * before the source's copy is deleted (only with `deleteSource`).
 */
import type { PhotoStorage } from "./storage.server";

/** What a run did. */
export interface PhotoMigrationReport {
  /** Files written to the target. */
  copied: number;
  /** Files the target already had (an earlier run). */
  skipped: number;
  /** Files removed from the source afterwards (`deleteSource`). */
  deleted: number;
}

/**
 * Copies every photo file of `from` that `to` lacks.
 * @param input.deleteSource also delete each file from `from` once `to` holds it (byte-checked)
 * @param input.onFile called after each file (progress lines)
 * @returns the counts
 * @throws the first store error, or when a copy reads back different bytes; files done before it
 *   stay done, so a rerun continues there
 */
export async function migratePhotoFiles(input: {
  from: PhotoStorage;
  to: PhotoStorage;
  deleteSource?: boolean;
  onFile?: (name: string, outcome: "copied" | "skipped") => void;
}): Promise<PhotoMigrationReport> {
  const { from, to } = input;
  if (from.label === to.label)
    throw new Error(`Source and target are the same store (${to.label}).`);
  const report: PhotoMigrationReport = { copied: 0, skipped: 0, deleted: 0 };
  const done: string[] = [];
  for await (const name of from.list()) {
    let outcome: "copied" | "skipped";
    if (await to.exists(name)) {
      outcome = "skipped";
      report.skipped += 1;
    } else {
      const file = await from.get(name);
      if (!file) continue; // deleted since it was listed
      await to.put(name, file);
      const back = await to.get(name);
      if (!back || !sameBytes(back.bytes, file.bytes)) {
        throw new Error(`${name}: the copy in ${to.label} differs from the original.`);
      }
      outcome = "copied";
      report.copied += 1;
    }
    done.push(name);
    input.onFile?.(name, outcome);
  }
  if (input.deleteSource) {
    for (let start = 0; start < done.length; start += 500) {
      const batch = done.slice(start, start + 500);
      await from.delete(batch);
      report.deleted += batch.length;
    }
  }
  return report;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), b) === 0;
}
