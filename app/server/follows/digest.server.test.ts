/**
 * The daily digest of new events from follows (issue 25 item 2, ADR 083) on PGlite and
 * PostgreSQL, on the real job and mail queues with a recording mailer; the clock is moved,
 * nothing sleeps. Parties are published the way the site does it (the admin's verify, the venue
 * owner's accept, with the follows area's hook): each follower gets exactly one mail at the next
 * digest time listing the right events (once each, never their own, not one unpublished again);
 * nobody who switched digests off, nothing on a day with nothing new, nothing twice when the run
 * repeats; and two app instances on one PostgreSQL database send each digest once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  databaseEngines,
  openTestDatabase,
  openTwoInstanceDatabase,
  postgresEngine,
} from "../../../tests/support/test-databases";
import { authUser, userLanCenters } from "../auth/schema";
import type { DatabaseHandle } from "../db/client.server";
import { communities, events, locations } from "../directory/schema";
import { decide } from "../directory/review.server";
import { answerVenueRequest } from "../directory/venue-consent.server";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import { setPreference, type MailContent, type Mailer } from "../mail/index.server";
import { createMailService } from "../mail/service.server";
import {
  nextFollowDigestAt,
  recordPublished,
  registerFollowDigest,
  runFollowDigest,
  scheduleFollowDigest,
  type FollowDigestDeps,
} from "./digest.server";
import { follow } from "./follows.server";
import { followDigestItems } from "./schema";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** 17:00 UTC: just after the day's digest time. */
const MONDAY = new Date("2031-01-13T17:00:00Z");
const PUBLIC_URL = "https://lan.example";

interface Sent {
  to: string;
  content: MailContent;
}

describe("nextFollowDigestAt", () => {
  it("is the first 16:00 UTC after now", () => {
    expect(nextFollowDigestAt(new Date("2031-01-13T15:59:00Z")).toISOString()).toBe(
      "2031-01-13T16:00:00.000Z",
    );
    expect(nextFollowDigestAt(new Date("2031-01-13T16:00:00Z")).toISOString()).toBe(
      "2031-01-14T16:00:00.000Z",
    );
  });
});

/** One app instance: its jobs, mail queue and the digest's handler on `handle`. */
function instance(handle: DatabaseHandle, clock: TestClock, sent: Sent[]) {
  const jobs = createJobs({ database: handle, clock, log: () => {} });
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
    secret: "digest-test-secret-0123456789abcdef",
  });
  const deps: FollowDigestDeps = {
    db: handle.db,
    jobs,
    clock,
    mailQueue: mail.queue,
    publicUrl: PUBLIC_URL,
  };
  registerFollowDigest(deps);
  return { jobs, deps };
}

/** Accounts with a profile (the digest's address). */
async function accounts(handle: DatabaseHandle, ids: readonly string[]) {
  for (const id of ids) {
    await handle.db.insert(authUser).values({ id, name: id, email: `${id}@example.com` });
    await handle.db.insert(userLanCenters).values({ userId: id, userEmail: `${id}@example.com` });
  }
}

/** A public center of `owner` in community `communityId`. */
async function center(handle: DatabaseHandle, name: string, owner: string, communityId: string) {
  const [row] = await handle.db
    .insert(locations)
    .values({
      organizationName: name,
      address: "1 Main St, Springfield",
      description: "A center.",
      lat: 40.5,
      lng: -73.25,
      communityId,
      createdBy: owner,
      verified: true,
      complimentaryAt: MONDAY,
    })
    .returning({ id: locations.id });
  return row!.id;
}

/** An unverified party (submitted, waiting for review). */
async function party(
  handle: DatabaseHandle,
  values: {
    name: string;
    organiser: string;
    startsInDays: number;
    locationId?: string;
    communityId?: string;
    venueConsent?: "pending";
  },
) {
  const start = new Date(MONDAY.getTime() + values.startsInDays * DAY);
  const [row] = await handle.db
    .insert(events)
    .values({
      organizationName: values.name,
      description: "LAN",
      startDate: start,
      endDate: new Date(start.getTime() + 12 * HOUR),
      timeZone: "America/New_York",
      locationId: values.locationId ?? null,
      communityId: values.communityId ?? null,
      customLocation: values.locationId ? null : "Town hall, Springfield",
      venueConsent: values.venueConsent ?? null,
      createdBy: values.organiser,
    })
    .returning({ id: events.id });
  return row!.id;
}

/** The admin verifies a party, as /admin/review does, with the follows hook. */
function verify(handle: DatabaseHandle, id: string) {
  return decide(handle.db, {
    kind: "party",
    id,
    adminUserId: "admin",
    action: "verify",
    onPublished: recordPublished,
  });
}

