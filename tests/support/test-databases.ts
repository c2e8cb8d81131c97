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

/** The PostgreSQL engine of {@link databaseEngines}: tests of two app instances need it. */
export const postgresEngine = databaseEngines[1];

/**
 * Two connections to one fresh migrated PostgreSQL database, as two app instances have them
 * (PGlite is one connection inside one process, so it cannot stand in).
 * @returns both handles and `close`, which closes the second, then the first
 * @throws when the run has no PostgreSQL cluster (guard with `postgresEngine.available`)
 */
export async function openTwoInstanceDatabase(): Promise<{
  first: DatabaseHandle;
  second: DatabaseHandle;
  close: () => Promise<void>;
}> {
  const first = await openTestDatabase("PostgreSQL");
  if (first.target.kind !== "postgres") throw new Error("expected PostgreSQL");
  const second = openDatabase({ kind: "postgres", url: first.target.url });
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}
