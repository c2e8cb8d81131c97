/**
 * The organiser's side of attendance (issue 25 item 3): the attendee list of one event, its CSV
 * and the door's check-in toggle. Only the event's organiser and admins may read or change them;
 * anyone else gets 404, as if the event did not exist (ADR 040).
 */
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { findProfiles } from "../auth/index.server";
import type { Database } from "../db/client.server";
import { findEventFacts, type EventFacts } from "../directory/index.server";
import { AppError } from "../errors/app-error";
import { ATTENDANCE_MESSAGES, type RsvpStatus } from "./rsvps.server";
import { rsvps } from "./schema";

/** Who is asking: the signed-in user. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
}

/** One line of the attendee list. */
export interface Attendee {
  rsvpId: string;
  /** Display name, else e-mail, else 'Deleted account'. */
  name: string;
  rsvpAt: Date;
  status: RsvpStatus;
  checkedIn: boolean;
}

/** An event's attendee list, going first, then waiting (in line), then cancelled. */
export interface AttendeeList {
  event: EventFacts;
  attendees: Attendee[];
  going: number;
  waiting: number;
}

/**
 * The event when the actor organised it or is an admin.
 * @throws AppError 404 `attendance.not_found` otherwise
 */
async function eventFor(db: Database, actor: Actor, eventId: string): Promise<EventFacts> {
  const event = (await findEventFacts(db, [eventId])).get(eventId);
  if (!event || (event.createdBy !== actor.userId && !actor.isAdmin)) {
    throw new AppError("attendance.not_found", ATTENDANCE_MESSAGES.notFound, 404);
  }
  return event;
}

const statusOrder = sql`case ${rsvps.status} when 'going' then 0 when 'waiting' then 1 else 2 end`;

/**
 * The attendee list of an event (name or display name, RSVP time, status, check-in).
 * @throws AppError 404 for someone who is neither its organiser nor an admin
 */
export async function listAttendees(
  db: Database,
  input: { actor: Actor; eventId: string },
): Promise<AttendeeList> {
  const event = await eventFor(db, input.actor, input.eventId);
  const rows = await db
    .select({
      rsvpId: rsvps.id,
      userId: rsvps.userId,
      rsvpAt: rsvps.rsvpAt,
      status: rsvps.status,
      checkedInAt: rsvps.checkedInAt,
    })
    .from(rsvps)
    .where(eq(rsvps.eventId, event.id))
    .orderBy(statusOrder, asc(rsvps.position));
  const profiles = await findProfiles(
    db,
    rows.map((row) => row.userId),
  );
  const attendees = rows.map((row) => {
    const profile = profiles.get(row.userId);
    return {
      rsvpId: row.rsvpId,
      name: profile?.displayName || profile?.email || "Deleted account",
      rsvpAt: row.rsvpAt,
      status: row.status,
      checkedIn: row.checkedInAt !== null,
    };
  });
  return {
    event,
    attendees,
    going: attendees.filter((a) => a.status === "going").length,
    waiting: attendees.filter((a) => a.status === "waiting").length,
  };
}

/** Characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell made inert in a spreadsheet (leading `'`), as the contacts CSV does (ADR 055). */
function inert(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The door list as CSV (csv-stringify): Name, RSVP time (ISO 8601, UTC), Status, Checked in, one
 * row per person going or waiting (going first, then the waitlist in order). Cancelled RSVPs stay
 * on the page's list but not in the file: it is who may come (issue 25 "Done when": two going,
 * two rows).
 * @returns the file name and text
 * @throws AppError 404 as `listAttendees`
 */
export async function attendeesCsv(
  db: Database,
  input: { actor: Actor; eventId: string },
): Promise<{ fileName: string; csv: string }> {
  const list = await listAttendees(db, input);
  const csv = stringify([
    ["Name", "RSVP time", "Status", "Checked in"],
    ...list.attendees
      .filter((a) => a.status !== "cancelled")
      .map((a) => [inert(a.name), a.rsvpAt.toISOString(), a.status, a.checkedIn ? "yes" : "no"]),
  ]);
  return { fileName: `attendees-${list.event.id}.csv`, csv };
}

/**
 * Checks an attendee in at the door, or undoes it. Only a going or waiting RSVP can be checked in.
 * @returns whether the RSVP is now checked in
 * @throws AppError 404 as `listAttendees`, or when the RSVP is not one of this event's
 */
export async function setCheckIn(
  db: Database,
  input: { actor: Actor; eventId: string; rsvpId: string; checkedIn: boolean; now?: Date },
): Promise<boolean> {
  const event = await eventFor(db, input.actor, input.eventId);
  const updated = await db
    .update(rsvps)
    .set({ checkedInAt: input.checkedIn ? (input.now ?? new Date()) : null })
    .where(
      and(
        eq(rsvps.id, input.rsvpId),
        eq(rsvps.eventId, event.id),
        inArray(rsvps.status, ["going", "waiting"]),
      ),
    )
    .returning({ id: rsvps.id });
  if (updated.length === 0) {
    throw new AppError("attendance.not_found", ATTENDANCE_MESSAGES.attendeeNotFound, 404);
  }
  return input.checkedIn;
}
