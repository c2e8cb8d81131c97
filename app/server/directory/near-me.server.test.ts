/**
 * Near me looks inside growing bounding boxes before sorting every center (issue 15 "Search at
 * scale", ADR 060); the answer must be exactly the page a sort of every public center by
 * distance gives, for dense and sparse areas, any page, near the antimeridian and near a pole.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { communities, locations } from "../db/schema";
import { searchCenters } from "./centers.server";

/** The SQL's formula (6371 km sphere), in JavaScript. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`near me on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const centers: { id: string; name: string; lat: number; lng: number }[] = [];

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Near Crew", isVerified: true, createdBy: "owner" })
        .returning({ id: communities.id });
      const next = random(42);
      const points: { lat: number; lng: number }[] = [];
      // Dense around Paris, sparse over the world, a few by the antimeridian and the pole.
      for (let i = 0; i < 150; i++) points.push({ lat: 48 + next() * 3, lng: 1 + next() * 3 });
      for (let i = 0; i < 150; i++)
        points.push({ lat: -80 + next() * 160, lng: -180 + next() * 360 });
      for (let i = 0; i < 20; i++) points.push({ lat: -20 + next() * 10, lng: 175 + next() * 5 });
      for (let i = 0; i < 10; i++) points.push({ lat: 85 + next() * 4, lng: -180 + next() * 360 });
      const rows = await handle.db
        .insert(locations)
        .values(
          points.map((p, i) => ({
            organizationName: `Near Center ${String(i).padStart(3, "0")}`,
            address: `${i} Near Street`,
            description: "Generated.",
            lat: p.lat,
            lng: p.lng,
            communityId: community!.id,
            verified: true,
            createdBy: "owner",
            complimentaryAt: new Date(),
          })),
        )
        .returning({ id: locations.id, name: locations.organizationName });
      rows.forEach((row, i) => centers.push({ ...row, ...points[i]! }));
    });
    afterAll(() => handle?.close());

    it("returns the same pages as a sort of every center by distance", async () => {
      const origins = [
        { lat: 48.85, lng: 2.35 },
        { lat: 49.5, lng: 3.1 },
        { lat: 0, lng: 0 },
        { lat: -15, lng: 179.5 },
        { lat: 88, lng: 10 },
        { lat: -60, lng: -70 },
      ];
      for (const origin of origins) {
        const expected = [...centers]
          .map((c) => ({ ...c, km: haversineKm(origin, c) }))
          .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name));
        for (const page of [1, 2, 4]) {
          const query = `near=${origin.lat},${origin.lng}&page=${page}`;
          const result = await searchCenters(
            handle.db,
            parseCenterSearch(new URLSearchParams(query)),
            10,
          );
          expect(result.total).toBe(centers.length);
          expect(
            result.centers.map((c) => c.id),
            query,
          ).toEqual(expected.slice((page - 1) * 10, page * 10).map((c) => c.id));
        }
      }
    });
  });
}
