/**
 * Parties at someone else's center (issue 18 item 7, ADR 052): a LAN party may name another
 * owner's verified center as its venue, but that center's public page lists it only after the
 * center's owner accepts it. The owner answers on the dashboard ('Parties at your centers');
 * every query here filters by the acting user's own centers in the same statement (ADR 040).
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import type { PartyPublishedHook } from "./followables.server";
import { OWNER_MESSAGES, OwnerError } from "./owner-errors.server";
import { events, locations } from "./schema";

/** The venue owner's answer; `pending` until they accept or decline. */
export type VenueConsent = "pending" | "accepted" | "declined";

/** A party by another organiser that names one of the user's centers. */
export interface VenueRequest {
  eventId: string;
  partyName: string;
  startDate: Date;
  endDate: Date;
  centerId: string;
  centerName: string;
  consent: VenueConsent;
}

/**
 * Parties by other organisers that name one of `userId`'s centers and have not ended, waiting
 * ones first, then by start.
 * @param input.now parties that ended before it are left out (default: now)
 */
export async function listVenueRequests(input: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<VenueRequest[]> {
  const { db, userId, now = new Date() } = input;
  const rows = await db
    .select({
      eventId: events.id,
      partyName: events.organizationName,
      startDate: events.startDate,
      endDate: events.endDate,
      centerId: locations.id,
      centerName: locations.organizationName,
      consent: events.venueConsent,
    })
    .from(events)
    .innerJoin(locations, eq(locations.id, events.locationId))
    .where(
      and(
        eq(locations.createdBy, userId),
        ne(events.createdBy, userId),
        isNotNull(events.venueConsent),
        gt(events.endDate, now),
      ),
    )
    .orderBy(desc(sql`${events.venueConsent} = 'pending'`), asc(events.startDate), asc(events.id))
    .limit(100);
  return rows.map((row) => ({ ...row, consent: row.consent ?? "pending" }));
}

/**
 * Records the center owner's answer for a party that names one of their centers. Accepting
 * lists it on the center's public page (once the party is verified); declining takes it off.
 * The owner may change the answer later. Accepting a verified party hands it to `onPublished`
 * in the same transaction, for the center's followers (the follow digest, ADR 083).
 * @param input.userId the acting user; must own the center the party names
 * @param input.decision `accept` or `decline`
 * @returns the answer stored
 * @throws OwnerError `not_found` (404) when the party does not exist, names no center of
 *   `userId`, or is the user's own party (own-center parties need no consent)
 */
export async function answerVenueRequest(input: {
  db: Database;
  userId: string;
  eventId: string;
  decision: "accept" | "decline";
  onPublished?: PartyPublishedHook;
}): Promise<VenueConsent> {
  const { db, userId, eventId, decision, onPublished } = input;
  const consent: VenueConsent = decision === "accept" ? "accepted" : "declined";
  const ownCenters = db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.createdBy, userId));
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(events)
      .set({ venueConsent: consent, venueConsentAt: new Date() })
      .where(
        and(
          eq(events.id, eventId),
          inArray(events.locationId, ownCenters),
          ne(events.createdBy, userId),
          isNotNull(events.venueConsent),
        ),
      )
      .returning({ id: events.id, verified: events.verified });
    const [row] = rows;
    if (row?.verified && consent === "accepted" && onPublished) {
      await onPublished(tx, { eventId: row.id, audiences: ["center"] });
    }
    return rows;
  });
  if (updated.length === 0) throw new OwnerError("not_found", OWNER_MESSAGES.eventNotFound);
  return consent;
}

/**
 * SQL condition: the event may be shown as held at center `centerId`, i.e. it names another
 * center, or needs no consent, or the center's owner accepted it.
 */
export function venueConsented(centerId: string) {
  return or(
    sql`${events.locationId} is distinct from ${centerId}`,
    sql`coalesce(${events.venueConsent}, 'accepted') = 'accepted'`,
  );
}
