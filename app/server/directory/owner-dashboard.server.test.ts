/**
 * The dashboard's owners' chat line (issue 24 item 8) reaches the invite only to owners with an
 * active LAN Center Subscription. The dashboard's center cards carry their photo count (issue 24 item 5, 'Add photos (n of 8)'):
 * the gallery the owner sees, which is the pending change's when an edit of a verified center
 * waits for review (ADR 053), the list the photos page shows (`ownerPhotoIds`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CENTER_PHOTOS, photosLinkLabel } from "~/lib/owner-cards";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { buildBillingPlans, EMULATOR_PRICE_IDS } from "../billing/plans.server";
import { lanCenterSubscriptions, locations } from "../db/schema";
import { getOwnerOverview } from "./owner-dashboard.server";
import { proposeChange } from "./review-changes.server";
import { createDirectoryService } from "./service.server";

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

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(
    `the owners' chat line on ${engine.name} (issue 24 item 8)`,
    () => {
      let handle: DatabaseHandle;
      const INVITE = "https://chat.example/invite/owners";
      const plans = buildBillingPlans(EMULATOR_PRICE_IDS);
      const dashboardOf = (userId: string, chatInviteUrl: string | null = INVITE) =>
        createDirectoryService({
          db: handle.db,
          mailer: { kind: "outbox", send: () => Promise.resolve() },
          plans,
          supportEmail: "support@example.com",
          publicUrl: "http://localhost:3000",
          chatInviteUrl,
        }).loadOwnerDashboard({ userId, isAdmin: false });

      beforeAll(async () => {
        handle = await openTestDatabase(engine.name);
        for (const [userId, plan] of [
          ["chat-full", "subscription"],
          ["chat-verified", "verified"],
          ["chat-none", null],
        ] as const) {
          const [center] = await handle.db
            .insert(locations)
            .values({
              organizationName: userId,
              address: "1 Main St",
              description: "x",
              createdBy: userId,
            })
            .returning({ id: locations.id });
          if (plan) {
            await handle.db.insert(lanCenterSubscriptions).values({
              locationId: center!.id,
              userId,
              status: "active",
              priceId: EMULATOR_PRICE_IDS[plan],
              stripeSubscriptionId: `sub_${userId}_${engine.name}`,
            });
          }
        }
      });
      afterAll(() => handle?.close());

      it("gives the invite only to the owner with an active LAN Center Subscription", async () => {
        expect((await dashboardOf("chat-full")).chat).toEqual({ kind: "invite", url: INVITE });
        const verified = (await dashboardOf("chat-verified")).chat;
        expect(verified).toMatchObject({ kind: "upgrade", planName: "LAN Center Subscription" });
        expect(JSON.stringify(verified)).not.toContain(INVITE);
        expect((await dashboardOf("chat-none")).chat).toMatchObject({ kind: "plans" });
      });

      it("has no chat line at all without CHAT_INVITE_URL", async () => {
        for (const user of ["chat-full", "chat-verified", "chat-none"]) {
          expect((await dashboardOf(user, null)).chat).toBeNull();
        }
      });
    },
  );
}
