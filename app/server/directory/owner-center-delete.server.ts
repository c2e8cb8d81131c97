/**
 * Deleting the acting user's LAN center (docs/spec/owner-portal.md §2 "/dashboard" delete button,
 * §8 'Failed to delete LAN center'; the dashboard): the location and its contacts in one
 * transaction, refused while the center has a live subscription. Its pending change (ADR 053)
 * is withdrawn.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { findOccupyingSubscription } from "../billing/index.server";
import { locationContacts, locations } from "./schema";
import { OWNER_MESSAGES, OwnerError, reasonOf } from "./owner-errors.server";
import { closeOpenChange } from "./review-changes.server";
import { prunePhotos } from "../photos/index.server";

/**
 * Deletes the center and its contacts. The location row is locked first (`for update`), so a
 * subscription being written at the same moment either is seen here or fails its foreign key.
 * An active, trialing or past_due subscription (Stripe still bills it) blocks the deletion.
 * @throws OwnerError `not_found` for a missing or foreign center; `subscription_active` (the
 *   dialog's text) while a subscription is live; `delete_failed` ('Failed to delete LAN
 *   center') on a database error. Nothing is deleted in any of these cases.
 */
export async function deleteLanCenter(input: {
  db: Database;
  userId: string;
  locationId: string;
}): Promise<void> {
  const { db, userId, locationId } = input;
  try {
    await db.transaction(async (tx) => {
      const [location] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, locationId), eq(locations.createdBy, userId)))
        .for("update");
      if (!location) throw new OwnerError("not_found", OWNER_MESSAGES.centerNotFound);
      const subscription = await findOccupyingSubscription({ db: tx, plans: [], locationId });
      if (subscription) {
        throw new OwnerError("subscription_active", OWNER_MESSAGES.deleteBlocked);
      }
      await closeOpenChange(tx, { kind: "center", itemId: locationId, userId, as: "withdrawn" });
      await tx.delete(locationContacts).where(eq(locationContacts.locationId, locationId));
      await tx
        .delete(locations)
        .where(and(eq(locations.id, locationId), eq(locations.createdBy, userId)));
      // Its photos and their files go with it (ADR 056).
      await prunePhotos(tx, { kind: "center", subjectId: locationId, keep: [] });
    });
  } catch (error) {
    if (error instanceof OwnerError) throw error;
    console.error(`owner: deleting LAN center ${locationId} failed: ${reasonOf(error)}`);
    throw new OwnerError("delete_failed", OWNER_MESSAGES.deleteFailed, error);
  }
}
