/**
 * Inserting visitor hashes (issue 26, ADR 085/086): the counters learn which visitors are new
 * today from the rows an `on conflict do nothing` insert returns.
 *
 * One statement per chunk takes each column as one array parameter and `unnest`s them, instead
 * of a `values` list of one parameter per cell: the statement stays short, and building it costs
 * the same for 10 rows as for 10,000 (a flush during a burst of beacons writes thousands).
 */
import { getTableColumns, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseTx } from "../db/client.server";

/** Rows per INSERT statement (each column is one array parameter). */
export const INSERT_CHUNK = 10_000;

/**
 * Inserts `rows` into `table` in statements of {@link INSERT_CHUNK}, skipping rows whose key is
 * already there, and counts the rows that were new per group. Every column of `table` must be
 * given in each row, as a string (text, uuid or `date` in string mode: the tables of the insights
 * area).
 * @param groupBy the field names to count by (the key without the visitor)
 * @returns one entry per group with new rows: its fields and `added`, how many were new
 */
export async function countNewRows<T extends PgTable, K extends keyof T["$inferSelect"] & string>(
  tx: DatabaseTx,
  table: T,
  rows: PgInsertValue<T>[],
  groupBy: readonly K[],
): Promise<(Pick<T["$inferSelect"], K> & { added: number })[]> {
  const fields = getTableColumns(table);
  const columns = Object.entries(fields);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const groupColumns = sql.join(
    groupBy.map((key) => sql.identifier(fields[key]!.name)),
    sql`, `,
  );
  const groupFields = sql.join(
    // As text, whatever the driver makes of a date: the fields are strings in the rows given.
    groupBy.map((key) => sql`${sql.identifier(fields[key]!.name)}::text as ${sql.identifier(key)}`),
    sql`, `,
  );
  const counts = new Map<string, Pick<T["$inferSelect"], K> & { added: number }>();
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK) as Record<string, unknown>[];
    const arrays = sql.join(
      columns.map(
        ([key, column]) =>
          sql`${sql.param(chunk.map((row) => row[key]))}::${sql.raw(column.getSQLType())}[]`,
      ),
      sql`, `,
    );
    // Only the counts come back: a few rows, however many thousand were inserted.
    const result = await tx.execute(sql`
      with new_rows as (
        insert into ${table} (${names}) select * from unnest(${arrays})
        on conflict do nothing returning ${groupColumns}
      )
      select ${groupFields}, count(*)::integer as added from new_rows group by ${groupColumns}`);
    for (const row of (result as unknown as { rows: (Record<K, unknown> & { added: number })[] })
      .rows) {
      const key = groupBy.map((k) => String(row[k])).join("|");
      const kept = counts.get(key);
      if (kept) kept.added += row.added;
      else counts.set(key, row as Pick<T["$inferSelect"], K> & { added: number });
    }
  }
  return [...counts.values()];
}
