/**
 * The dashboard's lists (docs/spec/owner-portal.md §2 "/dashboard" Overview, §7 "select events by
 * created_by with community id and name"; the dashboard): the acting user's centers with
 * community, onboarding state, subscription and photo count, their parties, and the
 * active-subscription count.
 */
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { OwnerCenterBase, OwnerPartyCard } from "~/lib/owner-cards";
import type { Database } from "../db/client.server";
import type { BillingPlan } from "../billing/index.server";
import { listSubscriptionsForUser, type SubscriptionDetails } from "../billing/index.server";
import { ownerPhotoIds } from "./center-photos.server";
import { openChangesOf } from "./review-changes.server";
import { partyColumns } from "./rows.server";
import { partyZoneOf } from "./time-zone.server";
import { communities, events, locations, pendingChanges, publicLocations } from "./schema";

/** One card of My LAN Centers. */
export interface OwnerCenterCard extends OwnerCenterBase {
  /** The center's live subscription, else its most recent one, else null. */
  subscription: SubscriptionDetails | null;
}

/** What the Overview tab shows. */
export interface OwnerOverview {
  centers: OwnerCenterCard[];
  parties: OwnerPartyCard[];
  /** Subscriptions with status active or trialing (welcome banner). */
  activeSubscriptionCount: number;
}

const LIVE = new Set(["active", "trialing", "past_due"]);

/**
 * A card's review state (ADR 053): `rejectionReason` only while the item is rejected;
 * `resubmitted` when the owner edited it since and it waits in the queue again.
 */
function reviewStateOf<
  T extends { verified: boolean; rejectedAt: Date | null; rejectionReason: string | null },
>(row: T): Omit<T, "rejectedAt"> & { resubmitted: boolean } {
  const { rejectedAt, ...rest } = row;
  const rejected = !row.verified && rejectedAt !== null;
  return {
    ...rest,
    rejectionReason: rejected ? row.rejectionReason : null,
    resubmitted: !row.verified && rejectedAt === null && row.rejectionReason !== null,
  };
}

/** `kind:id` of the items among `items` that have an open pending change. */
async function openChangeKeys(
  db: Database,
  items: { kind: "center" | "community" | "party"; id: string }[],
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const kinds = ["center", "community", "party"] as const;
  const rows = await db
    .select({ kind: pendingChanges.kind, itemId: pendingChanges.itemId })
    .from(pendingChanges)
    .where(
      and(
        isNull(pendingChanges.decidedAt),
        or(
          ...kinds.flatMap((kind) => {
            const ids = items.filter((i) => i.kind === kind).map((i) => i.id);
            return ids.length
              ? [and(eq(pendingChanges.kind, kind), inArray(pendingChanges.itemId, ids))]
              : [];
          }),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.kind}:${row.itemId}`));
}

/**
 * The user's centers (newest first) and parties (newest first) with their subscriptions.
 * @throws the database error (the route shows the database-issue notice);
 *   BillingError `fetch_failed` when subscriptions cannot be read
 */
export async function getOwnerOverview(input: {
  db: Database;
  plans: readonly BillingPlan[];
  userId: string;
}): Promise<OwnerOverview> {
  const { db, userId } = input;
  const [centerRows, partyRows, subscriptions] = await Promise.all([
    db
      .select({
        id: locations.id,
        organizationName: locations.organizationName,
        address: locations.address,
        website: locations.website,
        verified: locations.verified,
        rejectedAt: locations.rejectedAt,
        rejectionReason: locations.rejectionReason,
        communityId: locations.communityId,
        communityName: communities.name,
        communityVerified: sql<boolean>`coalesce(${communities.isVerified}, false)`,
        hasLocation: sql<boolean>`(${locations.lat} is not null and ${locations.lng} is not null)`,
        live: sql<boolean>`(${publicLocations.id} is not null)`,
        onboardingEmailSent: locations.onboardingEmailSent,
        onboardingEmailSentAt: locations.onboardingEmailSentAt,
        photos: locations.photos,
        createdAt: locations.createdAt,
      })
      .from(locations)
      .leftJoin(communities, eq(communities.id, locations.communityId))
      .leftJoin(publicLocations, eq(publicLocations.id, locations.id))
      .where(eq(locations.createdBy, userId))
      .orderBy(desc(locations.createdAt), desc(locations.id)),
    db
      .select({
        ...partyColumns,
        verified: events.verified,
        rejectedAt: events.rejectedAt,
        rejectionReason: events.rejectionReason,
        communityId: communities.id,
        communityName: communities.name,
        venueName: locations.organizationName,
        venueConsent: events.venueConsent,
        createdAt: events.createdAt,
        storedZone: events.timeZone,
        lat: events.lat,
        lng: events.lng,
        venueLat: locations.lat,
        venueLng: locations.lng,
      })
      .from(events)
      .leftJoin(communities, eq(communities.id, events.communityId))
      .leftJoin(locations, eq(locations.id, events.locationId))
      .where(eq(events.createdBy, userId))
      .orderBy(desc(events.createdAt), desc(events.id)),
    listSubscriptionsForUser(input),
  ]);
  // Subscriptions arrive newest first: keep a live one, else the newest, per location.
  const byLocation = new Map<string, SubscriptionDetails>();
  for (const subscription of subscriptions) {
    const current = byLocation.get(subscription.locationId);
    if (!current || (!LIVE.has(current.status) && LIVE.has(subscription.status))) {
      byLocation.set(subscription.locationId, subscription);
    }
  }
  const centerChanges = await openChangesOf(
    db,
    "center",
    centerRows.map((row) => row.id),
  );
  const open = await openChangeKeys(db, [
    ...centerRows.map((row) => ({ kind: "center" as const, id: row.id })),
    ...centerRows.flatMap((row) =>
      row.communityId ? [{ kind: "community" as const, id: row.communityId }] : [],
    ),
    ...partyRows.map((row) => ({ kind: "party" as const, id: row.id })),
  ]);
  const centers = centerRows.map(({ communityId, photos, ...row }) => ({
    ...reviewStateOf(row),
    // Where owners look for their photos (issue 24 item 5): the count the gallery page shows.
    photoCount: ownerPhotoIds(photos, centerChanges.get(row.id)).length,
    pendingChanges:
      open.has(`center:${row.id}`) ||
      (communityId !== null && open.has(`community:${communityId}`)),
    subscription: byLocation.get(row.id) ?? null,
  }));
  const parties = partyRows.map(({ storedZone, lat, lng, venueLat, venueLng, ...row }) => ({
    ...reviewStateOf(row),
    // Shown in the party's own zone (issue 24 item 3, ADR 073).
    timeZone: partyZoneOf({ timeZone: storedZone, lat, lng, venueLat, venueLng }),
    pendingChanges: open.has(`party:${row.id}`),
  }));
  const activeSubscriptionCount = centers.filter(
    (c) => c.subscription?.status === "active" || c.subscription?.status === "trialing",
  ).length;
  return { centers, parties, activeSubscriptionCount };
}
