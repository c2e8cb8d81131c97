/**
 * Event reminders (issue 25 item 4, ADR 081) on PGlite and PostgreSQL, on the real job and mail
 * queues with a recording mailer; the clock is moved, nothing sleeps. Everyone going gets exactly
 * one reminder 24 hours before the start (the waitlist none), a later RSVP gets it on the next
 * drain, a cancellation or a switched-off kind gets none, a new start gives one reminder for the
 * new time and none for the old, and two app instances on one PostgreSQL database send each of
 * 20 reminders once, and a mail server that refuses twice still delivers one (the mail queue's
 * back-off; `app/server/mail/queue.server.test.ts` covers it against a real SMTP sink).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  databaseEngines,
  openTestDatabase,
  openTwoInstanceDatabase,
  postgresEngine,
} from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { authUser } from "../auth/schema";
import { events, userLanCenters } from "../db/schema";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import { MailDeliveryError, setPreference, type Mailer } from "../mail/index.server";
import { createMailService } from "../mail/service.server";
import { createAttendanceService, type AttendanceService } from "./service.server";

const START = new Date("2031-03-01T18:00:00Z");
const BEFORE = new Date("2031-02-01T12:00:00Z");
const DAY = 24 * 3600_000;
const HOUR = 3600_000;

interface Sent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One app instance: its jobs, mail queue and attendance service on `handle`. */
function instance(handle: DatabaseHandle, clock: TestClock, sent: Sent[]) {
  const jobs = createJobs({ database: handle, clock, log: () => {} });
  /** How many of the next sends the "mail server" refuses. */
  const refusals = { next: 0 };
  const mailer: Mailer = {
    kind: "outbox",
    send: async (to, content) => {
      if (refusals.next > 0) {
        refusals.next -= 1;
        throw new MailDeliveryError("451 Greylisted, try again later");
      }
      sent.push({ to, ...content });
    },
  };
  const mail = createMailService({
    mailer,
    teamAddresses: ["support@example.com"],
    db: handle.db,
    jobs,
    publicUrl: "https://lan.example",
    secret: "reminder-test-secret-0123456789abcdef",
  });
  const attendance = createAttendanceService({
    db: handle.db,
    publicUrl: "https://lan.example",
    jobs,
    clock,
    mailQueue: mail.queue,
  });
  return { jobs, attendance, refusals };
}

