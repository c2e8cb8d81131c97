/**
 * Loading and editing the acting user's own LAN center (docs/spec/owner-portal.md §2 "Edit LAN
 * Center", §5 "Edit center", "Edit mode only permits locations created by the current user",
 * §7 update calls; LAN center registration; editing centers and parties). Someone else's center
 * behaves as not found.
 */
import { and, eq } from "drizzle-orm";
import type { CenterProfile, LanCenterEditForm } from "~/lib/lan-center-form";
import type { Facilities, OpeningHours } from "~/lib/opening-hours";
import type { Database } from "../db/client.server";
import { communities, locationContacts, locations } from "./schema";
import {
  claimCommunityRename,
  findOrCreateCommunity,
  storeCommunityNameKey,
} from "./community-names.server";
import { OWNER_MESSAGES, OwnerError, reasonOf } from "./owner-errors.server";
import { closeOpenChange, openChangesOf, proposeChange } from "./review-changes.server";
import { centerContactOf, centerRowOf } from "./rows.server";
import { lockOwnCenter } from "./owned-centers.server";

/** A center as loaded into the edit form. */
export interface OwnCenter extends CenterProfile, Facilities {
  imageUrl: string | null;
  /** Opening hours (issue 14 item 4); null when not given. */
  openingHours: OpeningHours | null;
  community: {
    id: string;
    name: string;
    description: string | null;
    imageUrl: string | null;
  } | null;
  contact: { firstName: string | null; lastName: string | null; email: string | null } | null;
  /** True when an edit of the center or its community waits for review (ADR 053). */
  pendingReview: boolean;
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
  // The owner keeps editing their pending values, not the public ones (ADR 053).
  const [centerChanges, communityChanges] = await Promise.all([
    openChangesOf(db, "center", [locationId]),
    openChangesOf(db, "community", row.communityId ? [row.communityId] : []),
  ]);
  const centerChange = centerChanges.get(locationId);
  const communityChange = row.communityId ? communityChanges.get(row.communityId) : undefined;
  const l = { ...row.location, ...centerChange } as typeof row.location;
  const c = {
    name: row.communityName,
    description: row.communityDescription,
    imageUrl: row.communityImageUrl,
    ...communityChange,
  } as { name: string | null; description: string | null; imageUrl: string | null };
  return {
    id: l.id,
    organizationName: l.organizationName,
    address: l.address,
    description: l.description,
    website: l.website,
    lat: l.lat,
    lng: l.lng,
    imageUrl: l.imageUrl,
    openingHours: l.openingHours ?? null,
    stations: l.stations,
    platforms: l.platforms as Facilities["platforms"],
    priceFromCents: l.priceFromCents,
    priceCurrency: l.priceCurrency,
    phone: l.phone,
    amenities: l.amenities as Facilities["amenities"],
    community: row.communityId
      ? {
          id: row.communityId,
          name: c.name!,
          description: c.description,
          imageUrl: c.imageUrl,
        }
      : null,
    contact: contact ?? null,
    pendingReview: Boolean(centerChange ?? communityChange),
  };
}

/** What an owner's edit did, for the page's message. */
export interface CenterEditResult {
  /** Public fields of a verified center or community now wait for review (ADR 053). */
  pendingReview: boolean;
  /** A rejected center or community went back into the review queue. */
  resubmitted: boolean;
}

/**
 * Saves the edit form in one transaction (issue 13 item 4, ADR 053):
 * - the center's public fields (name, address, coordinates, website, description, image):
 *   applied when the center is not verified, and a rejected center goes back to the queue as
 *   'Resubmitted' (its previous reason kept); for a verified center they become its pending
 *   change instead and the public row keeps the last approved version;
 * - the community, only when its name is not blank: its public fields (name, description,
 *   image, website) the same way when the user created it; when the center has none, the user's
 *   own community of that name is linked, or a new one created and linked; a community created
 *   by someone else is left as it is. A name another organiser's community holds (lookalikes
 *   included) is refused (ADR 049, ADR 070);
 * - the lan_center contact (private: applied at once; blank fields become null; inserted when
 *   missing).
 * @returns whether a change waits for review and whether something was resubmitted
 * @throws OwnerError `not_found` ('Location not found or you do not have permission to edit
 *   it.') for a missing or foreign center; `community_taken` (409, on `communityName`) for
 *   another organiser's community name; `update_failed` ('Failed to update LAN center') on a
 *   database error; nothing is written in any of these cases
 */
export async function updateLanCenter(input: {
  db: Database;
  userId: string;
  locationId: string;
  form: LanCenterEditForm;
}): Promise<CenterEditResult> {
  const { db, userId, locationId, form } = input;
  try {
    return await db.transaction(async (tx) => {
      const result: CenterEditResult = { pendingReview: false, resubmitted: false };
      const { location, change: open } = await lockOwnCenter(tx, userId, locationId);

      const proposed = centerRowOf(form);
      if (location.verified) {
        // The gallery and its cover are edited on the photos page; keep their pending version.
        const gallery = { photos: location.photos, imageUrl: location.imageUrl, ...open };
        result.pendingReview = await proposeChange(tx, {
          kind: "center",
          itemId: locationId,
          userId,
          current: location,
          proposed: { ...proposed, photos: gallery.photos, imageUrl: gallery.imageUrl },
        });
      } else {
        await closeOpenChange(tx, { kind: "center", itemId: locationId, userId, as: "withdrawn" });
        await tx
          .update(locations)
          .set({ ...proposed, rejectedAt: null })
          .where(eq(locations.id, locationId));
        result.resubmitted = location.rejectedAt !== null;
      }

      if (form.communityName) {
        // The community's cover is set by its own upload (ADR 056), not by this form.
        const community = {
          name: form.communityName,
          description: form.communityDescription,
          website: form.website,
        };
        if (location.communityId) {
          const [own] = await tx
            .select()
            .from(communities)
            .where(and(eq(communities.id, location.communityId), eq(communities.createdBy, userId)))
            .for("update");
          // A rename obeys ADR 070 (one owner per name); a rename waiting for review is checked
          // again when an admin approves it.
          const nameKey =
            own &&
            (await claimCommunityRename(tx, {
              communityId: own.id,
              ownerId: userId,
              name: form.communityName,
            }));
          if (own?.isVerified) {
            const open = (await openChangesOf(tx, "community", [own.id])).get(own.id);
            const imageUrl = open && "imageUrl" in open ? open.imageUrl : own.imageUrl;
            const waits = await proposeChange(tx, {
              kind: "community",
              itemId: own.id,
              userId,
              current: own,
              proposed: { ...community, imageUrl },
            });
            result.pendingReview ||= waits;
          } else if (own && nameKey) {
            await closeOpenChange(tx, {
              kind: "community",
              itemId: own.id,
              userId,
              as: "withdrawn",
            });
            await tx
              .update(communities)
              .set({ ...community, rejectedAt: null })
              .where(eq(communities.id, own.id));
            await storeCommunityNameKey(tx, own.id, nameKey);
            result.resubmitted ||= own.rejectedAt !== null;
          }
        } else {
          // As at registration: the user's own community of that name is joined as it is.
          const joined = await findOrCreateCommunity(tx, userId, form.communityName, {
            description: form.communityDescription,
            website: form.website,
          });
          await tx
            .update(locations)
            .set({ communityId: joined.id })
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
      return result;
    });
  } catch (error) {
    if (error instanceof OwnerError) throw error;
    console.error(`owner: updating LAN center ${locationId} failed: ${reasonOf(error)}`);
    throw new OwnerError("update_failed", OWNER_MESSAGES.updateCenterFailed, error);
  }
}
