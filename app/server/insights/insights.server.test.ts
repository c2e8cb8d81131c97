/**
 * Owner insights counting (issue 26 items 2-3, "Done when" 1-5, ADR 085), on PGlite and
 * PostgreSQL: 20 distinct visitors and 5 crawlers count 20 views, 20 uniques and no bot; one
 * visitor twice in a day is 1 unique; prefetches and HEAD are not counted; the owner's own views
 * count 0; a click counts once per hour and goes only to the stored link; a stop during a burst
 * loses no counted hit; two instances on one database add up and do not count one visitor twice;
 * the salt rotates daily and the old one and its hashes are deleted; nothing stored holds an
 * address or user agent.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import {
  authUser,
  communities,
  events,
  insightDaily,
  insightSalts,
  insightVisitors,
  locations,
} from "../db/schema";
import { isAppError } from "../errors/app-error";
import { TestClock } from "../jobs/index.server";
import { createInsightsService, type InsightsService, type ViewerLookup } from "./service.server";

const start = new Date("2031-05-10T15:00:00Z");
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const OWNER = "insights-owner";

/** A beacon request of browser `n` (its own user agent), with optional extra headers. */
function beacon(n: number, headers: Record<string, string> = {}, method = "POST"): Request {
  return new Request("http://localhost/insights/hit", {
    method,
    headers: { "user-agent": `${BROWSER} visitor/${n}`, ...headers },
  });
}