async function gamers(handle: DatabaseHandle, prefix: string, count: number): Promise<string[]> {
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

async function party(handle: DatabaseHandle, capacity: number | null): Promise<string> {
  const [row] = await handle.db
    .insert(events)
    .values({
      organizationName: "Spring LAN",
      description: "Bring your rig.",
      startDate: START,
      endDate: new Date(START.getTime() + 12 * HOUR),
      timeZone: "Europe/Berlin",
      capacity,
      verified: true,
      createdBy: "organiser-1",
    })
    .returning({ id: events.id });
  return row!.id;
}

const remindersTo = (sent: readonly Sent[], userId: string) =>
  sent.filter((m) => m.to === `${userId}@example.com` && m.subject.startsWith("Reminder:"));

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`event reminders on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let clock: TestClock;
    let jobs: Jobs;
    let service: AttendanceService;
    let refusals: { next: number };
    const sent: Sent[] = [];

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      clock = new TestClock(BEFORE);
      ({ jobs, attendance: service, refusals } = instance(handle, clock, sent));
      await jobs.start();
    }, 60_000);
    afterAll(async () => {
      await jobs?.stop();
      await handle?.close();
    });
    beforeEach(async () => {
      sent.length = 0;
      await clock.set(BEFORE);
    });

    it("everyone going gets exactly one 24 hours before; the waitlist none", async () => {
      const eventId = await party(handle, 2);
      const [a, b, c] = await gamers(handle, "once", 3);
      expect(await service.rsvp({ userId: a!, eventId })).toBe("going");
      expect(await service.rsvp({ userId: b!, eventId })).toBe("going");
      expect(await service.rsvp({ userId: c!, eventId })).toBe("waiting");
      await jobs.drain();
      expect(remindersTo(sent, a!)).toHaveLength(0);

      await clock.set(new Date(START.getTime() - DAY - 60_000));
      await jobs.drain();
      expect(remindersTo(sent, a!)).toHaveLength(0);
      await clock.set(new Date(START.getTime() - DAY));
      await jobs.drain();
      expect(remindersTo(sent, a!)).toHaveLength(1);
      expect(remindersTo(sent, b!)).toHaveLength(1);
      expect(remindersTo(sent, c!)).toHaveLength(0);
      const [message] = remindersTo(sent, a!);
      expect(message!.subject).toBe("Reminder: Spring LAN starts tomorrow");
      // 18:00 UTC is 19:00 in Berlin, shown with the zone's abbreviation.
      expect(message!.text).toContain("07:00 PM CET");
      expect(message!.text).toContain(`https://lan.example/events/${eventId}`);
      expect(message!.text).toContain(`https://lan.example/events/${eventId}/calendar.ics`);

      await clock.set(new Date(START.getTime() - HOUR));
      await jobs.drain();
      expect(remindersTo(sent, a!)).toHaveLength(1);
      expect(remindersTo(sent, b!)).toHaveLength(1);
      expect(remindersTo(sent, c!)).toHaveLength(0);
    });

    it("an RSVP later than 24 hours before gets it on the next drain", async () => {
      const eventId = await party(handle, null);
      const [late] = await gamers(handle, "late", 1);
      await clock.set(new Date(START.getTime() - 3 * HOUR));
      await service.rsvp({ userId: late!, eventId });
      await jobs.drain();
      expect(remindersTo(sent, late!)).toHaveLength(1);
      await service.rsvp({ userId: late!, eventId });
      await jobs.drain();
      expect(remindersTo(sent, late!)).toHaveLength(1);
    });

    it("a promotion from the waitlist after the reminder time gets one at once", async () => {
      const eventId = await party(handle, 1);
      const [first, second] = await gamers(handle, "promo", 2);
      await service.rsvp({ userId: first!, eventId });
      expect(await service.rsvp({ userId: second!, eventId })).toBe("waiting");
      await clock.set(new Date(START.getTime() - 2 * HOUR));
      await jobs.drain();
      expect(remindersTo(sent, first!)).toHaveLength(1);
      expect(remindersTo(sent, second!)).toHaveLength(0);
      await service.cancel({ userId: first!, eventId });
      await jobs.drain();
      expect(remindersTo(sent, second!)).toHaveLength(1);
      expect(remindersTo(sent, first!)).toHaveLength(1);
    });

    it("cancelled before the reminder time: none", async () => {
      const eventId = await party(handle, null);
      const [gone] = await gamers(handle, "gone", 1);
      await service.rsvp({ userId: gone!, eventId });
      await service.cancel({ userId: gone!, eventId });
      await clock.set(new Date(START.getTime() - DAY + HOUR));
      await jobs.drain();
      expect(remindersTo(sent, gone!)).toHaveLength(0);
    });

    it("cancelled before the reminder time, back after it: one reminder at once", async () => {
      const eventId = await party(handle, null);
      const [back] = await gamers(handle, "back", 1);
      await service.rsvp({ userId: back!, eventId });
      await service.cancel({ userId: back!, eventId });
      await clock.set(new Date(START.getTime() - DAY + HOUR));
      await jobs.drain();
      expect(remindersTo(sent, back!)).toHaveLength(0);
      await service.rsvp({ userId: back!, eventId });
      await jobs.drain();
      expect(remindersTo(sent, back!)).toHaveLength(1);
      await service.cancel({ userId: back!, eventId });
      await service.rsvp({ userId: back!, eventId });
      await jobs.drain();
      expect(remindersTo(sent, back!)).toHaveLength(1);
    });

    it("a new start: one reminder for the new time, none for the old", async () => {
      const eventId = await party(handle, null);
      const [moved] = await gamers(handle, "moved", 1);
      await service.rsvp({ userId: moved!, eventId });
      const later = new Date(START.getTime() + 2 * DAY);
      await handle.db
        .update(events)
        .set({ startDate: later, endDate: new Date(later.getTime() + 12 * HOUR) })
        .where(eq(events.id, eventId));
      await service.partyChanged({ eventId });
      await clock.set(new Date(START.getTime() - DAY));
      await jobs.drain();
      expect(remindersTo(sent, moved!)).toHaveLength(0);
      await clock.set(new Date(later.getTime() - DAY));
      await jobs.drain();
      const reminders = remindersTo(sent, moved!);
      expect(reminders).toHaveLength(1);
      // 2031-03-03 18:00 UTC is 19:00 CET on Monday 3 March.
      expect(reminders[0]!.text).toContain("Mon, Mar 3, 2031, 07:00 PM CET");
    });

    it("a mail server refusing twice, then recovering: still exactly one", async () => {
      const eventId = await party(handle, null);
      const [patient] = await gamers(handle, "patient", 1);
      await service.rsvp({ userId: patient!, eventId });
      await clock.set(new Date(START.getTime() - DAY));
      refusals.next = 2;
      await jobs.drain();
      expect(refusals.next).toBe(1);
      expect(remindersTo(sent, patient!)).toHaveLength(0);
      // The mail-delivery job's back-off: 60 to 120 s, then 120 to 240 s more (ADR 074).
      await clock.advance(121_000);
      await jobs.drain();
      expect(refusals.next).toBe(0);
      expect(remindersTo(sent, patient!)).toHaveLength(0);
      await clock.advance(241_000);
      await jobs.drain();
      expect(remindersTo(sent, patient!)).toHaveLength(1);
      await clock.advance(HOUR);
      await jobs.drain();
      expect(remindersTo(sent, patient!)).toHaveLength(1);
    });

    it("the Event reminders switch off on /me/notifications: none", async () => {
      const eventId = await party(handle, null);
      const [quiet, keen] = await gamers(handle, "quiet", 2);
      await handle.db
        .insert(authUser)
        .values([
          { id: quiet!, name: "Quiet", email: `${quiet}@example.com`, emailVerified: true },
        ]);
      await setPreference(handle.db, quiet!, "event_reminders", false);
      await service.rsvp({ userId: quiet!, eventId });
      await service.rsvp({ userId: keen!, eventId });
      await clock.set(new Date(START.getTime() - DAY));
      await jobs.drain();
      expect(remindersTo(sent, quiet!)).toHaveLength(0);
      expect(remindersTo(sent, keen!)).toHaveLength(1);
    });

    it("an account that chose German gets its reminder in German (issue 28)", async () => {
      const eventId = await party(handle, null);
      const [jonas] = await gamers(handle, "german", 1);
      await handle.db
        .insert(authUser)
        .values({ id: jonas!, name: "Jonas", email: `${jonas}@example.com`, locale: "de" });
      await service.rsvp({ userId: jonas!, eventId });
      await clock.set(new Date(START.getTime() - DAY));
      await jobs.drain();
      const mails = sent.filter((m) => m.to === `${jonas}@example.com`);
      expect(mails.map((m) => m.subject)).toEqual(["Erinnerung: Spring LAN beginnt morgen"]);
      const [message] = mails;
      // 18:00 UTC is 19:00 in Berlin: German format, the zone's German short name.
      expect(message!.text).toMatch(/Beginn: .*19:00 (MEZ|CET)/);
      expect(message!.text).toContain(
        `Veranstaltung ansehen: https://lan.example/de/events/${eventId}`,
      );
      expect(message!.text).toContain(`https://lan.example/events/${eventId}/calendar.ics`);
      expect(message!.html).toContain('lang="de"');
    });
  });
}

