/**
 * A party at someone else's center needs that center's consent (issue 18 item 7, ADR 052): it is
 * listed on the center's page (and the event page names the center) only after the center's
 * owner accepts it; only that owner can answer; own-center parties need no consent; the review
 * queue tells the admin. Runs on PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lanPartyFormSchema } from "~/lib/lan-party-form";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { getPublicCenter } from "./centers.server";
import { getPublicEvent } from "./events.server";
import { OwnerError } from "./owner-errors.server";
import { registerLanParty } from "./owner-party-register.server";
import { listPendingParties } from "./review.server";
import { communities, events, locations } from "./schema";
import { answerVenueRequest, listVenueRequests } from "./venue-consent.server";

const partyForm = (locationId: string, name: string) =>
  lanPartyFormSchema.parse({
    organizationName: name,
    startDate: "2031-06-01T18:00",
    endDate: "2031-06-02T10:00",
    timeZone: "UTC",
    communityName: `${name} Crew`,
    description: "All night.",
    locationId,
  });

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`venue consent on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let centerId: string;
    const owner = "venue-owner";
    const organiser = "venue-organiser";
    const stranger = "venue-stranger";

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Venue Owners", isVerified: true, createdBy: owner })
        .returning();
      const [center] = await handle.db
        .insert(locations)
        .values({
          organizationName: "Consent Arena",
          address: "3 Main St",
          description: "A verified center.",
          lat: 40.5,
          lng: -73.25,
          communityId: community!.id,
          verified: true,
          // Public without a plan (ADR 050).
          complimentaryAt: new Date(),
          createdBy: owner,
        })
        .returning();
      centerId = center!.id;
    });
    afterAll(() => handle?.close());

    const verify = (eventId: string) =>
      handle.db.update(events).set({ verified: true }).where(eq(events.id, eventId));
    const listed = async () =>
      (await getPublicCenter(handle.db, centerId))!.upcomingEvents.map((e) => e.organizationName);

    it("lists another organiser's party only after the center's owner accepts it", async () => {
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: organiser,
        form: partyForm(centerId, "Guest Fest"),
      });
      const [row] = await handle.db.select().from(events).where(eq(events.id, eventId));
      expect(row!.venueConsent).toBe("pending");

      const pending = await listPendingParties(handle.db);
      expect(pending.find((p) => p.id === eventId)!.foreignVenue).toEqual({
        centerName: "Consent Arena",
        consent: "pending",
      });

      await verify(eventId);
      expect(await listed()).not.toContain("Guest Fest");
      expect((await getPublicEvent(handle.db, eventId))!.center).toBeNull();

      expect(await listVenueRequests({ db: handle.db, userId: owner })).toMatchObject([
        { eventId, partyName: "Guest Fest", centerName: "Consent Arena", consent: "pending" },
      ]);
      expect(await listVenueRequests({ db: handle.db, userId: organiser })).toEqual([]);
      expect(await listVenueRequests({ db: handle.db, userId: stranger })).toEqual([]);

      // Only the center's owner can answer; the organiser cannot accept for them.
      for (const userId of [organiser, stranger]) {
        const refused = await answerVenueRequest({
          db: handle.db,
          userId,
          eventId,
          decision: "accept",
        }).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(OwnerError);
        expect(refused).toMatchObject({ code: "not_found", status: 404 });
      }
      expect(await listed()).not.toContain("Guest Fest");

      await answerVenueRequest({ db: handle.db, userId: owner, eventId, decision: "accept" });
      expect(await listed()).toContain("Guest Fest");
      expect((await getPublicEvent(handle.db, eventId))!.center?.id).toBe(centerId);

      await answerVenueRequest({ db: handle.db, userId: owner, eventId, decision: "decline" });
      expect(await listed()).not.toContain("Guest Fest");
      expect((await listVenueRequests({ db: handle.db, userId: owner }))[0]!.consent).toBe(
        "declined",
      );
    });

    it("needs no consent for a party at the organiser's own center", async () => {
      const { eventId } = await registerLanParty({
        db: handle.db,
        userId: owner,
        form: partyForm(centerId, "Home Fest"),
      });
      const [row] = await handle.db.select().from(events).where(eq(events.id, eventId));
      expect(row!.venueConsent).toBeNull();
      const queued = (await listPendingParties(handle.db)).find((p) => p.id === eventId);
      expect(queued!.foreignVenue).toBeNull();
      await verify(eventId);
      expect(await listed()).toContain("Home Fest");
      const refused = await answerVenueRequest({
        db: handle.db,
        userId: owner,
        eventId,
        decision: "decline",
      }).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: "not_found" });
      expect(await listed()).toContain("Home Fest");
    });
  });
}
