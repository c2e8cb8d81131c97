/**
 * Registering a LAN center (docs/spec/owner-portal.md §2 "/register-lan-center", §4 "LAN center
 * registration", §7 data calls; LAN center registration): community, location and contact in ONE
 * transaction, so a failure at any step leaves no row behind. The community name follows ADR 049
 * and ADR 070 (one owner per name, lookalikes included).
 */
import { and, eq, isNull, or } from "drizzle-orm";
import type { LanCenterForm } from "~/lib/lan-center-form";
import type { Database } from "../db/client.server";
import { findOrCreateCommunity } from "./community-names.server";
import { locationContacts, locations } from "./schema";
import { OwnerError, reasonOf } from "./owner-errors.server";
import { centerContactOf, centerRowOf } from "./rows.server";
import { claimSubmission, fingerprintOf, recordSubmission } from "./submission-tokens.server";

/**
 * Creates the community (only when a name is given), the location (`verified = false`,
 * `created_by = userId`) and its lan_center contact. A community name whose key (ADR 070: case,
 * spaces, accents, punctuation, zero-width characters and lookalikes ignored) is the user's own
 * community's joins that community unchanged; one another organiser's community holds is
 * refused. A contact with the same organization name, e-mail and type lan_center that is not
 * attached to another user's center is reused by linking it to the new location instead of
 * inserting a second one.
 * @param input.userId the acting user
 * @param input.form a validated `lanCenterFormSchema` value (`communityName` may be null here)
 * @param input.submissionToken the form's idempotency token (ADR 052), or null: a second submit
 *   with the same token creates nothing and answers the first one's location (`replayed`)
 * @returns the new location's id and whether an existing contact was reused
 * @throws OwnerError `community_taken` (409, on `communityName`) when another organiser's
 *   community holds the name (issue 23 item 3); `create_failed` ('Failed to create LAN center.
 *   Please try again.'); `conflict` (409) for a token used with another name or address; nothing
 *   is written in any of these cases
 */
export async function registerLanCenter(input: {
  db: Database;
  userId: string;
  form: Omit<LanCenterForm, "communityName"> & { communityName: string | null };
  submissionToken?: string | null;
}): Promise<{ locationId: string; reusedContact: boolean; replayed?: boolean }> {
  const { db, userId, form } = input;
  const token = input.submissionToken ?? null;
  try {
    return await db.transaction(async (tx) => {
      const claim = token && {
        userId,
        token,
        form: "lan_center" as const,
        fingerprint: fingerprintOf(form.organizationName, form.address),
      };
      if (claim) {
        const prior = await claimSubmission(tx, claim);
        if (prior) return { locationId: prior, reusedContact: false, replayed: true };
      }
      // One owner per community name (ADR 070): the user's own community of that name is
      // joined as it is; another organiser's name (or a lookalike of it) is refused.
      const communityId = form.communityName
        ? (
            await findOrCreateCommunity(tx, userId, form.communityName, {
              description: form.communityDescription,
              website: form.website,
            })
          ).id
        : null;
      const [location] = await tx
        .insert(locations)
        .values({
          ...centerRowOf(form),
          communityId,
          verified: false,
          createdBy: userId,
        })
        .returning({ id: locations.id });
      const locationId = location!.id;
      if (claim) await recordSubmission(tx, claim, { locationId });
      const contact = centerContactOf(form);
      const reusable = form.contactEmail
        ? await tx
            .select({ id: locationContacts.id })
            .from(locationContacts)
            .leftJoin(locations, eq(locations.id, locationContacts.locationId))
            .where(
              and(
                eq(locationContacts.type, "lan_center"),
                eq(locationContacts.organizationName, form.organizationName),
                eq(locationContacts.email, form.contactEmail),
                or(isNull(locationContacts.locationId), eq(locations.createdBy, userId)),
              ),
            )
            .limit(1)
        : [];
      if (reusable[0]) {
        await tx
          .update(locationContacts)
          .set({ ...contact, locationId })
          .where(eq(locationContacts.id, reusable[0].id));
        return { locationId, reusedContact: true };
      }
      await tx.insert(locationContacts).values({ ...contact, locationId, type: "lan_center" });
      return { locationId, reusedContact: false };
    });
  } catch (error) {
    if (error instanceof OwnerError) throw error;
    console.error(`owner: registering a LAN center for ${userId} failed: ${reasonOf(error)}`);
    throw new OwnerError("create_failed", "Failed to create LAN center. Please try again.", error);
  }
}
