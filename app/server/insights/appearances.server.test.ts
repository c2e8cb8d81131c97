/**
 * Appearances, featured positions, top search terms, followers and RSVPs on the Insights tab
 * (issue 26 items 1 and 4, issue 27 item 4, ADR 086), on PGlite and PostgreSQL: a center shown in
 * the list, a search or the map counts each time and once per visitor a day as unique; bots,
 * prefetches, HEAD and the owner's own listings count nothing; only the leading priority
 * listings of a list count as featured positions; a search term shows only once 5 distinct
 * visitors used it on a day and lone terms are deleted after their day; followers gained and
 * lost, RSVPs made and cancelled and reviews per month come from their areas.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { CenterSearch } from "~/lib/center-search";
import type { DatabaseHandle } from "../db/client.server";
import {
  authUser,
  communities,
  events,
  follows,
  insightDaily,
  insightSearchTerms,
  insightTermVisitors,
  insightVisitors,
  locations,
  reviews,
  rsvps,
} from "../db/schema";
import { TestClock } from "../jobs/index.server";
import { listAppearances, mapAppearances } from "./appearances.server";
import { saltOfDay } from "./salts.server";
import { createInsightsService, type InsightsService, type ViewerLookup } from "./service.server";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
const OWNER = "appearances-owner";

/** A beacon request of browser `n`, with optional extra headers. */
function request(n: number, headers: Record<string, string> = {}, method = "POST"): Request {
  return new Request("http://localhost/insights/seen", {
    method,
    headers: { "user-agent": `${BROWSER} visitor/${n}`, ...headers },
  });
}

const viewers: ViewerLookup = {
  hasSessionCookie: (r) => (r.headers.get("cookie") ?? "").includes("session="),
  getSessionUser: (r) => {
    const id = /session=([^;]+)/.exec(r.headers.get("cookie") ?? "")?.[1];
    return Promise.resolve(id ? { id } : null);
  },
};

