/**
 * Public changes (issue 29 item 1, ADR 095). On PGlite the notice runs in process; on two
 * instances on one PostgreSQL, a verify/unverify, a review and its moderation, or an RSVP on
 * instance A empties instance B's kept answers (public data, kept pages, markers.json and
 * sitemap.xml) and its map's filtered indexes without waiting for them to expire; a lost
 * listening connection is reconnected and then drops everything. The services are built by the
 * real `createServices`; nothing sleeps (a notice on PostgreSQL arrives on its own connection,
 * so the tests poll for it).
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  openTestDatabase,
  openTwoInstanceDatabase,
  postgresEngine,
} from "../../../tests/support/test-databases";
import { createAuth } from "../auth/auth.server";
import { buildBillingPlans, EMULATOR_PRICE_IDS } from "../billing/plans.server";
import type { StripeBilling } from "../billing/stripe-client.server";
import { parseConfig } from "../config.server";
import type { DatabaseHandle } from "../db/client.server";
import { authUser, communities, events, locations, userLanCenters } from "../db/schema";
import { createJobs, TestClock, type Jobs } from "../jobs/index.server";
import type { Mailer } from "../mail/index.server";
import { createServices, type Services } from "../services.server";
import { createPublicCache, withPublicCache } from "./public-cache.server";
import {
  createPublicChanges,
  decodeChange,
  encodeChange,
  idsOfInput,
  MAX_PAYLOAD_BYTES,
  type PublicChange,
  type PublicChanges,
} from "./public-changes.server";

const NOW = new Date("2031-04-01T12:00:00Z");
const TEXT = "Great machines, fast network and friendly staff all night long.";
const FOUR_UP = { q: "", community: null, fourStarsUp: true } as const;

/** One app instance on `handle`: the real services, its announcements and what it heard. */
interface Instance {
  services: Services;
  changes: PublicChanges;
  heard: PublicChange[];
  logs: string[];
  jobs: Jobs;
  stop(): Promise<void>;
}

async function startInstance(handle: DatabaseHandle, clock: TestClock): Promise<Instance> {
  const config = parseConfig({ PUBLIC_CACHE_SECONDS: "15" });
  const jobs = createJobs({ database: handle, clock, log: () => {} });
  const mailer: Mailer = { kind: "outbox", send: () => Promise.resolve() };
  const plans = buildBillingPlans(EMULATOR_PRICE_IDS);
  // Nothing here pays: the billing service is built but never called.
  const billing = {
    mode: "emulator",
    stripe: {},
    webhookSecret: "whsec_test",
    plans,
    emulator: undefined,
    close: () => Promise.resolve(),
  } as unknown as StripeBilling;
  const secret = "public-changes-test-secret-0123456789abcdef";
  const auth = createAuth({
    db: handle.db,
    mailer,
    secret,
    baseURL: "http://site.test",
    production: false,
    adminEmails: [],
  });
  const logs: string[] = [];
  const changes = createPublicChanges(handle, {
    reconnectDelayMs: 10,
    log: (line) => logs.push(line),
  });
  const services = createServices({
    config,
    db: handle.db,
    billing,
    mailer,
    auth,
    authSecret: secret,
    local: null,
    jobs,
    clock,
    changes,
  });
  const heard: PublicChange[] = [];
  changes.onChange((change) => heard.push(change));
  await changes.start();
  await jobs.start();
  return {
    services,
    changes,
    heard,
    logs,
    jobs,
    stop: async () => {
      await jobs.stop();
      await changes.stop();
    },
  };
}

