/**
 * Storing, listing, serving and deleting photos (issue 14 item 1, ADR 056; issue 29 item 3,
 * ADR 096): one `photos` row per uploaded photo of a subject; the files in the process's photo
 * store (`storage.server.ts`: the database's `photo_files` by default, or an S3-compatible
 * bucket).
 */
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import { coverUrlOf, parsePhotoFileName } from "~/lib/photo-urls";
import type { Database } from "../db/client.server";
import type { ProcessedPhoto } from "./process.server";
import { photoDeletions, photos } from "./schema";
import {
  externalPhotoStorage,
  fileNamesOfKey,
  photoStorageFor,
  type PhotoFile,
  type PhotoStorage,
} from "./storage.server";

/** Who a photo belongs to. */
export type PhotoSubjectKind = "center" | "party" | "community";

/** A stored photo, as pages show it. */
export interface StoredPhoto {
  id: string;
  key: string;
  width: number;
  height: number;
  /** The address kept in `image_url` when this photo is the cover. */
  url: string;
}

/**
 * Stores a processed photo of a subject: its files into the process's store (once per key),
 * then its `photos` row on `db`.
 * @returns the stored photo
 * @throws the database's or the store's error (files written before it stay; same names, same
 *   bytes, so a retry is harmless)
 */
export async function storePhoto(
  db: Database,
  input: { photo: ProcessedPhoto; kind: PhotoSubjectKind; subjectId: string; userId: string },
): Promise<StoredPhoto> {
  const { photo } = input;
  const storage = photoStorageFor(db);
  if (!storage.transactional) {
    // First withdraw a pending deletion of this key (it waits for a running sweep of it), then
    // write the files: a sweep can no longer remove them (ADR 096).
    await db.delete(photoDeletions).where(eq(photoDeletions.key, photo.key));
  }
  const files = photo.renditions.map((r) => ({
    name: r.name,
    file: { bytes: r.bytes, contentType: r.contentType },
  }));
  if (storage.transactional) {
    // One transaction handle answers one query at a time.
    for (const { name, file } of files) await storage.put(name, file);
  } else {
    await Promise.all(files.map(({ name, file }) => storage.put(name, file)));
  }
  const [row] = await db
    .insert(photos)
    .values({
      key: photo.key,
      subjectKind: input.kind,
      subjectId: input.subjectId,
      createdBy: input.userId,
      width: photo.width,
      height: photo.height,
    })
    .returning();
  return viewOf(row!);
}

function viewOf(row: typeof photos.$inferSelect): StoredPhoto {
  return {
    id: row.id,
    key: row.key,
    width: row.width,
    height: row.height,
    url: coverUrlOf(row.key),
  };
}

/**
 * The photos of a subject with the given ids, in the order of `ids` (unknown ids left out).
 */
export async function listPhotos(
  db: Database,
  input: { kind: PhotoSubjectKind; subjectId: string; ids: readonly string[] },
): Promise<StoredPhoto[]> {
  if (input.ids.length === 0) return [];
  const rows = await db
    .select()
    .from(photos)
    .where(
      and(
        eq(photos.subjectKind, input.kind),
        eq(photos.subjectId, input.subjectId),
        inArray(photos.id, [...input.ids]),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, viewOf(row)]));
  return input.ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every photo of a subject (any order). */
export async function listSubjectPhotos(
  db: Database,
  input: { kind: PhotoSubjectKind; subjectId: string },
): Promise<StoredPhoto[]> {
  const rows = await db
    .select()
    .from(photos)
    .where(and(eq(photos.subjectKind, input.kind), eq(photos.subjectId, input.subjectId)));
  return rows.map(viewOf);
}

/**
 * Deletes a subject's photos except those in `keep`, and the files no photo uses any more.
 * @returns how many photos were deleted
 */
export async function prunePhotos(
  db: Database,
  input: { kind: PhotoSubjectKind; subjectId: string; keep: readonly string[] },
): Promise<number> {
  const deleted = await db
    .delete(photos)
    .where(
      and(
        eq(photos.subjectKind, input.kind),
        eq(photos.subjectId, input.subjectId),
        ...(input.keep.length > 0 ? [notInArray(photos.id, [...input.keep])] : []),
      ),
    )
    .returning({ key: photos.key });
  await releasePhotoKeys(db, [...new Set(deleted.map((row) => row.key))]);
  return deleted.length;
}

/**
 * Lets go of the files of photo keys that no `photos` row uses any more (after deleting rows, in
 * the same transaction `db`): the database store deletes them at once; an external store gets a
 * `photo_deletions` row each, removed by `sweepPhotoDeletions` once the transaction committed.
 */
export async function releasePhotoKeys(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const used = await db
    .selectDistinct({ key: photos.key })
    .from(photos)
    .where(inArray(photos.key, [...keys]));
  const usedKeys = new Set(used.map((row) => row.key));
  const unused = keys.filter((key) => !usedKeys.has(key));
  if (unused.length === 0) return;
  const storage = photoStorageFor(db);
  if (storage.transactional) {
    await storage.delete(unused.flatMap(fileNamesOfKey));
  } else {
    await db
      .insert(photoDeletions)
      .values(unused.map((key) => ({ key })))
      .onConflictDoNothing();
  }
}

/**
 * Removes the files of pending `photo_deletions` from an external store (ADR 096), one key per
 * transaction: the key's row is deleted (and locked) first, the files are deleted while the lock
 * is held, so an upload of the same bytes, which withdraws the row before writing files, waits.
 * Keys a photo uses again keep their files. A failing store rolls the key back for the next sweep.
 * @param storage the external store (nothing to do for the database store)
 * @param options.limit at most this many keys (default 500)
 * @returns how many keys' files were deleted
 * @throws the store's error (the keys done before it stay done)
 */
export async function sweepPhotoDeletions(
  db: Database,
  storage: PhotoStorage | null = externalPhotoStorage(),
  options: { limit?: number } = {},
): Promise<number> {
  if (!storage || storage.transactional) return 0;
  const pending = await db
    .select({ key: photoDeletions.key })
    .from(photoDeletions)
    .orderBy(asc(photoDeletions.requestedAt))
    .limit(options.limit ?? 500);
  let removed = 0;
  for (const { key } of pending) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .delete(photoDeletions)
        .where(eq(photoDeletions.key, key))
        .returning({ key: photoDeletions.key });
      if (!claimed) return false;
      const [inUse] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.key, key))
        .limit(1);
      if (inUse) return false;
      await storage.delete(fileNamesOfKey(key));
      return true;
    });
    if (done) removed += 1;
  }
  return removed;
}

/**
 * One rendition's bytes by file name (`<key>-<width>.<format>`), from the process's store.
 * @returns the bytes and MIME type, or null for an unknown or malformed name
 * @throws the store's error (unreachable bucket)
 */
export async function readPhotoFile(db: Database, name: string): Promise<PhotoFile | null> {
  if (!parsePhotoFileName(name)) return null;
  return photoStorageFor(db).get(name);
}

/**
 * Where browsers may fetch a rendition directly (the store's public address, `STORAGE_PUBLIC_URL`),
 * or null when we serve it ourselves (always for a malformed name).
 */
export function publicPhotoFileUrl(name: string): string | null {
  if (!parsePhotoFileName(name)) return null;
  return externalPhotoStorage()?.publicUrl(name) ?? null;
}
