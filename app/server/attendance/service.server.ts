/**
 * The attendance area's service (issue 25 item 3, ADR 077): RSVP and cancel for gamers, counts
 * and the viewer's own state for event pages, the organiser's attendee list, CSV and check-in,
 * and the hooks the directory calls when a party's capacity changes or it is deleted. Mails go
 * on the mail queue, in the change's transaction where there is one (`notices.server.ts`).
 */
import type { Database } from "../db/client.server";
import { findEventFacts, type EventFacts } from "../directory/index.server";
import type { Clock, Jobs } from "../jobs/index.server";
import type { MailQueue } from "../mail/index.server";
import { exportFor, eraseFor, listGoingFor } from "./account.server";
import { createCalendarFeedService, recordCancellation } from "./calendar-feed.server";
import { attendeesCsv, listAttendees, setCheckIn, type Actor } from "./attendees.server";
import { queueCancellation, queueChange, queuePromotions, type NoticeDeps } from "./notices.server";
import { registerReminders, type ScheduleReminders } from "./reminders.server";
import {
  activeAttendees,
  applyCapacity,
  goingAttendees,
  cancelRsvp,
  countAttendance,
  rsvp,
  statusOf,
  type AnnouncePromotions,
  type AttendanceCounts,
  type Promotion,
} from "./rsvps.server";

/** What the attendance service is built from. */
export interface AttendanceServiceDeps {
  db: Database;
  /** The site's public origin, for links in e-mails. */
  publicUrl: string;
  /** The mail queue every notice goes through (ADR 074, ADR 075). */
  mailQueue: MailQueue;
  /**
   * The job queue and clock for event reminders (issue 25 item 4, ADR 081); without them (some
   * tests) no reminders are scheduled.
   */
  jobs?: Jobs;
  clock?: Clock;
}

/**
 * Builds the attendance service.
 * @returns its functions with the database and mail queue closed over
 */
