/**
 * The one rule for what is public (issue 13 item 1, ADR 050), checked over the whole matrix:
 * center verified × community verified × coordinates × creator (admin or owner) ×
 * complimentary listing × subscription (none, or each Stripe status of either plan). Every
 * public query (list, search, near me, markers, center page, sitemap ids, events' center link)
 * must agree with the rule, and `featured` must mark exactly the live LAN Center Subscriptions.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import { EMULATOR_PRICE_IDS } from "../billing/plans.server";
import type { DatabaseHandle } from "../db/client.server";
import {
  communities,
  events,
  lanCenterSubscriptions,
  locations,
  userLanCenters,
} from "../db/schema";
import {
  getPublicCenter,
  listCompactMarkers,
  listMapCenters,
  listPublicCenterIds,
  listPublicCommunities,
  searchCenters,
} from "./centers.server";
import { listAdminListings, setComplimentary } from "./complimentary.server";
import { listUpcomingEvents } from "./events.server";

const STATUSES = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
] as const;
const LIVE = new Set<string>(["active", "trialing", "past_due"]);

interface Case {
  verified: boolean;
  communityVerified: boolean;
  coordinates: boolean;
  adminCreated: boolean;
  complimentary: boolean;
  subscription: { status: (typeof STATUSES)[number]; plan: "verified" | "subscription" } | null;
}

function* cases(): Generator<Case> {
  const flags = [true, false];
  const subscriptions = [
    null,
    ...STATUSES.flatMap((status) =>
      (["verified", "subscription"] as const).map((plan) => ({ status, plan })),
    ),
  ];
  for (const verified of flags)
    for (const communityVerified of flags)
      for (const coordinates of flags)
        for (const adminCreated of flags)
          for (const complimentary of flags)
            for (const subscription of subscriptions)
              yield {
                verified,
                communityVerified,
                coordinates,
                adminCreated,
                complimentary,
                subscription,
              };
}

/** The rule as the issue states it. */
function expectedPublic(c: Case): boolean {
  return (
    c.verified &&
    c.communityVerified &&
    c.coordinates &&
    (c.adminCreated ||
      c.complimentary ||
      (c.subscription !== null && LIVE.has(c.subscription.status)))
  );
}

function expectedFeatured(c: Case): boolean {
  return (
    expectedPublic(c) && c.subscription?.plan === "subscription" && LIVE.has(c.subscription.status)
  );
}

