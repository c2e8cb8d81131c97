/**
 * RSVPs per day of one event (issue 26 item 1, for the organiser's Insights, ADR 086): RSVPs
 * made (going or waitlist, by when the gamer last pressed RSVP, also those cancelled since) and
 * RSVPs cancelled, per calendar day in the given time zone.
 */
import { and, between, eq, isNotNull, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { rsvps } from "./schema";

/** One day's RSVP changes of an event. */
export interface RsvpDay {
  /** `YYYY-MM-DD` in the zone asked for. */
  day: string;
  rsvps: number;
  cancelled: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The RSVPs of event `eventId` on the days `from`..`to` (inclusive, `YYYY-MM-DD` in `timeZone`).
 * @returns only the days with an RSVP or a cancellation, oldest first (none for a malformed id)
 * @throws the database error
 */
export async function rsvpsByDay(
  db: Database,
  input: { eventId: string; from: string; to: string; timeZone: string },
): Promise<RsvpDay[]> {
  if (!UUID.test(input.eventId)) return [];
  const made = sql<string>`to_char(${rsvps.rsvpAt} at time zone ${input.timeZone}, 'YYYY-MM-DD')`;
  const madeRows = await db
    .select({ day: made, n: sql<number>`count(*)::int` })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, input.eventId), between(made, input.from, input.to)))
    .groupBy(sql`1`);
  const ended = sql<string>`to_char(${rsvps.cancelledAt} at time zone ${input.timeZone}, 'YYYY-MM-DD')`;
  const endedRows = await db
    .select({ day: ended, n: sql<number>`count(*)::int` })
    .from(rsvps)
    .where(
      and(
        eq(rsvps.eventId, input.eventId),
        eq(rsvps.status, "cancelled"),
        isNotNull(rsvps.cancelledAt),
        between(ended, input.from, input.to),
      ),
    )
    .groupBy(sql`1`);
  const days = new Map<string, RsvpDay>();
  const entry = (day: string) => {
    let found = days.get(day);
    if (!found) {
      found = { day, rsvps: 0, cancelled: 0 };
      days.set(day, found);
    }
    return found;
  };
  for (const row of madeRows) entry(row.day).rsvps += Number(row.n);
  for (const row of endedRows) entry(row.day).cancelled += Number(row.n);
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * The network's RSVPs (/admin/insights, issue 26 item 6): RSVPs made on the UTC days
 * `from`..`to` (inclusive, `YYYY-MM-DD`; also those cancelled since) and RSVPs cancelled on those
 * days, over every event.
 * @returns `{ rsvps, cancelled }`, counts of RSVPs
 * @throws the database error
 */
export async function networkRsvps(
  db: Database,
  input: { from: string; to: string },
): Promise<{ rsvps: number; cancelled: number }> {
  const dayOf = (column: AnyColumn) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const count = sql<number>`count(*)::int`;
  const [[made], [ended]] = await Promise.all([
    db
      .select({ n: count })
      .from(rsvps)
      .where(between(dayOf(rsvps.rsvpAt), input.from, input.to)),
    db
      .select({ n: count })
      .from(rsvps)
      .where(
        and(
          eq(rsvps.status, "cancelled"),
          isNotNull(rsvps.cancelledAt),
          between(dayOf(rsvps.cancelledAt), input.from, input.to),
        ),
      ),
  ]);
  return { rsvps: Number(made?.n ?? 0), cancelled: Number(ended?.n ?? 0) };
}
