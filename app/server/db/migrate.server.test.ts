import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "./client.server";
import { gatherEmbeddedStatistics } from "./migrate.server";

describe("planner statistics of the embedded database (ADR 067)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("PGlite");
  });
  afterAll(() => handle?.close());

  it("are gathered at start: the planner then knows how many communities there are", async () => {
    const tuples = async () => {
      const [row] = await handle.db
        .select({ reltuples: sql<number>`reltuples::float8` })
        .from(sql`pg_class`)
        .where(sql`relname = 'communities'`);
      return Number(row!.reltuples);
    };
    await handle.db.execute(
      sql`insert into communities (name) select 'Crew ' || n from generate_series(1, 250) n`,
    );
    // Never analysed: -1 (PostgreSQL 14 and later).
    expect(await tuples()).toBe(-1);
    await gatherEmbeddedStatistics(handle);
    expect(await tuples()).toBe(250);
  });
});
