/**
 * `countNewVisitors` (ADR 108), on PGlite and PostgreSQL: per group, how many of its visitors'
 * keys were new, across statements of {@link INSERT_CHUNK} visitors (a group split over two
 * statements, several groups in one), over earlier inserts and over salt days.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { insightVisitors } from "../db/schema";
import { countNewVisitors, INSERT_CHUNK, visitorScope } from "./insert-new.server";

/** `count` distinct visitor hashes starting at `from` (22 characters, as `visitorHash`). */
function visitors(count: number, from = 0): string[] {
  return Array.from({ length: count }, (_, i) => `v${String(from + i).padStart(21, "0")}`);
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`countNewVisitors on ${engine.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
    });
    afterAll(async () => {
      await handle?.close();
    });
    beforeEach(async () => {
      await handle.db.delete(insightVisitors);
    });

    const count = (groups: Parameters<typeof countNewVisitors>[2]) =>
      handle.db.transaction((tx) => countNewVisitors(tx, insightVisitors, groups));

    it("counts each group's new visitors, over statements and earlier inserts", async () => {
      const views = visitorScope(["center", "c1", "2031-05-10", "view"]);
      const clicks = visitorScope(["center", "c1", "2031-05-10", "website"]);
      const big = INSERT_CHUNK + 1_500;
      expect(
        await count([
          { scope: views, saltDay: "2031-05-10", visitors: visitors(3) },
          { scope: clicks, saltDay: "2031-05-10", visitors: visitors(big) },
          // A hash of another salt day is another text (the salt differs).
          { scope: views, saltDay: "2031-05-09", visitors: visitors(2, 100_000) },
        ]),
      ).toEqual([3, big, 2]);
      expect(await handle.db.$count(insightVisitors)).toBe(3 + big + 2);
      // Again with some of the same: only the others are new; the same visitor in another scope
      // is new there.
      expect(
        await count([
          { scope: clicks, saltDay: "2031-05-10", visitors: visitors(10, big - 5) },
          { scope: views, saltDay: "2031-05-10", visitors: visitors(4) },
          {
            scope: visitorScope(["event", "e1", "2031-05-10", "view"]),
            saltDay: "2031-05-10",
            visitors: visitors(1),
          },
        ]),
      ).toEqual([5, 1, 1]);
    });

    it("counts nothing for no groups or groups without visitors", async () => {
      expect(await count([])).toEqual([]);
      const scope = visitorScope(["center", "c1", "2031-05-10", "view"]);
      expect(await count([{ scope, saltDay: "2031-05-10", visitors: [] }])).toEqual([0]);
    });
  });
}
