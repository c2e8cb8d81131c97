import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { demoCommunities, demoEvents } from "../local/demo-data";
import { events, locations } from "../db/schema";
import { seedDemoData } from "../local/seed.server";
import {
  getPublicCenter,
  listCompactMarkers,
  listMapCenters,
  listPublicCommunities,
  searchCenters,
} from "./centers.server";
import { getPublicEvent, listUpcomingEvents } from "./events.server";

const search = (query: string) => parseCenterSearch(new URLSearchParams(query));
const publicCenters = demoCommunities
  .filter((c) => c.isVerified)
  .flatMap((c) => c.centers.filter((center) => center.verified));

function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`directory search on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const now = new Date("2026-11-21T12:00:00Z");
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await seedDemoData(handle.db, now.getTime());
    });
    afterAll(() => handle?.close());

    it("finds centers by part of the name or address, case-insensitively", async () => {
      const target = publicCenters[3]!;
      const word = target.organizationName.split(" ")[0]!.toUpperCase();
      const result = await searchCenters(handle.db, search(`q=${word}`), 50);
      expect(result.centers.map((c) => c.organizationName)).toContain(target.organizationName);
      for (const center of result.centers) {
        const haystack = `${center.organizationName} ${center.address} ${center.communityName}`;
        expect(haystack.toLowerCase()).toContain(word.toLowerCase());
      }
      const city = target.address.split(",").at(-2)!.trim();
      const byCity = await searchCenters(handle.db, search(`q=${encodeURIComponent(city)}`), 50);
      expect(byCity.centers.map((c) => c.organizationName)).toContain(target.organizationName);
    });

    it("treats wildcards, quotes and SQL as plain text", async () => {
      for (const q of [
        "%",
        "_",
        "\\",
        "'; drop table locations; --",
        "<script>",
        "🎮",
        "é".repeat(300),
      ]) {
        const result = await searchCenters(handle.db, search(`q=${encodeURIComponent(q)}`), 50);
        expect(result.total).toBe(0);
      }
      expect((await listMapCenters(handle.db)).length).toBe(publicCenters.length);
    });

    it("filters by community and counts across pages", async () => {
      const communities = await listPublicCommunities(handle.db);
      const first = communities[0]!;
      const expected = demoCommunities
        .find((c) => c.name === first.name)!
        .centers.filter((c) => c.verified).length;
      const result = await searchCenters(handle.db, search(`community=${first.id}`), 50);
      expect(result.total).toBe(expected);
      expect(new Set(result.centers.map((c) => c.communityName))).toEqual(new Set([first.name]));
      const paged = await searchCenters(handle.db, search("page=2"), 10);
      expect(paged.total).toBe(publicCenters.length);
      expect(paged.centers).toHaveLength(10);
      const all = await searchCenters(handle.db, search(""), 100);
      expect(paged.centers.map((c) => c.id)).toEqual(all.centers.slice(10, 20).map((c) => c.id));
    });

    it("orders by distance when near is given", async () => {
      const origin = { lat: 48.8566, lng: 2.3522 };
      const result = await searchCenters(
        handle.db,
        search(`near=${origin.lat},${origin.lng}`),
        100,
      );
      const expected = [...publicCenters]
        .sort((a, b) => haversineKm(origin, a) - haversineKm(origin, b))
        .map((c) => c.organizationName);
      expect(result.centers.map((c) => c.organizationName)).toEqual(expected);
      const first = result.centers[0]!;
      expect(first.distanceKm).toBeCloseTo(haversineKm(origin, first), 0);
    });

    it("sends compact markers of exactly the public centers", async () => {
      const markers = await listCompactMarkers(handle.db, { q: "", community: null });
      expect(markers).toHaveLength(publicCenters.length);
      expect(markers.filter((m) => m[3] === 1)).toHaveLength(
        publicCenters.filter((c) => c.createdByAdmin).length,
      );
      for (const [id, lat, lng] of markers) {
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(Math.abs(lat)).toBeLessThanOrEqual(90);
        expect(Math.abs(lng)).toBeLessThanOrEqual(180);
      }
    });

    it("shows only public centers on their pages", async () => {
      const rows = await handle.db.select().from(locations);
      const publicIds = new Set((await listMapCenters(handle.db)).map((c) => c.id));
      for (const row of rows) {
        const page = await getPublicCenter(handle.db, row.id, now);
        expect(page === null).toBe(!publicIds.has(row.id));
      }
    });

    it("lists upcoming verified events soonest first and hides past ones", async () => {
      const upcoming = await listUpcomingEvents(handle.db, { from: null, to: null }, now);
      const expected = demoEvents
        .filter((e) => e.verified && e.startOffsetDays * 24 + e.durationHours > 0)
        .sort((a, b) => a.startOffsetDays - b.startOffsetDays)
        .map((e) => e.organizationName);
      expect(upcoming.map((e) => e.organizationName)).toEqual(expected);
      const starts = upcoming.map((e) => e.startDate.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const windowed = await listUpcomingEvents(
        handle.db,
        { from: new Date(starts[1]!), to: new Date(starts[1]! + 1000) },
        now,
      );
      expect(windowed.map((e) => e.id)).toContain(upcoming[1]!.id);
      expect(windowed.map((e) => e.id)).not.toContain(upcoming.at(-1)!.id);
      const [unverified] = await handle.db.select().from(events).where(eq(events.verified, false));
      expect(await getPublicEvent(handle.db, unverified!.id)).toBeNull();
    });
  });
}