/** Sessions by cookie value: `session=<user id>`. */
const viewers: ViewerLookup = {
  hasSessionCookie: (request) => (request.headers.get("cookie") ?? "").includes("session="),
  getSessionUser: (request) => {
    const id = /session=([^;]+)/.exec(request.headers.get("cookie") ?? "")?.[1];
    return Promise.resolve(id ? { id } : null);
  },
};

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`insights counting on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let clock: TestClock;
    let insights: InsightsService;
    let centerId: string;
    let eventId: string;
    const center = () => ({ kind: "center" as const, id: centerId });

    async function daily(metric: string, kind = "center", id = centerId) {
      const rows = await handle.db
        .select()
        .from(insightDaily)
        .where(
          sql`${insightDaily.subjectKind} = ${kind} and ${insightDaily.subjectId} = ${id} and ${insightDaily.metric} = ${metric}`,
        );
      return {
        count: rows.reduce((sum, row) => sum + row.count, 0),
        uniques: rows.reduce((sum, row) => sum + row.uniques, 0),
        days: rows.map((row) => row.day),
      };
    }

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await handle.db.insert(authUser).values({ id: OWNER, name: OWNER, email: "o@example.com" });
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Insight Crew", isVerified: true, createdBy: OWNER })
        .returning();
      const [row] = await handle.db
        .insert(locations)
        .values({
          organizationName: "Insight Arena",
          address: "1 Main St",
          description: "A center.",
          lat: 40.5,
          lng: -73.25,
          website: "https://arena.example/home",
          phone: "+1 (555) 010-2000",
          verified: true,
          complimentaryAt: start,
          communityId: community!.id,
          createdBy: OWNER,
        })
        .returning();
      centerId = row!.id;
      const [party] = await handle.db
        .insert(events)
        .values({
          organizationName: "Insight Party",
          description: "LAN",
          startDate: new Date("2031-06-01T18:00:00Z"),
          endDate: new Date("2031-06-02T06:00:00Z"),
          locationId: centerId,
          timeZone: "America/New_York",
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
      clock = new TestClock(start);
      insights = createInsightsService({ db: handle.db, clock, viewers });
    });

    it("counts 20 distinct browsers as 20 views and 20 uniques, and no crawler", async () => {
      const answers = [];
      for (let n = 0; n < 20; n += 1) {
        answers.push(
          await insights.countView({
            request: beacon(n),
            clientIp: `198.51.100.${n}`,
            target: center(),
          }),
        );
      }
      for (let n = 0; n < 5; n += 1) {
        const request = new Request("http://localhost/insights/hit", {
          method: "POST",
          headers: { "user-agent": CRAWLER },
        });
        answers.push(
          await insights.countView({ request, clientIp: `203.0.113.${n}`, target: center() }),
        );
      }
      expect(answers.filter((a) => a === "counted")).toHaveLength(20);
      expect(insights.pending).toBe(20);
      await insights.flush();
      expect(insights.pending).toBe(0);
      // The day is the venue's own (New York: 11:00 on 2031-05-10).
      expect(await daily("view")).toEqual({ count: 20, uniques: 20, days: ["2031-05-10"] });
    });

    it("counts one browser viewing twice in a day as 2 views and 1 unique, across flushes", async () => {
      await insights.countView({ request: beacon(1), clientIp: "198.51.100.1", target: center() });
      await insights.flush();
      await clock.advance(3 * 60 * 60 * 1000);
      await insights.countView({ request: beacon(1), clientIp: "198.51.100.1", target: center() });
      await insights.flush();
      expect(await daily("view")).toEqual({ count: 2, uniques: 1, days: ["2031-05-10"] });
    });

    it("does not count prefetches, prerenders, HEAD or an empty user agent", async () => {
      const requests = [
        beacon(1, { "sec-purpose": "prefetch" }),
        beacon(2, { "sec-purpose": "prefetch;prerender" }),
        beacon(3, { purpose: "prefetch" }),
        beacon(4, {}, "HEAD"),
        new Request("http://localhost/insights/hit", { method: "POST" }),
      ];
      for (const request of requests) {
        expect(
          await insights.countView({ request, clientIp: "198.51.100.9", target: center() }),
        ).toBe("not_counted");
      }
      await insights.flush();
      expect(await daily("view")).toEqual({ count: 0, uniques: 0, days: [] });
    });

    it("does not count the owner's own views, and counts another signed-in visitor", async () => {
      const own = beacon(1, { cookie: `session=${OWNER}` });
      const other = beacon(2, { cookie: "session=someone-else" });
      expect(
        await insights.countView({ request: own, clientIp: "198.51.100.1", target: center() }),
      ).toBe("not_counted");
      expect(
        await insights.countView({
          request: beacon(3, { cookie: `session=${OWNER}` }),
          clientIp: "198.51.100.3",
          target: { kind: "event", id: eventId },
        }),
      ).toBe("not_counted");
      expect(
        await insights.countView({ request: other, clientIp: "198.51.100.2", target: center() }),
      ).toBe("counted");
      await insights.flush();
      expect((await daily("view")).count).toBe(1);
      expect((await daily("view", "event", eventId)).count).toBe(0);
    });

    it("ignores unknown, malformed and hidden listings", async () => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "' or 1=1 --"]) {
        expect(
          await insights.countView({
            request: beacon(1),
            clientIp: "198.51.100.1",
            target: { kind: "center", id },
          }),
        ).toBe("not_counted");
      }
      expect(insights.pending).toBe(0);
    });

    it("limits one address to its budget per minute", async () => {
      const answers = [];
      for (let n = 0; n < 70; n += 1) {
        answers.push(
          await insights.countView({
            request: beacon(n),
            clientIp: "192.0.2.50",
            target: center(),
          }),
        );
      }
      expect(answers.filter((a) => a === "counted")).toHaveLength(60);
      expect(answers.filter((a) => a === "limited")).toHaveLength(10);
      await clock.advance(60_000);
      expect(
        await insights.countView({ request: beacon(99), clientIp: "192.0.2.50", target: center() }),
      ).toBe("counted");
    });

    it("counts nothing with counting switched off, and still sends clicks on", async () => {
      const off = createInsightsService({ db: handle.db, clock, viewers, counting: false });
      const view = await off.countView({
        request: beacon(1),
        clientIp: "198.51.100.1",
        target: center(),
      });
      const click = await off.followLink({
        request: beacon(1),
        clientIp: "198.51.100.1",
        kind: "website",
        id: centerId,
      });
      expect(view).toBe("not_counted");
      expect(click).toEqual({ location: "https://arena.example/home", counted: "not_counted" });
      expect(off.pending).toBe(0);
      await off.flush();
      expect(await daily("view")).toEqual({ count: 0, uniques: 0, days: [] });
    });

    it("counts a website click once per hour and sends it only to the stored URL", async () => {
      const click = () =>
        insights.followLink({
          request: beacon(1),
          clientIp: "198.51.100.1",
          kind: "website",
          id: centerId,
        });
      expect(await click()).toEqual({ location: "https://arena.example/home", counted: "counted" });
      await clock.advance(30 * 60 * 1000);
      expect(await click()).toEqual({
        location: "https://arena.example/home",
        counted: "not_counted",
      });
      await clock.advance(31 * 60 * 1000);
      expect((await click()).counted).toBe("counted");
      await insights.flush();
      expect(await daily("website")).toEqual({ count: 2, uniques: 1, days: ["2031-05-10"] });
    });

    it("builds directions, phone and calendar links from stored fields only", async () => {
      const follow = (kind: "directions" | "phone" | "calendar" | "email", id = centerId) =>
        insights.followLink({ request: beacon(1), clientIp: "198.51.100.1", kind, id });
      expect((await follow("directions")).location).toBe(
        "https://www.google.com/maps/dir/?api=1&destination=40.5,-73.25",
      );
      expect((await follow("phone")).location).toBe("tel:+15550102000");
      expect((await follow("calendar", eventId)).location).toBe(`/events/${eventId}/calendar.ics`);
      for (const attempt of [
        () => follow("email"),
        () => follow("calendar"),
        () => follow("phone", eventId),
      ]) {
        const error = await attempt().catch((e: unknown) => e);
        expect(isAppError(error) && error.status).toBe(404);
      }
    });

    it("loses no counted hit when stopped during a burst", async () => {
      let counted = 0;
      const burst = Array.from({ length: 300 }, (_, n) =>
        insights
          .countView({
            request: beacon(n),
            clientIp: `10.${n >> 8}.${n & 255}.1`,
            target: center(),
          })
          .then((answer) => {
            if (answer === "counted") counted += 1;
          }),
      );
      insights.start();
      // The stop (as on SIGTERM) comes while the burst is still being recorded.
      await Promise.all(burst.slice(0, 150));
      const stopped = insights.stop();
      await Promise.all(burst);
      await stopped;
      await insights.stop();
      expect(counted).toBe(300);
      expect(await daily("view")).toEqual({ count: 300, uniques: 300, days: ["2031-05-10"] });
    });

    it("adds up two instances on one database without counting one visitor twice", async () => {
      const second: DatabaseHandle =
        engine.name === "PGlite" ? handle : openDatabase(handle.target);
      const other = createInsightsService({ db: second.db, clock, viewers });
      try {
        for (let n = 0; n < 10; n += 1) {
          await insights.countView({
            request: beacon(n),
            clientIp: `198.51.100.${n}`,
            target: center(),
          });
          await other.countView({
            request: beacon(n + 100),
            clientIp: `198.51.101.${n}`,
            target: center(),
          });
        }
        // The same 5 visitors reach both instances.
        for (let n = 0; n < 5; n += 1) {
          await other.countView({
            request: beacon(n),
            clientIp: `198.51.100.${n}`,
            target: center(),
          });
        }
        await Promise.all([insights.flush(), other.flush()]);
        expect(await daily("view")).toEqual({ count: 25, uniques: 20, days: ["2031-05-10"] });
      } finally {
        if (second !== handle) await second.close();
      }
    });

    it("shows the owner each metric against the period before, by day, and as CSV", async () => {
      // 3 and 5 views in the 7 days before the period, 4 views and a click today.
      await handle.db.insert(insightDaily).values([
        {
          subjectKind: "center",
          subjectId: centerId,
          day: "2031-04-30",
          metric: "view",
          count: 3,
          uniques: 2,
        },
        {
          subjectKind: "center",
          subjectId: centerId,
          day: "2031-05-10",
          metric: "view",
          count: 4,
          uniques: 4,
        },
        {
          subjectKind: "center",
          subjectId: centerId,
          day: "2031-05-10",
          metric: "website",
          count: 1,
          uniques: 1,
        },
      ]);
      await handle.db.insert(insightDaily).values({
        subjectKind: "center",
        subjectId: centerId,
        day: "2031-05-01",
        metric: "view",
        count: 5,
        uniques: 5,
      });
      const page = await insights.loadPage({ userId: OWNER, days: 7 });
      expect(page.selected).toMatchObject({
        kind: "center",
        id: centerId,
        timeZone: "America/New_York",
      });
      expect(page.subjects.map((s) => s.kind)).toEqual(["center", "event"]);
      expect([page.from, page.to]).toEqual(["2031-05-04", "2031-05-10"]);
      expect(page.series).toHaveLength(7);
      expect(page.series.at(-1)).toMatchObject({
        day: "2031-05-10",
        counts: { view: 4, website: 1 },
      });
      const views = page.totals.find((t) => t.metric === "view");
      expect(views).toMatchObject({ count: 4, uniques: 4, previousCount: 8, changePercent: -50 });
      expect(page.totals.find((t) => t.metric === "website")).toMatchObject({
        count: 1,
        changePercent: null,
      });
      const month = await insights.loadPage({ userId: OWNER, days: 30 });
      expect(month.totals.find((t) => t.metric === "view")).toMatchObject({
        count: 12,
        previousCount: 0,
      });
      const file = await insights.exportCsv({
        userId: OWNER,
        subject: `center:${centerId}`,
        days: 7,
      });
      const lines = file.csv.trim().split("\n");
      // A center's columns go on with its appearances and followers (ADR 086).
      expect(lines[0]).toBe(
        "Day,Listing views,Website clicks,Direction requests,Phone taps,Calendar adds," +
          "Shown in the list,Shown in search results,Shown on the map,Followers gained,Followers lost",
      );
      expect(lines).toHaveLength(8);
      expect(lines.at(-1)).toBe("2031-05-10,4,1,0,0,0,0,0,0,0,0");
      for (const attempt of [
        () => insights.loadPage({ userId: "someone-else", subject: `center:${centerId}`, days: 7 }),
        () => insights.exportCsv({ userId: "someone-else", days: 7 }),
      ]) {
        const error = await attempt().catch((e: unknown) => e);
        expect(isAppError(error) && error.status).toBe(404);
      }
      expect((await insights.loadPage({ userId: "someone-else", days: 90 })).selected).toBeNull();
    });

    it("rotates the salt daily, deleting the old salt and its hashes; stores no address or user agent", async () => {
      await insights.countView({ request: beacon(1), clientIp: "198.51.100.77", target: center() });
      await insights.flush();
      const [first] = await handle.db.select().from(insightSalts);
      const rows = await handle.db.select().from(insightVisitors);
      // A salt day, a 64-bit key and its scope's number in the flush: neither the address, the
      // user agent nor the listing.
      expect(rows.map((row) => Object.keys(row).sort())).toEqual([["key", "saltDay", "scopeNo"]]);
      const stored = JSON.stringify(rows, (_, value: unknown) =>
        typeof value === "bigint" ? value.toString() : value,
      );
      expect(stored).not.toContain("198.51.100.77");
      expect(stored).not.toContain("Mozilla");
      expect(stored).not.toContain(centerId);
      await clock.advance(24 * 60 * 60 * 1000);
      await insights.countView({ request: beacon(1), clientIp: "198.51.100.77", target: center() });
      await insights.flush();
      const salts = await handle.db.select().from(insightSalts);
      expect(salts).toHaveLength(1);
      expect(salts[0]!.day).toBe("2031-05-11");
      expect(salts[0]!.salt).not.toBe(first!.salt);
      const visitors = await handle.db.select().from(insightVisitors);
      expect(visitors.map((v) => v.saltDay)).toEqual(["2031-05-11"]);
      // A new day: the same browser is a new unique of that day.
      expect(await daily("view")).toMatchObject({ count: 2, uniques: 2 });
    });
  });
}
