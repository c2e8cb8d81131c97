/**
 * RSVPs, capacity and the waitlist (issue 25 item 3, ADR 077). Every change to one event's RSVPs
 * runs in a transaction that first takes the event's row lock (`lockEventForAdmission`, the
 * directory's row); the admission itself is one INSERT ... SELECT that counts the seats taken and
 * writes `going` or `waiting` in the same statement, never count-then-insert in the application.
 * The statement runs after the lock is held, so in READ COMMITTED it sees every RSVP committed
 * before it. Arrival order is the order of the lock: `position` comes from one sequence inside
 * the statement. A freed seat goes to the waiting RSVP with the lowest position at once.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { AppError } from "../errors/app-error";
import { lockEventForAdmission, type EventFacts } from "../directory/index.server";
import type { ScheduleReminders } from "./reminders.server";

/**
 * Announces promotions inside the promoting transaction (the 'You're going' mail on the mail
 * queue, `notices.server.ts`).
 */
export type AnnouncePromotions = (
  tx: Database,
  event: EventFacts,
  userIds: readonly string[],
) => Promise<void>;
import { rsvps, type rsvpStatuses } from "./schema";

/** An RSVP's state. */
export type RsvpStatus = (typeof rsvpStatuses)[number];

/** Texts of the refusals (issue 25 item 3). */
export const ATTENDANCE_MESSAGES = {
  notFound: "Event not found",
  closed: "RSVPs are closed: this event has started.",
  notRsvped: "You have not RSVPed to this event.",
  attendeeNotFound: "Attendee not found",
} as const;

/** A waiting RSVP that got a seat: who to tell. */
export interface Promotion {
  userId: string;
  event: EventFacts;
}

/** Locks the event and checks it takes RSVPs at `now`: public (verified) and not started. */
async function openEvent(tx: Database, eventId: string, now: Date): Promise<EventFacts> {
  const event = await lockEventForAdmission(tx, eventId);
  if (!event || !event.verified) {
    throw new AppError("attendance.not_found", ATTENDANCE_MESSAGES.notFound, 404);
  }
  if (event.startDate.getTime() <= now.getTime()) {
    throw new AppError("attendance.closed", ATTENDANCE_MESSAGES.closed, 409);
  }
  return event;
}

/**
 * Admits the user to the event: `going` while seats are free, else `waiting` (Join waitlist).
 * Someone already going or waiting keeps their place; a cancelled RSVP comes back at the end of
 * the line.
 * @param input.now the clock (tests move it); RSVPs close when the event starts
 * @param remind schedules the reminder (issue 25 item 4) in the same transaction when `going`
 * @returns the RSVP's status and arrival position
 * @throws AppError 404 `attendance.not_found` (missing or not public), 409 `attendance.closed`
 *   (the event has started)
 */
export async function rsvp(
  db: Database,
  input: { userId: string; eventId: string; now?: Date },
  remind?: ScheduleReminders,
): Promise<{ status: Exclude<RsvpStatus, "cancelled">; position: number }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const event = await openEvent(tx, input.eventId, now);
    const capacity = event.capacity;
    // One statement decides and writes (ADR 077): the seats taken are counted inside it, under
    // the event's lock, and `position` is drawn from the sequence in arrival order.
    const result = await tx.execute(sql`
      insert into ${rsvps} (event_id, user_id, status, position, rsvp_at)
      select ${event.id}, ${input.userId},
        case when ${capacity}::integer is null or count(*) < ${capacity}::integer
          then 'going' else 'waiting' end,
        nextval(pg_get_serial_sequence('rsvps', 'position')), ${now.toISOString()}::timestamptz
      from ${rsvps} where event_id = ${event.id} and status = 'going'
      on conflict (event_id, user_id) do update set
        status = case when rsvps.status = 'cancelled' then excluded.status else rsvps.status end,
        position = case when rsvps.status = 'cancelled' then excluded.position else rsvps.position end,
        rsvp_at = case when rsvps.status = 'cancelled' then excluded.rsvp_at else rsvps.rsvp_at end,
        cancelled_at = case when rsvps.status = 'cancelled' then null else rsvps.cancelled_at end,
        promoted_at = case when rsvps.status = 'cancelled' then null else rsvps.promoted_at end
      returning status, position`);
    const { rows } = result as unknown as {
      rows: { status: "going" | "waiting"; position: string | number }[];
    };
    const row = rows[0]!;
    const position = Number(row.position);
    if (row.status === "going" && remind)
      await remind(tx, event, [{ userId: input.userId, position }]);
    return { status: row.status, position: Number(row.position) };
  });
}

/**
 * Gives free seats to the waiting RSVPs with the lowest positions (a cancellation, a raised or
 * removed capacity). Call it inside a transaction that holds the event's lock.
 * @param remind schedules the promoted gamers' reminders in that transaction (issue 25 item 4)
 * @param announce queues their 'You're going' mail in that transaction
 * @returns the user ids promoted, first in line first
 */
