/**
 * The photos area's part of "Your data is yours" (issue 25 item 7, ADR 080): the photos an account
 * uploaded (their public addresses, not the bytes), and on Delete account the removal of any left
 * once the directory has pruned the account's centers, parties and communities. Reached through
 * `photos/index.server.ts` by the privacy registry only.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { photoFiles, photos } from "./schema";

/** The photos `userId` uploaded: subject, size and when. */
export function exportPhotoData(db: Database, userId: string) {
  return db
    .select({
      id: photos.id,
      key: photos.key,
      subjectKind: photos.subjectKind,
      subjectId: photos.subjectId,
      width: photos.width,
      height: photos.height,
      createdAt: photos.createdAt,
    })
    .from(photos)
    .where(eq(photos.createdBy, userId))
    .orderBy(photos.createdAt);
}

/**
 * Deletes every photo `userId` uploaded and the files no other photo shares, inside the caller's
 * transaction `tx`.
 */
export async function erasePhotoData(tx: Database, userId: string): Promise<void> {
  const deleted = await tx
    .delete(photos)
    .where(eq(photos.createdBy, userId))
    .returning({ key: photos.key });
  const keys = [...new Set(deleted.map((row) => row.key))];
  if (keys.length === 0) return;
  await tx
    .delete(photoFiles)
    .where(
      and(
        inArray(photoFiles.key, keys),
        sql`not exists (select 1 from ${photos} where ${photos.key} = ${photoFiles.key})`,
      ),
    );
}
