/**
 * Mail that an outage cannot lose (issue 29 item 2, ADR 093), on PGlite and PostgreSQL, against
 * a real SMTP server (`smtp-server`), moving the clock instead of sleeping: the server refuses
 * everything for 10 minutes, then recovers, and every message arrives exactly once; a process
 * that dies after the commit (before or during the send) loses nothing, because a fresh
 * instance on the same database delivers it; two instances never send one message twice; a
 * failed message is listed for the admin (masked, without bodies) and Retry sends it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../../tests/support/smtp-sink";
import {
  databaseEngines,
  openTestDatabase,
  openTwoInstanceDatabase,
  postgresEngine,
} from "../../../tests/support/test-databases";
import { authUser } from "../auth/schema";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { migrateDatabase } from "../db/migrate.server";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import { guardMailer, MailDeferred, type Mailer } from "./index.server";
import { createMailer } from "./mailer.server";
import {
  createMailOutbox,
  MAX_ATTEMPTS,
  outboxOf,
  retryDelayMs,
  type MailOutbox,
} from "./outgoing.server";
import { outgoingMail } from "./schema";
import { createMailService } from "./service.server";

const START = new Date("2030-06-01T08:00:00Z");
const MINUTE = 60_000;
const FROM = "LAN Center Network <no-reply@lancenter.example>";
const TEAM = "team@lancenter.example";
const gamer = { kind: "account" as const, userId: "user-outage", email: "outage@example.com" };
const content = (subject: string) => ({
  subject,
  text: `${subject}: your code is 123456`,
  html: `<p>${subject}</p>`,
});

/** How many received messages carry `subject`. */
const count = (sink: SmtpSink, subject: string) =>
  sink.received.filter((message) => message.raw.includes(`Subject: ${subject}\r\n`)).length;

/** Moves the clock `n` minutes in steps of `step` minutes, running what is due after each. */
async function minutes(clock: TestClock, jobs: Jobs[], n: number, step = 1): Promise<void> {
  for (let i = 0; i < n; i += step) {
    await clock.advance(step * MINUTE);
    for (const queue of jobs) await queue.drain();
  }
}

/** A transport that hangs forever: the process "dies" in the middle of the send. */
const dyingTransport: Mailer = { kind: "smtp", send: () => new Promise<void>(() => {}) };

