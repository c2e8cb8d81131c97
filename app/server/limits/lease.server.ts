/**
 * Leases: how many units of a budget are held right now, for limits on work in flight rather than
 * per window (issue 23, ADR 068): an owner's uploads being processed, a center's photo slots
 * reserved by uploads not yet stored. Counted in the database (`action_rate_limits`, keys
 * `lease:<name>`), so every instance shares them; taken in one atomic statement, so parallel
 * requests cannot all pass a stale read. Units whose holder died (a crashed process never gives
 * them back) are forgotten once the key was not taken for `ttlSeconds`.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";

/** A budget of units held at once. */
export interface LeaseRule {
  /** Most units held at once. */
  max: number;
  /** Units are forgotten when the key was not taken for this long (seconds). */
  ttlSeconds: number;
}

const keyOf = (name: string) => `lease:${name}`;

/**
 * Takes `units` from the budget `name` when no more than `rule.max` are then held.
 * @param db the database or an open transaction
 * @param name e.g. `photo-upload:user:<id>`
 * @param units how many to take (≥ 1)
 * @returns true when taken (give them back with `releaseLease`), false when over the budget
 * @throws the database error
 */
export async function acquireLease(
  db: Database,
  name: string,
  units: number,
  rule: LeaseRule,
): Promise<boolean> {
  if (units > rule.max) return false;
  const result = await db.execute<{ count: number }>(sql`
    insert into action_rate_limits as l (key, count, window_start)
    values (${keyOf(name)}, ${units}, now())
    on conflict (key) do update set
      count = excluded.count + case
        when l.window_start <= now() - make_interval(secs => ${rule.ttlSeconds}) then 0
        else l.count end,
      window_start = now()
    where excluded.count + case
        when l.window_start <= now() - make_interval(secs => ${rule.ttlSeconds}) then 0
        else l.count end <= ${rule.max}
    returning count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return rows.length > 0;
}

/**
 * Gives back `units` of the budget `name` taken by `acquireLease` (never below zero).
 * @param db the database or an open transaction (give back in the transaction that used them)
 * @throws the database error
 */
export async function releaseLease(db: Database, name: string, units: number): Promise<void> {
  await db.execute(sql`
    update action_rate_limits set count = greatest(count - ${units}, 0)
    where key = ${keyOf(name)}`);
}

/**
 * How many units of the budget `name` are held now (units older than `ttlSeconds` not counted).
 * @throws the database error
 */
export async function heldUnits(db: Database, name: string, ttlSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count from action_rate_limits
    where key = ${keyOf(name)} and window_start > now() - make_interval(secs => ${ttlSeconds})`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return Number(rows[0]?.count ?? 0);
}
