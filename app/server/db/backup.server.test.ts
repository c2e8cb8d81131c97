/**
 * The backup drill (issue 29 item 5, docs/operations.md): seed the demo data, back up, wipe,
 * restore into an empty database, and the same public pages' data (centers and parties read
 * through the directory area), the same photo bytes and the same row count in every table come
 * back. On PGlite (its data folder dump) and on a throwaway PostgreSQL cluster (pg_dump's custom
 * format, pg_restore).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startPostgresCluster,
  type PostgresCluster,
} from "../../../tests/support/postgres-cluster";
import { createDirectoryService } from "../directory/service.server";
import { seedDemoData } from "../local/seed.server";
import type { Mailer } from "../mail/index.server";
import { backupDatabase, restoreDatabase } from "./backup.server";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "./client.server";
import { migrateDatabase } from "./migrate.server";

const NOW = Date.parse("2030-04-01T10:00:00Z");
const noMail: Mailer = { kind: "outbox", send: async () => {} };

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What must come back: row counts, photo bytes, and the public pages' data. */
async function snapshot(handle: DatabaseHandle) {
  const { db } = handle;
  const tables = (
    await rowsOf<{ name: string }>(
      handle,
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((row) => row.name);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rowsOf<{ n: number }>(
      handle,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row!.n);
  }
  const [photos] = await rowsOf<{ digest: string | null; bytes: number }>(
    handle,
    sql`select md5(string_agg(name || ':' || md5(bytes), ',' order by name)) as digest,
          coalesce(sum(length(bytes)), 0)::int as bytes
        from photo_files`,
  );
  const directory = createDirectoryService({
    db,
    mailer: noMail,
    plans: [],
    supportEmail: "support@lancenter.example",
    publicUrl: "https://lancenter.example",
  });
  const centerIds = (await directory.listPublicCenterIds()).map(String).sort();
  const centers = await Promise.all(
    centerIds.slice(0, 5).map((id) => directory.getPublicCenter({ id })),
  );
  const eventIds = (await directory.listPublicEventIds()).map(String).sort();
  const events = await Promise.all(
    eventIds.slice(0, 5).map((id) => directory.getPublicEvent({ id })),
  );
  return { counts, photos, centerIds, centers, eventIds, events };
}

describe("the backup drill on PGlite", () => {
  const folder = mkdtempSync(join(tmpdir(), "lcn-backup-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("seed, back up, wipe, restore: the same pages, photos and counts come back", async () => {
    const target: DatabaseTarget = { kind: "pglite", dataDir: join(folder, "db") };
    const file = join(folder, "backup.tar.gz");
    let handle = openDatabase(target);
    await migrateDatabase(handle);
    const seeded = await seedDemoData(handle.db, NOW);
    expect(seeded.seeded).toBe(true);
    const before = await snapshot(handle);
    expect(before.centerIds.length).toBeGreaterThan(10);
    expect(before.eventIds.length).toBeGreaterThan(0);
    expect(before.photos!.bytes).toBeGreaterThan(0);
    await handle.close();
    expect(await backupDatabase(target, file)).toBeGreaterThan(0);
    rmSync(target.dataDir!, { recursive: true, force: true });
    await restoreDatabase(target, file);
    // Restoring over data is refused.
    await expect(restoreDatabase(target, file)).rejects.toThrow("is not empty");

    handle = openDatabase(target);
    await migrateDatabase(handle);
    expect(await snapshot(handle)).toEqual(before);
    await handle.close();
  }, 300_000);
});

describe("the backup drill on a throwaway PostgreSQL cluster", () => {
  let cluster: PostgresCluster | null = null;
  const folder = mkdtempSync(join(tmpdir(), "lcn-backup-pg-"));
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 120_000);
  afterAll(() => {
    cluster?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("seed, back up, wipe, restore: the same pages, photos and counts come back", async (context) => {
    // Without PostgreSQL server binaries there is no cluster to run the drill on.
    if (!cluster) return context.skip();
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: cluster!.url });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin("create database drill");
    const url = new URL(cluster.url);
    url.pathname = "/drill";
    const target: DatabaseTarget = { kind: "postgres", url: url.toString() };
    const file = join(folder, "backup.dump");
    let handle = openDatabase(target);
    await migrateDatabase(handle);
    expect((await seedDemoData(handle.db, NOW)).seeded).toBe(true);
    const before = await snapshot(handle);
    expect(before.photos!.bytes).toBeGreaterThan(0);
    await handle.close();

    expect(await backupDatabase(target, file)).toBeGreaterThan(0);
    await admin("drop database drill");
    await admin("create database drill");
    await restoreDatabase(target, file);
    await expect(restoreDatabase(target, file)).rejects.toThrow("is not empty");

    handle = openDatabase(target);
    await migrateDatabase(handle);
    expect(await snapshot(handle)).toEqual(before);
    await handle.close();
  }, 300_000);
});
