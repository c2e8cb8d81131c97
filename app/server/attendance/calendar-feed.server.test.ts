/**
 * Issue 25 item 5 (ADR 082): the personal calendar feed, parsed with ical.js. Events the account
 * is going to are in it (with the per-event .ics's UID, UTC times and a one-hour refresh), other
 * accounts' are not, Reset revokes the old token at once, and the text keeps RFC 5545 §3.1's
 * CRLF line ends and 75-octet folding.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { events, rsvps } from "../db/schema";
import { createCalendarFeedService } from "./calendar-feed.server";
import { eraseFor, exportFor } from "./account.server";

const NOW = new Date("2031-02-01T12:00:00Z");
const DAY = 24 * 3600_000;

/** The feed's VEVENTs as parsed by ical.js. */
function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`calendar feed on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let feeds: ReturnType<typeof createCalendarFeedService>;

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      feeds = createCalendarFeedService({ db: handle.db, publicUrl: "https://lan.example" });
    });
    afterAll(() => handle?.close());

    async function party(name: string, start: Date, verified = true): Promise<string> {
      const [row] = await handle.db
        .insert(events)
        .values({
          organizationName: name,
          description: "Bring your rig.",
          startDate: start,
          endDate: new Date(start.getTime() + 12 * 3600_000),
          timeZone: "Europe/Berlin",
          verified,
          createdBy: "organiser-feed",
        })
        .returning({ id: events.id });
      return row!.id;
    }

    async function going(userId: string, eventId: string, status: "going" | "waiting" = "going") {
      await handle.db.insert(rsvps).values({ userId, eventId, status, rsvpAt: NOW });
    }

    it("lists the events the account is going to, with stable UIDs and UTC times", async () => {
      // A long name with a comma and a line break: escaped, and folded past 75 octets.
      const upcoming = await party(
        `Spring LAN, ${"very ".repeat(20)}long\nname`,
        new Date(NOW.getTime() + 7 * DAY),
      );
      const recent = await party("Last week's LAN", new Date(NOW.getTime() - 7 * DAY));
      const old = await party("Old LAN", new Date(NOW.getTime() - 40 * DAY));
      const waiting = await party("Waitlisted LAN", new Date(NOW.getTime() + 3 * DAY));
      const hidden = await party("Unverified LAN", new Date(NOW.getTime() + 3 * DAY), false);
      for (const id of [upcoming, recent, old, hidden]) await going("feed-alice", id);
      await going("feed-alice", waiting, "waiting");
      const token = await feeds.issue({ userId: "feed-alice", now: NOW });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const first = (await feeds.feedFor({ token, now: NOW }))!;
      const { calendar, events: vevents } = parsedEvents(first);
      expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("LAN Center Network: my events");
      expect(first).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
      expect(first).toContain("X-PUBLISHED-TTL:PT1H\r\n");
      expect(vevents.map((e) => e.getFirstPropertyValue("uid"))).toEqual([
        `${recent}@lan-center-network`,
        `${upcoming}@lan-center-network`,
      ]);
      const next = new ICAL.Event(vevents[1]!);
      expect(next.summary).toBe(`Spring LAN, ${"very ".repeat(20)}long\nname`);
      expect(next.startDate.toJSDate().toISOString()).toBe(
        new Date(NOW.getTime() + 7 * DAY).toISOString(),
      );
      // UTC: DTSTART ends in Z and has no TZID.
      expect(first).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      expect(first).not.toContain("TZID");
      expect(vevents[1]!.getFirstPropertyValue("dtstamp")).toBeTruthy();

      // Stable across fetches.
      const second = (await feeds.feedFor({ token, now: new Date(NOW.getTime() + 3600_000) }))!;
      expect(parsedEvents(second).events.map((e) => e.getFirstPropertyValue("uid"))).toEqual(
        vevents.map((e) => e.getFirstPropertyValue("uid")),
      );

      // RFC 5545 §3.1: every line ends in CRLF, none is longer than 75 octets, a fold is CRLF + space.
      expect(first.endsWith("\r\n")).toBe(true);
      const lines = first.slice(0, -2).split("\r\n");
      expect(lines.every((line) => !line.includes("\n") && !line.includes("\r"))).toBe(true);
      expect(lines.every((line) => Buffer.byteLength(line, "utf8") <= 75)).toBe(true);
      expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    });

    it("Reset link revokes the old token at once; tokens never show another account's events", async () => {
      const mine = await party("Bob's LAN", new Date(NOW.getTime() + 5 * DAY));
      const theirs = await party("Carol's LAN", new Date(NOW.getTime() + 5 * DAY));
      await going("feed-bob", mine);
      await going("feed-carol", theirs);
      const old = await feeds.issue({ userId: "feed-bob", now: NOW });
      const carol = await feeds.issue({ userId: "feed-carol", now: NOW });
      expect(await feeds.createdAt({ userId: "feed-bob" })).toEqual(NOW);

      const fresh = await feeds.issue({ userId: "feed-bob", now: NOW });
      expect(fresh).not.toBe(old);
      expect(await feeds.feedFor({ token: old, now: NOW })).toBeNull();
      const bobUids = parsedEvents((await feeds.feedFor({ token: fresh, now: NOW }))!).events.map(
        (e) => e.getFirstPropertyValue("uid"),
      );
      expect(bobUids).toEqual([`${mine}@lan-center-network`]);
      const carolText = (await feeds.feedFor({ token: carol, now: NOW }))!;
      expect(carolText).not.toContain(mine);
      expect(carolText).toContain(theirs);

      // Unknown and malformed tokens: nothing.
      expect(await feeds.feedFor({ token: "x".repeat(43), now: NOW })).toBeNull();
      expect(await feeds.feedFor({ token: "../../etc", now: NOW })).toBeNull();
      expect(feeds.httpsUrl(fresh)).toBe(`https://lan.example/calendar/${fresh}.ics`);
    });

    it("Download my data names the feed (not its secret); Delete account removes it", async () => {
      const token = await feeds.issue({ userId: "feed-dave", now: NOW });
      const exported = await exportFor(handle.db, "feed-dave");
      expect(exported.calendarFeed).toEqual({ createdAt: NOW.toISOString() });
      expect(JSON.stringify(exported)).not.toContain(token);
      await eraseFor(handle.db, "feed-dave", NOW);
      expect(await feeds.feedFor({ token, now: NOW })).toBeNull();
      expect((await exportFor(handle.db, "feed-dave")).calendarFeed).toBeNull();
    });
  });
}