it("waits 1, 2, 4, … minutes with jitter, at most an hour apart, about a day in all", () => {
  expect(retryDelayMs(1, 0)).toBe(MINUTE);
  expect(retryDelayMs(1, 0.999)).toBeLessThan(2 * MINUTE);
  expect(retryDelayMs(3, 0)).toBe(4 * MINUTE);
  expect(retryDelayMs(12, 0.5)).toBe(60 * MINUTE);
  const least = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 0));
  const hours = least.reduce((sum, ms) => sum + ms, 0) / (60 * MINUTE);
  expect(hours).toBeGreaterThan(20);
  expect(hours).toBeLessThan(30);
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`the outbox on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let sink: SmtpSink;
    let clock: TestClock;
    let jobs: Jobs;
    let mail: ReturnType<typeof createMailService>;

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await handle.db
        .insert(authUser)
        .values({ id: gamer.userId, name: "Gamer", email: gamer.email, emailVerified: true });
      sink = await startSmtpSink();
      clock = new TestClock(START);
      jobs = createJobs({ database: handle, clock, log: () => {} });
      mail = createMailService({
        mailer: createMailer({ smtpUrl: sink.url, from: FROM, db: handle.db, log: () => {} }),
        teamAddresses: [TEAM],
        db: handle.db,
        jobs,
        publicUrl: "https://lancenter.example",
        secret: "outbox-test-secret-0123456789abcdef",
      });
      await jobs.start();
    }, 90_000);
    afterAll(async () => {
      await jobs?.stop();
      await sink?.close();
      await handle?.close();
    });

    it("the server refuses everything for 10 minutes, then recovers: each message arrives once", async () => {
      const guarded = guardMailer(mail.mailer, { teamAddresses: [TEAM] });
      sink.refuseNext(1_000_000, 451, "4.3.2 Service shutting down, try again later");
      // Sent within a request (codes, notices): stored, tried at once, refused, kept.
      await expect(
        guarded.send(
          { kind: "proving", email: "new@example.com", purpose: "email-verification" },
          content("Outage code"),
        ),
      ).rejects.toBeInstanceOf(MailDeferred);
      await expect(
        guarded.send({ kind: "team", email: TEAM }, content("Outage team notice")),
      ).rejects.toBeInstanceOf(MailDeferred);
      // Queued in the transaction of the change that causes it.
      await handle.db.transaction(async (tx) => {
        await mail.queue.enqueue({ to: gamer, content: content("Outage promotion"), tx });
        await guarded.send(gamer, content("Outage receipt"), { tx });
      });
      const subjects = ["Outage code", "Outage team notice", "Outage promotion", "Outage receipt"];
      await minutes(clock, [jobs], 10);
      expect(sink.refused.length).toBeGreaterThanOrEqual(subjects.length * 2);
      expect(subjects.map((subject) => count(sink, subject))).toEqual([0, 0, 0, 0]);
      const waiting = await mail.listUndelivered();
      expect(waiting.map((row) => row.subject).sort()).toEqual([...subjects].sort());
      // The admin's list: no bodies, the address being proven masked, the failure's reason.
      const code = waiting.find((row) => row.subject === "Outage code")!;
      expect(code.to).toBe("n***@example.com");
      expect(JSON.stringify(waiting)).not.toContain("123456");
      expect(code.lastError).toContain("451");

      sink.refuseNext(0, 0, "");
      // The longest wait after 10 minutes of refusals is 16 minutes.
      await minutes(clock, [jobs], 20);
      expect(subjects.map((subject) => count(sink, subject))).toEqual([1, 1, 1, 1]);
      await minutes(clock, [jobs], 24 * 60, 60);
      expect(subjects.map((subject) => count(sink, subject))).toEqual([1, 1, 1, 1]);
      expect(await mail.listUndelivered()).toEqual([]);
      // Delivered rows keep no bodies (codes do not stay in the database).
      const rows = await handle.db.select().from(outgoingMail);
      expect(rows.filter((row) => subjects.includes(row.subject))).toHaveLength(4);
      expect(rows.every((row) => row.status !== "sent" || row.content === null)).toBe(true);
      // Metrics (ADR 097): what this process sent and the attempts refused, and rows by status.
      const stats = await outboxOf(mail.mailer)!.stats();
      expect(stats.sent).toBeGreaterThanOrEqual(4);
      expect(stats.failedAttempts).toBeGreaterThanOrEqual(sink.refused.length);
      expect(stats.failed).toBe(0);
      expect(stats.byStatus.sent).toBeGreaterThanOrEqual(4);
    }, 120_000);

    it("a newer code replaces a waiting one to the same address", async () => {
      const guarded = guardMailer(mail.mailer, { teamAddresses: [TEAM] });
      const to = {
        kind: "proving" as const,
        email: "twice@example.com",
        purpose: "forget-password" as const,
      };
      sink.refuseNext(1, 451, "4.7.1 Greylisted");
      await expect(guarded.send(to, content("First reset code"))).rejects.toBeInstanceOf(
        MailDeferred,
      );
      await guarded.send(to, content("Second reset code"));
      await minutes(clock, [jobs], 10);
      expect(count(sink, "First reset code")).toBe(0);
      expect(count(sink, "Second reset code")).toBe(1);
    }, 60_000);

    it("a message that fails every attempt is failed; Retry on /admin/mail sends it", async () => {
      const owner = {
        kind: "account" as const,
        userId: "user-failed",
        email: "failed@example.com",
      };
      sink.refuseNext(1_000_000, 550, "5.1.1 Mailbox unavailable");
      await expect(
        guardMailer(mail.mailer, { teamAddresses: [TEAM] }).send(owner, content("Never accepted")),
      ).rejects.toBeInstanceOf(MailDeferred);
      await minutes(clock, [jobs], 36 * 60, 10);
      const [failed] = (await mail.listUndelivered()).filter(
        (row) => row.subject === "Never accepted",
      );
      expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, to: owner.email });
      await minutes(clock, [jobs], 24 * 60, 60);
      expect(sink.refused.filter(([to]) => to === owner.email).length).toBe(MAX_ATTEMPTS);

      sink.refuseNext(0, 0, "");
      expect(await mail.retryMail({ id: failed!.id })).toEqual({
        notice: "The message was sent.",
      });
      await minutes(clock, [jobs], 10);
      expect(count(sink, "Never accepted")).toBe(1);
      expect(await mail.retryMail({ id: failed!.id })).toEqual({
        notice: "That message is no longer waiting.",
      });
    }, 180_000);
  });
}

/** A database that a second "process" can open again: a PGlite folder, or the same URL. */
async function reopenable(engine: (typeof databaseEngines)[number]["name"]) {
  if (engine === "PGlite") {
    const dataDir = mkdtempSync(join(tmpdir(), "lcn-outbox-"));
    const open = async () => {
      const handle = openDatabase({ kind: "pglite", dataDir });
      await migrateDatabase(handle);
      return handle;
    };
    return { first: await open(), open, cleanUp: () => rmSync(dataDir, { recursive: true }) };
  }
  const first = await openTestDatabase("PostgreSQL");
  if (first.target.kind !== "postgres") throw new Error("expected PostgreSQL");
  const { url } = first.target;
  return {
    first,
    open: async () => openDatabase({ kind: "postgres", url }),
    cleanUp: () => undefined,
  };
}

/** One app process's mail: its queue and its outbox over `transport`. */
async function instance(handle: DatabaseHandle, clock: TestClock, transport: Mailer) {
  const jobs = createJobs({ database: handle, clock, log: () => {} });
  const outbox: MailOutbox = createMailOutbox({
    db: handle.db,
    jobs,
    transport,
    teamAddresses: [TEAM],
    log: () => {},
  });
  await jobs.start();
  return { jobs, outbox };
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`a crash after the commit on ${engine.name}`, () => {
    it("loses nothing: a fresh process on the same database delivers each message once", async () => {
      const sink = await startSmtpSink();
      const clock = new TestClock(START);
      const db = await reopenable(engine.name);
      try {
        // The process that dies: one message is committed and never tried, another is claimed
        // and its send never returns.
        const dying = await instance(db.first, clock, dyingTransport);
        await dying.outbox.store(
          { recipient: gamer, address: gamer.email, kind: null, content: content("Crash before") },
          { wakeAfterMs: MINUTE },
        );
        void guardMailer(dying.outbox.mailer, { teamAddresses: [TEAM] }).send(
          { kind: "team", email: TEAM },
          content("Crash during"),
        );
        // Until its claim is committed: the send has begun when the process dies.
        for (let tries = 0; tries < 1000; tries++) {
          const rows = await db.first.db
            .select({ status: outgoingMail.status })
            .from(outgoingMail)
            .where(eq(outgoingMail.subject, "Crash during"));
          if (rows[0]?.status === "sending") break;
          await new Promise((resolve) => setImmediate(resolve));
        }
        await dying.jobs.stop();
        if (engine.name === "PGlite") await db.first.close();

        const handle = await db.open();
        const smtp = createMailer({ smtpUrl: sink.url, from: FROM, db: handle.db, log: () => {} });
        const fresh = await instance(handle, clock, smtp);
        await minutes(clock, [fresh.jobs], 20);
        expect(count(sink, "Crash before")).toBe(1);
        expect(count(sink, "Crash during")).toBe(1);
        await minutes(clock, [fresh.jobs], 60, 10);
        expect(sink.received).toHaveLength(2);
        await fresh.jobs.stop();
        await handle.close();
        if (engine.name !== "PGlite") await db.first.close();
      } finally {
        await sink.close();
        db.cleanUp();
      }
    }, 120_000);
  });
}

// Two app processes need a database server: PGlite is one connection inside one process.
describe.skipIf(!postgresEngine.available)("two instances on one PostgreSQL database", () => {
  it("never send one message twice, whoever tries it and however often", async () => {
    const sink = await startSmtpSink();
    const clock = new TestClock(START);
    const shared = await openTwoInstanceDatabase();
    const transport = (h: DatabaseHandle) =>
      createMailer({ smtpUrl: sink.url, from: FROM, db: h.db, log: () => {} });
    const a = await instance(shared.first, clock, transport(shared.first));
    const b = await instance(shared.second, clock, transport(shared.second));
    try {
      const subjects = Array.from({ length: 30 }, (_, i) => `Twice ${i}`);
      const stored = await Promise.all(
        subjects.map((subject, i) =>
          (i % 2 ? a : b).outbox.store({
            recipient: { kind: "team", email: TEAM },
            address: TEAM,
            kind: null,
            content: content(subject),
          }),
        ),
      );
      const ids = stored.map((row) => row!.id);
      // Both instances' workers, and a direct attempt from each for every message, at once.
      await Promise.all([
        a.jobs.drain(),
        b.jobs.drain(),
        ...ids.flatMap((id) => [a.outbox.deliver(id), b.outbox.deliver(id)]),
      ]);
      await minutes(clock, [a.jobs, b.jobs], 10);
      expect(subjects.map((subject) => count(sink, subject))).toEqual(subjects.map(() => 1));
      expect(sink.received).toHaveLength(30);
    } finally {
      await a.jobs.stop();
      await b.jobs.stop();
      await shared.close();
      await sink.close();
    }
  }, 120_000);
});
