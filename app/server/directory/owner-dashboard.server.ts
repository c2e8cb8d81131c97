/**
 * The dashboard's lists (docs/spec/owner-portal.md §2 "/dashboard" Overview, §7 "select events by
 * created_by with community id and name"; the dashboard): the acting user's centers with
 * community, onboarding state and subscription, their parties, and the active-subscription count.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { OwnerCenterBase, OwnerPartyCard } from "~/lib/owner-cards";
import type { Database } from "../db/client.server";
import type { BillingPlan } from "../billing/index.server";
import { listSubscriptionsForUser, type SubscriptionDetails } from "../billing/index.server";
import { partyColumns } from "./rows.server";
import { communities, events, locations, publicLocations } from "./schema";

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
  const [centerRows, parties, subscriptions] = await Promise.all([
    db
      .select({
        id: locations.id,
        organizationName: locations.organizationName,
        address: locations.address,
        website: locations.website,
        verified: locations.verified,
        rejectionReason: locations.rejectionReason,
        communityName: communities.name,
        communityVerified: sql<boolean>`coalesce(${communities.isVerified}, false)`,
        hasLocation: sql<boolean>`(${locations.lat} is not null and ${locations.lng} is not null)`,
        live: sql<boolean>`(${publicLocations.id} is not null)`,
        onboardingEmailSent: locations.onboardingEmailSent,
        onboardingEmailSentAt: locations.onboardingEmailSentAt,
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
        rejectionReason: events.rejectionReason,
        communityId: communities.id,
        communityName: communities.name,
        createdAt: events.createdAt,
      })
      .from(events)
      .leftJoin(communities, eq(communities.id, events.communityId))
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
  const centers = centerRows.map((row) => ({
    ...row,
    subscription: byLocation.get(row.id) ?? null,
  }));
  const activeSubscriptionCount = centers.filter(
    (c) => c.subscription?.status === "active" || c.subscription?.status === "trialing",
  ).length;
  return { centers, parties, activeSubscriptionCount };
}
