/**
 * The directory's '4 stars and up' filter and sort by rating (issue 27 item 4, ADR 090) on
 * PGlite and PostgreSQL. Done-when 6: the Bayesian order on a small fixed example, where one
 * 5-star review does not top 200 reviews at 4.8. The ratings are counted by the reviews area's
 * `shiftRating`, as every review change does, so the stored score is the one the site sorts by.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import { centerSearchParams, type CenterSearch } from "~/lib/center-search";
import { parseCenterSearch } from "~/lib/center-search-parse";
import type { DatabaseHandle } from "../db/client.server";
import { communities, locations } from "../db/schema";
import { shiftRating } from "../reviews/aggregate.server";
import { bayesianScore, RATING_CONFIDENCE, RATING_PRIOR_MEAN } from "../reviews/index.server";
import { listCompactMarkers, searchCenters } from "./centers.server";

const NOW = new Date("2031-04-01T12:00:00Z");

const search = (extra: Partial<CenterSearch> = {}): CenterSearch => ({
  q: "",
  community: null,
  near: null,
  page: 1,
  ...extra,
});

describe("the Bayesian average (ADR 090)", () => {
  it("is (C·m + Σ ratings) / (C + n)", () => {
    expect(RATING_CONFIDENCE).toBe(10);
    expect(RATING_PRIOR_MEAN).toBe(4);
    expect(bayesianScore(5, 1)).toBeCloseTo((10 * 4 + 5) / 11, 10);
    expect(bayesianScore(960, 200)).toBeCloseTo((10 * 4 + 960) / 210, 10);
    expect(bayesianScore(0, 0)).toBe(RATING_PRIOR_MEAN);
  });

  it("reads the filter and the sort from the URL and writes them back", () => {
    const parsed = parseCenterSearch(new URLSearchParams("rating=4&sort=rating&q=x"));
    expect(parsed).toMatchObject({ fourStarsUp: true, sort: "rating", q: "x" });
    expect(centerSearchParams(parsed).toString()).toBe("q=x&rating=4&sort=rating");
    const ignored = parseCenterSearch(new URLSearchParams("rating=3&sort=stars"));
    expect(ignored.fourStarsUp).toBeUndefined();
    expect(ignored.sort).toBeUndefined();
  });
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`sort by rating on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const ids: Record<string, string> = {};

    async function center(name: string, featured = false): Promise<string> {
      const [community] = await handle.db.select({ id: communities.id }).from(communities).limit(1);
      const [row] = await handle.db
        .insert(locations)
        .values({
          organizationName: name,
          address: "1 Main St",
          description: "A center.",
          lat: 40.5,
          lng: -73.25,
          communityId: community!.id,
          verified: true,
          complimentaryAt: NOW,
          createdBy: "owner-1",
        })
        .returning({ id: locations.id });
      ids[name] = row!.id;
      if (featured) {
        // A priority listing's flag, as the billing triggers store it (ADR 067).
        await handle.db.execute(sql`update locations set featured = true where id = ${row!.id}`);
      }
      return row!.id;
    }

    /** Counts `n` published reviews of `rating` stars at `centerId`. */
    async function rate(centerId: string, rating: number, n = 1): Promise<void> {
      await handle.db.transaction(async (tx) => {
        for (let i = 0; i < n; i++) await shiftRating(tx, centerId, rating, 1);
      });
    }

    const names = async (input: CenterSearch, pageSize = 10) => {
      const { centers, total } = await searchCenters(handle.db, input, pageSize);
      return { names: centers.map((c) => c.organizationName), total };
    };

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await handle.db
        .insert(communities)
        .values({ name: "Raters", isVerified: true, createdBy: "owner-1" });
      // 200 reviews at 4.8 (160 of 5 stars, 40 of 4) against a single 5-star review.
      await rate(await center("Veteran Arena"), 5, 160);
      await rate(ids["Veteran Arena"]!, 4, 40);
      await rate(await center("One Hit Wonder"), 5);
      // A middling center with many reviews, and one whose only review is bad.
      await rate(await center("Middle LAN"), 4, 30);
      await rate(ids["Middle LAN"]!, 3, 30);
      await rate(await center("Bad Start"), 1);
      // No reviews: a featured one and a plain one.
      await center("Aardvark Featured", true);
      await center("Zebra Unrated");
      // Reviewed, then the review went away (count back to 0): unrated again.
      await rate(await center("Gone Quiet"), 5);
      await handle.db.transaction((tx) => shiftRating(tx, ids["Gone Quiet"]!, 5, -1));
    }, 120_000);
    afterAll(async () => {
      await handle?.close();
    });

    it("puts 200 reviews at 4.8 above one 5-star review (done-when 6)", async () => {
      const { names: order, total } = await names(search({ sort: "rating" }));
      expect(order).toEqual([
        "Veteran Arena", // (10·4 + 960) / (10 + 200) = 4.76
        "One Hit Wonder", // (10·4 + 5) / (10 + 1) = 4.09
        "Bad Start", // (10·4 + 1) / (10 + 1) = 3.73
        "Middle LAN", // (10·4 + 210) / (10 + 60) = 3.57
        // Without published reviews, in the usual order: featured first, then by name.
        "Aardvark Featured",
        "Gone Quiet",
        "Zebra Unrated",
      ]);
      expect(total).toBe(7);
    });

    it("pages across the rated and the unrated centers without gaps or repeats", async () => {
      const all = (await names(search({ sort: "rating" }))).names;
      const pages: string[] = [];
      for (let page = 1; page <= 4; page++) {
        pages.push(...(await names(search({ sort: "rating", page }), 2)).names);
      }
      expect(pages).toEqual(all);
    });

    it("keeps the usual order (featured first, then name) without the sort", async () => {
      const { names: order } = await names(search());
      expect(order[0]).toBe("Aardvark Featured");
      expect(order.slice(1)).toEqual([...order.slice(1)].sort());
    });

    it("filters 4 stars and up by the average as shown, in the list and on the map", async () => {
      const { names: order, total } = await names(search({ fourStarsUp: true }));
      expect(order.sort()).toEqual(["One Hit Wonder", "Veteran Arena"]);
      expect(total).toBe(2);
      const sorted = await names(search({ fourStarsUp: true, sort: "rating" }));
      expect(sorted.names).toEqual(["Veteran Arena", "One Hit Wonder"]);
      const markers = await listCompactMarkers(handle.db, {
        q: "",
        community: null,
        fourStarsUp: true,
      });
      expect(markers.map(([id]) => id).sort()).toEqual(
        [ids["Veteran Arena"]!, ids["One Hit Wonder"]!].sort(),
      );
    });

    it("counts an average of 3.95 (shown as 4.0) as 4 stars and up, and 3.94 not", async () => {
      // 20 reviews summing 79 average 3.95; 50 reviews summing 197 average 3.94.
      await rate(await center("Rounded Up"), 4, 19);
      await rate(ids["Rounded Up"]!, 3);
      await rate(await center("Rounded Down"), 4, 47);
      await rate(ids["Rounded Down"]!, 3, 3);
      const { names: order } = await names(search({ fourStarsUp: true }));
      expect(order).toContain("Rounded Up");
      expect(order).not.toContain("Rounded Down");
    });
  });
}
