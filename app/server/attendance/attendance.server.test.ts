/**
 * Issue 25 item 3 (ADR 077) on PGlite and PostgreSQL: atomic admission (50 parallel RSVPs to 10
 * seats give exactly 10 going and 40 waiting, in arrival order), promotion on cancel with its
 * e-mail, RSVPs closing when the event starts, only public events, the organiser-only attendee
 * list, CSV and check-in, the party deletion's e-mails, and the account functions for /me. The
 * e-mails go through the real job and mail queues (drained with the clock standing still): the
 * promotion always, cancellations and changes as kind `event_changes`, which a gamer can switch
 * off.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { lanPartyEditFormSchema } from "~/lib/lan-party-form";
import { authUser, events, pendingChanges, rsvps, userLanCenters } from "../db/schema";
import { deleteLanParty } from "../directory/owner-party-delete.server";
import { updateLanParty } from "../directory/owner-party-edit.server";
import { applyChangeDecision } from "../directory/review-actions.server";
import { isAppError } from "../errors/app-error";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import { guardMailer, setPreference, type MailContent, type Mailer } from "../mail/index.server";
import { createMailService } from "../mail/service.server";
import { createAttendanceService, type AttendanceService } from "./service.server";

const ORGANISER = "organiser-1";
const START = new Date("2031-03-01T18:00:00Z");
const BEFORE = new Date("2031-02-01T12:00:00Z");

/** The status of a rejected promise's AppError, or "ok". */
async function outcome(task: Promise<unknown>): Promise<number | "ok"> {
  try {
    await task;
    return "ok";
  } catch (error) {
    if (isAppError(error)) return error.status;
    throw error;
  }
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`attendance on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let service: AttendanceService;
    let mailer: Mailer;
    let jobs: Jobs;
    const sent: ({ to: string } & MailContent)[] = [];
    /** Runs the queued deliveries (the clock stands still at BEFORE). */
    const delivered = async () => {
      await jobs.drain();
      return sent;
    };

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      mailer = {
        kind: "outbox",
        send: async (to, content) => void sent.push({ to, ...content }),
      };
      const clock = new TestClock(BEFORE);
      jobs = createJobs({ database: handle, clock, log: () => {} });
      const mail = createMailService({
        mailer,
        teamAddresses: ["support@example.com"],
        db: handle.db,
        jobs,
        publicUrl: "https://lan.example",
        secret: "attendance-test-secret-0123456789abcdef",
      });
      service = createAttendanceService({
        db: handle.db,
        publicUrl: "https://lan.example",
        mailQueue: mail.queue,
        jobs,
        clock,
      });
      await jobs.start();
    }, 60_000);
    afterAll(async () => {
      await jobs?.stop();
      await handle?.close();
    });
    beforeEach(() => {
      sent.length = 0;
    });

    async function gamers(prefix: string, count: number): Promise<string[]> {
      const ids = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
      await handle.db.insert(userLanCenters).values(
        ids.map((userId, i) => ({
          userId,
          userEmail: `${userId}@example.com`,
          displayName: `Gamer ${prefix} ${i}`,
        })),
      );
      return ids;
    }

    async function party(capacity: number | null, verified = true): Promise<string> {
      const [row] = await handle.db
        .insert(events)
        .values({
          organizationName: "Spring LAN",
          description: "Bring your rig.",
          startDate: START,
          endDate: new Date(START.getTime() + 12 * 3600_000),
          timeZone: "Europe/Berlin",
          capacity,
          verified,
          createdBy: ORGANISER,
        })
        .returning({ id: events.id });
      return row!.id;
    }

    it("admits exactly 10 of 50 parallel RSVPs to 10 seats; the rest wait in arrival order", async () => {
      const eventId = await party(10);
      const ids = await gamers("rush", 50);
      const statuses = await Promise.all(
        ids.map((userId) => service.rsvp({ userId, eventId, now: BEFORE })),
      );
      expect(statuses.filter((s) => s === "going")).toHaveLength(10);
      expect(statuses.filter((s) => s === "waiting")).toHaveLength(40);
      const rows = await handle.db
        .select({ status: rsvps.status, position: rsvps.position })
        .from(rsvps)
        .where(eq(rsvps.eventId, eventId));
      expect(rows).toHaveLength(50);
      // Arrival order is the position drawn under the event's lock: the first 10 got the seats.
      const inOrder = rows.sort((a, b) => a.position - b.position).map((row) => row.status);
      expect(inOrder).toEqual([...Array(10).fill("going"), ...Array(40).fill("waiting")]);
      expect(new Set(rows.map((row) => row.position)).size).toBe(50);
      expect(await service.countsOf({ eventId })).toEqual({ going: 10, waiting: 40 });
    });

    it("a cancellation promotes the first on the waitlist at once and mails them", async () => {
      const eventId = await party(2);
      const [a, b, c, d] = await gamers("cancel", 4);
      for (const userId of [a!, b!, c!, d!]) await service.rsvp({ userId, eventId, now: BEFORE });
      expect(await service.viewerStatus({ userId: c!, eventId })).toBe("waiting");
      // Pressing RSVP again keeps one's place.
      expect(await service.rsvp({ userId: c!, eventId, now: BEFORE })).toBe("waiting");
      expect(await service.cancel({ userId: a!, eventId, now: BEFORE })).toEqual({ promoted: 1 });
      expect(await service.viewerStatus({ userId: a!, eventId })).toBe("cancelled");
      expect(await service.viewerStatus({ userId: c!, eventId })).toBe("going");
      expect(await service.viewerStatus({ userId: d!, eventId })).toBe("waiting");
      expect((await delivered()).map((m) => [m.to, m.subject])).toEqual([
        ["cancel-2@example.com", "You're going to Spring LAN"],
      ]);
      expect(sent[0]!.text).toContain("https://lan.example/events/");
      // Transactional: no unsubscribe link.
      expect(sent[0]!.headers?.["List-Unsubscribe"]).toBeUndefined();
      // A waiting gamer's cancellation frees no seat; nobody is mailed.
      sent.length = 0;
      expect(await service.cancel({ userId: d!, eventId, now: BEFORE })).toEqual({ promoted: 0 });
      expect(await delivered()).toEqual([]);
      // Cancelling twice: 404. RSVPing again after cancelling: back at the end of the line.
      expect(await outcome(service.cancel({ userId: d!, eventId, now: BEFORE }))).toBe(404);
      expect(await service.rsvp({ userId: a!, eventId, now: BEFORE })).toBe("waiting");
      expect(await service.countsOf({ eventId })).toEqual({ going: 2, waiting: 1 });
    });

    it("closes RSVPs when the event starts, and only public events take them", async () => {
      const eventId = await party(null);
      const [a, b] = await gamers("closing", 2);
      expect(await service.rsvp({ userId: a!, eventId, now: BEFORE })).toBe("going");
      const atStart = new Date(START);
      expect(await outcome(service.rsvp({ userId: b!, eventId, now: atStart }))).toBe(409);
      expect(await outcome(service.cancel({ userId: a!, eventId, now: atStart }))).toBe(409);
      expect(await service.viewerStatus({ userId: b!, eventId })).toBeNull();
      expect(await service.countsOf({ eventId })).toEqual({ going: 1, waiting: 0 });
      const hidden = await party(null, false);
      expect(await outcome(service.rsvp({ userId: b!, eventId: hidden, now: BEFORE }))).toBe(404);
      expect(await service.countsOf({ eventId: hidden })).toEqual({ going: 0, waiting: 0 });
    });

    it("shows the attendee list, CSV and check-in to the organiser and admins only", async () => {
      const eventId = await party(1);
      const [a, b, stranger] = await gamers("list", 3);
      await service.rsvp({ userId: a!, eventId, now: BEFORE });
      await service.rsvp({ userId: b!, eventId, now: BEFORE });
      const organiser = { userId: ORGANISER, isAdmin: false };
      const list = await service.listAttendees({ actor: organiser, eventId });
      expect(list.attendees.map((x) => [x.name, x.status, x.checkedIn])).toEqual([
        ["Gamer list 0", "going", false],
        ["Gamer list 1", "waiting", false],
      ]);
      expect(list.going).toBe(1);
      const admin = { userId: "some-admin", isAdmin: true };
      expect((await service.listAttendees({ actor: admin, eventId })).attendees).toHaveLength(2);
      const other = { userId: stranger!, isAdmin: false };
      expect(await outcome(service.listAttendees({ actor: other, eventId }))).toBe(404);
      expect(await outcome(service.attendeesCsv({ actor: other, eventId }))).toBe(404);
      const rsvpId = list.attendees[0]!.rsvpId;
      expect(
        await outcome(service.setCheckIn({ actor: other, eventId, rsvpId, checkedIn: true })),
      ).toBe(404);
      await service.setCheckIn({ actor: organiser, eventId, rsvpId, checkedIn: true });
      // A cancelled RSVP stays on the list, not in the door's CSV.
      const [leaving] = await gamers("list-leaving", 1);
      await service.rsvp({ userId: leaving!, eventId, now: BEFORE });
      await service.cancel({ userId: leaving!, eventId, now: BEFORE });
      const { csv, fileName } = await service.attendeesCsv({ actor: organiser, eventId });
      expect(fileName).toBe(`attendees-${eventId}.csv`);
      const lines = csv.trim().split("\n");
      expect(lines[0]).toBe("Name,RSVP time,Status,Checked in");
      expect(lines.slice(1)).toEqual([
        `Gamer list 0,${BEFORE.toISOString()},going,yes`,
        `Gamer list 1,${BEFORE.toISOString()},waiting,no`,
      ]);
    });

    it("a raised capacity promotes the waitlist in order", async () => {
      const eventId = await party(1);
      const [a, b, c] = await gamers("raise", 3);
      for (const userId of [a!, b!, c!]) await service.rsvp({ userId, eventId, now: BEFORE });
      await handle.db.update(events).set({ capacity: 2 }).where(eq(events.id, eventId));
      await service.capacityChanged({ eventId });
      expect(await service.viewerStatus({ userId: b!, eventId })).toBe("going");
      expect(await service.viewerStatus({ userId: c!, eventId })).toBe("waiting");
      expect((await delivered()).map((m) => m.to)).toEqual(["raise-1@example.com"]);
    });

    it("deleting a party mails everyone going or waiting, and its RSVPs go with it", async () => {
      const eventId = await party(1);
      const [a, b, c] = await gamers("deleted", 3);
      for (const userId of [a!, b!, c!]) await service.rsvp({ userId, eventId, now: BEFORE });
      await service.cancel({ userId: a!, eventId, now: BEFORE });
      await delivered();
      sent.length = 0;
      await deleteLanParty({
        db: handle.db,
        userId: ORGANISER,
        eventId,
        onDeleting: service.partyDeleting,
      });
      expect((await delivered()).map((m) => [m.to, m.subject]).sort()).toEqual([
        ["deleted-1@example.com", "Cancelled: Spring LAN"],
        ["deleted-2@example.com", "Cancelled: Spring LAN"],
      ]);
      // Kind event_changes: the one-click unsubscribe (RFC 8058).
      expect(sent[0]!.headers?.["List-Unsubscribe"]).toMatch(
        /^<https:\/\/lan\.example\/unsubscribe/,
      );
      expect(sent[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(await handle.db.select().from(rsvps).where(eq(rsvps.eventId, eventId))).toEqual([]);
    });

    it("a gamer who switched off event changes still gets the promotion, not the cancellation", async () => {
      const eventId = await party(1);
      const [a, quiet, c] = await gamers("quiet", 3);
      await handle.db
        .insert(authUser)
        .values({ id: quiet!, name: quiet!, email: `${quiet!}@example.com` });
      await setPreference(handle.db, quiet!, "event_changes", false);
      for (const userId of [a!, quiet!, c!]) await service.rsvp({ userId, eventId, now: BEFORE });
      await service.cancel({ userId: a!, eventId, now: BEFORE });
      expect((await delivered()).map((m) => [m.to, m.subject])).toEqual([
        ["quiet-1@example.com", "You're going to Spring LAN"],
      ]);
      sent.length = 0;
      await deleteLanParty({
        db: handle.db,
        userId: ORGANISER,
        eventId,
        onDeleting: service.partyDeleting,
      });
      expect((await delivered()).map((m) => [m.to, m.subject])).toEqual([
        ["quiet-2@example.com", "Cancelled: Spring LAN"],
      ]);
    });

    it("an approved new time mails everyone going or waiting; a new description alone does not", async () => {
      const eventId = await party(1);
      const [a, b, c] = await gamers("moved", 3);
      for (const userId of [a!, b!, c!]) await service.rsvp({ userId, eventId, now: BEFORE });
      await service.cancel({ userId: c!, eventId, now: BEFORE });
      await delivered();
      sent.length = 0;
      const edit = (startDate: string, description: string) =>
        lanPartyEditFormSchema.parse({
          organizationName: "Spring LAN",
          description,
          startDate,
          endDate: "2031-03-02T06:00",
          timeZone: "Europe/Berlin",
          capacity: "1",
        });
      const approve = async () => {
        const [change] = await handle.db
          .select({ id: pendingChanges.id })
          .from(pendingChanges)
          .where(and(eq(pendingChanges.itemId, eventId), isNull(pendingChanges.decidedAt)));
        await applyChangeDecision({
          db: handle.db,
          mailer: guardMailer(mailer, { teamAddresses: [] }),
          publicUrl: "https://lan.example",
          adminUserId: "admin-1",
          decision: { intent: "approve-change", changeId: change!.id },
          onPartyChanged: async (input) => void (await service.partyChanged(input)),
        });
      };
      // A verified party's edit waits for review: nobody is told until it is approved.
      await updateLanParty({
        db: handle.db,
        userId: ORGANISER,
        eventId,
        form: edit("2031-03-01T20:00", "Bring your rig."),
      });
      expect(await delivered()).toEqual([]);
      await approve();
      expect((await delivered()).map((m) => [m.to, m.subject]).sort()).toEqual([
        ["moved-0@example.com", "New time or place: Spring LAN"],
        ["moved-1@example.com", "New time or place: Spring LAN"],
      ]);
      expect(sent[0]!.text).toContain("Starts: Sat, Mar 1, 2031, 08:00 PM CET");
      sent.length = 0;
      await updateLanParty({
        db: handle.db,
        userId: ORGANISER,
        eventId,
        form: edit("2031-03-01T20:00", "Bring your rig and a chair."),
      });
      await approve();
      expect(await delivered()).toEqual([]);
    });

    it("lists the events a user is going to, exports and erases their RSVPs (promoting others)", async () => {
      const later = await party(1);
      await handle.db
        .update(events)
        .set({
          startDate: new Date("2031-04-01T18:00:00Z"),
          endDate: new Date("2031-04-02T00:00:00Z"),
        })
        .where(eq(events.id, later));
      const sooner = await party(null);
      const [me, next] = await gamers("account", 2);
      await service.rsvp({ userId: me!, eventId: later, now: BEFORE });
      await service.rsvp({ userId: next!, eventId: later, now: BEFORE });
      await service.rsvp({ userId: me!, eventId: sooner, now: BEFORE });
      const going = await service.listGoingFor({ userId: me!, now: BEFORE });
      expect(going.map((e) => e.eventId)).toEqual([sooner, later]);
      // An ended event is no longer listed.
      const afterSooner = new Date(START.getTime() + 13 * 3600_000);
      expect(
        (await service.listGoingFor({ userId: me!, now: afterSooner })).map((e) => e.eventId),
      ).toEqual([later]);
      const exported = await service.exportFor({ userId: me! });
      expect(exported.rsvps.map((r) => [r.eventName, r.status])).toEqual([
        ["Spring LAN", "going"],
        ["Spring LAN", "going"],
      ]);
      sent.length = 0;
      expect(await service.eraseFor({ userId: me!, now: BEFORE })).toEqual({ erased: 2 });
      expect(await service.exportFor({ userId: me! })).toEqual({
        rsvps: [],
        calendarFeed: { createdAt: null, cancelledEvents: [] },
      });
      expect(await service.viewerStatus({ userId: next!, eventId: later })).toBe("going");
      expect((await delivered()).map((m) => m.to)).toEqual(["account-1@example.com"]);
    });
  });
}
