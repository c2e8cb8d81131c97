/**
 * The attendance area's service (issue 25 item 3, ADR 077): RSVP and cancel for gamers, counts
 * and the viewer's own state for event pages, the organiser's attendee list, CSV and check-in,
 * and the hooks the directory calls when a party's capacity changes or it is deleted. Mails go
 * out after the change's transaction has committed (`notices.server.ts`).
 */
import type { Database } from "../db/client.server";
import { findEventFacts, type EventFacts } from "../directory/index.server";
import type { Clock, Jobs } from "../jobs/index.server";
import { guardMailer, type Mailer, type MailQueue } from "../mail/index.server";
import { exportFor, eraseFor, listGoingFor } from "./account.server";
import { createCalendarFeedService, recordCancellation } from "./calendar-feed.server";
import { attendeesCsv, listAttendees, setCheckIn, type Actor } from "./attendees.server";
import { mailCancellation, mailChange, mailPromotions, type NoticeDeps } from "./notices.server";
import { registerReminders, type ScheduleReminders } from "./reminders.server";
import {
  activeAttendees,
  applyCapacity,
  goingAttendees,
  cancelRsvp,
  countAttendance,
  rsvp,
  statusOf,
  type AttendanceCounts,
  type Promotion,
} from "./rsvps.server";

/** What the attendance service is built from. */
export interface AttendanceServiceDeps {
  db: Database;
  mailer: Mailer;
  supportEmail: string;
  /** The site's public origin, for links in e-mails. */
  publicUrl: string;
  /**
   * The job queue, clock and mail queue for event reminders (issue 25 item 4, ADR 081); without
   * them (older tests) no reminders are scheduled.
   */
  jobs?: Jobs;
  clock?: Clock;
  mailQueue?: MailQueue;
}

/**
 * Builds the attendance service.
 * @returns its functions with the database and mailer closed over
 */
export function createAttendanceService(deps: AttendanceServiceDeps) {
  const { db } = deps;
  const notices: NoticeDeps = {
    db,
    mailer: guardMailer(deps.mailer, { teamAddresses: [deps.supportEmail] }),
    publicUrl: deps.publicUrl,
  };
  const clock = deps.clock;
  const remind: ScheduleReminders | undefined =
    deps.jobs && clock && deps.mailQueue
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
     * Cancel RSVP; the first on the waitlist is promoted and mailed (after commit).
     * @throws AppError 404 (no such event or RSVP), 409 (the event has started)
     */
    cancel: async (input: { userId: string; eventId: string; now?: Date }) => {
      const { promotions } = await cancelRsvp(db, { ...input, now: nowOf(input.now) }, remind);
      await mailPromotions(notices, promotions);
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
      const { promotions } = await applyCapacity(db, { ...input, now: nowOf() }, remind);
      await mailPromotions(notices, promotions);
    },
    /**
     * The directory's hook inside a party's deletion (the event row is locked): reads who is
     * going or waiting before the rows go with the event, and leaves a tombstone for the feeds
     * of those going (STATUS:CANCELLED, ADR 082).
     * @returns what to run after the deletion commits: the cancellation e-mails
     */
    partyDeleting: async (tx: Database, event: EventFacts) => {
      const userIds = await activeAttendees(tx, event.id);
      await recordCancellation(tx, event);
      return () => mailCancellation(notices, event, userIds).then(() => undefined);
    },
    /**
     * The directory's hook after an approved change moved a verified party's time or place:
     * mails everyone going or waiting (nothing once the event has ended) and schedules reminders
     * for the new start for everyone going (the old start's jobs then do nothing, ADR 081).
     * @returns how many were mailed
     */
    partyChanged: async (input: { eventId: string; now?: Date }) => {
      const event = (await findEventFacts(db, [input.eventId])).get(input.eventId);
      const now = nowOf(input.now) ?? new Date();
      if (!event || event.endDate.getTime() <= now.getTime()) return 0;
      if (remind && event.verified && event.startDate.getTime() > now.getTime()) {
        const going = await goingAttendees(db, event.id);
        await db.transaction((tx) => remind(tx, event, going));
      }
      return mailChange(notices, event, await activeAttendees(db, event.id));
    },
    /** The personal calendar feed (issue 25 item 5, ADR 082). */
    calendarFeed: createCalendarFeedService({ db, publicUrl: deps.publicUrl }),
    /** Upcoming events the user is going to, next first (/me). */
    listGoingFor: (input: { userId: string; now?: Date }) => listGoingFor(db, input),
    /**
     * Mails the gamers promoted from a waitlist by a change made elsewhere (the account
     * deletion's transaction, ADR 080), once that change has committed. @returns messages sent
     */
    notifyPromotions: async (promotions: readonly Promotion[]) => {
      await remindPromoted(promotions);
      return mailPromotions(notices, promotions);
    },
    /** Everything stored about the user's RSVPs (Download my data). */
    exportFor: (input: { userId: string }) => exportFor(db, input.userId),
    /** Deletes the user's RSVPs; freed seats go to the waitlist, who are mailed. */
    eraseFor: async (input: { userId: string; now?: Date }) => {
      const { erased, promotions } = await eraseFor(db, input.userId, nowOf(input.now));
      await remindPromoted(promotions);
      await mailPromotions(notices, promotions);
      return { erased };
    },
  };
}

/** The attendance area's service object. */
export type AttendanceService = ReturnType<typeof createAttendanceService>;
