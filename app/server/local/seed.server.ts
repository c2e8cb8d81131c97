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
  /**
   * The id of the center marked `ownedByDemoAccount` when `demoAccountId` was given (it has no
   * subscription yet: the caller pays its plan through billing), else null.
   */
  accountCenterId: string | null;
}

/** Options of `seedDemoData`. */
export interface SeedOptions {
  /**
   * The demo owner's account (better-auth user id, issue 24 item 1): creates the centers,
   * communities and events marked `ownedByDemoAccount`, and their centers get no seeded
   * subscription row. Without it the fictional demo owner has them, with seeded rows.
   */
  demoAccountId?: string;
}

/** True when the database holds no communities and no locations yet. */
export async function isDirectoryEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(locations);
  const [communityRow] = await db.select({ n: count() }).from(communities);
  return (row?.n ?? 0) === 0 && (communityRow?.n ?? 0) === 0;
}

/**
 * Inserts the demo communities, centers, contacts, events and the two fictional demo profiles
 * when the directory is empty; does nothing otherwise.
 * @param now anchors the event dates (ms since epoch)
 * @param options.demoAccountId the demo owner's account, which gets the items marked
 *   `ownedByDemoAccount` (issue 24 item 1)
 * @returns whether it inserted, how many centers, and the demo account's center
 */
export async function seedDemoData(
  db: Database,
  now = Date.now(),
  options: SeedOptions = {},
): Promise<SeedResult> {
  if (!(await isDirectoryEmpty(db))) return { seeded: false, centers: 0, accountCenterId: null };
  const account = options.demoAccountId;
  /** Who creates an item: the demo account for its own items when there is one. */
  const ownerOf = (item: { ownedByDemoAccount?: true }) =>
    account && item.ownedByDemoAccount ? account : DEMO_OWNER_USER_ID;
  let centers = 0;
  let accountCenterId: string | null = null;
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
      // A community belongs to the account when all its centers do (ADR 049).
      const communityOwner = community.centers.every((center) => center.ownedByDemoAccount)
        ? (account ?? DEMO_OWNER_USER_ID)
        : DEMO_OWNER_USER_ID;
      const [inserted] = await tx
        .insert(communities)
        .values({
          name: community.name,
          nameKey: communityNameKey(community.name),
          description: community.description,
          website: community.website,
          isVerified: community.isVerified,
          createdBy: communityOwner,
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
            createdBy: center.createdByAdmin ? DEMO_ADMIN_USER_ID : ownerOf(center),
            // Owner centers without a plan hold a complimentary listing (ADR 050).
            ...(center.createdByAdmin || center.plan
              ? {}
              : { complimentaryAt: new Date(now), complimentaryBy: DEMO_ADMIN_USER_ID }),
          })
          .returning({ id: locations.id });
        if (!location) throw new Error(`seed: center ${center.organizationName} not inserted`);
        const paidByAccount = Boolean(account && center.ownedByDemoAccount);
        if (paidByAccount) accountCenterId = location.id;
        if (center.plan && !paidByAccount) {
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
        // As the registration form writes it: empty contact fields are stored as nulls.
        const { contact } = center;
        await tx.insert(locationContacts).values({
          locationId: location.id,
          type: "lan_center",
          firstName: contact?.firstName ?? null,
          lastName: contact?.lastName ?? null,
          ownerName: contact ? `${contact.firstName} ${contact.lastName}` : null,
          email: contact?.email ?? null,
          address: contact?.address ?? center.address,
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
        createdBy: ownerOf(event),
      });
    }
  });
  return { seeded: true, centers, accountCenterId };
}
