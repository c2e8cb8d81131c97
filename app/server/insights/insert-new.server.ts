/**
 * Inserting visitor keys (issue 26, ADR 085/086/108): the counters learn which visitors are new
 * today from the keys an `on conflict do nothing` insert actually inserted.
 *
 * A key is the database's 64-bit `hashtextextended` of the visitor's hash and its scope (the
 * listing, day and metric or term, see {@link visitorScope}): one narrow `bigint` primary key per
 * row, which PGlite inserts in less than half the time of the five-column text key it replaced
 * (ADR 108). The visitors go as one array parameter with their scope's number, the scopes as a
 * second array, so a statement stays short however many thousand visitors a flush writes; at
 * most {@link INSERT_CHUNK} visitors, so a statement's scope numbers fit the `smallint` column.
 */
import { sql } from "drizzle-orm";
import type { DatabaseTx } from "../db/client.server";
import type { insightTermVisitors, insightVisitors } from "./schema";

/** Visitors per INSERT statement. */
export const INSERT_CHUNK = 10_000;

/** The candidate visitors of one scope under one salt day. */
export interface VisitorGroup {
  /** What the visitors were counted for, see {@link visitorScope}. */
  scope: string;
  /** The UTC day of the salt their hashes were made with, `YYYY-MM-DD`. */
  saltDay: string;
  /** Visitor hashes (`visitorHash`), each once. */
  visitors: string[];
}

/**
 * The text a visitor's hash is joined with before the database hashes both into a key: the
 * parts with a `|` before each. A visitor hash has a fixed length and only the last part may be
 * free text (a search term), so two different scopes never give the same joined text.
 */
export function visitorScope(parts: readonly string[]): string {
  return `|${parts.join("|")}`;
}

/**
 * Inserts the keys of `groups`' visitors into `table`, skipping keys already there (inserted by
 * an earlier flush or another instance), in statements of at most {@link INSERT_CHUNK} visitors.
 * @returns per group, in the order given, how many of its visitors were new
 * @throws the database error
 */
export async function countNewVisitors(
  tx: DatabaseTx,
  table: typeof insightVisitors | typeof insightTermVisitors,
  groups: readonly VisitorGroup[],
): Promise<number[]> {
  const added = groups.map(() => 0);
  let chunk = emptyChunk();
  const write = async () => {
    // Scopes are numbered from 1 (`with ordinality`). A row keeps its scope's number, because
    // `returning` can only name the table's columns: the new keys are counted per scope without
    // joining them back to the candidates (a quarter of the insert's time on PGlite, ADR 108).
    const result = await tx.execute(sql`
      with new_rows as (
        insert into ${table} (salt_day, scope_no, key)
        select s.salt_day, c.scope_no, hashtextextended(c.visitor || s.scope, 0)
        from unnest(${sql.param(chunk.visitors)}::text[], ${sql.param(chunk.scopeNos)}::int2[])
          as c(visitor, scope_no)
        join unnest(${sql.param(chunk.scopes)}::text[], ${sql.param(chunk.saltDays)}::date[])
          with ordinality as s(scope, salt_day, scope_no) using (scope_no)
        on conflict do nothing returning scope_no
      )
      select scope_no::integer as scope_no, count(*)::integer as added
      from new_rows group by scope_no`);
    for (const row of (result as unknown as { rows: { scope_no: number; added: number }[] }).rows) {
      const group = chunk.owners[row.scope_no - 1]!;
      added[group] = added[group]! + row.added;
    }
    chunk = emptyChunk();
  };
  for (const [index, group] of groups.entries()) {
    let from = 0;
    while (from < group.visitors.length) {
      const take = Math.min(INSERT_CHUNK - chunk.visitors.length, group.visitors.length - from);
      chunk.scopes.push(group.scope);
      chunk.saltDays.push(group.saltDay);
      chunk.owners.push(index);
      const scopeNo = chunk.scopes.length;
      for (let i = from; i < from + take; i++) {
        chunk.visitors.push(group.visitors[i]!);
        chunk.scopeNos.push(scopeNo);
      }
      from += take;
      if (chunk.visitors.length >= INSERT_CHUNK) await write();
    }
  }
  if (chunk.visitors.length > 0) await write();
  return added;
}

/** A statement's worth: visitors with their scope's number, and the scopes with their group. */
function emptyChunk() {
  return {
    visitors: [] as string[],
    scopeNos: [] as number[],
    scopes: [] as string[],
    saltDays: [] as string[],
    /** The index in `groups` of each scope of the chunk. */
    owners: [] as number[],
  };
}
