/**
 * Deleting the acting user's LAN party (issue 24 item 3, ADR 073): only its organiser
 * (`created_by`), in one transaction, with its pending change withdrawn and its cover pruned as a
 * center's photos are.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { prunePhotos } from "../photos/index.server";
import { events } from "./schema";
import { OWNER_MESSAGES, OwnerError, reasonOf } from "./owner-errors.server";
import { closeOpenChange } from "./review-changes.server";

/**
 * Deletes the party (its submission tokens go by the foreign key's cascade) and its cover photo.
 * The row is locked first (`for update`), so an edit or review decision at the same moment waits.
 * @throws OwnerError `not_found` ('Event not found') for a missing party or someone else's;
 *   `delete_failed` ('Failed to delete LAN party') on a database error. Nothing is deleted in
 *   either case.
 */
export async function deleteLanParty(input: {
  db: Database;
  userId: string;
  eventId: string;
}): Promise<void> {
  const { db, userId, eventId } = input;
  try {
    await db.transaction(async (tx) => {
      const [party] = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.createdBy, userId)))
        .for("update");
      if (!party) throw new OwnerError("not_found", OWNER_MESSAGES.eventNotFound);
      // TODO(gamer platform, RSVPs): once gamers can say they are going or waiting, cancel the
      // party instead of (or before) deleting it, and mail everyone going or waiting, in this
      // transaction's outbox. Until then nobody else holds a reference to a party.
      await closeOpenChange(tx, { kind: "party", itemId: eventId, userId, as: "withdrawn" });
      await tx.delete(events).where(and(eq(events.id, eventId), eq(events.createdBy, userId)));
      // Its cover and the cover's files go with it (ADR 056).
      await prunePhotos(tx, { kind: "party", subjectId: eventId, keep: [] });
    });
  } catch (error) {
    if (error instanceof OwnerError) throw error;
    console.error(`owner: deleting LAN party ${eventId} failed: ${reasonOf(error)}`);
    throw new OwnerError("delete_failed", OWNER_MESSAGES.deletePartyFailed, error);
  }
}
