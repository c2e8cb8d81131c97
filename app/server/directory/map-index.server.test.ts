/**
 * Map data that scales with the view (issue 15 item 4, ADR 062): the server-side index answers a
 * view with clusters and markers whose counts add up to the public centers in it, at most
 * MAP_MAX_FEATURES at a time, and is rebuilt as soon as any write path changes what is public
 * (the `map_data_version` triggers), on PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import { EMULATOR_PRICE_IDS } from "../billing/plans.server";
import type { DatabaseHandle } from "../db/client.server";
import { communities, lanCenterSubscriptions, locations, userLanCenters } from "../db/schema";
import {
  answerView,
  buildMapIndex,
  createMapData,
  FILTERED_TTL_MS,
  MAP_MAX_FEATURES,
  readMapDataVersion,
  type MapAnswer,
} from "./map-index.server";

const WORLD = { bbox: [-180, -90, 180, 90] as [number, number, number, number], zoom: 2 };
const search = (query = "") => parseCenterSearch(new URLSearchParams(query));
const counted = (answer: MapAnswer) =>
  answer.markers.length + answer.clusters.reduce((sum, cluster) => sum + cluster[2], 0);

describe("answerView", () => {
  const grid = Array.from({ length: 5000 }, (_, n) => [
    `id-${n}`,
    45 + (n % 100) / 50,
    5 + Math.floor(n / 100) / 25,
    n % 2 === 0 ? 1 : 0,
    n % 10 === 0 ? 1 : 0,
  ]) as [string, number, number, 0 | 1, 0 | 1][];
  const built = buildMapIndex(grid);

  it("clusters a busy world view and the counts add up", () => {
    const answer = answerView(built, WORLD);
    expect(answer.total).toBe(5000);
    expect(counted(answer)).toBe(5000);
    expect(answer.clusters.length).toBeGreaterThan(0);
    expect(answer.bounds).toEqual([5, 45, 5 + 49 / 25, 45 + 99 / 50]);
    for (const [, , count, expansionZoom] of answer.clusters) {
      expect(count).toBeGreaterThan(1);
      expect(expansionZoom).toBeGreaterThan(answer.zoom);
    }
  });

  it("never sends more than the cap: a busy deep view is clustered at a lower zoom", () => {
    const deep = answerView(built, { bbox: [4.9, 44.9, 7.1, 47.1], zoom: 11 });
    expect(deep.clusters.length + deep.markers.length).toBeLessThanOrEqual(MAP_MAX_FEATURES);
    expect(deep.zoom).toBeLessThan(11);
    expect(counted(deep)).toBe(5000);
    const overview = answerView(built, null);
    expect(overview.clusters.length + overview.markers.length).toBeLessThanOrEqual(
      MAP_MAX_FEATURES,
    );
    expect(counted(overview)).toBe(5000);
  });

  it("sends single markers at a street view, featured ones last", () => {
    const street = answerView(built, { bbox: [4.99, 44.99, 5.05, 45.05], zoom: 16 });
    expect(street.clusters).toEqual([]);
    expect(street.markers.length).toBeGreaterThan(0);
    const firstFeatured = street.markers.findIndex((m) => m[4] === 1);
    expect(firstFeatured).toBeGreaterThanOrEqual(0);
    expect(street.markers.slice(firstFeatured).every((m) => m[4] === 1)).toBe(true);
    for (const [, lat, lng] of street.markers) {
      expect(lat).toBeGreaterThanOrEqual(45);
      expect(lat).toBeLessThanOrEqual(45.05);
      expect(lng).toBeLessThanOrEqual(5.05);
    }
  });

  it("answers a box across the antimeridian from both sides", () => {
    const built = buildMapIndex([
      ["east", 0, 179.5, 0, 0],
      ["west", 0, -179.5, 0, 0],
      ["far", 0, 0, 0, 0],
    ]);
    const answer = answerView(built, { bbox: [179, -1, -179, 1], zoom: 16 });
    expect(answer.markers.map((m) => m[0]).sort()).toEqual(["east", "west"]);
  });

  it("answers an empty directory", () => {
    expect(answerView(buildMapIndex([]), WORLD)).toEqual({
      clusters: [],
      markers: [],
      zoom: 2,
      total: 0,
      bounds: null,
    });
  });
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`map data on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let communityId: string;
    const ids: string[] = [];
    let clock = Date.parse("2026-11-23T12:00:00Z");

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await handle.db.insert(userLanCenters).values([
        { userId: "admin-1", userEmail: "admin@example.com", role: "admin" },
        { userId: "owner-1", userEmail: "owner@example.com", role: "user" },
      ]);
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Map Crew", isVerified: true, createdBy: "owner-1" })
        .returning({ id: communities.id });
      communityId = community!.id;
      const rows = await handle.db
        .insert(locations)
        .values(
          Array.from({ length: 40 }, (_, n) => ({
            organizationName: `Map Center ${n}`,
            address: `${n} Map Street, ${n < 20 ? "Lyon" : "Oslo"}`,
            description: "A center on the map.",
            lat: n < 20 ? 45.75 + n / 100 : 59.9 + n / 100,
            lng: n < 20 ? 4.85 + n / 100 : 10.75 + n / 100,
            communityId,
            verified: true,
            createdBy: "owner-1",
            complimentaryAt: new Date(clock),
          })),
        )
        .returning({ id: locations.id });
      ids.push(...rows.map((row) => row.id));
    });
    afterAll(() => handle?.close());

    it("answers the public centers of a view, and the overview", async () => {
      const mapData = createMapData({ db: handle.db, now: () => clock });
      const world = await mapData.answer({ search: search(), view: WORLD });
      expect(world.total).toBe(40);
      expect(counted(world)).toBe(40);
      const overview = await mapData.answer({ search: search(), view: null });
      expect(overview.markers.map((m) => m[0]).sort()).toEqual([...ids].sort());
      const lyon = await mapData.answer({
        search: search(),
        view: { bbox: [4.8, 45.7, 5.1, 46], zoom: 14 },
      });
      expect(counted(lyon)).toBe(20);
    });

    it("is rebuilt at once when a write changes what is public, whichever table it touches", async () => {
      const mapData = createMapData({ db: handle.db, now: () => clock });
      const overview = () => mapData.answer({ search: search(), view: null });
      const before = await readMapDataVersion(handle.db);
      expect((await overview()).total).toBe(40);

      // Unverify (the directory's review path writes this column).
      await handle.db.update(locations).set({ verified: false }).where(eq(locations.id, ids[0]!));
      expect(await readMapDataVersion(handle.db)).toBeGreaterThan(before);
      expect((await overview()).total).toBe(39);
      await handle.db.update(locations).set({ verified: true }).where(eq(locations.id, ids[0]!));
      expect((await overview()).total).toBe(40);

      // A LAN Center Subscription (billing's webhook writes it): featured.
      await handle.db.insert(lanCenterSubscriptions).values({
        locationId: ids[1]!,
        userId: "owner-1",
        status: "active",
        priceId: EMULATOR_PRICE_IDS.subscription,
        stripeSubscriptionId: "sub_map_1",
      });
      const featured = (await overview()).markers.find((m) => m[0] === ids[1]);
      expect(featured?.[4]).toBe(1);
      await handle.db
        .update(lanCenterSubscriptions)
        .set({ status: "canceled" })
        .where(eq(lanCenterSubscriptions.stripeSubscriptionId, "sub_map_1"));
      expect((await overview()).markers.find((m) => m[0] === ids[1])?.[4]).toBe(0);

      // The creator becomes an admin (auth's profile): drawn green.
      await handle.db
        .update(userLanCenters)
        .set({ role: "admin" })
        .where(eq(userLanCenters.userId, "owner-1"));
      expect((await overview()).markers.every((m) => m[3] === 1)).toBe(true);
      await handle.db
        .update(userLanCenters)
        .set({ role: "user" })
        .where(eq(userLanCenters.userId, "owner-1"));

      // The community is unverified: all gone; verified again: back.
      await handle.db
        .update(communities)
        .set({ isVerified: false })
        .where(eq(communities.id, communityId));
      expect((await overview()).total).toBe(0);
      await handle.db
        .update(communities)
        .set({ isVerified: true })
        .where(eq(communities.id, communityId));
      expect((await overview()).total).toBe(40);

      // A write to a column the map does not read leaves the version alone.
      const version = await readMapDataVersion(handle.db);
      await handle.db
        .update(locations)
        .set({ description: "Still on the map." })
        .where(eq(locations.id, ids[2]!));
      expect(await readMapDataVersion(handle.db)).toBe(version);
    });

    it("answers a large index's previous version while its rebuild is slow, then the new one", async () => {
      let release: () => void = () => undefined;
      let gate: Promise<void> | null = null;
      const mapData = createMapData({
        db: handle.db,
        now: () => clock,
        staleMinMarkers: 10,
        staleWaitMs: 20,
        beforeBuild: () => gate ?? Promise.resolve(),
      });
      const overview = () => mapData.answer({ search: search(), view: null });
      expect((await overview()).total).toBe(40);
      gate = new Promise<void>((resolve) => (release = resolve));
      await handle.db.update(locations).set({ verified: false }).where(eq(locations.id, ids[3]!));
      // The rebuild is held: the previous index answers after the short wait.
      expect((await overview()).total).toBe(40);
      expect((await overview()).total).toBe(40);
      release();
      await expect.poll(async () => (await overview()).total).toBe(39);
      // A small index (under STALE_MIN_MARKERS) is always waited for: exact answers.
      let releaseSmall: () => void = () => undefined;
      let smallGate: Promise<void> | null = null;
      const exact = createMapData({
        db: handle.db,
        staleWaitMs: 0,
        beforeBuild: () => smallGate ?? Promise.resolve(),
      });
      expect((await exact.answer({ search: search(), view: null })).total).toBe(39);
      smallGate = new Promise<void>((resolve) => (releaseSmall = resolve));
      await handle.db.update(locations).set({ verified: true }).where(eq(locations.id, ids[3]!));
      let answered = false;
      const pending = exact.answer({ search: search(), view: null }).then((answer) => {
        answered = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      releaseSmall();
      expect((await pending).total).toBe(40);
    });

    it("filters by text and community, with a short-lived index per search", async () => {
      const mapData = createMapData({ db: handle.db, now: () => clock });
      const oslo = await mapData.answer({ search: search("q=Oslo"), view: WORLD });
      expect(oslo.total).toBe(20);
      expect(oslo.bounds?.[1]).toBeGreaterThan(59);
      const none = await mapData.answer({ search: search("q=zzzz-nothing"), view: WORLD });
      expect(none).toMatchObject({ total: 0, clusters: [], markers: [], bounds: null });
      const crew = await mapData.answer({
        search: search(`community=${communityId}`),
        view: WORLD,
      });
      expect(crew.total).toBe(40);
      // The filtered index outlives no TTL (open now changes with the clock).
      await handle.db.update(locations).set({ verified: false }).where(eq(locations.id, ids[39]!));
      expect((await mapData.answer({ search: search("q=Oslo"), view: WORLD })).total).toBe(19);
      clock += FILTERED_TTL_MS + 1;
      expect((await mapData.answer({ search: search("q=Oslo"), view: WORLD })).total).toBe(19);
      await handle.db.update(locations).set({ verified: true }).where(eq(locations.id, ids[39]!));
    });

    it("keeps filtered indexes within a marker bound, least recently used first (ADR 065)", async () => {
      let builds = 0;
      const mapData = createMapData({
        db: handle.db,
        now: () => clock,
        filteredMaxMarkers: 30,
        beforeBuild: async () => {
          builds += 1;
        },
      });
      const answer = (q: string) => mapData.answer({ search: search(`q=${q}`), view: WORLD });
      expect((await answer("Oslo")).total).toBe(20);
      expect((await answer("Oslo")).total).toBe(20);
      expect(builds).toBe(1);
      // Lyon's 20 markers with Oslo's 20 are over the bound: Oslo's index goes.
      expect((await answer("Lyon")).total).toBe(20);
      expect(builds).toBe(2);
      expect((await answer("Lyon")).total).toBe(20);
      expect(builds).toBe(2);
      expect((await answer("Oslo")).total).toBe(20);
      expect(builds).toBe(3);
    });
  });
}
