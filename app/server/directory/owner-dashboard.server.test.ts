/**
 * The dashboard's center cards carry their photo count (issue 24 item 5, 'Add photos (n of 8)'):
 * the gallery the owner sees, which is the pending change's when an edit of a verified center
 * waits for review (ADR 053), the list the photos page shows (`ownerPhotoIds`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CENTER_PHOTOS, photosLinkLabel } from "~/lib/owner-cards";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { locations } from "../db/schema";
import { getOwnerOverview } from "./owner-dashboard.server";
import { proposeChange } from "./review-changes.server";

const OWNER = "owner-photos";

describe("the photos link's label", () => {
  it("offers to add photos until the gallery is full", () => {
    expect(photosLinkLabel(0)).toBe("Add photos (0 of 8)");
    expect(photosLinkLabel(3)).toBe("Add photos (3 of 8)");
    expect(photosLinkLabel(MAX_CENTER_PHOTOS)).toBe("Photos (8 of 8)");
  });
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`dashboard photo counts on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let ids: Record<string, string>;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const rows = await handle.db
        .insert(locations)
        .values(
          [
            { name: "Empty Arena", photos: null, verified: false },
            { name: "Three Photo Arena", photos: "p1 p2 p3", verified: false },
            { name: "Pending Photo Arena", photos: "p1", verified: true },
          ].map((row) => ({
            organizationName: row.name,
            address: "1 Main St",
            description: "x",
            photos: row.photos,
            verified: row.verified,
            createdBy: OWNER,
          })),
        )
        .returning({ id: locations.id, name: locations.organizationName });
      ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
      // The owner added two photos to the verified center: they wait for review.
      await proposeChange(handle.db, {
        kind: "center",
        itemId: ids["Pending Photo Arena"]!,
        userId: OWNER,
        current: { organizationName: "Pending Photo Arena", photos: "p1" },
        proposed: { organizationName: "Pending Photo Arena", photos: "p1 p2 p3 p4 p5" },
      });
    });
    afterAll(() => handle?.close());

    it("counts each center's photos as its owner sees the gallery", async () => {
      const overview = await getOwnerOverview({ db: handle.db, plans: [], userId: OWNER });
      const counts = Object.fromEntries(
        overview.centers.map((center) => [center.organizationName, center.photoCount]),
      );
      expect(counts).toEqual({
        "Empty Arena": 0,
        "Three Photo Arena": 3,
        "Pending Photo Arena": 5,
      });
    });
  });
}
