/**
 * Followers gained and lost per day (issue 26 item 1, for the owner's Insights, ADR 086): gained
 * are the center follows that began on a day (those still standing and those since removed),
 * lost are the center follows that ended on a day (`follow_removals`, written by the
 * `follows_removed` trigger). Days are calendar days in the given time zone.
 */
import { and, between, eq, isNotNull, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { followRemovals, follows } from "./schema";
import { isUuid } from "./follows.server";

/** One day's follower changes of a center. */
export interface FollowerChangeDay {
  /** `YYYY-MM-DD` in the zone asked for. */
  day: string;
  gained: number;
  lost: number;
}

/**
 * The follower changes of center `centerId` on the days `from`..`to` (inclusive, `YYYY-MM-DD` in
 * `timeZone`, an IANA zone name).
 * @returns only the days with a change, oldest first (none for a malformed id)
 * @throws the database error
 */
export async function followerChangesByDay(
  db: Database,
  input: { centerId: string; from: string; to: string; timeZone: string },
): Promise<FollowerChangeDay[]> {
  if (!isUuid(input.centerId)) return [];
  const dayOf = (column: AnyColumn) =>
    sql<string>`to_char(${column} at time zone ${input.timeZone}, 'YYYY-MM-DD')`;
  const began = dayOf(follows.createdAt);
  const standing = await db
    .select({ day: began, n: sql<number>`count(*)::int` })
    .from(follows)
    .where(and(eq(follows.centerId, input.centerId), between(began, input.from, input.to)))
    .groupBy(sql`1`);
  const removedBegan = dayOf(followRemovals.followedAt);
  const removedBeganRows = await db
    .select({ day: removedBegan, n: sql<number>`count(*)::int` })
    .from(followRemovals)
    .where(
      and(eq(followRemovals.centerId, input.centerId), between(removedBegan, input.from, input.to)),
    )
    .groupBy(sql`1`);
  const ended = dayOf(followRemovals.removedAt);
  const endedRows = await db
    .select({ day: ended, n: sql<number>`count(*)::int` })
    .from(followRemovals)
    .where(and(eq(followRemovals.centerId, input.centerId), between(ended, input.from, input.to)))
    .groupBy(sql`1`);
  const days = new Map<string, FollowerChangeDay>();
  const entry = (day: string) => {
    let found = days.get(day);
    if (!found) {
      found = { day, gained: 0, lost: 0 };
      days.set(day, found);
    }
    return found;
  };
  for (const row of [...standing, ...removedBeganRows]) entry(row.day).gained += Number(row.n);
  for (const row of endedRows) entry(row.day).lost += Number(row.n);
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * The network's follower changes (/admin/insights, issue 26 item 6): center follows begun on the
 * UTC days `from`..`to` (inclusive, `YYYY-MM-DD`; those still standing and those since removed)
 * and center follows ended on those days, over every center.
 * @returns `{ gained, lost }`, counts of follows
 * @throws the database error
 */
export async function networkFollowerChanges(
  db: Database,
  input: { from: string; to: string },
): Promise<{ gained: number; lost: number }> {
  const dayOf = (column: AnyColumn) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const count = sql<number>`count(*)::int`;
  const [[standing], [removedBegan], [ended]] = await Promise.all([
    db
      .select({ n: count })
      .from(follows)
      .where(
        and(isNotNull(follows.centerId), between(dayOf(follows.createdAt), input.from, input.to)),
      ),
    db
      .select({ n: count })
      .from(followRemovals)
      .where(between(dayOf(followRemovals.followedAt), input.from, input.to)),
    db
      .select({ n: count })
      .from(followRemovals)
      .where(between(dayOf(followRemovals.removedAt), input.from, input.to)),
  ]);
  return {
    gained: Number(standing?.n ?? 0) + Number(removedBegan?.n ?? 0),
    lost: Number(ended?.n ?? 0),
  };
}
