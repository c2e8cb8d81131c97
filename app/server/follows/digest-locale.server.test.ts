/**
 * A German account's follow digest arrives in German (issue 28 item 2: an account's e-mails are
 * in its saved language, `auth_user.locale`), through the real job queue and mail outbox with a
 * recording transport, next to an English account's unchanged English digest. PGlite; the clock
 * is moved, nothing sleeps.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-databases";
import { authUser, userLanCenters } from "../auth/schema";
import type { DatabaseHandle } from "../db/client.server";
import { communities, events, locations } from "../directory/schema";
import { decide } from "../directory/review.server";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import type { MailContent, Mailer } from "../mail/index.server";
import { createMailService } from "../mail/service.server";
import { recordPublished, registerFollowDigest, scheduleFollowDigest } from "./digest.server";
import { follow } from "./follows.server";

const HOUR = 3600_000;
const MONDAY = new Date("2031-01-13T17:00:00Z");
const PUBLIC_URL = "https://lan.example";

describe("the follow digest in the follower's language", () => {
  let handle: DatabaseHandle;
  let jobs: Jobs;
  const clock = new TestClock(MONDAY);
  const sent: { to: string; content: MailContent }[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase("PGlite");
    jobs = createJobs({ database: handle, clock, log: () => {} });
    const mailer: Mailer = {
      kind: "outbox",
      send: async (to, content) => void sent.push({ to, content }),
    };
    const mail = createMailService({
      mailer,
      teamAddresses: ["support@example.com"],
      db: handle.db,
      jobs,
      publicUrl: PUBLIC_URL,
      secret: "digest-locale-test-secret-0123456789",
    });
    registerFollowDigest({
      db: handle.db,
      jobs,
      clock,
      mailQueue: mail.queue,
      publicUrl: PUBLIC_URL,
    });
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await handle?.close();
  });

  it("a German account gets its digest in German; an English one in English", async () => {
    for (const [id, locale] of [
      ["jonas", "de"],
      ["amy", null],
      ["organiser", null],
    ] as const) {
      await handle.db.insert(authUser).values({ id, name: id, email: `${id}@example.com`, locale });
      await handle.db.insert(userLanCenters).values({ userId: id, userEmail: `${id}@example.com` });
    }
    const [community] = await handle.db
      .insert(communities)
      .values({ name: "Night Owls", isVerified: true, createdBy: "organiser" })
      .returning({ id: communities.id });
    const [center] = await handle.db
      .insert(locations)
      .values({
        organizationName: "Follow Arena",
        address: "Hauptstraße 1, Berlin",
        description: "A center.",
        lat: 52.5,
        lng: 13.4,
        communityId: community!.id,
        createdBy: "organiser",
        verified: true,
        complimentaryAt: MONDAY,
      })
      .returning({ id: locations.id });
    const target = { kind: "center" as const, id: center!.id };
    await follow(handle.db, { userId: "jonas", target });
    await follow(handle.db, { userId: "amy", target });
    await scheduleFollowDigest({ jobs, clock });

    // 2031-01-23 18:00 in Berlin (CET).
    const start = new Date("2031-01-23T17:00:00Z");
    const [party] = await handle.db
      .insert(events)
      .values({
        organizationName: "Winter LAN",
        description: "LAN",
        startDate: start,
        endDate: new Date(start.getTime() + 6 * HOUR),
        timeZone: "Europe/Berlin",
        locationId: center!.id,
        communityId: community!.id,
        createdBy: "organiser",
      })
      .returning({ id: events.id });
    await decide(handle.db, {
      kind: "party",
      id: party!.id,
      adminUserId: "admin",
      action: "verify",
      onPublished: recordPublished,
    });
    await clock.set(new Date("2031-01-14T16:00:00Z"));
    await jobs.drain();

    const byRecipient = Object.fromEntries(sent.map(({ to, content }) => [to, content]));
    expect(Object.keys(byRecipient).sort()).toEqual(["amy@example.com", "jonas@example.com"]);

    const german = byRecipient["jonas@example.com"]!;
    expect(german.subject).toBe("Neue Veranstaltung von Orten, denen Sie folgen: Winter LAN");
    expect(german.text).toContain(
      "Ein LAN-Center oder eine Community, der Sie folgen, hat eine neue Veranstaltung veröffentlicht.",
    );
    // The time by Intl in German, in the venue's zone with its short name.
    expect(german.text).toMatch(/Beginn: Do\., 23\. Jan\. 2031, 18:00 (MEZ|CET|GMT\+1)/);
    expect(german.text).toContain("Ort: Follow Arena, Hauptstraße 1, Berlin");
    expect(german.text).toContain(`Winter LAN ansehen: ${PUBLIC_URL}/de/events/${party!.id}`);
    expect(german.text).toContain(`${PUBLIC_URL}/de/me/notifications`);
    expect(german.text).toContain(
      `Diese Übersichten abbestellen: ${PUBLIC_URL}/unsubscribe?token=`,
    );
    expect(german.html).toContain('lang="de"');
    expect(german.html).toContain("Wir vereinen Center weltweit");
    expect(german.headers?.["List-Unsubscribe"]).toMatch(/^<https:\/\/lan\.example\/unsubscribe/);

    const english = byRecipient["amy@example.com"]!;
    expect(english.subject).toBe("New event from the places you follow: Winter LAN");
    expect(english.text).toContain("Starts: Thu, Jan 23, 2031, 06:00 PM CET");
    expect(english.text).toContain(`View Winter LAN: ${PUBLIC_URL}/events/${party!.id}`);
    expect(english.html).toContain('lang="en"');
  });
});