/** Sample rows: accounts, a verified community and public centers. */
function seeding(handle: DatabaseHandle) {
  let counter = 0;
  let communityId: string | undefined;
  async function account(name: string): Promise<string> {
    const id = `${name.toLowerCase().replaceAll(" ", "-")}-${++counter}-${Date.now()}`;
    await handle.db.insert(authUser).values({
      id,
      name,
      email: `${id}@example.com`,
      emailVerified: true,
      createdAt: new Date(NOW.getTime() - 90 * 24 * 3600_000),
    });
    await handle.db
      .insert(userLanCenters)
      .values({ userId: id, userEmail: `${id}@example.com`, displayName: name });
    return id;
  }
  async function center(name: string): Promise<string> {
    const owner = await account(`${name} Owner`);
    if (!communityId) {
      const [row] = await handle.db
        .insert(communities)
        .values({ name: `Fleet Gamers ${Date.now()}`, isVerified: true, createdBy: owner })
        .returning({ id: communities.id });
      communityId = row!.id;
    }
    const [row] = await handle.db
      .insert(locations)
      .values({
        organizationName: name,
        address: "1 Main St",
        description: "A center.",
        lat: 40.5 + counter / 100,
        lng: -73.25,
        communityId,
        verified: true,
        complimentaryAt: NOW,
        createdBy: owner,
      })
      .returning({ id: locations.id });
    return row!.id;
  }
  /** A verified public party a month after NOW. */
  async function party(): Promise<string> {
    const start = new Date(NOW.getTime() + 30 * 24 * 3600_000);
    const [row] = await handle.db
      .insert(events)
      .values({
        organizationName: "Fleet LAN",
        description: "Bring your rig.",
        startDate: start,
        endDate: new Date(start.getTime() + 12 * 3600_000),
        timeZone: "Europe/Berlin",
        capacity: 10,
        verified: true,
        createdBy: await account("Organiser"),
      })
      .returning({ id: events.id });
    return row!.id;
  }
  return { account, center, party };
}

/** Keeps a shared answer on `instance` (as the sitemap route does) and returns its path. */
async function keepSitemap(instance: Instance): Promise<string> {
  const { pageCache } = instance.services;
  await pageCache.storeShared({
    pathAndQuery: "/sitemap.xml",
    body: "<urlset/>",
    headers: new Headers({ "Content-Type": "application/xml" }),
    generation: pageCache.generation(),
  });
  expect(pageCache.find("/sitemap.xml")).not.toBeNull();
  return "/sitemap.xml";
}

const review = (rating: number) => ({
  rating,
  equipment: null,
  network: null,
  staff: null,
  body: TEXT,
});

describe("notice payloads", () => {
  it("carries the kind and the ids, and stays below PostgreSQL's 8000 bytes", () => {
    const change = { kind: "directory.updateLanCenter", ids: ["c-1", "c-2"] };
    expect(decodeChange(encodeChange(change))).toEqual(change);
    const many = { kind: "local.seedDemoData", ids: Array.from({ length: 500 }, (_, i) => `${i}`) };
    expect(decodeChange(encodeChange(many))).toEqual({ kind: "local.seedDemoData", ids: [] });
    const long = { kind: "x", ids: Array.from({ length: 50 }, () => "a".repeat(120)) };
    expect(Buffer.byteLength(encodeChange(long))).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(decodeChange("not json")).toEqual({ kind: "all", ids: [] });
  });

  it("names what a write's input touched, never the user", () => {
    expect(
      idsOfInput({ userId: "u-1", centerId: "c-1", eventId: "e-1", review: { rating: 5 } }),
    ).toEqual(["c-1", "e-1"]);
    expect(idsOfInput({ adminUserId: "a", formData: new FormData() })).toEqual([]);
    expect(idsOfInput(undefined)).toEqual([]);
  });
});

