/**
 * The team's daily mail (issue 24 item 9) on the job queue, on PGlite and PostgreSQL, with the
 * clock moved (no sleeping): nothing before 07:00 UTC; at 07:00 one mail listing what waits and
 * the day's subscriptions; the next day again, once however often it is scheduled; a day with
 * nothing to report sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLocation } from "../../../tests/support/billing-fixtures";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import type { MailContent, Mailer } from "../mail/index.server";
import { createMailService } from "../mail/service.server";
import { nextDigestAt, registerAdminDigest, scheduleAdminDigest } from "./admin-digest.server";
import { locations } from "./schema";

const HOUR = 60 * 60 * 1000;

describe("nextDigestAt", () => {
  it("is the first 07:00 UTC after now", () => {
    expect(nextDigestAt(new Date("2030-05-01T06:59:00Z")).toISOString()).toBe(
      "2030-05-01T07:00:00.000Z",
    );
    expect(nextDigestAt(new Date("2030-05-01T07:00:00Z")).toISOString()).toBe(
      "2030-05-02T07:00:00.000Z",
    );
  });
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`the daily admin mail on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let clock: TestClock;
    let jobs: Jobs;
    const sent: { to: string; content: MailContent }[] = [];

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      clock = new TestClock(new Date("2030-05-01T06:00:00Z"));
      jobs = createJobs({ database: handle, clock, log: () => {} });
      const mailer: Mailer = {
        kind: "outbox",
        send: (to, content) => {
          sent.push({ to, content });
          return Promise.resolve();
        },
      };
      const mail = createMailService({
        mailer,
        teamAddresses: ["team@lancenter.example"],
        db: handle.db,
        jobs,
        publicUrl: "https://lancenter.example",
        secret: "digest-test-secret-0123456789abcdef",
      });
      registerAdminDigest({
        db: handle.db,
        jobs,
        clock,
        mailQueue: mail.queue,
        supportEmail: "team@lancenter.example",
        publicUrl: "https://lancenter.example",
      });
      await jobs.start();
    }, 60_000);
    afterAll(async () => {
      await jobs?.stop();
      await handle?.close();
    });

    it("mails what waits once a day at 07:00 UTC, and nothing on a quiet day", async () => {
      await insertLocation(handle.db, "user-owner", "Waiting Arena");
      await scheduleAdminDigest({ jobs, clock });
      await scheduleAdminDigest({ jobs, clock }); // a second instance starting: still one run
      await jobs.drain();
      expect(sent).toEqual([]);

      await clock.advance(1 * HOUR);
      await jobs.drain();
      expect(sent.map((m) => [m.to, m.content.subject])).toEqual([
        ["team@lancenter.example", "Daily summary 2030-05-01: 1 waiting for review"],
      ]);
      expect(sent[0]!.content.text).toContain("LAN centers");
      expect(sent[0]!.content.text).toContain("https://lancenter.example/admin/review");

      await clock.advance(24 * HOUR);
      await jobs.drain();
      expect(sent.map((m) => m.content.subject)).toEqual([
        "Daily summary 2030-05-01: 1 waiting for review",
        "Daily summary 2030-05-02: 1 waiting for review",
      ]);

      await handle.db.delete(locations);
      await clock.advance(24 * HOUR);
      await jobs.drain();
      expect(sent).toHaveLength(2);
    });
  });
}
