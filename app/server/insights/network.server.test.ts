/**
 * /admin/insights' numbers (issue 26 item 6, ADR 088) on PGlite and PostgreSQL: every metric
 * summed over all centers and events in the period (rows outside it left out), with the follows
 * and RSVPs of the period from their areas' tables, paid listings by
 * plan (live subscriptions only), and the public centers with the most and fewest views (zero-view
 * and unlisted centers handled).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import { rsvps } from "../attendance/schema";
import { authUser } from "../db/schema";
import { lanCenterSubscriptions, planPrices } from "../billing/schema";
import type { DatabaseHandle } from "../db/client.server";
import { communities, events, locations } from "../directory/schema";
import { followRemovals, follows } from "../follows/schema";
import { loadNetworkInsights } from "./network.server";
import { insightDaily, type InsightMetric } from "./schema";

const NOW = new Date("2031-05-20T12:00:00Z");

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`network insights on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const ids: string[] = [];

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Network Crew", isVerified: true, createdBy: "owner" })
        .returning({ id: communities.id });
      for (const [name, listed] of [
        ["Bravo Arena", true],
        ["Alpha Arena", true],
        ["Charlie Arena", true],
        ["Hidden Arena", false],
      ] as const) {
        const [row] = await handle.db
          .insert(locations)
          .values({
            organizationName: name,
            address: "1 Main St",
            description: "A center.",
            lat: 40.5,
            lng: -73.25,
            communityId: community!.id,
            createdBy: "owner",
            verified: listed,
            complimentaryAt: NOW,
          })
          .returning({ id: locations.id });
        ids.push(row!.id);
      }
      const [bravo, alpha, , hidden] = ids as [string, string, string, string];
      const event = "00000000-0000-4000-8000-000000000001";
      const rows: [string, "center" | "event", string, InsightMetric, number][] = [
        [bravo, "center", "2031-05-20", "view", 30],
        [bravo, "center", "2031-04-21", "view", 5], // first day of the 30
        [bravo, "center", "2031-04-20", "view", 1000], // before the period
        [bravo, "center", "2031-05-01", "website", 4],
        [alpha, "center", "2031-05-10", "view", 12],
        [alpha, "center", "2031-05-10", "directions", 2],
        [hidden, "center", "2031-05-10", "view", 99],
        [event, "event", "2031-05-11", "view", 8],
        [event, "event", "2031-05-11", "calendar", 3],
      ];
      await handle.db.insert(insightDaily).values(
        rows.map(([subjectId, subjectKind, day, metric, count]) => ({
          subjectId,
          subjectKind,
          day,
          metric,
          count,
          uniques: count,
        })),
      );
      await handle.db.insert(planPrices).values([
        { priceId: "price_net_verified", plan: "verified" },
        { priceId: "price_net_priority", plan: "subscription" },
      ]);
      const subscription = (locationId: string, priceId: string, status: string, n: number) => ({
        locationId,
        userId: "owner",
        status,
        priceId,
        stripeSubscriptionId: `sub_net_${n}`,
      });
      await handle.db
        .insert(lanCenterSubscriptions)
        .values([
          subscription(ids[0]!, "price_net_priority", "active", 1),
          subscription(ids[1]!, "price_net_verified", "trialing", 2),
          subscription(ids[2]!, "price_net_verified", "canceled", 3),
          subscription(ids[3]!, "price_unknown", "past_due", 4),
        ]);

      // Follows and RSVPs come from their own areas' tables, on UTC days.
      const gamers = ["net-gamer-1", "net-gamer-2", "net-gamer-3"];
      for (const id of gamers) {
        await handle.db.insert(authUser).values({ id, name: id, email: `${id}@example.com` });
      }
      await handle.db.insert(follows).values([
        { userId: gamers[0]!, centerId: bravo, createdAt: new Date("2031-05-19T10:00:00Z") },
        { userId: gamers[1]!, centerId: bravo, createdAt: new Date("2031-05-02T10:00:00Z") },
        { userId: gamers[2]!, centerId: alpha, createdAt: new Date("2031-04-01T10:00:00Z") },
        { userId: gamers[0]!, communityId: community!.id, createdAt: NOW }, // not a center
      ]);
      await handle.db.insert(followRemovals).values([
        // begun and ended in the period: one gained, one lost
        {
          centerId: alpha,
          followedAt: new Date("2031-05-03T10:00:00Z"),
          removedAt: new Date("2031-05-04T10:00:00Z"),
        },
        // begun before the period, ended in it: one lost
        {
          centerId: bravo,
          followedAt: new Date("2031-01-03T10:00:00Z"),
          removedAt: new Date("2031-05-18T10:00:00Z"),
        },
      ]);
      const [party] = await handle.db
        .insert(events)
        .values({
          organizationName: "Network LAN",
          description: "Bring your rig.",
          startDate: new Date("2031-06-01T10:00:00Z"),
          endDate: new Date("2031-06-01T22:00:00Z"),
          timeZone: "UTC",
          verified: true,
          createdBy: "owner",
        })
        .returning({ id: events.id });
      await handle.db.insert(rsvps).values([
        { eventId: party!.id, userId: "g1", status: "going", rsvpAt: NOW },
        { eventId: party!.id, userId: "g2", status: "waiting", rsvpAt: NOW },
        {
          eventId: party!.id,
          userId: "g3",
          status: "cancelled",
          rsvpAt: new Date("2031-05-01T10:00:00Z"),
          cancelledAt: new Date("2031-05-02T10:00:00Z"),
        },
        { eventId: party!.id, userId: "g4", status: "going", rsvpAt: new Date("2031-03-01") },
      ]);
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    it("sums the period over all listings, counts paid plans and ranks the centers", async () => {
      const network = await loadNetworkInsights(handle.db, { days: 30, now: NOW });
      expect(network).toMatchObject({ days: 30, from: "2031-04-21", to: "2031-05-20" });
      const total = (metric: string) => network.totals.find((t) => t.metric === metric);
      expect(total("view")).toEqual({
        metric: "view",
        label: "Listing views",
        centers: 30 + 5 + 12 + 99,
        events: 8,
      });
      expect(total("website")).toMatchObject({ centers: 4, events: 0 });
      expect(total("directions")).toMatchObject({ centers: 2, events: 0 });
      expect(total("calendar")).toMatchObject({ label: "Calendar adds", centers: 0, events: 3 });
      expect(total("follower_gained")).toEqual({
        metric: "follower_gained",
        label: "Followers gained",
        centers: 3,
        events: 0,
      });
      expect(total("follower_lost")).toMatchObject({ centers: 2, events: 0 });
      expect(total("rsvp")).toEqual({ metric: "rsvp", label: "RSVPs", centers: 0, events: 3 });
      expect(total("rsvp_cancelled")).toMatchObject({ centers: 0, events: 1 });
      expect(network.paid).toEqual({ verified: 1, subscription: 1, other: 1 });
      // Public centers only (the hidden one had its plan checked but is not listed).
      expect(network.publicCenters).toBe(3);
      expect(network.most.map((c) => [c.name, c.views])).toEqual([
        ["Bravo Arena", 35],
        ["Alpha Arena", 12],
        ["Charlie Arena", 0],
      ]);
      expect(network.fewest.map((c) => [c.name, c.views])).toEqual([
        ["Charlie Arena", 0],
        ["Alpha Arena", 12],
        ["Bravo Arena", 35],
      ]);

      const week = await loadNetworkInsights(handle.db, { days: 7, now: NOW });
      expect(week.totals.find((t) => t.metric === "view")).toMatchObject({ centers: 30 });
      expect(week.totals.find((t) => t.metric === "follower_gained")).toMatchObject({ centers: 1 });
      expect(week.totals.find((t) => t.metric === "follower_lost")).toMatchObject({ centers: 1 });
      expect(week.totals.find((t) => t.metric === "rsvp")).toMatchObject({ events: 2 });
    });
  });
}
