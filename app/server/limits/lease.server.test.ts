/**
 * Leases (issue 23, ADR 068) on PGlite and PostgreSQL: parallel takes never hold more than the
 * budget, given-back units can be taken again, and units whose holder died are forgotten after
 * the lease's time (the row's clock moved back, no waiting).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { acquireLease, heldUnits, releaseLease } from "./lease.server";

const RULE = { max: 2, ttlSeconds: 600 };

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`leases on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
    });
    afterAll(() => handle?.close());

    it("parallel takes: exactly `max` units are held; a given-back unit can be taken again", async () => {
      const { db } = handle;
      const taken = await Promise.all(
        Array.from({ length: 6 }, () => acquireLease(db, "test:parallel", 1, RULE)),
      );
      expect(taken.filter(Boolean)).toHaveLength(2);
      expect(await heldUnits(db, "test:parallel", RULE.ttlSeconds)).toBe(2);
      await releaseLease(db, "test:parallel", 1);
      expect(await acquireLease(db, "test:parallel", 1, RULE)).toBe(true);
      expect(await acquireLease(db, "test:parallel", 1, RULE)).toBe(false);
      // Other keys have their own budget.
      expect(await acquireLease(db, "test:other", 2, RULE)).toBe(true);
    });

    it("several units at once: all or none, never past the budget", async () => {
      const { db } = handle;
      const rule = { max: 8, ttlSeconds: 600 };
      const taken = await Promise.all(
        Array.from({ length: 5 }, () => acquireLease(db, "test:slots", 3, rule)),
      );
      expect(taken.filter(Boolean)).toHaveLength(2);
      expect(await heldUnits(db, "test:slots", rule.ttlSeconds)).toBe(6);
      expect(await acquireLease(db, "test:slots", 9, rule)).toBe(false);
      await releaseLease(db, "test:slots", 6);
      await releaseLease(db, "test:slots", 6);
      expect(await heldUnits(db, "test:slots", rule.ttlSeconds)).toBe(0);
    });

    it("units not given back (a process that died) are forgotten after the lease's time", async () => {
      const { db } = handle;
      expect(await acquireLease(db, "test:dead", 2, RULE)).toBe(true);
      expect(await acquireLease(db, "test:dead", 1, RULE)).toBe(false);
      // The clock of the row moves on past the lease's time.
      await db.execute(sql`
        update action_rate_limits set window_start = now() - interval '601 seconds'
        where key = 'lease:test:dead'`);
      expect(await heldUnits(db, "test:dead", RULE.ttlSeconds)).toBe(0);
      expect(await acquireLease(db, "test:dead", 2, RULE)).toBe(true);
      expect(await heldUnits(db, "test:dead", RULE.ttlSeconds)).toBe(2);
    });
  });
}