export async function fillFreeSeats(
  tx: Database,
  event: EventFacts,
  now: Date,
  remind?: ScheduleReminders,
  announce?: AnnouncePromotions,
): Promise<string[]> {
  let free: number | null = null;
  if (event.capacity !== null) {
    const [taken] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event.id), eq(rsvps.status, "going")));
    free = Math.max(event.capacity - (taken?.n ?? 0), 0);
    if (free === 0) return [];
  }
  const next = tx
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, event.id), eq(rsvps.status, "waiting")))
    .orderBy(asc(rsvps.position));
  const chosen = free === null ? await next : await next.limit(free);
  if (chosen.length === 0) return [];
  const promoted = await tx
    .update(rsvps)
    .set({ status: "going", promotedAt: now })
    .where(
      inArray(
        rsvps.id,
        chosen.map((row) => row.id),
      ),
    )
    .returning({ userId: rsvps.userId, position: rsvps.position });
  promoted.sort((a, b) => a.position - b.position);
  if (remind) await remind(tx, event, promoted);
  const userIds = promoted.map((row) => row.userId);
  if (announce) await announce(tx, event, userIds);
  return userIds;
}

/**
 * Cancels the user's RSVP (going or waiting). A freed seat goes at once to the first in line.
 * @param remind, announce the promoted gamers' reminders and mail, in the same transaction
 * @returns the promotions (at most one per freed seat)
 * @throws AppError 404 (event missing or not public), 409 `attendance.closed` (started),
 *   404 `attendance.not_rsvped` when the user is neither going nor waiting
 */
export async function cancelRsvp(
  db: Database,
  input: { userId: string; eventId: string; now?: Date },
  remind?: ScheduleReminders,
  announce?: AnnouncePromotions,
): Promise<{ promotions: Promotion[] }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const event = await openEvent(tx, input.eventId, now);
    const cancelled = await tx
      .update(rsvps)
      .set({ status: "cancelled", cancelledAt: now })
      .where(
        and(
          eq(rsvps.eventId, event.id),
          eq(rsvps.userId, input.userId),
          inArray(rsvps.status, ["going", "waiting"]),
        ),
      )
      .returning({ id: rsvps.id });
    if (cancelled.length === 0) {
      throw new AppError("attendance.not_rsvped", ATTENDANCE_MESSAGES.notRsvped, 404);
    }
    const promoted = await fillFreeSeats(tx, event, now, remind, announce);
    return { promotions: promoted.map((userId) => ({ userId, event })) };
  });
}

/**
 * After an organiser changed the capacity: promotes waiting RSVPs into new seats (a lowered
 * capacity keeps everyone going: nobody loses a seat). Nothing changes once the event started.
 * @param remind, announce the promoted gamers' reminders and mail, in the same transaction
 * @returns the promotions
 */
export async function applyCapacity(
  db: Database,
  input: { eventId: string; now?: Date },
  remind?: ScheduleReminders,
  announce?: AnnouncePromotions,
): Promise<{ promotions: Promotion[] }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const event = await lockEventForAdmission(tx, input.eventId);
    if (!event || !event.verified || event.startDate.getTime() <= now.getTime()) {
      return { promotions: [] };
    }
    const promoted = await fillFreeSeats(tx, event, now, remind, announce);
    return { promotions: promoted.map((userId) => ({ userId, event })) };
  });
}

/** Counts of one event's RSVPs. */
export interface AttendanceCounts {
  going: number;
  waiting: number;
}

/** How many are going and waiting, per event (events without RSVPs: zeros). */
export async function countAttendance(
  db: Database,
  eventIds: readonly string[],
): Promise<Map<string, AttendanceCounts>> {
  const ids = [...new Set(eventIds)];
  const counts = new Map(ids.map((id) => [id, { going: 0, waiting: 0 }]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ eventId: rsvps.eventId, status: rsvps.status, n: sql<number>`count(*)::int` })
    .from(rsvps)
    .where(and(inArray(rsvps.eventId, ids), inArray(rsvps.status, ["going", "waiting"])))
    .groupBy(rsvps.eventId, rsvps.status);
  for (const row of rows) {
    const entry = counts.get(row.eventId)!;
    if (row.status === "going") entry.going = row.n;
    else entry.waiting = row.n;
  }
  return counts;
}

/** The user's RSVP status for the event (cancelled included), or null when they never RSVPed. */
export async function statusOf(
  db: Database,
  input: { userId: string; eventId: string },
): Promise<RsvpStatus | null> {
  const [row] = await db
    .select({ status: rsvps.status })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, input.eventId), eq(rsvps.userId, input.userId)));
  return row?.status ?? null;
}

/**
 * The users going or waiting for the event, read inside the caller's transaction (an event being
 * cancelled or changed: everyone to tell).
 */
export async function activeAttendees(tx: Database, eventId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: rsvps.userId })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), inArray(rsvps.status, ["going", "waiting"])))
    .orderBy(asc(rsvps.position));
  return rows.map((row) => row.userId);
}

/** The RSVPs going to the event (reminders for a new start, ADR 081), first in line first. */
export async function goingAttendees(
  db: Database,
  eventId: string,
): Promise<{ userId: string; position: number }[]> {
  return db
    .select({ userId: rsvps.userId, position: rsvps.position })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, "going")))
    .orderBy(asc(rsvps.position));
}
