/**
 * Loading and editing the acting user's own LAN center (docs/spec/owner-portal.md §2 "Edit LAN
 * Center", §5 "Edit center", "Edit mode only permits locations created by the current user",
 * §7 update calls; LAN center registration; editing centers and parties). Someone else's center
 * behaves as not found.
 */
import { and, eq } from "drizzle-orm";
import type { CenterProfile, LanCenterEditForm } from "~/lib/lan-center-form";
import type { Database } from "../db/client.server";
import { communities, locationContacts, locations } from "./schema";
import { OWNER_MESSAGES, OwnerError, reasonOf } from "./owner-errors.server";
import { centerContactOf, centerRowOf } from "./rows.server";

/** A center as loaded into the edit form. */
export interface OwnCenter extends CenterProfile {
  imageUrl: string | null;
  community: {
    id: string;
    name: string;
    description: string | null;
    imageUrl: string | null;
  } | null;
  contact: { firstName: string | null; lastName: string | null; email: string | null } | null;
}

/**
 * The user's own center with its community and lan_center contact, for the edit form.
 * @returns the center, or undefined when it does not exist or was created by someone else
 */
export async function getOwnCenter(input: {
  db: Database;
  userId: string;
  locationId: string;
}): Promise<OwnCenter | undefined> {
  const { db, userId, locationId } = input;
  const [row] = await db
    .select({
      location: locations,
      communityId: communities.id,
      communityName: communities.name,
      communityDescription: communities.description,
      communityImageUrl: communities.imageUrl,
    })
    .from(locations)
    .leftJoin(communities, eq(communities.id, locations.communityId))
    .where(and(eq(locations.id, locationId), eq(locations.createdBy, userId)));
  if (!row) return undefined;
  const [contact] = await db
    .select({
      firstName: locationContacts.firstName,
      lastName: locationContacts.lastName,
      email: locationContacts.email,
    })
    .from(locationContacts)
    .where(
      and(eq(locationContacts.locationId, locationId), eq(locationContacts.type, "lan_center")),
    )
    .limit(1);
  const l = row.location;
  return {
    id: l.id,
    organizationName: l.organizationName,
    address: l.address,
    description: l.description,
    website: l.website,
    lat: l.lat,
    lng: l.lng,
    imageUrl: l.imageUrl,
    community: row.communityId
      ? {
          id: row.communityId,
          name: row.communityName!,
          description: row.communityDescription,
          imageUrl: row.communityImageUrl,
        }
      : null,
    contact: contact ?? null,
  };
}

/**
 * Saves the edit form in one transaction: the location (blank coordinates, website and image
 * become null); the community only when its name is not blank (updated when the user created
 * it, created and linked when the center has none; a community created by someone else is left
 * as it is); the lan_center contact (blank fields become null; inserted when missing).
 * @throws OwnerError `not_found` ('Location not found or you do not have permission to edit
 *   it.') for a missing or foreign center; `update_failed` ('Failed to update LAN center') on a
 *   database error, with nothing written
 */
export async function updateLanCenter(input: {
  db: Database;
  userId: string;
  locationId: string;
  form: LanCenterEditForm;
}): Promise<void> {
  const { db, userId, locationId, form } = input;
  try {
    await db.transaction(async (tx) => {
      const [location] = await tx
        .update(locations)
        .set(centerRowOf(form))
        .where(and(eq(locations.id, locationId), eq(locations.createdBy, userId)))
        .returning({ communityId: locations.communityId });
      if (!location) throw new OwnerError("not_found", OWNER_MESSAGES.centerNotFound);

      if (form.communityName) {
        const community = {
          name: form.communityName,
          description: form.communityDescription,
          imageUrl: form.communityImageUrl,
          website: form.website,
        };
        if (location.communityId) {
          await tx
            .update(communities)
            .set(community)
            .where(
              and(eq(communities.id, location.communityId), eq(communities.createdBy, userId)),
            );
        } else {
          const [created] = await tx
            .insert(communities)
            .values({ ...community, isVerified: false, createdBy: userId })
            .returning({ id: communities.id });
          await tx
            .update(locations)
            .set({ communityId: created!.id })
            .where(eq(locations.id, locationId));
        }
      }

      const contact = centerContactOf(form);
      const updated = await tx
        .update(locationContacts)
        .set(contact)
        .where(
          and(eq(locationContacts.locationId, locationId), eq(locationContacts.type, "lan_center")),
        )
        .returning({ id: locationContacts.id });
      if (updated.length === 0) {
        await tx.insert(locationContacts).values({ ...contact, locationId, type: "lan_center" });
      }
    });
  } catch (error) {
    if (error instanceof OwnerError) throw error;
    console.error(`owner: updating LAN center ${locationId} failed: ${reasonOf(error)}`);
    throw new OwnerError("update_failed", OWNER_MESSAGES.updateCenterFailed, error);
  }
}
