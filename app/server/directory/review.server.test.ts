import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centerListingBadge } from "~/lib/review-queue";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { communities, events, locations, userLanCenters } from "../db/schema";
import { listMapCenters } from "./centers.server";
import {
  countPending,
  decide,
  listPendingCenters,
  listPendingCommunities,
  listPendingParties,
  listRecentlyVerified,
} from "./review.server";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`review queue on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let communityId: string;
    let olderId: string;
    let newerId: string;
    let partyId: string;

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const db = handle.db;
      await db.insert(userLanCenters).values({
        userId: "owner-1",
        userEmail: "owner@example.com",
        firstName: "Olga",
        lastName: "Owner",
        displayName: "Olga Owner",
      });
      const [community] = await db
        .insert(communities)
        .values({ name: "Fresh Community", createdBy: "owner-1" })
        .returning();
      communityId = community!.id;
      const base = { address: "1 Test Road, Oslo", description: "d", lat: 59.9, lng: 10.7 };
      const [older] = await db
        .insert(locations)
        .values({
          ...base,
          organizationName: "Older Center",
          communityId,
          createdBy: "owner-1",
          createdAt: new Date("2026-01-01T00:00:00Z"),
        })
        .returning();
      const [newer] = await db
        .insert(locations)
        .values({ ...base, organizationName: "Newer Center", communityId, createdBy: "owner-1" })
        .returning();
      olderId = older!.id;
      newerId = newer!.id;
      const [party] = await db
        .insert(events)
        .values({
          organizationName: "Pending Party",
          description: "d",
          startDate: new Date("2027-01-01T10:00:00Z"),
          endDate: new Date("2027-01-01T20:00:00Z"),
          createdBy: "owner-1",
        })
        .returning();
      partyId = party!.id;
    });
    afterAll(() => handle?.close());

    it("lists pending items newest first with their owner", async () => {
      const centers = await listPendingCenters(handle.db);
      expect(centers.map((c) => c.organizationName)).toEqual(["Newer Center", "Older Center"]);
      expect(centers[0]!.owner).toEqual({
        userId: "owner-1",
        email: "owner@example.com",
        displayName: "Olga Owner",
      });
      expect(centers[0]!.communityVerified).toBe(false);
      expect((await listPendingCommunities(handle.db))[0]).toMatchObject({
        name: "Fresh Community",
        centerCount: 2,
      });
      expect((await listPendingParties(handle.db)).map((p) => p.id)).toEqual([partyId]);
      expect(await countPending(handle.db)).toEqual({
        center: 2,
        community: 1,
        party: 1,
        changes: 0,
      });
    });

    it("says 'complimentary listing' where that is what lists a pending center (issue 24 item 5)", async () => {
      const badge = async (id: string) =>
        centerListingBadge((await listPendingCenters(handle.db)).find((c) => c.id === id)!);
      expect(await badge(olderId)).toEqual({ label: "subscription: none", ok: false });
      await handle.db
        .update(locations)
        .set({ complimentaryAt: new Date() })
        .where(eq(locations.id, olderId));
      expect(await badge(olderId)).toEqual({ label: "complimentary listing", ok: true });
      // A live plan is named before a complimentary listing; an ended one is not a basis.
      expect(centerListingBadge({ subscriptionStatus: "active", complimentary: true })).toEqual({
        label: "subscription: active",
        ok: true,
      });
      expect(centerListingBadge({ subscriptionStatus: "canceled", complimentary: true })).toEqual({
        label: "complimentary listing",
        ok: true,
      });
      expect(centerListingBadge({ subscriptionStatus: "canceled", complimentary: false })).toEqual({
        label: "subscription: canceled",
        ok: false,
      });
      await handle.db
        .update(locations)
        .set({ complimentaryAt: null })
        .where(eq(locations.id, olderId));
    });

    it("verifying the center and its community puts it on the map", async () => {
      const outcome = await decide(handle.db, {
        kind: "center",
        id: newerId,
        adminUserId: "admin-1",
        action: "verify",
      });
      expect(outcome).toMatchObject({
        name: "Newer Center",
        owner: { email: "owner@example.com" },
      });
      expect(await listMapCenters(handle.db)).toHaveLength(0);
      // Public also needs a listing basis: a plan, an admin creator or a complimentary listing.
      await handle.db
        .update(locations)
        .set({ complimentaryAt: new Date() })
        .where(eq(locations.id, newerId));
      await decide(handle.db, {
        kind: "community",
        id: communityId,
        adminUserId: "admin-1",
        action: "verify",
      });
      expect((await listMapCenters(handle.db)).map((c) => c.id)).toEqual([newerId]);
      const [row] = await handle.db.select().from(locations).where(eq(locations.id, newerId));
      expect(row).toMatchObject({ verified: true, verifiedBy: "admin-1" });
      expect(row!.verifiedAt).toBeInstanceOf(Date);
      expect((await listRecentlyVerified(handle.db, "center")).map((c) => c.id)).toEqual([newerId]);
      expect(await countPending(handle.db)).toEqual({
        center: 1,
        community: 0,
        party: 1,
        changes: 0,
      });
    });

    it("rejecting stores the reason and leaves the queue", async () => {
      const outcome = await decide(handle.db, {
        kind: "party",
        id: partyId,
        adminUserId: "admin-1",
        action: "reject",
        reason: "  Dates look wrong  ",
      });
      expect(outcome?.name).toBe("Pending Party");
      const [row] = await handle.db.select().from(events).where(eq(events.id, partyId));
      expect(row).toMatchObject({ verified: false, rejectionReason: "Dates look wrong" });
      expect(row!.rejectedAt).toBeInstanceOf(Date);
      expect(await listPendingParties(handle.db)).toHaveLength(0);
    });

    it("unverifying takes a center off the map and back into the queue", async () => {
      await decide(handle.db, {
        kind: "center",
        id: newerId,
        adminUserId: "admin-1",
        action: "unverify",
      });
      expect(await listMapCenters(handle.db)).toHaveLength(0);
      expect((await listPendingCenters(handle.db)).map((c) => c.id)).toContain(newerId);
    });

    it("says so when the item no longer exists", async () => {
      await handle.db.delete(locations).where(eq(locations.id, olderId));
      expect(
        await decide(handle.db, {
          kind: "center",
          id: olderId,
          adminUserId: "admin-1",
          action: "verify",
        }),
      ).toBeNull();
    });
  });
}
