/**
 * The photos area's part of "Your data is yours" (issue 25 item 7, ADR 080): the photos an account
 * uploaded (their public addresses, not the bytes), and on Delete account the removal of any left
 * once the directory has pruned the account's centers, parties and communities. Reached through
 * `photos/index.server.ts` by the privacy registry only.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { photos } from "./schema";
import { releasePhotoKeys } from "./store.server";

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
 * transaction `tx`. With an external store (ADR 096) the files are only marked for deletion here;
 * the privacy registry sweeps them out right after the commit (the photos service's
 * `sweepDeletions`), and the periodic sweep retries what that could not remove.
 */
export async function erasePhotoData(tx: Database, userId: string): Promise<void> {
  const deleted = await tx
    .delete(photos)
    .where(eq(photos.createdBy, userId))
    .returning({ key: photos.key });
  await releasePhotoKeys(tx, [...new Set(deleted.map((row) => row.key))]);
}
