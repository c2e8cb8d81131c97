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
import { lockEventForAdmission, type EventFacts } from "./event-facts.server";

/**
 * Called inside a party's deletion, with the row locked (issue 25 item 3): the attendance area
 * reads who was going or waiting; what it returns runs after the deletion commits (their e-mails).
 */
export type PartyDeletingHook = (tx: Database, event: EventFacts) => Promise<() => Promise<void>>;

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
  /** Tells the attendance area (everyone going or waiting is mailed after commit). */
  onDeleting?: PartyDeletingHook;
}): Promise<void> {
  const { db, userId, eventId } = input;
  let afterCommit: (() => Promise<void>) | null = null;
  try {
    await db.transaction(async (tx) => {
      const [party] = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.createdBy, userId)))
        .for("update");
      if (!party) throw new OwnerError("not_found", OWNER_MESSAGES.eventNotFound);
      // Everyone going or waiting is mailed once the deletion has committed (issue 25 item 3);
      // their RSVPs go with the row (foreign key cascade).
      const facts = await lockEventForAdmission(tx, eventId);
      if (facts && input.onDeleting) afterCommit = await input.onDeleting(tx, facts);
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
  // A mail failure is logged by the sender and never undoes the deletion.
  if (afterCommit) await (afterCommit as () => Promise<void>)();
}
