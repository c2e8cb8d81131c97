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
 * The follower changes of center `centerId` (null: of every center) on the days `from`..`to`
 * (inclusive, `YYYY-MM-DD` in `timeZone`, an IANA zone name).
 * @returns only the days with a change, oldest first (none for a malformed id)
 * @throws the database error
 */
export async function followerChangesByDay(
  db: Database,
  input: { centerId: string | null; from: string; to: string; timeZone: string },
): Promise<FollowerChangeDay[]> {
  if (input.centerId !== null && !isUuid(input.centerId)) return [];
  // A center follow, of this center or (null) of any.
  const ofFollows =
    input.centerId === null ? isNotNull(follows.centerId) : eq(follows.centerId, input.centerId);
  const ofRemovals =
    input.centerId === null ? undefined : eq(followRemovals.centerId, input.centerId);
  const dayOf = (column: AnyColumn) =>
    sql<string>`to_char(${column} at time zone ${input.timeZone}, 'YYYY-MM-DD')`;
  const began = dayOf(follows.createdAt);
  const standing = await db
    .select({ day: began, n: sql<number>`count(*)::int` })
    .from(follows)
    .where(and(ofFollows, between(began, input.from, input.to)))
    .groupBy(sql`1`);
  const removedBegan = dayOf(followRemovals.followedAt);
  const removedBeganRows = await db
    .select({ day: removedBegan, n: sql<number>`count(*)::int` })
    .from(followRemovals)
    .where(and(ofRemovals, between(removedBegan, input.from, input.to)))
    .groupBy(sql`1`);
  const ended = dayOf(followRemovals.removedAt);
  const endedRows = await db
    .select({ day: ended, n: sql<number>`count(*)::int` })
    .from(followRemovals)
    .where(and(ofRemovals, between(ended, input.from, input.to)))
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
 * The network's follower changes (/admin/insights, issue 26 item 6): {@link followerChangesByDay}
 * over every center, for the UTC days `from`..`to` (inclusive, `YYYY-MM-DD`), summed.
 * @returns `{ gained, lost }`, counts of follows
 * @throws the database error
 */
export async function networkFollowerChanges(
  db: Database,
  input: { from: string; to: string },
): Promise<{ gained: number; lost: number }> {
  const days = await followerChangesByDay(db, { ...input, centerId: null, timeZone: "UTC" });
  return {
    gained: days.reduce((sum, day) => sum + day.gained, 0),
    lost: days.reduce((sum, day) => sum + day.lost, 0),
  };
}
