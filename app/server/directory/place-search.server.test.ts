import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACE_RADIUS_KM } from "~/lib/center-search";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { seedDemoData } from "../local/seed.server";
import { listCompactMarkers, searchCenters } from "./centers.server";
import { placeOfSearch } from "./find-by-place.server";

const search = (query: string) => parseCenterSearch(new URLSearchParams(query));

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`find by place on ${engine.name} (issue 14 item 3)`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await seedDemoData(handle.db, new Date("2026-11-21T12:00:00Z").getTime());
    });
    afterAll(() => handle?.close());

    it("orders the centers around a city named without diacritics by distance", async () => {
      // Without the place the text matches nothing: the address says "Kraków".
      expect((await searchCenters(handle.db, search("q=Krakow"), 50)).total).toBe(0);
      const place = (await placeOfSearch(handle.db, search("q=Krakow")))!;
      expect(place.label).toBe("Kraków, Poland");
      expect(await placeOfSearch(handle.db, search("q=Kraków"))).toEqual(place);
      const result = await searchCenters(
        handle.db,
        { ...search("q=Krakow"), near: place },
        50,
        place,
      );
      expect(result.centers[0]?.address).toContain("Kraków");
      const distances = result.centers.map((center) => center.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((km) => km <= PLACE_RADIUS_KM)).toBe(true);
      const markers = await listCompactMarkers(handle.db, { q: "Krakow", community: null }, place);
      expect(markers.map((marker) => marker[0])).toContain(result.centers[0]!.id);
      expect(markers).toHaveLength(result.total);
    });

    it("keeps the centers whose text matches, however far from the city", async () => {
      const place = (await placeOfSearch(handle.db, search("q=Berlin")))!;
      const result = await searchCenters(
        handle.db,
        { ...search("q=Berlin"), near: place },
        50,
        place,
      );
      expect(result.centers[0]?.address).toContain("Berlin");
      expect(result.centers[0]!.distanceKm!).toBeLessThan(20);
    });

    it("leaves words that are also small towns' names to the text search", async () => {
      // "Lakeshore" (a town of about 2,000) is a word of a center's name; so is "Gaming"
      // (Austria), of a community's.
      expect(await placeOfSearch(handle.db, search("q=Lakeshore"))).toBeNull();
      expect(await placeOfSearch(handle.db, search("q=Gaming"))).toBeNull();
      expect(await placeOfSearch(handle.db, search("q=no-such-place"))).toBeNull();
      expect(await placeOfSearch(handle.db, search(""))).toBeNull();
    });
  });
}
