/**
 * Loading and editing the acting user's own LAN party (docs/spec/owner-portal.md §2 "Edit LAN
 * Party", §5 "Edit party", §8 "Edit party"; editing centers and parties).
 */
import { and, eq } from "drizzle-orm";
import type { LanPartyEditForm } from "~/lib/lan-party-form";
import type { Database } from "../db/client.server";
import { events, locations } from "./schema";
import { OWNER_MESSAGES, OwnerError, reasonOf } from "./owner-errors.server";
import { closeOpenChange, openChangesOf, proposeChange } from "./review-changes.server";
import { partyRowOf } from "./rows.server";
import { partyTimesOf, partyZoneOf } from "./time-zone.server";
import { bumpSequence, movesParty } from "./party-sequence.server";

/**
 * A party as loaded into the edit form (all columns, docs/spec/owner-portal.md §3), with the
 * values of its pending change when one waits for review (ADR 053).
 */
export type OwnParty = typeof events.$inferSelect & {
  pendingReview: boolean;
  /** The zone its times are typed and shown in (`partyZoneOf`, issue 24 item 3, ADR 073). */
  zone: string;
};

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
  const change = (await openChangesOf(db, "party", [eventId])).get(eventId);
  const shown = { ...row, ...change };
  const [venue] = shown.locationId
    ? await db
        .select({ lat: locations.lat, lng: locations.lng })
        .from(locations)
        .where(eq(locations.id, shown.locationId))
    : [];
  const zone = partyZoneOf({
    timeZone: shown.timeZone,
    lat: shown.lat,
    lng: shown.lng,
    venueLat: venue?.lat ?? null,
    venueLng: venue?.lng ?? null,
  });
  return { ...shown, zone, pendingReview: Boolean(change) };
}

/** What an owner's party edit did, for the page's message. */
export interface PartyEditResult {
  /** The public fields of a verified party now wait for review (ADR 053). */
  pendingReview: boolean;
  /** A rejected party went back into the review queue. */
  resubmitted: boolean;
  /** Present when the capacity changed (applied at once, not reviewed; issue 25 item 3). */
  capacityChanged?: boolean;
}

/**
 * Saves the editable fields (name, description, dates, location text, coordinates with 0 stored
 * as null, website, image) by id and created_by, in one transaction. The capacity (issue 25
 * item 3) applies at once in the same transaction, also on a verified party. They are all public: on a
 * verified party they become its pending change (the public row keeps the last approved
 * version); otherwise they apply, and a rejected party goes back to the queue as 'Resubmitted'.
 * @returns whether a change waits for review and whether the party was resubmitted
 * @throws OwnerError `not_found` / `forbidden` as `getOwnParty`; `invalid` (422) when the times
 *   fail in the party's zone (`partyTimesOf`); `update_failed` ('Failed to update event') on a
 *   database error
 */
export async function updateLanParty(input: {
  db: Database;
  userId: string;
  eventId: string;
  form: LanPartyEditForm;
}): Promise<PartyEditResult> {
  const { db, userId, eventId, form } = input;
  let result: PartyEditResult | null;
  try {
    result = await db.transaction(async (tx) => {
      const [party] = await tx
        .select()
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.createdBy, userId)))
        .for("update");
      if (!party) return null;
      const [venue] = party.locationId
        ? await tx
            .select({ lat: locations.lat, lng: locations.lng })
            .from(locations)
            .where(eq(locations.id, party.locationId))
        : [];
      // Typed on the party's own wall clock (issue 24 item 3, ADR 073).
      const proposed = { ...partyRowOf(form), ...partyTimesOf(form, venue ?? null) };
      // The capacity is the organiser's to set, not a reviewed public field (issue 25 item 3).
      const capacityChanged = form.capacity !== party.capacity;
      if (capacityChanged) {
        await tx.update(events).set({ capacity: form.capacity }).where(eq(events.id, eventId));
      }
      if (party.verified) {
        // The cover is set by its own upload (ADR 056): keep its pending version.
        const open = (await openChangesOf(tx, "party", [eventId])).get(eventId);
        const imageUrl = open && "imageUrl" in open ? open.imageUrl : party.imageUrl;
        const pendingReview = await proposeChange(tx, {
          kind: "party",
          itemId: eventId,
          userId,
          current: party,
          proposed: { ...proposed, imageUrl },
        });
        return { pendingReview, resubmitted: false, ...(capacityChanged && { capacityChanged }) };
      }
      await closeOpenChange(tx, { kind: "party", itemId: eventId, userId, as: "withdrawn" });
      await tx
        .update(events)
        .set({ ...proposed, rejectedAt: null })
        .where(eq(events.id, eventId));
      if (movesParty(party, proposed)) await bumpSequence(tx, eventId);
      return {
        pendingReview: false,
        resubmitted: party.rejectedAt !== null,
        ...(capacityChanged && { capacityChanged }),
      };
    });
  } catch (error) {
    if (error instanceof OwnerError) throw error;
    console.error(`owner: updating LAN party ${eventId} failed: ${reasonOf(error)}`);
    throw new OwnerError("update_failed", OWNER_MESSAGES.updateEventFailed, error);
  }
  if (!result) throw await refusal(db, eventId);
  return result;
}
