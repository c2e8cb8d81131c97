/**
 * Loading and editing the acting user's own LAN party (docs/spec/owner-portal.md §2 "Edit LAN
 * Party", §5 "Edit party", §8 "Edit party"; editing centers and parties).
 */
import { and, eq } from "drizzle-orm";
import type { LanPartyEditForm } from "~/lib/lan-party-form";
import type { Database } from "../db/client.server";
import { events } from "./schema";
import { OWNER_MESSAGES, OwnerError, reasonOf } from "./owner-errors.server";
import { partyRowOf } from "./rows.server";

/** A party as loaded into the edit form (all columns, docs/spec/owner-portal.md §3). */
export type OwnParty = typeof events.$inferSelect;

async function refusal(db: Database, eventId: string): Promise<OwnerError> {
  const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return exists
    ? new OwnerError("forbidden", OWNER_MESSAGES.eventForbidden)
    : new OwnerError("not_found", OWNER_MESSAGES.eventNotFound);
}

/**
 * The user's own party for the edit form.
 * @throws OwnerError `not_found` ('Event not found') or `forbidden` ('You do not have permission
 *   to edit this event', someone else's party); routes answer 404 for both
 */
export async function getOwnParty(input: {
  db: Database;
  userId: string;
  eventId: string;
}): Promise<OwnParty> {
  const { db, userId, eventId } = input;
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.createdBy, userId)));
  if (!row) throw await refusal(db, eventId);
  return row;
}

/**
 * Saves the editable fields (name, description, dates, location text, coordinates with 0 stored
 * as null, website, image) by id and created_by.
 * @throws OwnerError `not_found` / `forbidden` as `getOwnParty`; `update_failed` ('Failed to
 *   update event') on a database error
 */
export async function updateLanParty(input: {
  db: Database;
  userId: string;
  eventId: string;
  form: LanPartyEditForm;
}): Promise<void> {
  const { db, userId, eventId, form } = input;
  let updated: { id: string }[];
  try {
    updated = await db
      .update(events)
      .set(partyRowOf(form))
      .where(and(eq(events.id, eventId), eq(events.createdBy, userId)))
      .returning({ id: events.id });
  } catch (error) {
    console.error(`owner: updating LAN party ${eventId} failed: ${reasonOf(error)}`);
    throw new OwnerError("update_failed", OWNER_MESSAGES.updateEventFailed, error);
  }
  if (updated.length === 0) throw await refusal(db, eventId);
}
