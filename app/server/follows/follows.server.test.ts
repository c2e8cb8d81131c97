/**
 * Follows (issue 25 item 2, ADR 076) on PGlite and PostgreSQL: following is idempotent, also for
 * parallel presses (one row); only public centers and verified communities can be followed; /me's
 * list names each one's next verified event and leaves out what is no longer public; the counts,
 * the export and the erasure.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { authUser, communities, events, follows as followsTable, locations } from "../db/schema";
import { isAppError } from "../errors/app-error";
import {
  eraseFor,
  exportFor,
  follow,
  followerCount,
  isFollowing,
  listFollowed,
  unfollow,
} from "./follows.server";

const now = new Date("2031-01-10T12:00:00Z");

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`follows on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let centerId: string;
    let hiddenCenterId: string;
    let communityId: string;
    let unverifiedCommunityId: string;
    const alice = "follow-alice";
    const bob = "follow-bob";
    const center = (id: string) => ({ kind: "center" as const, id });
    const community = (id: string) => ({ kind: "community" as const, id });

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const { db } = handle;
      for (const id of [alice, bob]) {
        await db.insert(authUser).values({ id, name: id, email: `${id}@example.com` });
      }
      const [verified] = await db
        .insert(communities)
        .values({ name: "Night Owls", isVerified: true, createdBy: "owner" })
        .returning();
      const [unverified] = await db
        .insert(communities)
        .values({ name: "Pending Crew", isVerified: false, createdBy: "owner" })
        .returning();
      communityId = verified!.id;
      unverifiedCommunityId = unverified!.id;
      const base = {
        address: "1 Main St",
        description: "A center.",
        lat: 40.5,
        lng: -73.25,
        communityId,
        createdBy: "owner",
      };
      const [open] = await db
        .insert(locations)
        .values({ ...base, organizationName: "Follow Arena", verified: true, complimentaryAt: now })
        .returning();
      const [hidden] = await db
        .insert(locations)
        .values({ ...base, organizationName: "Hidden Arena", verified: false })
        .returning();
      centerId = open!.id;
      hiddenCenterId = hidden!.id;
      const party = (name: string, start: string, end: string, verifiedParty = true) => ({
        organizationName: name,
        description: "LAN",
        startDate: new Date(start),
        endDate: new Date(end),
        locationId: centerId,
        communityId,
        timeZone: "America/New_York",
        verified: verifiedParty,
        createdBy: "owner",
      });
      await db
        .insert(events)
        .values([
          party("Past Party", "2031-01-01T18:00:00Z", "2031-01-02T06:00:00Z"),
          party("Later Party", "2031-03-01T18:00:00Z", "2031-03-02T06:00:00Z"),
          party("Next Party", "2031-02-01T18:00:00Z", "2031-02-02T06:00:00Z"),
          party("Unverified Party", "2031-01-20T18:00:00Z", "2031-01-21T06:00:00Z", false),
        ]);
    });
    afterAll(() => handle?.close());

    it("keeps one row for twenty parallel presses, and unfollows", async () => {
      const { db } = handle;
      const presses = await Promise.all(
        Array.from({ length: 20 }, () => follow(db, { userId: alice, target: center(centerId) })),
      );
      expect(presses.every((press) => press.name === "Follow Arena")).toBe(true);
      const rows = await db.select().from(followsTable).where(eq(followsTable.userId, alice));
      expect(rows).toHaveLength(1);
      expect(await isFollowing(db, { userId: alice, target: center(centerId) })).toBe(true);
      expect(await isFollowing(db, { userId: bob, target: center(centerId) })).toBe(false);
      expect(await followerCount(db, center(centerId))).toBe(1);

      expect(await unfollow(db, { userId: alice, target: center(centerId) })).toBe(true);
      expect(await unfollow(db, { userId: alice, target: center(centerId) })).toBe(false);
      expect(await isFollowing(db, { userId: alice, target: center(centerId) })).toBe(false);
      expect(await followerCount(db, center(centerId))).toBe(0);
    });

    it("refuses a center that is not public and a community that is not verified", async () => {
      const { db } = handle;
      for (const target of [
        center(hiddenCenterId),
        community(unverifiedCommunityId),
        center("not-a-uuid"),
        center("00000000-0000-4000-8000-000000000000"),
      ]) {
        const refused = await follow(db, { userId: alice, target }).catch(
          (error: unknown) => error,
        );
        expect(isAppError(refused) && refused.status, JSON.stringify(target)).toBe(404);
      }
      const rows = await db.select().from(followsTable).where(eq(followsTable.userId, alice));
      expect(rows).toEqual([]);
    });

    it("lists what a user follows with each one's next verified event", async () => {
      const { db } = handle;
      await follow(db, { userId: bob, target: center(centerId) });
      await follow(db, { userId: bob, target: community(communityId) });
      const followed = await listFollowed(db, { userId: bob, now });
      expect(followed).toEqual([
        {
          kind: "center",
          id: centerId,
          name: "Follow Arena",
          url: `/lan-centers/${centerId}`,
          nextEvent: expect.objectContaining({
            name: "Next Party",
            startDate: new Date("2031-02-01T18:00:00Z"),
            timeZone: "America/New_York",
          }),
        },
        {
          kind: "community",
          id: communityId,
          name: "Night Owls",
          url: null,
          nextEvent: expect.objectContaining({ name: "Next Party" }),
        },
      ]);
      // Later, nothing is left to come.
      const afterAll = await listFollowed(db, {
        userId: bob,
        now: new Date("2031-04-01T00:00:00Z"),
      });
      expect(afterAll.map((item) => item.nextEvent)).toEqual([null, null]);
      // A center that stops being public drops out of the list (the follow stays).
      await db.update(locations).set({ verified: false }).where(eq(locations.id, centerId));
      expect((await listFollowed(db, { userId: bob, now })).map((item) => item.kind)).toEqual([
        "community",
      ]);
      await db.update(locations).set({ verified: true }).where(eq(locations.id, centerId));
    });

    it("exports and erases a user's follows, and no one else's", async () => {
      const { db } = handle;
      await follow(db, { userId: alice, target: center(centerId) });
      const exported = await exportFor(db, bob);
      expect(exported.map(({ kind, id }) => ({ kind, id }))).toEqual([
        { kind: "center", id: centerId },
        { kind: "community", id: communityId },
      ]);
      expect(exported.every((row) => !Number.isNaN(Date.parse(row.followedAt)))).toBe(true);
      expect(await eraseFor(db, bob)).toBe(2);
      expect(await exportFor(db, bob)).toEqual([]);
      expect(await isFollowing(db, { userId: alice, target: center(centerId) })).toBe(true);
    });
  });
}
