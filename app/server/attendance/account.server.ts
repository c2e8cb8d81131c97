/**
 * A gamer's own attendance (issue 25 items 1 and 7): the events they are going to (for /me),
 * everything stored about their RSVPs (Download my data) and its erasure (Delete account), which
 * frees their seats for the waitlist as a cancellation would.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { findEventFacts, lockEventForAdmission } from "../directory/index.server";
import { eraseFeedFor, exportFeedFor } from "./calendar-feed.server";
import { fillFreeSeats, type Promotion, type RsvpStatus } from "./rsvps.server";
import { rsvps } from "./schema";

/** An upcoming event the user is going to. */
export interface GoingEvent {
  eventId: string;
  name: string;
  startDate: Date;
  endDate: Date;
  /** The IANA zone its times are shown in. */
  timeZone: string;
}

/**
 * The public events the user is going to that have not ended by `now`, next first.
 * @param input.now the clock (default: now)
 */
export async function listGoingFor(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<GoingEvent[]> {
  const now = input.now ?? new Date();
  const rows = await db
    .select({ eventId: rsvps.eventId })
    .from(rsvps)
    .where(and(eq(rsvps.userId, input.userId), eq(rsvps.status, "going")));
  const facts = await findEventFacts(
    db,
    rows.map((row) => row.eventId),
  );
  return [...facts.values()]
    .filter((event) => event.verified && event.endDate.getTime() > now.getTime())
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id.localeCompare(b.id))
    .map((event) => ({
      eventId: event.id,
      name: event.name,
      startDate: event.startDate,
      endDate: event.endDate,
      timeZone: event.timeZone ?? "UTC",
    }));
}

/** One RSVP in the user's data export. */
export interface ExportedRsvp {
  eventId: string;
  eventName: string | null;
  status: RsvpStatus;
  rsvpAt: string;
  promotedAt: string | null;
  cancelledAt: string | null;
  checkedInAt: string | null;
}

/**
 * Everything the attendance area stores about the user (Download my data): RSVPs oldest first,
 * and their calendar feed: when its URL was made (null: none; the secret itself is not stored)
 * and the cancelled events it still shows.
 */
export async function exportFor(
  db: Database,
  userId: string,
): Promise<{ rsvps: ExportedRsvp[]; calendarFeed: Awaited<ReturnType<typeof exportFeedFor>> }> {
  const rows = await db
    .select()
    .from(rsvps)
    .where(eq(rsvps.userId, userId))
    .orderBy(asc(rsvps.rsvpAt), asc(rsvps.position));
  const facts = await findEventFacts(
    db,
    rows.map((row) => row.eventId),
  );
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    rsvps: rows.map((row) => ({
      eventId: row.eventId,
      eventName: facts.get(row.eventId)?.name ?? null,
      status: row.status,
      rsvpAt: row.rsvpAt.toISOString(),
      promotedAt: iso(row.promotedAt),
      cancelledAt: iso(row.cancelledAt),
      checkedInAt: iso(row.checkedInAt),
    })),
    calendarFeed: await exportFeedFor(db, userId),
  };
}

/**
 * Deletes every RSVP of the user and their calendar feed row (its URL answers 404). A seat they held at an event that has not started goes to the
 * first in line, each event in its own transaction under the event's lock.
 * @returns how many RSVPs were deleted, and the promotions to mail after commit
 */
export async function eraseFor(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<{ erased: number; promotions: Promotion[] }> {
  await eraseFeedFor(db, userId);
  const rows = await db
    .select({ eventId: rsvps.eventId })
    .from(rsvps)
    .where(eq(rsvps.userId, userId));
  let erased = 0;
  const promotions: Promotion[] = [];
  for (const eventId of new Set(rows.map((row) => row.eventId))) {
    await db.transaction(async (tx) => {
      const event = await lockEventForAdmission(tx, eventId);
      const deleted = await tx
        .delete(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)))
        .returning({ status: rsvps.status });
      erased += deleted.length;
      const freed = deleted.some((row) => row.status === "going");
      if (event && event.verified && freed && event.startDate.getTime() > now.getTime()) {
        for (const promoted of await fillFreeSeats(tx, event, now)) {
          promotions.push({ userId: promoted, event });
        }
      }
    });
  }
  return { erased, promotions };
}
