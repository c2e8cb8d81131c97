/**
 * Mail on the job queue (issue 25 items 4 and 6, ADR 074, ADR 075), on PGlite and PostgreSQL,
 * against a real SMTP server: a refusal is retried with back-off as the clock moves and the
 * message arrives exactly once; a message queued in a transaction that rolls back is never sent;
 * mail of a kind carries RFC 8058 one-click headers whose signed link switches that kind off for
 * that account only; a switched-off kind is neither queued nor, if already queued, sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../../tests/support/smtp-sink";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import { authUser } from "../auth/schema";
import type { DatabaseHandle } from "../db/client.server";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import { MailRecipientRefused } from "./index.server";
import { createMailer } from "./mailer.server";
import { createMailService, type MailService } from "./service.server";
import { unsubscribeToken } from "./unsubscribe.server";

const SECRET = "queue-test-secret-0123456789abcdef";
const PUBLIC_URL = "https://lancenter.example";
const content = (subject: string) => ({
  subject,
  text: `${subject} text`,
  html: `<p>${subject}</p>`,
});

/** The raw message with folded header lines joined again. */
const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, " ");

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`queued mail on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let sink: SmtpSink;
    let clock: TestClock;
    let jobs: Jobs;
    let mail: MailService;
    const gamer = { kind: "account" as const, userId: "user-gamer", email: "gamer@example.com" };
    const other = { kind: "account" as const, userId: "user-other", email: "other@example.com" };
    const receivedBy = (email: string, subject: string) =>
      sink.received.filter(
        (message) => message.to.includes(email) && message.raw.includes(`Subject: ${subject}`),
      );

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await handle.db.insert(authUser).values([
        { id: gamer.userId, name: "Gamer", email: gamer.email, emailVerified: true },
        { id: other.userId, name: "Other", email: other.email, emailVerified: true },
      ]);
      sink = await startSmtpSink();
      clock = new TestClock(new Date("2030-05-01T12:00:00Z"));
      jobs = createJobs({ database: handle, clock, log: () => {} });
      const mailer = createMailer({
        smtpUrl: sink.url,
        from: "LAN Center Network <no-reply@lancenter.example>",
        db: handle.db,
        log: () => {},
      });
      mail = createMailService({
        mailer,
        teamAddresses: ["team@lancenter.example"],
        db: handle.db,
        jobs,
        publicUrl: PUBLIC_URL,
        secret: SECRET,
      });
      await jobs.start();
    }, 60_000);
    afterAll(async () => {
      await jobs?.stop();
      await sink?.close();
      await handle?.close();
    });

    it("a refusing mail server: retried with back-off, then delivered exactly once", async () => {
      sink.refuseNext(2, 451, "Greylisted, try again later");
      await handle.db.transaction(async (tx) => {
        const result = await mail.queue.enqueue({
          to: gamer,
          content: content("Refused twice"),
          tx,
        });
        expect(result.queued).toBe(true);
      });
      await jobs.drain();
      expect(sink.refused).toHaveLength(1);
      // First retry after 60 to 120 s, the second after 120 to 240 s more.
      await clock.advance(59_000);
      await jobs.drain();
      expect(sink.refused).toHaveLength(1);
      await clock.advance(62_000);
      await jobs.drain();
      expect(sink.refused).toHaveLength(2);
      expect(receivedBy(gamer.email, "Refused twice")).toHaveLength(0);
      await clock.advance(241_000);
      await jobs.drain();
      expect(receivedBy(gamer.email, "Refused twice")).toHaveLength(1);
      await clock.advance(24 * 60 * 60_000);
      await jobs.drain();
      expect(receivedBy(gamer.email, "Refused twice")).toHaveLength(1);
    });

    it("a message queued in a transaction that rolls back is never sent", async () => {
      await expect(
        handle.db.transaction(async (tx) => {
          await mail.queue.enqueue({ to: gamer, content: content("Rolled back"), tx });
          throw new Error("the RSVP failed");
        }),
      ).rejects.toThrow("the RSVP failed");
      await clock.advance(60_000);
      await jobs.drain();
      expect(receivedBy(gamer.email, "Rolled back")).toHaveLength(0);
    });

    it("refuses a recipient the outgoing-mail rule refuses, before anything is queued", async () => {
      await expect(
        mail.queue.enqueue({
          to: { kind: "team", email: "stranger@example.net" },
          content: content("Stranger"),
        }),
      ).rejects.toBeInstanceOf(MailRecipientRefused);
    });

    it("a singletonKey queues one message however often it is enqueued", async () => {
      const first = await mail.queue.enqueue({
        to: gamer,
        kind: "event_reminders",
        content: content("Reminder once"),
        singletonKey: "reminder:event-1:user-gamer",
      });
      const again = await mail.queue.enqueue({
        to: gamer,
        kind: "event_reminders",
        content: content("Reminder once"),
        singletonKey: "reminder:event-1:user-gamer",
      });
      expect(first.queued).toBe(true);
      expect(again).toEqual({ queued: false, reason: "duplicate" });
      await jobs.drain();
      expect(receivedBy(gamer.email, "Reminder once")).toHaveLength(1);
    });

    it("mail of a kind carries one-click headers; the link switches off that kind for that account", async () => {
      const result = await mail.queue.enqueue({
        to: gamer,
        kind: "event_changes",
        content: async ({ unsubscribeUrl }) => ({
          ...content("Event moved"),
          text: `The event moved. Unsubscribe: ${unsubscribeUrl}`,
        }),
      });
      expect(result.queued).toBe(true);
      await jobs.drain();
      const [message] = receivedBy(gamer.email, "Event moved");
      const raw = unfolded(message!.raw);
      expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      const link =
        /List-Unsubscribe: <(https:\/\/lancenter\.example\/unsubscribe\?token=[^>]+)>/.exec(raw);
      expect(link).not.toBeNull();
      const token = new URL(link![1]!).searchParams.get("token")!;
      expect(raw).toContain(`token=${token}`);

      expect(await mail.readUnsubscribe({ token })).toEqual({
        kind: "event_changes",
        label: "Changes to events I'm going to",
      });
      // Reading changes nothing; the POST does.
      expect((await mail.getPreferences({ userId: gamer.userId })).event_changes).toBe(true);
      await mail.unsubscribe({ token });
      await mail.unsubscribe({ token });
      expect(await mail.getPreferences({ userId: gamer.userId })).toEqual({
        event_reminders: true,
        follow_digest: true,
        event_changes: false,
        owner_monthly: true,
        review_notices: true,
      });
      expect((await mail.getPreferences({ userId: other.userId })).event_changes).toBe(true);

      expect(
        await mail.queue.enqueue({
          to: gamer,
          kind: "event_changes",
          content: content("Moved again"),
        }),
      ).toEqual({ queued: false, reason: "switched-off" });
      expect(
        (
          await mail.queue.enqueue({
            to: other,
            kind: "event_changes",
            content: content("Moved again"),
          })
        ).queued,
      ).toBe(true);
      await jobs.drain();
      expect(receivedBy(gamer.email, "Moved again")).toHaveLength(0);
      expect(receivedBy(other.email, "Moved again")).toHaveLength(1);
    });

    it("a kind switched off after queueing is not sent; switched on again, it is queued", async () => {
      await mail.queue.enqueue({
        to: other,
        kind: "follow_digest",
        content: content("Digest"),
        runAt: new Date(clock.now().getTime() + 60 * 60_000),
      });
      await mail.savePreferences({
        userId: other.userId,
        preferences: {
          event_reminders: true,
          follow_digest: false,
          event_changes: true,
          owner_monthly: true,
          review_notices: true,
        },
      });
      await clock.advance(61 * 60_000);
      await jobs.drain();
      expect(receivedBy(other.email, "Digest")).toHaveLength(0);
      await mail.savePreferences({
        userId: other.userId,
        preferences: {
          event_reminders: true,
          follow_digest: true,
          event_changes: true,
          owner_monthly: true,
          review_notices: true,
        },
      });
      await mail.queue.enqueue({ to: other, kind: "follow_digest", content: content("Digest 2") });
      await jobs.drain();
      expect(receivedBy(other.email, "Digest 2")).toHaveLength(1);
    });

    it("a forged, altered or foreign link is refused with the page's message", async () => {
      const good = await unsubscribeToken(SECRET, { userId: gamer.userId, kind: "owner_monthly" });
      const foreign = await unsubscribeToken("another-secret-0123456789abcdefgh", {
        userId: gamer.userId,
        kind: "owner_monthly",
      });
      const [head, body, signature] = good.split(".");
      const altered = `${head}.${Buffer.from(
        JSON.stringify({
          sub: other.userId,
          kind: "owner_monthly",
          use: "lan-center-network:unsubscribe",
        }),
      ).toString("base64url")}.${signature}`;
      for (const token of [foreign, altered, `${head}.${body}`, "", "not-a-token"]) {
        await expect(mail.unsubscribe({ token })).rejects.toMatchObject({
          status: 400,
          message: expect.stringContaining("not valid"),
        });
      }
      expect((await mail.getPreferences({ userId: other.userId })).owner_monthly).toBe(true);
      expect(await mail.unsubscribe({ token: good })).toMatchObject({ kind: "owner_monthly" });
    });
  });
}
