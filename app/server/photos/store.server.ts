/**
 * Storing, listing, serving and deleting photos (issue 14 item 1, ADR 056): bytes in PostgreSQL
 * (`photo_files`), one `photos` row per uploaded photo of a subject.
 */
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { coverUrlOf, parsePhotoFileName } from "~/lib/photo-urls";
import type { Database } from "../db/client.server";
import type { ProcessedPhoto } from "./process.server";
import { photoFiles, photos } from "./schema";

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
 * Stores a processed photo of a subject (its files once per key).
 * @returns the stored photo
 * @throws the database error
 */
export async function storePhoto(
  db: Database,
  input: { photo: ProcessedPhoto; kind: PhotoSubjectKind; subjectId: string; userId: string },
): Promise<StoredPhoto> {
  const { photo } = input;
  await db
    .insert(photoFiles)
    .values(
      photo.renditions.map((r) => ({
        name: r.name,
        key: photo.key,
        contentType: r.contentType,
        bytes: r.bytes,
      })),
    )
    .onConflictDoNothing();
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
  const keys = [...new Set(deleted.map((row) => row.key))];
  if (keys.length > 0) {
    await db
      .delete(photoFiles)
      .where(
        and(
          inArray(photoFiles.key, keys),
          sql`not exists (select 1 from ${photos} where ${photos.key} = ${photoFiles.key})`,
        ),
      );
  }
  return deleted.length;
}

/**
 * One rendition's bytes by file name (`<key>-<width>.<format>`).
 * @returns the bytes and MIME type, or null for an unknown or malformed name
 */
export async function readPhotoFile(
  db: Database,
  name: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  if (!parsePhotoFileName(name)) return null;
  const [row] = await db
    .select({ bytes: photoFiles.bytes, contentType: photoFiles.contentType })
    .from(photoFiles)
    .where(eq(photoFiles.name, name));
  return row ?? null;
}
