/**
 * Applies the generated SQL migrations in `drizzle/` (docs/architecture.md "Migrations").
 * On PostgreSQL an advisory lock makes concurrent starts of several instances safe.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client.server";

const MIGRATION_LOCK_ID = 7_305_113;

/** Folder holding the drizzle-kit migrations; resolved from the working directory. */
export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/**
 * Brings the schema up to date. Resolves when all migrations are applied.
 * @throws the database error when a migration fails (nothing of that migration is kept)
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.target.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await handle.db.transaction(async (tx) => {
    // Transaction-scoped lock: released at commit, even when the connection is pooled.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}

/**
 * Gathers the planner's statistics of the embedded database (`analyze`), once per start. PGlite
 * has no autovacuum daemon, so without this the planner never learns the tables' sizes and a
 * large directory gets plans made for empty tables (ADR 067: a broad search sorted every match).
 * A PostgreSQL server's autovacuum does this itself, so nothing is run there.
 * @throws the database error
 */
export async function gatherEmbeddedStatistics(handle: DatabaseHandle): Promise<void> {
  if (handle.target.kind === "pglite") await handle.db.execute(sql`analyze`);
}