describe("on PGlite, in process", () => {
  let handle: DatabaseHandle;
  let instance: Instance;
  let seed: ReturnType<typeof seeding>;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    handle = await openTestDatabase("PGlite");
    instance = await startInstance(handle, clock);
    seed = seeding(handle);
  }, 60_000);
  afterAll(async () => {
    await instance?.stop();
    await handle?.close();
  });
  afterEach(() => {
    instance.heard.length = 0;
  });

  it("hears a notice sent in a transaction on commit, and never one rolled back", async () => {
    await handle.db.transaction(async (tx) => {
      await instance.changes.announce({ kind: "test.commit", ids: ["1"] }, tx);
      expect(instance.heard).toEqual([]);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await instance.changes.announce({ kind: "test.rollback", ids: [] }, tx);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await instance.changes.announce({ kind: "test.after", ids: [] });
    expect(instance.heard.map((change) => change.kind)).toEqual(["test.commit", "test.after"]);
  });

  it("a wrapped write announces once from its transaction, after settling without one, and after a failure", async () => {
    const cache = createPublicCache({ ttlMs: 60_000 });
    const { changes, heard } = instance;
    const service = withPublicCache(
      "probe",
      {
        inTransaction: (input: { centerId: string }) =>
          changes.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            // Not heard before the commit.
            expect(heard).toEqual([]);
            return input.centerId;
          }),
        plain: async (input: { eventId: string }) => {
          await changes.db.execute(sql`select 1`);
          return input.eventId;
        },
        failing: (input: { reviewId: string }) =>
          changes.db.transaction(async () => {
            throw new Error(`failed ${input.reviewId}`);
          }),
      },
      { inTransaction: "write", plain: "write", failing: "write" },
      cache,
      changes,
    );
    expect(await service.inTransaction({ centerId: "c-1" })).toBe("c-1");
    expect(heard).toEqual([{ kind: "probe.inTransaction", ids: ["c-1"] }]);
    expect(await service.plain({ eventId: "e-1" })).toBe("e-1");
    await expect(service.failing({ reviewId: "r-1" })).rejects.toThrow("failed r-1");
    expect(heard).toEqual([
      { kind: "probe.inTransaction", ids: ["c-1"] },
      { kind: "probe.plain", ids: ["e-1"] },
      { kind: "probe.failing", ids: ["r-1"] },
    ]);
  });

  it("an unverify and a verify drop the kept answers in process", async () => {
    const { services } = instance;
    const centerId = await seed.center("Local Arena");
    expect((await services.directory.getPublicCenter({ id: centerId }))?.organizationName).toBe(
      "Local Arena",
    );
    await keepSitemap(instance);
    const form = new FormData();
    form.set("intent", "unverify");
    form.set("kind", "center");
    form.set("id", centerId);
    await services.directory.answerReviewForm({ adminUserId: "admin-1", formData: form });
    expect(instance.heard).toContainEqual({ kind: "directory.answerReviewForm", ids: [] });
    expect(services.pageCache.find("/sitemap.xml")).toBeNull();
    expect(await services.directory.getPublicCenter({ id: centerId })).toBeNull();
    form.set("intent", "verify");
    await services.directory.answerReviewForm({ adminUserId: "admin-1", formData: form });
    expect((await services.directory.getPublicCenter({ id: centerId }))?.organizationName).toBe(
      "Local Arena",
    );
  });

  it("announces a review's publication from its transaction; the map's '4 stars and up' follows", async () => {
    const { services } = instance;
    const centerId = await seed.center("Solo Arena");
    const before = await services.directory.answerMapView({ search: FOUR_UP, view: null });
    expect(before.total).toBe(0);
    await keepSitemap(instance);
    const written = await services.reviews.createReview({
      userId: await seed.account("Rita"),
      centerId,
      review: review(5),
    });
    expect(instance.heard).toContainEqual({ kind: "reviews.createReview", ids: [centerId] });
    await services.reviews.decideReview({
      adminId: "admin-1",
      reviewId: written.id,
      decision: "publish",
    });
    expect(instance.heard).toContainEqual({ kind: "reviews.decideReview", ids: [written.id] });
    expect(services.pageCache.find("/sitemap.xml")).toBeNull();
    // Within the filtered index's 60 s, and without map_data_version moving.
    const after = await services.directory.answerMapView({ search: FOUR_UP, view: null });
    expect(after.total).toBe(1);
  });
});

