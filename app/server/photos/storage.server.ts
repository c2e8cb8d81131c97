/**
 * Where photo files live (issue 29 item 3, ADR 096): one small interface, `PhotoStorage`, over the
 * embedded default (the database's `photo_files` table, ADR 056) and any S3-compatible bucket
 * (`s3-storage.server.ts`). Files are named `<key>-<width>.<format>`, `key` being a hash of the
 * bytes, so a name never changes meaning: a store only ever adds or removes whole files.
 *
 * The process uses one store, chosen by `STORAGE_URL` (config `storage`): `photoStorageFor(db)`
 * answers it. The database store works on the handle it is given (so a write inside a
 * transaction commits or rolls back with it); an external store is shared by the process.
 */
import { eq, inArray } from "drizzle-orm";
import { PHOTO_FORMATS, PHOTO_MIME, PHOTO_WIDTHS, parsePhotoFileName } from "~/lib/photo-urls";
import { getConfig } from "../config.server";
import type { Database } from "../db/client.server";
import { photoFiles } from "./schema";

/** One stored file's bytes and MIME type. */
export interface PhotoFile {
  bytes: Uint8Array;
  contentType: string;
}

/** A place photo files are kept (ADR 096). Names are `<key>-<width>.<format>`. */
export interface PhotoStorage {
  /** `db`, or the `s3://bucket/prefix` it writes to (for logs and the migration script). */
  readonly label: string;
  /**
   * True for the database store: its writes and deletions belong to the caller's transaction.
   * False: the store outlives transactions, so deletions wait until they committed
   * (`photo_deletions`, swept by `sweepPhotoDeletions`).
   */
  readonly transactional: boolean;
  /** Stores a file (idempotent: same name, same bytes). @throws the store's error */
  put(name: string, file: PhotoFile): Promise<void>;
  /** A file's bytes, or null when the store has none of that name. */
  get(name: string): Promise<PhotoFile | null>;
  /** Whether the store has a file of that name. */
  exists(name: string): Promise<boolean>;
  /** Removes files (missing ones are fine). */
  delete(names: readonly string[]): Promise<void>;
  /** Every stored photo file name (any order; other objects are skipped). */
  list(): AsyncIterable<string>;
  /** The public address browsers may fetch `name` from directly, or null: we serve it. */
  publicUrl(name: string): string | null;
}

/** The six file names of a photo key (every width × format). */
export function fileNamesOfKey(key: string): string[] {
  return PHOTO_WIDTHS.flatMap((width) =>
    PHOTO_FORMATS.map((format) => `${key}-${width}.${format}`),
  );
}

/** MIME type of a file name, from its format (null for a name that is not a photo file). */
export function contentTypeOfName(name: string): string | null {
  const parsed = parsePhotoFileName(name);
  return parsed ? PHOTO_MIME[parsed.format] : null;
}

/**
 * The embedded default (ADR 056): files as `bytea` rows of `photo_files` on `db` (a transaction
 * included), so the database backup holds them.
 */
export function databaseStorage(db: Database): PhotoStorage {
  return {
    label: "db",
    transactional: true,
    async put(name, file) {
      const parsed = parsePhotoFileName(name);
      if (!parsed) throw new Error(`Not a photo file name: ${name}`);
      await db
        .insert(photoFiles)
        .values({ name, key: parsed.key, contentType: file.contentType, bytes: file.bytes })
        .onConflictDoNothing();
    },
    async get(name) {
      const [row] = await db
        .select({ bytes: photoFiles.bytes, contentType: photoFiles.contentType })
        .from(photoFiles)
        .where(eq(photoFiles.name, name));
      return row ?? null;
    },
    async exists(name) {
      const [row] = await db
        .select({ name: photoFiles.name })
        .from(photoFiles)
        .where(eq(photoFiles.name, name));
      return row !== undefined;
    },
    async delete(names) {
      if (names.length === 0) return;
      await db.delete(photoFiles).where(inArray(photoFiles.name, [...names]));
    },
    async *list() {
      const rows = await db
        .select({ name: photoFiles.name })
        .from(photoFiles)
        .orderBy(photoFiles.name);
      for (const row of rows) yield row.name;
    },
    publicUrl: () => null,
  };
}

let chosen: PhotoStorage | null | undefined;

/**
 * Sets the process's external photo store: `null` for the database (the default), a store for an
 * S3-compatible bucket. Tests call it around their cases (`usePhotoStorage(undefined)` goes back
 * to the configuration).
 */
export function usePhotoStorage(storage: PhotoStorage | null | undefined): void {
  chosen = storage;
}

/**
 * Opens the store `STORAGE_URL` names (the runtime and scripts, once at start): the AWS SDK is
 * loaded only then, so the database default never loads it.
 * @returns the store's label (`db` or `s3://bucket/prefix`)
 */
export async function openConfiguredPhotoStorage(): Promise<string> {
  const { storage } = getConfig();
  if (storage === null) {
    chosen = null;
    return "db";
  }
  const { createS3Storage } = await import("./s3-storage.server");
  chosen = createS3Storage(storage);
  return chosen.label;
}

/**
 * The process's external store, or null when files live in the database.
 * @throws when `STORAGE_URL` is set but `openConfiguredPhotoStorage` was not called
 */
export function externalPhotoStorage(): PhotoStorage | null {
  if (chosen === undefined) {
    if (getConfig().storage === null) return null;
    throw new Error("STORAGE_URL is set: call openConfiguredPhotoStorage() at start.");
  }
  return chosen;
}

/** The store photo files of `db` go to: the external one, or the database itself. */
export function photoStorageFor(db: Database): PhotoStorage {
  return externalPhotoStorage() ?? databaseStorage(db);
}
