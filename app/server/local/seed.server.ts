/**
 * Demo data loader (issue: foundation, "Demo data"): inserts the fictional centers of
 * `demo-data.ts` into an empty database, in one transaction.
 */
import { count } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { demoCommunities, demoEvents } from "./demo-data";
import { EMULATOR_PRICE_IDS } from "../billing/plans.server";
import { communityNameKey } from "../directory/community-name-key.server";
import {
  communities,
  events,
  lanCenterSubscriptions,
  locationContacts,
  locations,
  userLanCenters,
} from "../db/schema";

/** User id of the fictional administrator who created the admin-made demo centers. */
export const DEMO_ADMIN_USER_ID = "demo-admin";
/** User id of the fictional owner of the other demo centers. */
export const DEMO_OWNER_USER_ID = "demo-owner";

/** Result of `seedDemoData`: whether it inserted, and how many centers. */
export interface SeedResult {
  seeded: boolean;
  centers: number;
}

/** True when the database holds no communities and no locations yet. */
export async function isDirectoryEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(locations);
  const [communityRow] = await db.select({ n: count() }).from(communities);
  return (row?.n ?? 0) === 0 && (communityRow?.n ?? 0) === 0;
}

/**
 * Inserts the demo communities, centers, contacts, events and the two demo profiles when the
 * directory is empty; does nothing otherwise. `now` anchors the event dates (ms since epoch).
 */
export async function seedDemoData(db: Database, now = Date.now()): Promise<SeedResult> {
  if (!(await isDirectoryEmpty(db))) return { seeded: false, centers: 0 };
  let centers = 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(userLanCenters)
      .values([
        {
          userId: DEMO_ADMIN_USER_ID,
          userEmail: "admin@lancenter.example",
          firstName: "Demo",
          lastName: "Admin",
          displayName: "Demo Admin",
          role: "admin",
        },
        {
          userId: DEMO_OWNER_USER_ID,
          userEmail: "owner@lancenter.example",
          firstName: "Demo",
          lastName: "Owner",
          displayName: "Demo Owner",
          role: "user",
        },
      ])
      .onConflictDoNothing();
    const centerIds = new Map<string, string>();
    const adminCenters = new Set<string>();
    const communityIds = new Map<string, string>();
    for (const community of demoCommunities) {
      const [inserted] = await tx
        .insert(communities)
        .values({
          name: community.name,
          nameKey: communityNameKey(community.name),
          description: community.description,
          website: community.website,
          isVerified: community.isVerified,
          createdBy: DEMO_OWNER_USER_ID,
        })
        .returning({ id: communities.id });
      if (!inserted) throw new Error(`seed: community ${community.name} was not inserted`);
      communityIds.set(community.name, inserted.id);
      for (const center of community.centers) {
        const [location] = await tx
          .insert(locations)
          .values({
            organizationName: center.organizationName,
            address: center.address,
            description: center.description,
            website: center.website,
            imageUrl: center.imageUrl,
            lat: center.lat,
            lng: center.lng,
            communityId: inserted.id,
            verified: center.verified,
            createdBy: center.createdByAdmin ? DEMO_ADMIN_USER_ID : DEMO_OWNER_USER_ID,
            // Owner centers without a plan hold a complimentary listing (ADR 050).
            ...(center.createdByAdmin || center.plan
              ? {}
              : { complimentaryAt: new Date(now), complimentaryBy: DEMO_ADMIN_USER_ID }),
          })
          .returning({ id: locations.id });
        if (!location) throw new Error(`seed: center ${center.organizationName} not inserted`);
        if (center.plan) {
          // A demo subscription the emulator never bills: only its status and price matter.
          await tx.insert(lanCenterSubscriptions).values({
            locationId: location.id,
            userId: DEMO_OWNER_USER_ID,
            status: "active",
            priceId: EMULATOR_PRICE_IDS[center.plan],
            stripeSubscriptionId: `sub_demo_${location.id.replaceAll("-", "")}`,
            currentPeriodEnd: Math.floor(now / 1000) + 30 * 24 * 60 * 60,
          });
        }
        centerIds.set(center.organizationName, location.id);
        if (center.createdByAdmin) adminCenters.add(center.organizationName);
        await tx.insert(locationContacts).values({
          locationId: location.id,
          type: "lan_center",
          firstName: center.contact.firstName,
          lastName: center.contact.lastName,
          ownerName: `${center.contact.firstName} ${center.contact.lastName}`,
          email: center.contact.email,
          address: center.contact.address,
          organizationName: center.organizationName,
          website: center.website,
        });
        centers++;
      }
    }
    const day = 24 * 60 * 60 * 1000;
    for (const event of demoEvents) {
      // A demo party at the demo admin's center was accepted by that center (ADR 052).
      const atOtherOwner = event.centerName ? adminCenters.has(event.centerName) : false;
      const start = new Date(now + event.startOffsetDays * day);
      start.setUTCMinutes(0, 0, 0);
      await tx.insert(events).values({
        organizationName: event.organizationName,
        description: event.description,
        communityId: communityIds.get(event.communityName) ?? null,
        locationId: event.centerName ? (centerIds.get(event.centerName) ?? null) : null,
        startDate: start,
        endDate: new Date(start.getTime() + event.durationHours * 60 * 60 * 1000),
        website: event.website,
        customLocation: event.customLocation,
        lat: event.lat,
        lng: event.lng,
        verified: event.verified,
        venueConsent: atOtherOwner ? "accepted" : null,
        createdBy: DEMO_OWNER_USER_ID,
      });
    }
  });
  return { seeded: true, centers };
}
