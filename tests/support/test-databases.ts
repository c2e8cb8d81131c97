/**
 * Database fixtures for integration tests: each call gives a fresh, migrated database, on
 * in-memory PGlite or in a new database of the run's PostgreSQL cluster.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";

/** The engines every database test runs on; `available` false when not installed. */
export const databaseEngines = [
  { name: "PGlite", available: true },
  { name: "PostgreSQL", available: Boolean(inject("postgresUrl")) },
] as const;

/** Opens a fresh migrated database of the given engine. Close it when done. */
export async function openTestDatabase(
  engine: (typeof databaseEngines)[number]["name"],
): Promise<DatabaseHandle> {
  if (engine === "PGlite") {
    const handle = openDatabase({ kind: "pglite", dataDir: undefined });
    await migrateDatabase(handle);
    return handle;
  }
  const adminUrl = inject("postgresUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: "postgres", url: url.toString() });
  await migrateDatabase(handle);
  return handle;
}
