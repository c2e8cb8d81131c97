/**
 * Inserting visitor hashes (issue 26, ADR 085/086): the counters learn which visitors are new
 * today from the rows an `on conflict do nothing` insert returns.
 */
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseTx } from "../db/client.server";

/** Rows per INSERT statement (well under PostgreSQL's 65,535 bind parameters). */
export const INSERT_CHUNK = 1000;

/**
 * Inserts `rows` into `table` in statements of {@link INSERT_CHUNK}, skipping rows whose key is
 * already there. @returns the rows that were new (as stored)
 */
export async function insertNewRows<T extends PgTable>(
  tx: DatabaseTx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<T["$inferSelect"][]> {
  const added: T["$inferSelect"][] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await tx
      .insert(table)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing()
      .returning();
    added.push(...(inserted as T["$inferSelect"][]));
  }
  return added;
}
