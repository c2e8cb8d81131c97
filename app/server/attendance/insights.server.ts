/**
 * RSVPs per day of one event (issue 26 item 1, for the organiser's Insights, ADR 086): RSVPs
 * made (going or waitlist, by when the gamer last pressed RSVP, also those cancelled since) and
 * RSVPs cancelled, per calendar day in the given time zone.
 */
import { and, between, eq, isNotNull, sql } from "drizzle-orm";
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
 * The RSVPs of event `eventId` (null: of every event) on the days `from`..`to` (inclusive,
 * `YYYY-MM-DD` in `timeZone`).
 * @returns only the days with an RSVP or a cancellation, oldest first (none for a malformed id)
 * @throws the database error
 */
export async function rsvpsByDay(
  db: Database,
  input: { eventId: string | null; from: string; to: string; timeZone: string },
): Promise<RsvpDay[]> {
  if (input.eventId !== null && !UUID.test(input.eventId)) return [];
  const ofEvent = input.eventId === null ? undefined : eq(rsvps.eventId, input.eventId);
  const made = sql<string>`to_char(${rsvps.rsvpAt} at time zone ${input.timeZone}, 'YYYY-MM-DD')`;
  const madeRows = await db
    .select({ day: made, n: sql<number>`count(*)::int` })
    .from(rsvps)
    .where(and(ofEvent, between(made, input.from, input.to)))
    .groupBy(sql`1`);
  const ended = sql<string>`to_char(${rsvps.cancelledAt} at time zone ${input.timeZone}, 'YYYY-MM-DD')`;
  const endedRows = await db
    .select({ day: ended, n: sql<number>`count(*)::int` })
    .from(rsvps)
    .where(
      and(
        ofEvent,
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
 * The network's RSVPs (/admin/insights, issue 26 item 6): {@link rsvpsByDay} over every event,
 * for the UTC days `from`..`to` (inclusive, `YYYY-MM-DD`), summed.
 * @returns `{ rsvps, cancelled }`, counts of RSVPs
 * @throws the database error
 */
export async function networkRsvps(
  db: Database,
  input: { from: string; to: string },
): Promise<{ rsvps: number; cancelled: number }> {
  const days = await rsvpsByDay(db, { ...input, eventId: null, timeZone: "UTC" });
  return {
    rsvps: days.reduce((sum, day) => sum + day.rsvps, 0),
    cancelled: days.reduce((sum, day) => sum + day.cancelled, 0),
  };
}