const search = (query: string) => parseCenterSearch(new URLSearchParams(query));

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`public listing rule on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const byId = new Map<string, Case>();
    const now = new Date("2026-11-23T12:00:00Z");

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const db = handle.db;
      await db.insert(userLanCenters).values([
        { userId: "admin-1", userEmail: "admin@example.com", role: "admin" },
        { userId: "owner-1", userEmail: "owner@example.com", role: "user" },
      ]);
      const [verifiedCommunity] = await db
        .insert(communities)
        .values({ name: "Verified Crew", isVerified: true, createdBy: "owner-1" })
        .returning({ id: communities.id });
      const [pendingCommunity] = await db
        .insert(communities)
        .values({ name: "Pending Crew", isVerified: false, createdBy: "owner-1" })
        .returning({ id: communities.id });
      let n = 0;
      for (const c of cases()) {
        n++;
        const [row] = await db
          .insert(locations)
          .values({
            organizationName: `Matrix Center ${String(n).padStart(3, "0")}`,
            address: `${n} Matrix Street`,
            description: "A center of the visibility matrix.",
            lat: c.coordinates ? 40 + n / 1000 : null,
            lng: c.coordinates ? -3 - n / 1000 : null,
            communityId: c.communityVerified ? verifiedCommunity!.id : pendingCommunity!.id,
            verified: c.verified,
            createdBy: c.adminCreated ? "admin-1" : "owner-1",
            complimentaryAt: c.complimentary ? now : null,
            complimentaryBy: c.complimentary ? "admin-1" : null,
          })
          .returning({ id: locations.id });
        byId.set(row!.id, c);
        if (c.subscription) {
          await db.insert(lanCenterSubscriptions).values({
            locationId: row!.id,
            userId: "owner-1",
            status: c.subscription.status,
            priceId: EMULATOR_PRICE_IDS[c.subscription.plan],
            stripeSubscriptionId: `sub_matrix_${n}`,
          });
        }
      }
    });
    afterAll(() => handle?.close());

    const expectedIds = () =>
      [...byId]
        .filter(([, c]) => expectedPublic(c))
        .map(([id]) => id)
        .sort();

    it("covers every combination and agrees with the rule in every public query", async () => {
      expect(byId.size).toBe(2 ** 5 * (1 + STATUSES.length * 2));
      const expected = expectedIds();
      expect(expected.length).toBeGreaterThan(0);
      expect(await listPublicCenterIds(handle.db)).toEqual(expected);
      expect((await listMapCenters(handle.db)).map((c) => c.id).sort()).toEqual(expected);
      const markers = await listCompactMarkers(handle.db, { q: "", community: null });
      expect(markers.map((m) => m[0]).sort()).toEqual(expected);
      const page = await searchCenters(handle.db, search("q=Matrix"), 1000);
      expect(page.total).toBe(expected.length);
      expect(page.centers.map((c) => c.id).sort()).toEqual(expected);
      const near = await searchCenters(handle.db, search("near=40,-3"), 1000);
      expect(near.centers.map((c) => c.id).sort()).toEqual(expected);
      expect((await listPublicCommunities(handle.db)).map((c) => c.name)).toEqual([
        "Verified Crew",
      ]);
      for (const [id, c] of byId) {
        const center = await getPublicCenter(handle.db, id, now);
        expect(center !== null, JSON.stringify(c)).toBe(expectedPublic(c));
      }
    });

    it("marks exactly the live LAN Center Subscriptions as featured", async () => {
      for (const center of await listMapCenters(handle.db)) {
        expect(center.featured, JSON.stringify(byId.get(center.id))).toBe(
          expectedFeatured(byId.get(center.id)!),
        );
        expect(center.createdByAdmin).toBe(byId.get(center.id)!.adminCreated);
      }
      const markers = await listCompactMarkers(handle.db, { q: "", community: null });
      for (const [id, , , admin, featured] of markers) {
        expect(featured).toBe(expectedFeatured(byId.get(id)!) ? 1 : 0);
        expect(admin).toBe(byId.get(id)!.adminCreated ? 1 : 0);
      }
    });

    it("puts featured centers first in the list and in text search, but not near me", async () => {
      for (const query of ["", "q=Matrix"]) {
        const { centers } = await searchCenters(handle.db, search(query), 1000);
        const firstPlain = centers.findIndex((c) => !c.featured);
        expect(firstPlain).toBeGreaterThan(0);
        expect(centers.slice(firstPlain).some((c) => c.featured)).toBe(false);
        const names = (list: typeof centers) => list.map((c) => c.organizationName);
        expect(names(centers.slice(0, firstPlain))).toEqual(
          [...names(centers.slice(0, firstPlain))].sort(),
        );
      }
      const { centers } = await searchCenters(handle.db, search("near=40,-3"), 1000);
      const distances = centers.map((c) => c.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      // Featured centers are not lifted: a plain one comes before the last featured one.
      expect(centers.findIndex((c) => !c.featured)).toBeLessThan(
        centers.findLastIndex((c) => c.featured),
      );
    });

    it("takes a center off at once when its plan ends, and back when a plan is live again", async () => {
      const [id] = [...byId].find(
        ([, c]) =>
          c.verified &&
          c.communityVerified &&
          c.coordinates &&
          !c.adminCreated &&
          !c.complimentary &&
          c.subscription?.status === "active" &&
          c.subscription.plan === "subscription",
      )!;
      const setStatus = (status: string) =>
        handle.db
          .update(lanCenterSubscriptions)
          .set({ status })
          .where(eq(lanCenterSubscriptions.locationId, id));
      expect(await listPublicCenterIds(handle.db)).toContain(id);
      await setStatus("canceled");
      expect(await listPublicCenterIds(handle.db)).not.toContain(id);
      expect(await getPublicCenter(handle.db, id, now)).toBeNull();
      const [row] = await handle.db.select().from(locations).where(eq(locations.id, id));
      expect(row!.verified).toBe(true);
      await setStatus("active");
      expect(await listPublicCenterIds(handle.db)).toContain(id);
    });

    it("grants and revokes a complimentary listing, once each, for verified centers only", async () => {
      const [id] = [...byId].find(
        ([, c]) =>
          c.verified &&
          c.communityVerified &&
          c.coordinates &&
          !c.adminCreated &&
          !c.complimentary &&
          c.subscription === null,
      )!;
      const input = { db: handle.db, adminUserId: "admin-1", locationId: id };
      expect(await listPublicCenterIds(handle.db)).not.toContain(id);
      await setComplimentary({ ...input, grant: true });
      expect(await listPublicCenterIds(handle.db)).toContain(id);
      await expect(setComplimentary({ ...input, grant: true })).rejects.toMatchObject({
        status: 409,
        message: "That LAN center already has a complimentary listing.",
      });
      const listing = (await listAdminListings(handle.db)).find((l) => l.id === id);
      expect(listing).toMatchObject({ live: true, ownerEmail: "owner@example.com" });
      expect(listing!.complimentaryAt).toBeInstanceOf(Date);
      // Two admins revoking at once: exactly one succeeds.
      const results = await Promise.allSettled([
        setComplimentary({ ...input, grant: false }),
        setComplimentary({ ...input, grant: false }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(await listPublicCenterIds(handle.db)).not.toContain(id);
      const [unverified] = [...byId].find(([, c]) => !c.verified)!;
      await expect(
        setComplimentary({ ...input, locationId: unverified, grant: true }),
      ).rejects.toMatchObject({ status: 404 });
      const admins = await listAdminListings(handle.db);
      expect(admins.every((l) => byId.get(l.id)!.verified)).toBe(true);
      expect(admins.findIndex((l) => l.live)).toBeGreaterThan(admins.findLastIndex((l) => !l.live));
    });

    it("links a party to its center only while the center is public", async () => {
      const [publicId] = [...byId].find(([, c]) => expectedPublic(c))!;
      const [hiddenId] = [...byId].find(([, c]) => c.verified && !expectedPublic(c))!;
      const start = new Date(now.getTime() + 86_400_000);
      const end = new Date(start.getTime() + 3_600_000);
      for (const [name, locationId] of [
        ["At Public", publicId],
        ["At Hidden", hiddenId],
      ] as const) {
        await handle.db.insert(events).values({
          organizationName: name,
          description: "Party",
          startDate: start,
          endDate: end,
          locationId,
          verified: true,
          createdBy: "owner-1",
        });
      }
      const list = await listUpcomingEvents(handle.db, { from: null, to: null }, now);
      expect(list.find((e) => e.organizationName === "At Public")?.center?.id).toBe(publicId);
      expect(list.find((e) => e.organizationName === "At Hidden")?.center).toBeNull();
    });
  });
}