const plain: CenterSearch = { q: "", community: null, near: null, page: 1 };

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`insights appearances on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let clock: TestClock;
    let insights: InsightsService;
    let centerId: string;
    let otherId: string;
    let eventId: string;

    /** Listed as stored: the test's center first (featured), then another (not featured). */
    function listed(featured = true) {
      return {
        centers: [
          { id: centerId, lat: 52.52, lng: 13.4, featured },
          { id: otherId, lat: 52.5, lng: 13.3, featured: false },
        ],
        place: null,
      };
    }

    async function daily(metric: string, id = centerId) {
      const rows = await handle.db
        .select()
        .from(insightDaily)
        .where(sql`${insightDaily.subjectId} = ${id} and ${insightDaily.metric} = ${metric}`);
      return {
        count: rows.reduce((sum, row) => sum + row.count, 0),
        uniques: rows.reduce((sum, row) => sum + row.uniques, 0),
        days: rows.map((row) => row.day),
      };
    }

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await handle.db.insert(authUser).values([
        { id: OWNER, name: OWNER, email: "owner@example.com" },
        ...[1, 2, 3, 4].map((n) => ({
          id: `gamer-${n}`,
          name: `Gamer ${n}`,
          email: `g${n}@ex.com`,
        })),
      ]);
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Appearance Crew", isVerified: true, createdBy: OWNER })
        .returning();
      const [row, other] = await handle.db
        .insert(locations)
        .values(
          ["Berlin Arena", "Other Arena"].map((name, i) => ({
            organizationName: name,
            address: "1 Alexanderplatz",
            description: "A center.",
            lat: 52.52 - i * 0.02,
            lng: 13.4 - i * 0.1,
            verified: true,
            complimentaryAt: new Date("2030-01-01T00:00:00Z"),
            communityId: community!.id,
            createdBy: i === 0 ? OWNER : "gamer-3",
          })),
        )
        .returning();
      centerId = row!.id;
      otherId = other!.id;
      const [party] = await handle.db
        .insert(events)
        .values({
          organizationName: "Appearance Party",
          description: "LAN",
          startDate: new Date("2031-06-01T18:00:00Z"),
          endDate: new Date("2031-06-02T06:00:00Z"),
          locationId: centerId,
          timeZone: "Europe/Berlin",
          verified: true,
          createdBy: OWNER,
        })
        .returning();
      eventId = party!.id;
    });

    afterAll(async () => {
      await handle?.close();
    });

    beforeEach(async () => {
      await handle.db.delete(insightDaily);
      await handle.db.delete(insightVisitors);
      await handle.db.delete(insightSearchTerms);
      await handle.db.delete(insightTermVisitors);
      // 23:30 in Berlin on May 10 is still May 10 there, May 10 UTC too.
      clock = new TestClock(new Date("2031-05-10T21:30:00Z"));
      insights = createInsightsService({ db: handle.db, clock, viewers });
    });

    it("counts every showing, and each visitor once a day as unique, in the center's zone", async () => {
      for (const n of [1, 2, 3, 1]) {
        expect(
          await insights.countAppearances({
            request: request(n),
            clientIp: `198.51.100.${n}`,
            appearances: listAppearances(plain, listed()),
          }),
        ).toBe("counted");
      }
      await insights.flush();
      expect(await daily("list_appearance")).toEqual({
        count: 4,
        uniques: 3,
        days: ["2031-05-10"],
      });
      expect(await daily("list_appearance", otherId)).toMatchObject({ count: 4, uniques: 3 });
      // The same visitor the next local day (00:30 in Berlin) is unique again.
      await clock.advance(60 * 60 * 1000);
      await insights.countAppearances({
        request: request(1),
        clientIp: "198.51.100.1",
        appearances: listAppearances(plain, listed()),
      });
      await insights.flush();
      expect(await daily("list_appearance")).toEqual({
        count: 5,
        uniques: 4,
        days: expect.arrayContaining(["2031-05-10", "2031-05-11"]) as string[],
      });
    });

    it("counts no crawler, prefetch or HEAD, and not the owner's own listing", async () => {
      const appearances = listAppearances(plain, listed());
      const answers = [
        await insights.countAppearances({
          request: new Request("http://localhost/insights/seen", {
            method: "POST",
            headers: { "user-agent": CRAWLER },
          }),
          clientIp: "203.0.113.1",
          appearances,
        }),
        await insights.countAppearances({
          request: request(1, { "sec-purpose": "prefetch" }),
          clientIp: "203.0.113.2",
          appearances,
        }),
        await insights.countAppearances({
          request: request(2, {}, "HEAD"),
          clientIp: "203.0.113.3",
          appearances,
        }),
      ];
      expect(answers).toEqual(["not_counted", "not_counted", "not_counted"]);
      // The owner sees the list: their own center is left out, the other one counts.
      await insights.countAppearances({
        request: request(3, { cookie: `session=${OWNER}` }),
        clientIp: "203.0.113.4",
        appearances,
      });
      await insights.flush();
      expect(await daily("list_appearance")).toMatchObject({ count: 0, uniques: 0 });
      expect(await daily("list_appearance", otherId)).toMatchObject({ count: 1, uniques: 1 });
    });

    it("counts search results with their term and map markers as their own metrics", async () => {
      const search = { ...plain, q: "  Berlin   LAN " };
      const appearances = listAppearances(search, listed());
      expect(appearances).toMatchObject({ source: "search", term: "berlin lan" });
      await insights.countAppearances({
        request: request(1),
        clientIp: "198.51.100.1",
        appearances,
      });
      await insights.countAppearances({
        request: request(1),
        clientIp: "198.51.100.1",
        appearances: mapAppearances({
          markers: [[centerId, 52.52, 13.4, 0, 1]],
        }),
      });
      await insights.flush();
      expect(await daily("search_appearance")).toMatchObject({ count: 1, uniques: 1 });
      expect(await daily("map_appearance")).toMatchObject({ count: 1, uniques: 1 });
      expect(await daily("list_appearance")).toMatchObject({ count: 0 });
      expect(await daily("map_appearance", otherId)).toMatchObject({ count: 0 });
    });

    it("counts featured positions only for the leading priority listings, never near me", async () => {
      const leading = listAppearances(plain, {
        centers: [
          { id: centerId, lat: 52.52, lng: 13.4, featured: true },
          { id: otherId, lat: 52.5, lng: 13.3, featured: false },
          { id: eventId, lat: 52.5, lng: 13.3, featured: true },
        ],
        place: null,
      });
      expect(leading.shown.map((s) => s.featuredPosition)).toEqual([true, false, false]);
      const nearMe = listAppearances({ ...plain, near: { lat: 52.5, lng: 13.4 } }, listed());
      expect(nearMe.shown.map((s) => s.featuredPosition)).toEqual([false, false]);
      expect(nearMe.source).toBe("search");

      for (const n of [1, 2, 1]) {
        await insights.countAppearances({
          request: request(n),
          clientIp: `198.51.100.${n}`,
          appearances: listAppearances(plain, listed()),
        });
      }
      await insights.countAppearances({
        request: request(4),
        clientIp: "198.51.100.4",
        appearances: nearMe,
      });
      await insights.flush();
      expect(await daily("featured_appearance")).toMatchObject({ count: 3, uniques: 2 });
      expect(await daily("featured_appearance", otherId)).toMatchObject({ count: 0 });
      const page = await insights.loadPage({
        userId: OWNER,
        subject: `center:${centerId}`,
        days: 7,
      });
      expect(page.totals.find((t) => t.metric === "featured_appearance")).toMatchObject({
        label: "Shown in featured positions",
        count: 3,
        uniques: 2,
      });
      expect(page.totals.find((t) => t.metric === "search_appearance")).toMatchObject({ count: 1 });
    });

    it("shows a search term only once 5 distinct visitors used it on a day", async () => {
      const search = (q: string) => listAppearances({ ...plain, q }, listed());
      // "berlin lan" by 4 visitors (one of them three times), "arena" by 5.
      for (const n of [1, 2, 3, 4, 4, 4]) {
        await insights.countAppearances({
          request: request(n),
          clientIp: `198.51.100.${n}`,
          appearances: search(n === 4 ? "BERLIN LAN" : " berlin lan"),
        });
      }
      for (const n of [1, 2, 3, 4, 5]) {
        await insights.countAppearances({
          request: request(n),
          clientIp: `198.51.100.${n}`,
          appearances: search("Arena"),
        });
      }
      await insights.flush();
      let page = await insights.loadPage({ userId: OWNER, subject: `center:${centerId}`, days: 7 });
      expect(page.searchTerms).toEqual([{ term: "arena", visitors: 5 }]);
      // A fifth visitor makes "berlin lan" shown too.
      await insights.countAppearances({
        request: request(9),
        clientIp: "198.51.100.9",
        appearances: search("berlin lan"),
      });
      await insights.flush();
      page = await insights.loadPage({ userId: OWNER, subject: `center:${centerId}`, days: 7 });
      expect(page.searchTerms).toEqual([
        { term: "arena", visitors: 5 },
        { term: "berlin lan", visitors: 5 },
      ]);
      const csv = await insights.exportCsv({
        userId: OWNER,
        subject: `center:${centerId}`,
        days: 7,
      });
      expect(csv.csv.split("\n")[0]).toContain("Shown in search results");
    });

    it("deletes the term visitors at rotation and a finished day's terms under 5 visitors", async () => {
      for (const n of [1, 2]) {
        await insights.countAppearances({
          request: request(n),
          clientIp: `198.51.100.${n}`,
          appearances: listAppearances({ ...plain, q: "rare" }, listed()),
        });
      }
      await insights.flush();
      expect((await handle.db.select().from(insightTermVisitors)).length).toBe(4);
      // Two days later the day is over everywhere: the new salt's rotation prunes it.
      await saltOfDay(handle.db, new Date("2031-05-12T01:00:00Z"));
      expect(await handle.db.select().from(insightTermVisitors)).toEqual([]);
      expect(await handle.db.select().from(insightSearchTerms)).toEqual([]);
    });

    it("shows followers gained and lost per day from the follows area", async () => {
      clock = new TestClock(new Date());
      insights = createInsightsService({ db: handle.db, clock, viewers });
      await handle.db
        .insert(follows)
        .values([2, 3, 4].map((n) => ({ userId: `gamer-${n}`, centerId, createdAt: clock.now() })));
      await handle.db.delete(follows).where(sql`${follows.userId} = 'gamer-2'`);
      const page = await insights.loadPage({
        userId: OWNER,
        subject: `center:${centerId}`,
        days: 7,
      });
      expect(page.totals.find((t) => t.metric === "follower_gained")).toMatchObject({
        label: "Followers gained",
        count: 3,
      });
      expect(page.totals.find((t) => t.metric === "follower_lost")).toMatchObject({
        label: "Followers lost",
        count: 1,
      });
      const today = page.series.at(-1)!;
      expect(today.counts).toMatchObject({ follower_gained: 3, follower_lost: 1 });
      // A deleted account's follow is a follower lost too.
      await handle.db.delete(authUser).where(sql`${authUser.id} = 'gamer-4'`);
      const after = await insights.loadPage({
        userId: OWNER,
        subject: `center:${centerId}`,
        days: 7,
      });
      expect(after.totals.find((t) => t.metric === "follower_lost")).toMatchObject({ count: 2 });
      await handle.db.delete(follows);
    });

    it("deletes a followed center with its follows, leaving no removal behind", async () => {
      const [doomed] = await handle.db
        .insert(locations)
        .values({
          organizationName: "Closing Arena",
          address: "2 Main St",
          description: "A center.",
          lat: 48.1,
          lng: 11.5,
          createdBy: OWNER,
        })
        .returning();
      await handle.db.insert(follows).values({ userId: "gamer-3", centerId: doomed!.id });
      await handle.db.delete(locations).where(sql`${locations.id} = ${doomed!.id}`);
      expect(await handle.db.select().from(follows)).toEqual([]);
      const left = await handle.db.execute(
        sql`select count(*)::int as n from follow_removals where center_id = ${doomed!.id}`,
      );
      expect(JSON.stringify(left)).toContain('"n":0');
    });

    it("shows RSVPs made and cancelled per day from the attendance area", async () => {
      const at = clock.now();
      await handle.db.insert(rsvps).values([
        { eventId, userId: "gamer-1", status: "going", rsvpAt: at },
        { eventId, userId: "gamer-2", status: "waiting", rsvpAt: at },
        { eventId, userId: "gamer-3", status: "cancelled", rsvpAt: at, cancelledAt: at },
      ]);
      const page = await insights.loadPage({ userId: OWNER, subject: `event:${eventId}`, days: 7 });
      expect(page.totals.find((t) => t.metric === "rsvp")).toMatchObject({
        label: "RSVPs",
        count: 3,
      });
      expect(page.totals.find((t) => t.metric === "rsvp_cancelled")).toMatchObject({ count: 1 });
      expect(page.series.at(-1)!.counts.rsvp).toBe(3);
      expect(page.monthlyReviews).toBeNull();
      expect(page.totals.some((t) => t.metric === "list_appearance")).toBe(false);
      await handle.db.delete(rsvps);
    });

    it("shows a center's published reviews and average rating per month", async () => {
      const body = "A long enough review body for the test.";
      await handle.db.insert(reviews).values([
        {
          centerId,
          authorId: "gamer-1",
          rating: 5,
          body,
          status: "published",
          createdAt: new Date("2031-04-10T12:00:00Z"),
        },
        {
          centerId,
          authorId: "gamer-2",
          rating: 4,
          body,
          status: "published",
          createdAt: new Date("2031-05-02T12:00:00Z"),
        },
        {
          centerId,
          authorId: "gamer-3",
          rating: 1,
          body,
          status: "held",
          createdAt: new Date("2031-05-03T12:00:00Z"),
        },
      ]);
      const page = await insights.loadPage({
        userId: OWNER,
        subject: `center:${centerId}`,
        days: 30,
      });
      expect(page.monthlyReviews).toHaveLength(12);
      expect(page.monthlyReviews!.slice(-2)).toEqual([
        { month: "2031-04", reviews: 1, averageRating: 5 },
        { month: "2031-05", reviews: 1, averageRating: 4 },
      ]);
      await handle.db.delete(reviews);
    });
  });
}
