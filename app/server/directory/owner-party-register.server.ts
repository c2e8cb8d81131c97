/**
 * Registering a LAN party (docs/spec/owner-portal.md §2 "/register-lan-party", §4 "LAN party
 * registration", §7 data calls; LAN party registration): the organiser's own community is found
 * by its name's key (case, spaces, accents, punctuation and lookalikes ignored) or created, and a
 * name that another organiser's community has is refused (ADR 049, ADR 070); the event starts
 * unverified; all in one transaction.
 */
import { and, asc, eq } from "drizzle-orm";
import type { LanPartyForm } from "~/lib/lan-party-form";
import type { Database } from "../db/client.server";
import { findOrCreateCommunity } from "./community-names.server";
import { events, locationContacts, locations } from "./schema";
import { ownerNameOf, partyRowOf } from "./rows.server";
import { partyTimesOf } from "./time-zone.server";
import { OwnerError, reasonOf } from "./owner-errors.server";
import { claimSubmission, fingerprintOf, recordSubmission } from "./submission-tokens.server";

/** Message when the chosen center is not a verified one. */
export const CENTER_NOT_AVAILABLE = "Please choose a LAN center from the list";

/**
 * Verified centers for the party form's optional center link, ordered by name (§7 "select
 * locations verified=true ordered by name").
 */
export async function listVerifiedCentersForParty(
  db: Database,
): Promise<{ id: string; organizationName: string; address: string }[]> {
  return db
    .select({
      id: locations.id,
      organizationName: locations.organizationName,
      address: locations.address,
    })
    .from(locations)
    .where(eq(locations.verified, true))
    .orderBy(asc(locations.organizationName), asc(locations.id));
}

/**
 * Creates the party (`verified = false`, `created_by = userId`) with its community and, when
 * organizer details are given, a lan_party contact. A party at another owner's center waits for
 * that owner's consent (`venue_consent = 'pending'`, ADR 052).
 * @returns the new event's id
 * @throws OwnerError `not_found` (CENTER_NOT_AVAILABLE) when `locationId` is not a verified
 *   center; `community_taken` when the community name (or a lookalike) is another organiser's
 *   (ADR 049, ADR 070); `invalid` (422) when the times fail in the party's zone
 *   (`partyTimesOf`: 'The party must end in the future.');
 *   `create_failed` ('Failed to create LAN party. Please try again.') on a database
 *   error; `conflict` (409) for a token used with another name or start. Nothing is written in
 *   any of these cases.
 * @param input.submissionToken the form's idempotency token (ADR 052), or null: a second submit
 *   with the same token creates nothing and answers the first one's party (`replayed`)
 */
export async function registerLanParty(input: {
  db: Database;
  userId: string;
  form: LanPartyForm;
  submissionToken?: string | null;
}): Promise<{ eventId: string; replayed?: boolean }> {
  const { db, userId, form } = input;
  const token = input.submissionToken ?? null;
  try {
    return await db.transaction(async (tx) => {
      const claim = token && {
        userId,
        token,
        form: "lan_party" as const,
        fingerprint: fingerprintOf(form.organizationName, form.startDate.toISOString()),
      };
      if (claim) {
        const prior = await claimSubmission(tx, claim);
        if (prior) return { eventId: prior, replayed: true };
      }
      let venueConsent: "pending" | null = null;
      let venue: { lat: number | null; lng: number | null } | null = null;
      if (form.locationId) {
        const [center] = await tx
          .select({
            id: locations.id,
            createdBy: locations.createdBy,
            lat: locations.lat,
            lng: locations.lng,
          })
          .from(locations)
          .where(and(eq(locations.id, form.locationId), eq(locations.verified, true)));
        if (!center) throw new OwnerError("not_found", CENTER_NOT_AVAILABLE);
        venue = center;
        // Another owner's center lists the party only after that owner accepts (ADR 052).
        if (center.createdBy !== userId) venueConsent = "pending";
      }
      const { id: communityId } = await findOrCreateCommunity(tx, userId, form.communityName);
      const [event] = await tx
        .insert(events)
        .values({
          ...partyRowOf(form),
          // Typed on the party's own wall clock (issue 24 item 3, ADR 073).
          ...partyTimesOf(form, venue),
          locationId: form.locationId,
          capacity: form.capacity,
          venueConsent,
          communityId,
          eventType: "lan_party",
          verified: false,
          createdBy: userId,
        })
        .returning({ id: events.id });
      if (claim) await recordSubmission(tx, claim, { eventId: event!.id });
      if (form.contactFirstName || form.contactLastName || form.contactEmail) {
        await tx.insert(locationContacts).values({
          type: "lan_party",
          locationId: form.locationId,
          firstName: form.contactFirstName,
          lastName: form.contactLastName,
          ownerName: ownerNameOf(form.contactFirstName, form.contactLastName),
          email: form.contactEmail,
          address: form.customLocation,
          organizationName: form.organizationName,
          website: form.website,
        });
      }
      return { eventId: event!.id };
    });
  } catch (error) {
    if (error instanceof OwnerError) throw error;
    console.error(`owner: registering a LAN party for ${userId} failed: ${reasonOf(error)}`);
    throw new OwnerError("create_failed", "Failed to create LAN party. Please try again.", error);
  }
}