describe.skipIf(!postgresEngine.available)("two instances on one PostgreSQL database", () => {
  let shared: Awaited<ReturnType<typeof openTwoInstanceDatabase>>;
  let a: Instance;
  let b: Instance;
  let seed: ReturnType<typeof seeding>;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    shared = await openTwoInstanceDatabase();
    a = await startInstance(shared.first, clock);
    b = await startInstance(shared.second, clock);
    seed = seeding(shared.first);
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await shared?.close();
  });

  /** Waits until `instance` heard a change of `kind`. */
  async function heardOn(instance: Instance, kind: string): Promise<void> {
    await expect
      .poll(() => instance.heard.some((change) => change.kind === kind), { timeout: 5_000 })
      .toBe(true);
  }

  it("an unverify on A drops B's cached center and kept answers at once", async () => {
    const centerId = await seed.center("Shared Arena");
    expect((await b.services.directory.getPublicCenter({ id: centerId }))?.organizationName).toBe(
      "Shared Arena",
    );
    await keepSitemap(b);
    const form = new FormData();
    form.set("intent", "unverify");
    form.set("kind", "center");
    form.set("id", centerId);
    await a.services.directory.answerReviewForm({ adminUserId: "admin-1", formData: form });
    await heardOn(b, "directory.answerReviewForm");
    expect(b.services.pageCache.find("/sitemap.xml")).toBeNull();
    expect(await b.services.directory.getPublicCenter({ id: centerId })).toBeNull();
    // And verified again: back on B at once.
    form.set("intent", "verify");
    b.heard.length = 0;
    await a.services.directory.answerReviewForm({ adminUserId: "admin-1", formData: form });
    await heardOn(b, "directory.answerReviewForm");
    expect((await b.services.directory.getPublicCenter({ id: centerId }))?.organizationName).toBe(
      "Shared Arena",
    );
  });

  it("a review published and hidden on A moves B's '4 stars and up' map and its listing", async () => {
    const centerId = await seed.center("Rated Arena");
    const filtered = () => b.services.directory.answerMapView({ search: FOUR_UP, view: null });
    const ids = async () => (await filtered()).markers.map((marker) => marker[0]);
    expect(await ids()).not.toContain(centerId);
    const listed = () => b.services.reviews.listRatings({ centerIds: [centerId] });
    const before = await listed();
    const written = await a.services.reviews.createReview({
      userId: await seed.account("Rex"),
      centerId,
      review: review(5),
    });
    await a.services.reviews.decideReview({
      adminId: "admin-1",
      reviewId: written.id,
      decision: "publish",
    });
    await heardOn(b, "reviews.decideReview");
    expect(await ids()).toContain(centerId);
    expect(await listed()).not.toEqual(before);
    b.heard.length = 0;
    await a.services.reviews.decideReview({
      adminId: "admin-1",
      reviewId: written.id,
      decision: "hide",
      reason: "Spam",
    });
    await heardOn(b, "reviews.decideReview");
    expect(await ids()).not.toContain(centerId);
  });

  it("an RSVP on A drops B's kept event page (its count changed)", async () => {
    const eventId = await seed.party();
    const path = `/lan-parties/${eventId}`;
    const { pageCache } = b.services;
    await pageCache.storeShared({
      pathAndQuery: path,
      body: "<p>0 going</p>",
      headers: new Headers({ "Content-Type": "text/html" }),
      generation: pageCache.generation(),
    });
    expect(pageCache.find(path)).not.toBeNull();
    b.heard.length = 0;
    await a.services.attendance.rsvp({ userId: await seed.account("Gamer"), eventId, now: NOW });
    await heardOn(b, "attendance.rsvp");
    expect(b.heard).toContainEqual({ kind: "attendance.rsvp", ids: [eventId] });
    expect(pageCache.find(path)).toBeNull();
  });

  it("B never hears a notice whose transaction rolled back", async () => {
    b.heard.length = 0;
    await expect(
      shared.first.db.transaction(async (tx) => {
        await a.changes.announce({ kind: "test.rolled-back", ids: [] }, tx);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // Notices arrive in commit order: once the later one is here, the first would have been.
    await a.changes.announce({ kind: "test.marker", ids: [] });
    await heardOn(b, "test.marker");
    expect(b.heard.map((change) => change.kind)).not.toContain("test.rolled-back");
  });

  it("reconnects a lost listening connection, logs it and drops everything kept", async () => {
    await keepSitemap(b);
    b.heard.length = 0;
    // Ends both instances' listening connections, as a server restart or a proxy would.
    await shared.first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'lcn-public-changes' and datname = current_database()`,
    );
    await heardOn(b, "all");
    expect(b.logs.join("\n")).toMatch(/listening connection lost/);
    expect(b.services.pageCache.find("/sitemap.xml")).toBeNull();
    // Listening again: a change on A reaches B.
    await a.changes.announce({ kind: "test.after-reconnect", ids: [] });
    await heardOn(b, "test.after-reconnect");
  });

  it("listens on DATABASE_LISTEN_URL when set (past a transaction-pooling PgBouncer)", async () => {
    if (shared.first.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    // A role of its own, so the listening connection shows which URL it came from.
    await shared.first.db.execute(
      sql`do $$ begin if not exists (select from pg_roles where rolname = 'lcn_listener') then
        create role lcn_listener login password 'listen-secret'; end if; end $$`,
    );
    const listenUrl = new URL(shared.first.target.url);
    listenUrl.username = "lcn_listener";
    listenUrl.password = "listen-secret";
    const heard: string[] = [];
    const third = createPublicChanges(shared.second, { listenUrl: listenUrl.href, log: () => {} });
    third.onChange((change) => heard.push(change.kind));
    await third.start();
    try {
      const listening = (await shared.first.db.execute(
        sql`select usename from pg_stat_activity
          where application_name = 'lcn-public-changes' and datname = current_database()`,
      )) as unknown as { rows: { usename: string }[] };
      expect(listening.rows.map((row) => row.usename)).toContain("lcn_listener");
      await a.changes.announce({ kind: "test.listen-url", ids: [] });
      await expect.poll(() => heard, { timeout: 5_000 }).toContain("test.listen-url");
    } finally {
      await third.stop();
    }
  });
});