export function createAttendanceService(deps: AttendanceServiceDeps) {
  const { db } = deps;
  const notices: NoticeDeps = { db, mailQueue: deps.mailQueue, publicUrl: deps.publicUrl };
  /** 'You're going', queued in the promoting transaction. */
  const announce: AnnouncePromotions = async (tx, event, userIds) =>
    void (await queuePromotions(
      notices,
      tx,
      userIds.map((userId) => ({ userId, event })),
    ));
  const clock = deps.clock;
  const remind: ScheduleReminders | undefined =
    deps.jobs && clock
      ? registerReminders({
          db,
          jobs: deps.jobs,
          clock,
          mailQueue: deps.mailQueue,
          publicUrl: deps.publicUrl,
        })
      : undefined;
  /**
   * Reminders for gamers promoted by an account deletion (its transaction is the account
   * registry's): scheduled after commit; the job's key keeps it to one.
   */
  const remindPromoted = async (promotions: readonly Promotion[]) => {
    if (!remind) return;
    for (const { userId, event } of promotions) {
      const going = (await goingAttendees(db, event.id)).filter((row) => row.userId === userId);
      await db.transaction((tx) => remind(tx, event, going));
    }
  };
  /** The time of a write: the caller's, else the app's clock. */
  const nowOf = (now?: Date) => now ?? clock?.now();
  return {
    /**
     * RSVP (or Join waitlist) for the signed-in user.
     * @returns `going` or `waiting`
     * @throws AppError 404 (missing or not public event), 409 (the event has started)
     */
    rsvp: async (input: { userId: string; eventId: string; now?: Date }) =>
      (await rsvp(db, { ...input, now: nowOf(input.now) }, remind)).status,
    /**
     * Cancel RSVP; the first on the waitlist is promoted and mailed (queued in the same
     * transaction).
     * @throws AppError 404 (no such event or RSVP), 409 (the event has started)
     */
    cancel: async (input: { userId: string; eventId: string; now?: Date }) => {
      const { promotions } = await cancelRsvp(
        db,
        { ...input, now: nowOf(input.now) },
        remind,
        announce,
      );
      return { promoted: promotions.length };
    },
    /** The viewer's own RSVP status (null: none), never cached. */
    viewerStatus: (input: { userId: string; eventId: string }) => statusOf(db, input),
    /** Going and waiting counts of one event. */
    countsOf: async (input: { eventId: string }): Promise<AttendanceCounts> =>
      (await countAttendance(db, [input.eventId])).get(input.eventId)!,
    /** Going and waiting counts per event id (the dashboard's 'Attendees (N)'). */
    countsFor: async (input: { eventIds: string[] }): Promise<Record<string, AttendanceCounts>> =>
      Object.fromEntries(await countAttendance(db, input.eventIds)),
    /** The organiser's attendee list. @throws AppError 404 for anyone else */
    listAttendees: (input: { actor: Actor; eventId: string }) => listAttendees(db, input),
    /** The attendee list as CSV. @throws AppError 404 for anyone else */
    attendeesCsv: (input: { actor: Actor; eventId: string }) => attendeesCsv(db, input),
    /** The door's check-in toggle. @throws AppError 404 for anyone else */
    setCheckIn: (input: { actor: Actor; eventId: string; rsvpId: string; checkedIn: boolean }) =>
      setCheckIn(db, input),
    /** After a capacity change: promotes waiting RSVPs into new seats and mails them. */
    capacityChanged: async (input: { eventId: string }) => {
      await applyCapacity(db, { ...input, now: nowOf() }, remind, announce);
    },
    /**
     * The directory's hook inside a party's deletion (the event row is locked): reads who is
     * going or waiting before the rows go with the event, queues their 'Cancelled' mail (kind
     * `event_changes`) and leaves a tombstone for the feeds of those going (STATUS:CANCELLED,
     * ADR 082), all in the deletion's transaction.
     * @returns what to run after the deletion commits: nothing left to do
     */
    partyDeleting: async (tx: Database, event: EventFacts) => {
      const userIds = await activeAttendees(tx, event.id);
      await recordCancellation(tx, event);
      await queueCancellation(notices, tx, event, userIds);
      return async () => undefined;
    },
    /**
     * The directory's hook after an approved change moved a verified party's time or place:
     * queues the 'New time or place' mail (kind `event_changes`) for everyone going or waiting
     * (nothing once the event has ended) and schedules reminders for the new start for everyone
     * going (the old start's jobs then do nothing, ADR 081), in one transaction after the
     * change's commit.
     * @returns how many mails were queued
     * @throws the database error (the directory logs it; the change stands)
     */
    partyChanged: async (input: { eventId: string; now?: Date }) => {
      const event = (await findEventFacts(db, [input.eventId])).get(input.eventId);
      const now = nowOf(input.now) ?? new Date();
      if (!event || event.endDate.getTime() <= now.getTime()) return 0;
      return db.transaction(async (tx) => {
        if (remind && event.verified && event.startDate.getTime() > now.getTime()) {
          await remind(tx, event, await goingAttendees(tx, event.id));
        }
        return queueChange(notices, tx, event, await activeAttendees(tx, event.id));
      });
    },
    /** The personal calendar feed (issue 25 item 5, ADR 082). */
    calendarFeed: createCalendarFeedService({ db, publicUrl: deps.publicUrl }),
    /** Upcoming events the user is going to, next first (/me). */
    listGoingFor: (input: { userId: string; now?: Date }) => listGoingFor(db, input),
    /**
     * Mails the gamers promoted from a waitlist by a change made elsewhere (the account
     * deletion's transaction, ADR 080), once that change has committed (queued; a failure is
     * logged). @returns messages queued
     */
    notifyPromotions: async (promotions: readonly Promotion[]) => {
      await remindPromoted(promotions);
      return queuePromotions(notices, undefined, promotions);
    },
    /** Everything stored about the user's RSVPs (Download my data). */
    exportFor: (input: { userId: string }) => exportFor(db, input.userId),
    /** Deletes the user's RSVPs; freed seats go to the waitlist, who are mailed. */
    eraseFor: async (input: { userId: string; now?: Date }) => {
      const { erased, promotions } = await eraseFor(db, input.userId, nowOf(input.now));
      await remindPromoted(promotions);
      await queuePromotions(notices, undefined, promotions);
      return { erased };
    },
  };
}

/** The attendance area's service object. */
export type AttendanceService = ReturnType<typeof createAttendanceService>;
