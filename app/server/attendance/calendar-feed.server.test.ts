/**
 * Issue 25 item 5 (ADR 082): the personal calendar feed, parsed with ical.js. Events the account
 * is going to are in it (with the per-event .ics's UID, UTC times and a one-hour refresh), other
 * accounts' are not, Reset revokes the old token at once, and the text keeps RFC 5545 §3.1's
 * CRLF line ends and 75-octet folding.
 */
import ICAL from "ical.js";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { lanPartyEditFormSchema } from "~/lib/lan-party-form";
import { events, pendingChanges, rsvps } from "../db/schema";
import { deleteLanParty } from "../directory/owner-party-delete.server";
import { updateLanParty } from "../directory/owner-party-edit.server";
import { applyChangeDecision } from "../directory/review-actions.server";
import { guardMailer } from "../mail/index.server";
import { createCalendarFeedService } from "./calendar-feed.server";
import { createAttendanceService } from "./service.server";
import { eraseFor, exportFor } from "./account.server";

const NOW = new Date("2031-02-01T12:00:00Z");
const DAY = 24 * 3600_000;
/** An event id no party has. */
const NOW_EVENT_ID = "00000000-0000-4000-8000-000000000410";

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

    it("SEQUENCE goes up when an approved change moves the party, not for a new description", async () => {
      const eventId = await party("Moving LAN", new Date("2031-03-01T17:00:00Z"));
      await going("feed-erin", eventId);
      const token = await feeds.issue({ userId: "feed-erin", now: NOW });
      const sequence = async () => {
        const text = (await feeds.feedFor({ token, now: NOW }))!;
        const [vevent] = parsedEvents(text).events;
        return { uid: vevent!.getFirstPropertyValue("uid"), seq: new ICAL.Event(vevent!).sequence };
      };
      const edit = async (startDate: string, description: string) => {
        await updateLanParty({
          db: handle.db,
          userId: "organiser-feed",
          eventId,
          form: lanPartyEditFormSchema.parse({
            organizationName: "Moving LAN",
            description,
            startDate,
            endDate: "2031-03-02T06:00",
            timeZone: "Europe/Berlin",
          }),
        });
        const [change] = await handle.db
          .select({ id: pendingChanges.id })
          .from(pendingChanges)
          .where(and(eq(pendingChanges.itemId, eventId), isNull(pendingChanges.decidedAt)));
        await applyChangeDecision({
          db: handle.db,
          mailer: guardMailer(
            { kind: "outbox", send: async () => undefined },
            { teamAddresses: [] },
          ),
          publicUrl: "https://lan.example",
          adminUserId: "admin-1",
          decision: { intent: "approve-change", changeId: change!.id },
        });
      };
      const before = await sequence();
      expect(before.seq).toBe(0);
      await edit("2031-03-01T20:00", "Bring your rig.");
      const moved = await sequence();
      expect(moved).toEqual({ uid: before.uid, seq: 1 });
      await edit("2031-03-01T20:00", "Bring your rig and a chair.");
      expect(await sequence()).toEqual({ uid: before.uid, seq: 1 });
    });

    it("a deleted party stays in its attendees' feeds as STATUS:CANCELLED with a higher SEQUENCE", async () => {
      const eventId = await party("Doomed LAN", new Date(NOW.getTime() + 9 * DAY));
      await going("feed-fred", eventId);
      await going("feed-gina", eventId, "waiting");
      const fred = await feeds.issue({ userId: "feed-fred", now: NOW });
      const gina = await feeds.issue({ userId: "feed-gina", now: NOW });
      const attendance = createAttendanceService({
        db: handle.db,
        publicUrl: "https://lan.example",
        // The cancellation mails are not this test's subject (attendance.server.test.ts).
        mailQueue: { enqueue: async () => ({ queued: false, reason: "duplicate" }) },
      });
      await deleteLanParty({
        db: handle.db,
        userId: "organiser-feed",
        eventId,
        onDeleting: attendance.partyDeleting,
      });
      const later = new Date(Date.now() + DAY);
      const [vevent] = parsedEvents((await feeds.feedFor({ token: fred, now: later }))!).events;
      expect(vevent!.getFirstPropertyValue("uid")).toBe(`${eventId}@lan-center-network`);
      expect(vevent!.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(new ICAL.Event(vevent!).sequence).toBe(1);
      // Only those going had it in their feed; after 30 days the tombstone is gone.
      expect(parsedEvents((await feeds.feedFor({ token: gina, now: later }))!).events).toEqual([]);
      // Its page (410) names it for 30 days; an event never deleted has no tombstone.
      expect(await feeds.cancelledEvent({ eventId, now: later })).toMatchObject({
        eventId,
        name: "Doomed LAN",
      });
      expect(await feeds.cancelledEvent({ eventId: NOW_EVENT_ID, now: later })).toBeNull();
      const gone = new Date(Date.now() + 31 * DAY);
      expect(parsedEvents((await feeds.feedFor({ token: fred, now: gone }))!).events).toEqual([]);
      expect(await feeds.cancelledEvent({ eventId, now: gone })).toBeNull();
      const exported = await exportFor(handle.db, "feed-fred");
      expect(exported.calendarFeed.cancelledEvents.map((e) => e.eventId)).toEqual([eventId]);
    });

    it("Download my data names the feed (not its secret); Delete account removes it", async () => {
      const token = await feeds.issue({ userId: "feed-dave", now: NOW });
      const exported = await exportFor(handle.db, "feed-dave");
      expect(exported.calendarFeed).toEqual({ createdAt: NOW.toISOString(), cancelledEvents: [] });
      expect(JSON.stringify(exported)).not.toContain(token);
      await eraseFor(handle.db, "feed-dave", NOW);
      expect(await feeds.feedFor({ token, now: NOW })).toBeNull();
      expect((await exportFor(handle.db, "feed-dave")).calendarFeed).toEqual({
        createdAt: null,
        cancelledEvents: [],
      });
    });
  });
}
