/**
 * What can be followed and who owns something (issue 25 items 1 and 2, ADR 076), on PGlite and
 * PostgreSQL: a public center and a verified community are followable, hidden ones are not; a
 * party page offers its community for following only when that community is verified; any
 * center, community or party created by a user makes them an owner (the nav's Dashboard).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { getPublicEvent } from "./events.server";
import { followableName, ownsAnything } from "./followables.server";
import { communities, events, locations } from "./schema";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`followables on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let verifiedId: string;
    let pendingId: string;
    let centerId: string;
    let hiddenCenterId: string;

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const { db } = handle;
      const [verified] = await db
        .insert(communities)
        .values({ name: "Verified Crew", isVerified: true, createdBy: "crew-owner" })
        .returning();
      const [pending] = await db
        .insert(communities)
        .values({ name: "Pending Crew", isVerified: false, createdBy: "party-only" })
        .returning();
      verifiedId = verified!.id;
      pendingId = pending!.id;
      const center = {
        address: "2 Main St",
        description: "A center.",
        lat: 51.5,
        lng: -0.1,
        communityId: verifiedId,
        createdBy: "center-owner",
      };
      const [open] = await db
        .insert(locations)
        .values({
          ...center,
          organizationName: "Open Arena",
          verified: true,
          complimentaryAt: new Date(),
        })
        .returning();
      const [hidden] = await db
        .insert(locations)
        .values({ ...center, organizationName: "Hidden Arena", verified: true })
        .returning();
      centerId = open!.id;
      hiddenCenterId = hidden!.id;
    });
    afterAll(() => handle?.close());

    it("follows only public centers and verified communities", async () => {
      const { db } = handle;
      expect(await followableName(db, { kind: "center", id: centerId })).toBe("Open Arena");
      // Verified but without a plan or complimentary listing: not public (ADR 050).
      expect(await followableName(db, { kind: "center", id: hiddenCenterId })).toBeNull();
      expect(await followableName(db, { kind: "community", id: verifiedId })).toBe("Verified Crew");
      expect(await followableName(db, { kind: "community", id: pendingId })).toBeNull();
      expect(await followableName(db, { kind: "community", id: "x' or 1=1 --" })).toBeNull();
    });

    it("offers a party's community for following only when it is verified", async () => {
      const { db } = handle;
      const party = (communityId: string, createdBy: string) => ({
        organizationName: "Crew Night",
        description: "LAN",
        startDate: new Date("2031-05-01T18:00:00Z"),
        endDate: new Date("2031-05-02T06:00:00Z"),
        communityId,
        verified: true,
        createdBy,
      });
      const [ofVerified] = await db
        .insert(events)
        .values(party(verifiedId, "crew-owner"))
        .returning();
      const [ofPending] = await db
        .insert(events)
        .values(party(pendingId, "party-only"))
        .returning();
      expect((await getPublicEvent(db, ofVerified!.id))!.communityId).toBe(verifiedId);
      expect((await getPublicEvent(db, ofPending!.id))!).toMatchObject({
        communityName: "Pending Crew",
        communityId: null,
      });
      await db.delete(events).where(eq(events.id, ofPending!.id));
    });

    it("counts a center, community or party created by the user as owning something", async () => {
      const { db } = handle;
      expect(await ownsAnything(db, "center-owner")).toBe(true);
      expect(await ownsAnything(db, "crew-owner")).toBe(true);
      expect(await ownsAnything(db, "party-only")).toBe(true);
      expect(await ownsAnything(db, "party-creator")).toBe(false);
      await db.insert(events).values({
        organizationName: "Solo Party",
        description: "LAN",
        startDate: new Date("2031-05-01T18:00:00Z"),
        endDate: new Date("2031-05-02T06:00:00Z"),
        createdBy: "party-creator",
      });
      expect(await ownsAnything(db, "party-creator")).toBe(true);
      expect(await ownsAnything(db, "just-a-gamer")).toBe(false);
    });
  });
}