/** The event names of each recipient's digests. */
function digests(sent: readonly Sent[]) {
  const byRecipient: Record<string, string[][]> = {};
  for (const { to, content } of sent) {
    const names = [...content.text.matchAll(/^View (.+): https:/gm)].map((match) => match[1]!);
    (byRecipient[to] ??= []).push(names);
  }
  return byRecipient;
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`the follow digest on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let clock: TestClock;
    let jobs: Jobs;
    let deps: FollowDigestDeps;
    let communityId: string;
    let arenaId: string;
    let otherArenaId: string;
    const sent: Sent[] = [];

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      clock = new TestClock(MONDAY);
      ({ jobs, deps } = instance(handle, clock, sent));
      await jobs.start();
      await accounts(handle, ["alice", "bob", "carol", "dave", "erin", "organiser", "venue"]);
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Night Owls", isVerified: true, createdBy: "organiser" })
        .returning({ id: communities.id });
      communityId = community!.id;
      arenaId = await center(handle, "Follow Arena", "organiser", communityId);
      otherArenaId = await center(handle, "Other Arena", "venue", communityId);
    }, 60_000);
    afterAll(async () => {
      await jobs?.stop();
      await handle?.close();
    });
    beforeEach(() => {
      sent.length = 0;
    });

    it("mails each follower one digest at the next digest time with the right events", async () => {
      const arena = { kind: "center" as const, id: arenaId };
      const owls = { kind: "community" as const, id: communityId };
      await follow(handle.db, { userId: "alice", target: arena });
      await follow(handle.db, { userId: "alice", target: owls });
      await follow(handle.db, { userId: "bob", target: owls });
      await follow(handle.db, { userId: "dave", target: arena });
      await follow(handle.db, { userId: "carol", target: arena });
      await setPreference(handle.db, "carol", "follow_digest", false);
      await scheduleFollowDigest({ jobs, clock });
      await scheduleFollowDigest({ jobs, clock }); // a second instance starting: still one run

      // Over the day: parties at the arena and in the community are verified; one is taken back.
      const both = await party(handle, {
        name: "Arena Night",
        organiser: "organiser",
        startsInDays: 10,
        locationId: arenaId,
        communityId,
      });
      const daves = await party(handle, {
        name: "Dave's LAN",
        organiser: "dave",
        startsInDays: 5,
        locationId: arenaId,
      });
      const hall = await party(handle, {
        name: "Hall LAN",
        organiser: "organiser",
        startsInDays: 20,
        communityId,
      });
      const withdrawn = await party(handle, {
        name: "Withdrawn LAN",
        organiser: "organiser",
        startsInDays: 3,
        locationId: arenaId,
        communityId,
      });
      await verify(handle, both);
      await clock.advance(3 * HOUR);
      await verify(handle, daves);
      await verify(handle, withdrawn);
      await clock.advance(3 * HOUR);
      await verify(handle, hall);
      await decide(handle.db, {
        kind: "party",
        id: withdrawn,
        adminUserId: "admin",
        action: "unverify",
      });
      await jobs.drain();
      expect(sent).toEqual([]);

      // Just before the digest time, nothing; at 16:00 UTC the next day, one mail each.
      await clock.set(new Date("2031-01-14T15:59:00Z"));
      await jobs.drain();
      expect(sent).toEqual([]);
      await clock.set(new Date("2031-01-14T16:00:00Z"));
      await jobs.drain();
      expect(digests(sent)).toEqual({
        "alice@example.com": [["Dave's LAN", "Arena Night", "Hall LAN"]],
        "bob@example.com": [["Arena Night", "Hall LAN"]],
        "dave@example.com": [["Arena Night"]],
      });

      const alices = sent.find((mail) => mail.to === "alice@example.com")!.content;
      expect(alices.subject).toBe("3 new events from the places you follow");
      expect(alices.text).toContain("Where: Follow Arena, 1 Main St, Springfield");
      expect(alices.text).toContain("Where: Town hall, Springfield");
      // 10 days after 17:00 UTC on 2031-01-13, in New York's winter time.
      expect(alices.text).toContain("Starts: Thu, Jan 23, 2031, 12:00 PM EST");
      expect(alices.text).toContain(`View Arena Night: ${PUBLIC_URL}/events/${both}`);
      expect(alices.html).toContain(`${PUBLIC_URL}/events/${hall}`);
      expect(alices.headers?.["List-Unsubscribe"]).toMatch(
        /^<https:\/\/lan\.example\/unsubscribe\?token=[^>]+>$/,
      );
      expect(alices.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(alices.text).toContain(`${PUBLIC_URL}/unsubscribe?token=`);

      // The run again (a retry, or another instance): nothing more.
      expect(await runFollowDigest(deps, "2031-01-14")).toBe(0);
      await jobs.drain();
      expect(sent).toHaveLength(3);

      // The next day nothing new was published: no mail.
      sent.length = 0;
      await clock.set(new Date("2031-01-15T16:00:00Z"));
      await jobs.drain();
      expect(sent).toEqual([]);
    });

    it("a party at another owner's center reaches that center's followers once accepted", async () => {
      await follow(handle.db, { userId: "erin", target: { kind: "center", id: otherArenaId } });
      const visiting = await party(handle, {
        name: "Visiting LAN",
        organiser: "organiser",
        startsInDays: 30,
        locationId: otherArenaId,
        communityId,
        venueConsent: "pending",
      });
      await verify(handle, visiting);
      await clock.set(new Date("2031-01-16T16:00:00Z"));
      await jobs.drain();
      // The community's followers hear of it; the center's not yet (not listed there).
      expect(digests(sent)).toEqual({
        "alice@example.com": [["Visiting LAN"]],
        "bob@example.com": [["Visiting LAN"]],
      });

      sent.length = 0;
      await answerVenueRequest({
        db: handle.db,
        userId: "venue",
        eventId: visiting,
        decision: "accept",
        onPublished: recordPublished,
      });
      await clock.set(new Date("2031-01-17T16:00:00Z"));
      await jobs.drain();
      expect(digests(sent)).toEqual({ "erin@example.com": [["Visiting LAN"]] });
    });

    it("leaves out a party deleted before the digest, and an account that switched off", async () => {
      const gone = await party(handle, {
        name: "Gone LAN",
        organiser: "organiser",
        startsInDays: 8,
        communityId,
      });
      await verify(handle, gone);
      await setPreference(handle.db, "bob", "follow_digest", false);
      await handle.db.delete(events).where(eq(events.id, gone));
      const kept = await party(handle, {
        name: "Kept LAN",
        organiser: "organiser",
        startsInDays: 9,
        communityId,
      });
      await verify(handle, kept);
      await clock.set(new Date("2031-01-18T16:00:00Z"));
      await jobs.drain();
      expect(digests(sent)).toEqual({ "alice@example.com": [["Kept LAN"]] });
      expect(await handle.db.select().from(followDigestItems)).toEqual([]);
      await setPreference(handle.db, "bob", "follow_digest", true);
    });
  });
}

// Two app instances need a database server: PGlite is one connection inside one process.
describe.skipIf(!postgresEngine.available)(
  "the follow digest from two instances on one database",
  () => {
    let shared: Awaited<ReturnType<typeof openTwoInstanceDatabase>>;
    let a: ReturnType<typeof instance>;
    let b: ReturnType<typeof instance>;
    const sent: Sent[] = [];
    const clock = new TestClock(MONDAY);

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

    it("20 followers, both instances scheduling and draining: one digest each", async () => {
      const followers = Array.from({ length: 20 }, (_, i) => `twin-${i}`);
      await accounts(shared.first, [...followers, "organiser"]);
      const [community] = await shared.first.db
        .insert(communities)
        .values({ name: "Twin Owls", isVerified: true, createdBy: "organiser" })
        .returning({ id: communities.id });
      for (const userId of followers) {
        await follow(shared.first.db, { userId, target: { kind: "community", id: community!.id } });
      }
      for (const [name, startsInDays] of [
        ["First LAN", 4],
        ["Second LAN", 5],
      ] as const) {
        await verify(
          shared.first,
          await party(shared.first, {
            name,
            organiser: "organiser",
            startsInDays,
            communityId: community!.id,
          }),
        );
      }
      await Promise.all([
        scheduleFollowDigest({ jobs: a.jobs, clock }),
        scheduleFollowDigest({ jobs: b.jobs, clock }),
      ]);
      await clock.set(new Date("2031-01-14T16:00:00Z"));
      await Promise.all([
        a.jobs.drain(),
        b.jobs.drain(),
        runFollowDigest(a.deps, "2031-01-14"),
        runFollowDigest(b.deps, "2031-01-14"),
      ]);
      await Promise.all([a.jobs.drain(), b.jobs.drain()]);
      expect(sent).toHaveLength(20);
      expect(new Set(sent.map((mail) => mail.to)).size).toBe(20);
      for (const mail of sent) {
        expect(digests([mail])[mail.to]).toEqual([["First LAN", "Second LAN"]]);
      }
    });
  },
);
