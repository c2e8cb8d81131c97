import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { demoCommunities } from "../local/demo-data";
import { communities, locations } from "../db/schema";
import { seedDemoData } from "../local/seed.server";
import { listMapCenters } from "./centers.server";

const expectedNames = demoCommunities
  .filter((community) => community.isVerified)
  .flatMap((community) => community.centers.filter((center) => center.verified))
  .map((center) => center.organizationName)
  .sort();

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`listMapCenters on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await seedDemoData(handle.db);
    });
    afterAll(() => handle?.close());

    it("returns exactly the verified centers in verified communities", async () => {
      const centers = await listMapCenters(handle.db);
      expect(centers.map((c) => c.organizationName).sort()).toEqual(expectedNames);
      expect(expectedNames.length).toBeGreaterThan(20);
      const [allLocations, allCommunities] = await Promise.all([
        handle.db.select().from(locations),
        handle.db.select().from(communities),
      ]);
      expect(allLocations.length).toBeGreaterThan(centers.length);
      const verifiedCommunityIds = new Set(
        allCommunities.filter((c) => c.isVerified).map((c) => c.id),
      );
      const hidden = allLocations.filter(
        (l) => !l.verified || !l.communityId || !verifiedCommunityIds.has(l.communityId),
      );
      expect(hidden.length).toBeGreaterThan(0);
      const shownIds = new Set(centers.map((c) => c.id));
      for (const location of hidden) expect(shownIds.has(location.id)).toBe(false);
    });

    it("marks centers whose creator is an admin", async () => {
      const centers = await listMapCenters(handle.db);
      const adminNames = demoCommunities
        .filter((community) => community.isVerified)
        .flatMap((community) => community.centers)
        .filter((center) => center.verified && center.createdByAdmin)
        .map((center) => center.organizationName)
        .sort();
      expect(adminNames.length).toBeGreaterThan(0);
      expect(
        centers
          .filter((c) => c.createdByAdmin)
          .map((c) => c.organizationName)
          .sort(),
      ).toEqual(adminNames);
    });

    it("seeding twice inserts nothing the second time", async () => {
      const second = await seedDemoData(handle.db);
      expect(second).toEqual({ seeded: false, centers: 0, accountCenterId: null });
    });

    it("refuses coordinates out of range", async () => {
      await expect(
        handle.db.insert(locations).values({
          organizationName: "Out of range",
          address: "Nowhere",
          description: "x",
          lat: 91,
          lng: 0,
          createdBy: "someone",
        }),
      ).rejects.toThrow();
    });
  });
}
