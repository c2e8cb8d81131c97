/**
 * Issue 26 Done-when test 6 and item 7 (ADR 088), on PGlite and PostgreSQL with the real job and
 * mail queues and a recording mailer; the clock is moved, nothing sleeps. The monthly summary is
 * sent once per owner at 00:00 on the 1st in the zone of the owner's venues, with last month's
 * numbers per venue against the month before and a one-click unsubscribe; a rerun, a second
 * schedule, a second instance and the following hours and days send nothing more; its one-click
 * unsubscribe link switches it off; an owner who switched it off gets
 * nothing. Daily rows older than 25 months are rolled up into monthly rows by the daily job.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  databaseEngines,
  openTestDatabase,
  openTwoInstanceDatabase,
  postgresEngine,
} from "../../../tests/support/test-databases";
import { authUser, userLanCenters } from "../auth/schema";
import type { DatabaseHandle } from "../db/client.server";
import { communities, locations } from "../directory/schema";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import { setPreference, type MailContent, type Mailer } from "../mail/index.server";
import { createMailService } from "../mail/service.server";
import {
  dueMonth,
  nextMonthlyRunAt,
  registerInsightsMonthly,
  runInsightsMonthly,
  scheduleInsightsMonthly,
  type InsightsMonthlyDeps,
} from "./monthly.server";
import { exportFor } from "./personal-data.server";
import {
  registerInsightsRollup,
  retentionCutoff,
  rollUpOldDays,
  scheduleInsightsRollup,
} from "./retention.server";
import { insightDaily, insightMonthly, type InsightMetric } from "./schema";

const HOUR = 3600_000;
const PUBLIC_URL = "https://lan.example";
/** Mid-October 2031 (New York is on summer time, UTC-4, until 2 November). */
const START = new Date("2031-10-15T12:00:00Z");

interface Sent {
  to: string;
  content: MailContent;
}

describe("the monthly summary's dates", () => {
  it("runs at every whole hour and is due from the 1st to the 3rd in the owner's zone", () => {
    expect(nextMonthlyRunAt(new Date("2031-10-31T23:59:59Z")).toISOString()).toBe(
      "2031-11-01T00:00:00.000Z",
    );
    expect(nextMonthlyRunAt(new Date("2031-11-01T00:00:00Z")).toISOString()).toBe(
      "2031-11-01T01:00:00.000Z",
    );
    expect(dueMonth(new Date("2031-11-01T03:59:00Z"), "America/New_York")).toBeNull();
    expect(dueMonth(new Date("2031-11-01T04:00:00Z"), "America/New_York")).toBe("2031-10");
    expect(dueMonth(new Date("2031-10-31T15:00:00Z"), "Asia/Tokyo")).toBe("2031-10");
    expect(dueMonth(new Date("2031-11-04T12:00:00Z"), "UTC")).toBeNull();
    expect(dueMonth(new Date("2031-01-01T00:00:00Z"), "UTC")).toBe("2030-12");
  });

  it("keeps 25 whole months of daily rows", () => {
    expect(retentionCutoff(new Date("2031-11-01T03:00:00Z"))).toBe("2029-10-01");
    expect(retentionCutoff(new Date("2031-01-31T23:00:00Z"))).toBe("2028-12-01");
  });
});

/** One app instance: its jobs, mail queue and the two insights jobs on `handle`. */
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
    secret: "monthly-test-secret-0123456789abcdef",
  });
  const deps: InsightsMonthlyDeps = {
    db: handle.db,
    jobs,
    clock,
    mailQueue: mail.queue,
    publicUrl: PUBLIC_URL,
  };
  registerInsightsMonthly(deps);
  registerInsightsRollup({ db: handle.db, jobs, clock });
  return { jobs, deps, mail };
}

async function account(handle: DatabaseHandle, id: string) {
  await handle.db.insert(authUser).values({ id, name: id, email: `${id}@example.com` });
  await handle.db.insert(userLanCenters).values({ userId: id, userEmail: `${id}@example.com` });
}

