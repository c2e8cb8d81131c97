/**
 * What the attendance area needs to know about an event (issue 25 item 3, ADR 077), read through
 * the directory's public module: its capacity, start, organiser and whether it is public
 * (`verified`). The admission lock is taken here, on the directory's own row.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { events } from "./schema";

/** An event as attendance sees it. Dates are instants. */
export interface EventFacts {
  id: string;
  name: string;
  /** Seats for RSVPs; null: no limit. */
  capacity: number | null;
  startDate: Date;
  endDate: Date;
  /** The IANA zone its times are shown in (null on rows from before ADR 073: UTC). */
  timeZone: string | null;
  /** Public: verified by the team (only public events accept RSVPs). */
  verified: boolean;
  /** The organiser's user id. */
  createdBy: string;
  /** Its iCalendar SEQUENCE: changes of time or place so far (ADR 082). */
  sequence: number;
}

const factColumns = {
  id: events.id,
  name: events.organizationName,
  capacity: events.capacity,
  startDate: events.startDate,
  endDate: events.endDate,
  timeZone: events.timeZone,
  verified: events.verified,
  createdBy: events.createdBy,
  sequence: events.sequence,
};

/**
 * Locks the event's row (`select ... for update`) inside the caller's transaction and returns its
 * facts, or null when there is no such event. Every RSVP, cancellation and promotion of one event
 * holds this lock until it commits, so they are applied one at a time, in the order they got it.
 * @param tx a transaction (the lock lasts until it ends)
 */
export async function lockEventForAdmission(
  tx: Database,
  eventId: string,
): Promise<EventFacts | null> {
  const [row] = await tx
    .select(factColumns)
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  return row ?? null;
}

/** The facts of these events (any that exist), by id; no lock. */
export async function findEventFacts(
  db: Database,
  eventIds: readonly string[],
): Promise<Map<string, EventFacts>> {
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select(factColumns).from(events).where(inArray(events.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The event's facts when `userId` organised it, else null (someone else's behaves as missing). */
export async function findOwnEventFacts(
  db: Database,
  input: { userId: string; eventId: string },
): Promise<EventFacts | null> {
  const [row] = await db
    .select(factColumns)
    .from(events)
    .where(and(eq(events.id, input.eventId), eq(events.createdBy, input.userId)));
  return row ?? null;
}