// Two app instances need a database server: PGlite is one connection inside one process.
describe.skipIf(!postgresEngine.available)(
  "event reminders from two instances on one database",
  () => {
    let shared: Awaited<ReturnType<typeof openTwoInstanceDatabase>>;
    let a: ReturnType<typeof instance>;
    let b: ReturnType<typeof instance>;
    const sent: Sent[] = [];
    const clock = new TestClock(BEFORE);

    beforeAll(async () => {
      shared = await openTwoInstanceDatabase();
      a = instance(shared.first, clock, sent);
      b = instance(shared.second, clock, sent);
      await a.jobs.start();
      await b.jobs.start();
    }, 90_000);
    afterAll(async () => {
      await a?.jobs.stop();
      await b?.jobs.stop();
      await shared?.close();
    });

    it("20 going, both instances draining: each gets exactly one", async () => {
      const eventId = await party(shared.first, null);
      const ids = await gamers(shared.first, "twin", 20);
      await Promise.all(
        ids.map((userId, i) => (i % 2 ? a : b).attendance.rsvp({ userId, eventId })),
      );
      await clock.set(new Date(START.getTime() - DAY));
      await Promise.all([a.jobs.drain(), b.jobs.drain(), a.jobs.drain(), b.jobs.drain()]);
      await Promise.all([a.jobs.drain(), b.jobs.drain()]);
      for (const userId of ids) expect(remindersTo(sent, userId)).toHaveLength(1);
      expect(sent.filter((m) => m.subject.startsWith("Reminder:"))).toHaveLength(20);
    });
  },
);