/** A public center of `owner` in `timeZone`, created at `createdAt`. */
async function center(
  handle: DatabaseHandle,
  values: { name: string; owner: string; timeZone: string; createdAt: Date },
) {
  const [community] = await handle.db
    .insert(communities)
    .values({ name: `${values.name} Crew`, isVerified: true, createdBy: values.owner })
    .returning({ id: communities.id });
  const [row] = await handle.db
    .insert(locations)
    .values({
      organizationName: values.name,
      address: "1 Main St, Springfield",
      description: "A center.",
      lat: 40.5,
      lng: -73.25,
      timeZone: values.timeZone,
      communityId: community!.id,
      createdBy: values.owner,
      verified: true,
      complimentaryAt: START,
      createdAt: values.createdAt,
    })
    .returning({ id: locations.id });
  return row!.id;
}

/** Adds daily rows of center `id`: `[day, metric, count, uniques]`. */
async function days(
  handle: DatabaseHandle,
  id: string,
  rows: readonly (readonly [string, InsightMetric, number, number])[],
) {
  await handle.db.insert(insightDaily).values(
    rows.map(([day, metric, count, uniques]) => ({
      subjectKind: "center" as const,
      subjectId: id,
      day,
      metric,
      count,
      uniques,
    })),
  );
}

/** Moves the clock hour by hour to `until`, running what is due at each hour. */
async function hourByHour(clock: TestClock, jobs: Jobs, until: Date) {
  while (clock.now().getTime() < until.getTime()) {
    await clock.set(new Date(Math.min(clock.now().getTime() + HOUR, until.getTime())));
    await jobs.drain();
  }
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`the monthly summary on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let clock: TestClock;
    let jobs: Jobs;
    let deps: InsightsMonthlyDeps;
    let mail: ReturnType<typeof instance>["mail"];
    const ids = {} as Record<"arena" | "annex" | "tokyo" | "quiet" | "optout", string>;
    const sent: Sent[] = [];

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      clock = new TestClock(START);
      ({ jobs, deps, mail } = instance(handle, clock, sent));
      await jobs.start();
      for (const id of ["nyowner", "tokyo", "quiet", "optout"]) await account(handle, id);
      // nyowner's oldest venue is in New York: the summary follows New York's 1st.
      ids.arena = await center(handle, {
        name: "Zeta Arena",
        owner: "nyowner",
        timeZone: "America/New_York",
        createdAt: new Date("2031-01-01T00:00:00Z"),
      });
      ids.annex = await center(handle, {
        name: "Alpha Annex",
        owner: "nyowner",
        timeZone: "Asia/Tokyo",
        createdAt: new Date("2031-02-01T00:00:00Z"),
      });
      ids.tokyo = await center(handle, {
        name: "Tokyo Den",
        owner: "tokyo",
        timeZone: "Asia/Tokyo",
        createdAt: new Date("2031-01-01T00:00:00Z"),
      });
      ids.quiet = await center(handle, {
        name: "Quiet Hall",
        owner: "quiet",
        timeZone: "UTC",
        createdAt: new Date("2031-01-01T00:00:00Z"),
      });
      ids.optout = await center(handle, {
        name: "Opt-out Hall",
        owner: "optout",
        timeZone: "UTC",
        createdAt: new Date("2031-01-01T00:00:00Z"),
      });
      await days(handle, ids.arena, [
        ["2031-09-10", "view", 80, 60],
        ["2031-09-11", "view", 20, 15],
        ["2031-09-12", "website", 4, 4],
        ["2031-10-01", "view", 70, 50],
        ["2031-10-31", "view", 50, 40],
        ["2031-10-05", "website", 3, 3],
        ["2031-10-06", "directions", 2, 2],
        ["2031-10-07", "phone", 1, 1],
        ["2031-11-01", "view", 999, 999], // this month: not in October's summary
      ]);
      await days(handle, ids.tokyo, [["2031-10-20", "view", 7, 7]]);
      await days(handle, ids.optout, [["2031-10-20", "view", 9, 9]]);
      await setPreference(handle.db, "optout", "owner_monthly", false);
    }, 60_000);
    afterAll(async () => {
      await jobs?.stop();
      await handle?.close();
    });
    beforeEach(() => {
      sent.length = 0;
    });

    it("sends each owner one summary on the 1st in their zone, and nothing more", async () => {
      await scheduleInsightsMonthly({ jobs, clock });
      await scheduleInsightsMonthly({ jobs, clock }); // a second instance starting: one run
      await clock.set(new Date("2031-10-31T14:00:00Z"));
      await jobs.drain();
      expect(sent).toEqual([]);

      // Tokyo's 1st begins at 15:00 UTC on 31 October.
      await hourByHour(clock, jobs, new Date("2031-10-31T15:00:00Z"));
      expect(sent.map((mail) => mail.to)).toEqual(["tokyo@example.com"]);
      expect(sent[0]!.content.text).toContain("Listing views: 7 (September: 0)");

      // New York's 1st begins at 04:00 UTC on 1 November (summer time, UTC-4).
      sent.length = 0;
      await hourByHour(clock, jobs, new Date("2031-11-01T03:00:00Z"));
      expect(sent).toEqual([]);
      await hourByHour(clock, jobs, new Date("2031-11-01T04:00:00Z"));
      expect(sent.map((mail) => mail.to)).toEqual(["nyowner@example.com"]);
      const { content } = sent[0]!;
      expect(content.subject).toBe("Your listings in October 2031");
      // Venues by name; each figure against September, with the change.
      expect(content.text.indexOf("Alpha Annex")).toBeLessThan(content.text.indexOf("Zeta Arena"));
      expect(content.text).toContain("Listing views: 120 (September: 100, +20%)");
      expect(content.text).toContain("Unique visitors: 90 (September: 75, +20%)");
      expect(content.text).toContain(
        "Clicks (website, directions, phone, calendar): 6 (September: 4, +50%)",
      );
      expect(content.text).toContain(
        `Insights for Zeta Arena: ${PUBLIC_URL}/dashboard/insights?listing=center:${ids.arena}&days=30`,
      );
      expect(content.headers?.["List-Unsubscribe"]).toMatch(
        /^<https:\/\/lan\.example\/unsubscribe\?token=[^>]+>$/,
      );
      expect(content.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(content.text).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
      expect(content.text).toContain(`${PUBLIC_URL}/me/notifications`);

      // Every hour of the next days, a rerun of the run, a second schedule: nothing more. The
      // owner who switched it off and the one whose venue counted nothing got nothing.
      sent.length = 0;
      await hourByHour(clock, jobs, new Date("2031-11-01T08:00:00Z"));
      for (const at of ["2031-11-02T12:00:00Z", "2031-11-03T23:00:00Z", "2031-11-05T00:00:00Z"]) {
        await clock.set(new Date(at));
        await jobs.drain();
      }
      expect(await runInsightsMonthly(deps)).toBe(0);
      await scheduleInsightsMonthly({ jobs, clock });
      await jobs.drain();
      expect(sent).toEqual([]);
    }, 120_000);

    it("a run missed on the 1st catches up on the 2nd, once; its one-click link switches it off", async () => {
      // December: the arena (and Tokyo's den, in October) counted something; no instance ran on
      // the 1st.
      await clock.set(new Date("2031-12-02T10:00:00Z"));
      expect(await runInsightsMonthly(deps)).toBe(2);
      expect(await runInsightsMonthly(deps)).toBe(0);
      await jobs.drain();
      expect(sent.map((mail) => [mail.to, mail.content.subject]).sort()).toEqual([
        ["nyowner@example.com", "Your listings in November 2031"],
        ["tokyo@example.com", "Your listings in November 2031"],
      ]);
      const november = sent.find((mail) => mail.to === "nyowner@example.com")!.content;
      expect(november.text).toContain("Listing views: 999 (October: 120, +733%)");

      // The one-click link of that mail (RFC 8058) switches the summary off: January brings none.
      const token = /unsubscribe\?token=([^>]+)>/.exec(november.headers!["List-Unsubscribe"]!)![1]!;
      expect(await mail.unsubscribe({ token })).toMatchObject({ kind: "owner_monthly" });
      expect((await mail.getPreferences({ userId: "nyowner" })).owner_monthly).toBe(false);
      sent.length = 0;
      await days(handle, ids.arena, [["2031-12-10", "view", 5, 5]]);
      await clock.set(new Date("2032-01-01T06:00:00Z"));
      expect(await runInsightsMonthly(deps)).toBe(0); // the arena counted 5 views in December
      await jobs.drain();
      expect(sent).toEqual([]);
    }, 60_000);

    it("rolls daily rows older than 25 months up into monthly rows, once", async () => {
      await days(handle, ids.quiet, [
        ["2029-09-01", "view", 5, 4],
        ["2029-09-30", "view", 6, 5],
        ["2029-09-15", "website", 2, 2],
        ["2029-10-01", "view", 1, 1],
      ]);
      const quietDays = () =>
        handle.db
          .select({ day: insightDaily.day })
          .from(insightDaily)
          .where(eq(insightDaily.subjectId, ids.quiet))
          .orderBy(insightDaily.day);
      const quietMonths = () =>
        handle.db
          .select({
            month: insightMonthly.month,
            metric: insightMonthly.metric,
            count: insightMonthly.count,
            uniques: insightMonthly.uniques,
          })
          .from(insightMonthly)
          .where(
            and(eq(insightMonthly.subjectKind, "center"), eq(insightMonthly.subjectId, ids.quiet)),
          )
          .orderBy(insightMonthly.metric);

      // On 31 October 2031 September 2029 is still kept (25 months: Sept 2029 to Sept 2031).
      await clock.set(new Date("2031-10-31T12:00:00Z"));
      expect(await rollUpOldDays(handle.db, clock.now())).toBe(0);

      // The daily job at 03:00 UTC on 1 November rolls September 2029 up.
      await clock.set(new Date("2031-11-01T00:00:00Z"));
      await scheduleInsightsRollup({ jobs, clock });
      await clock.set(new Date("2031-11-01T02:59:00Z"));
      await jobs.drain();
      expect(await quietDays()).toHaveLength(4);
      await clock.set(new Date("2031-11-01T03:00:00Z"));
      await jobs.drain();
      expect(await quietDays()).toEqual([{ day: "2029-10-01" }]);
      expect(await quietMonths()).toEqual([
        { month: "2029-09-01", metric: "view", count: 11, uniques: 9 },
        { month: "2029-09-01", metric: "website", count: 2, uniques: 2 },
      ]);
      // Again (a retry, the next day): nothing is added twice.
      expect(await rollUpOldDays(handle.db, clock.now())).toBe(0);
      await clock.set(new Date("2031-11-02T03:00:00Z"));
      await jobs.drain();
      expect(await quietMonths()).toEqual([
        { month: "2029-09-01", metric: "view", count: 11, uniques: 9 },
        { month: "2029-09-01", metric: "website", count: 2, uniques: 2 },
      ]);

      // The owner's data export has both.
      const [exported] = await exportFor(handle.db, "quiet");
      expect(exported).toMatchObject({
        kind: "center",
        id: ids.quiet,
        days: [{ day: "2029-10-01", metric: "view", count: 1, uniques: 1 }],
        months: [
          { month: "2029-09-01", metric: "view", count: 11, uniques: 9 },
          { month: "2029-09-01", metric: "website", count: 2, uniques: 2 },
        ],
      });
    }, 60_000);
  });
}

// Two app instances need a database server: PGlite is one connection inside one process.
describe.skipIf(!postgresEngine.available)("the monthly summary from two instances", () => {
  let shared: Awaited<ReturnType<typeof openTwoInstanceDatabase>>;
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;
  const sent: Sent[] = [];
  const clock = new TestClock(START);

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

  it("5 owners, both instances scheduling, running and draining: one summary each", async () => {
    const owners = Array.from({ length: 5 }, (_, i) => `twin-${i}`);
    for (const owner of owners) {
      await account(shared.first, owner);
      const id = await center(shared.first, {
        name: `${owner} Arena`,
        owner,
        timeZone: "UTC",
        createdAt: new Date("2031-01-01T00:00:00Z"),
      });
      await days(shared.first, id, [["2031-10-03", "view", 3, 3]]);
    }
    await Promise.all([
      scheduleInsightsMonthly({ jobs: a.jobs, clock }),
      scheduleInsightsMonthly({ jobs: b.jobs, clock }),
    ]);
    await clock.set(new Date("2031-11-01T00:00:00Z"));
    await Promise.all([
      a.jobs.drain(),
      b.jobs.drain(),
      runInsightsMonthly(a.deps),
      runInsightsMonthly(b.deps),
    ]);
    await Promise.all([a.jobs.drain(), b.jobs.drain()]);
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      owners.map((owner) => `${owner}@example.com`),
    );
  }, 90_000);
});
