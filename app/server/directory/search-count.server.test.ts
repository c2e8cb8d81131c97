/**
 * The search count stops at a bound (issue 15 item 5, ADR 063): a broad search or near me does
 * not read every public center to print the total; beyond the bound the list says "1000+" and
 * later pages still know whether a next page exists.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CENTERS_PAGE_SIZE } from "~/lib/center-search";
import { parseCenterSearch } from "~/lib/center-search-parse";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { communities, locations } from "../db/schema";
import { COUNT_BOUND, countBound, searchCenters } from "./centers.server";

const search = (query: string) => parseCenterSearch(new URLSearchParams(query));
const MANY = COUNT_BOUND + 60;

describe("countBound", () => {
  it("is the bound on the first pages and one page past the current one later", () => {
    expect(countBound(1, 50)).toBe(COUNT_BOUND);
    expect(countBound(19, 50)).toBe(COUNT_BOUND);
    expect(countBound(20, 50)).toBe(1050);
    expect(countBound(40, 50)).toBe(2050);
  });
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`bounded search count on ${engine.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      const [community] = await handle.db
        .insert(communities)
        .values({ name: "Count Crew", isVerified: true, createdBy: "owner" })
        .returning({ id: communities.id });
      for (let start = 0; start < MANY; start += 500) {
        await handle.db.insert(locations).values(
          Array.from({ length: Math.min(500, MANY - start) }, (_, i) => {
            const n = start + i;
            return {
              organizationName: `Count Center ${String(n).padStart(4, "0")}`,
              address: n < 5 ? `${n} Rare Street` : `${n} Common Street`,
              description: "Generated.",
              lat: 40 + (n % 100) / 50,
              lng: 2 + Math.floor(n / 100) / 50,
              communityId: community!.id,
              verified: true,
              createdBy: "owner",
              complimentaryAt: new Date(),
            };
          }),
        );
      }
    });
    afterAll(() => handle?.close());

    it("counts exactly below the bound", async () => {
      const result = await searchCenters(handle.db, search("q=Rare+Street"), CENTERS_PAGE_SIZE);
      expect(result.total).toBe(5);
      expect(result.totalIsLowerBound).toBe(false);
    });

    it("stops at the bound for the whole list, a broad text search and near me", async () => {
      for (const query of ["", "q=Common+Street", "near=41,2.5"]) {
        const result = await searchCenters(handle.db, search(query), CENTERS_PAGE_SIZE);
        expect(result.total, query).toBe(COUNT_BOUND);
        expect(result.totalIsLowerBound, query).toBe(true);
        expect(result.centers).toHaveLength(CENTERS_PAGE_SIZE);
      }
    });

    it("knows on a late page whether another page follows", async () => {
      // 1,060 matches. Page 20 counts up to 1,050: more follow. Page 21 counts up to 1,100:
      // exactly 1,060, so page 22 (the last 10) is the last.
      const page20 = await searchCenters(handle.db, search("page=20"), CENTERS_PAGE_SIZE);
      expect(page20.total).toBe(1050);
      expect(page20.totalIsLowerBound).toBe(true);
      const page21 = await searchCenters(handle.db, search("page=21"), CENTERS_PAGE_SIZE);
      expect(page21.total).toBe(MANY);
      expect(page21.totalIsLowerBound).toBe(false);
      const page22 = await searchCenters(handle.db, search("page=22"), CENTERS_PAGE_SIZE);
      expect(page22.centers).toHaveLength(MANY - 21 * CENTERS_PAGE_SIZE);
    });
  });
}
