/**
 * Event reminders (issue 25 item 4, ADR 081): everyone going gets one e-mail 24 hours before the
 * start, or at once when they become going later than that. A reminder is a job on the durable
 * queue (ADR 074), stored in the same transaction that made the person going, keyed by event,
 * user and start so it is stored once; a new start gives new jobs, and a job whose `startsAt` no
 * longer matches does nothing. The handler re-reads the RSVP and the event and queues the mail
 * (kind `event_reminders`, which the account can switch off) under its own key, so a handler run
 * twice, or by two instances, still queues one message.
 */
import { localizeHref } from "~/i18n/locales";
import { findProfiles } from "../auth/index.server";
import type { Database, DatabaseTx } from "../db/client.server";
import { findEventFacts, type EventFacts } from "../directory/index.server";
import type { Clock, Jobs } from "../jobs/index.server";
import { eventReminderEmail, type MailQueue } from "../mail/index.server";
import { statusOf } from "./rsvps.server";

/** The reminder job's queue name. */
export const REMINDER_JOB = "attendance-reminder";

/** How long before the start the reminder goes out (24 hours, in ms). */
export const REMINDER_LEAD_MS = 24 * 3600_000;

/** The job's data: ids and the start it was scheduled for (ISO), no personal data. */
export interface ReminderJob {
  eventId: string;
  userId: string;
  startsAt: string;
}

/** What reminders need: the job queue, the clock, the mail queue, the database, the site URL. */
export interface ReminderDeps {
  db: Database;
  jobs: Jobs;
  clock: Clock;
  mailQueue: MailQueue;
  publicUrl: string;
}

/** Someone going: the user and their RSVP's arrival position (new after a cancelled RSVP). */
export interface GoingAttendee {
  userId: string;
  position: number;
}

/** Schedules reminders inside the caller's transaction (the people who just became going). */
export type ScheduleReminders = (
  tx: Database,
  event: Pick<EventFacts, "id" | "startDate">,
  attendees: readonly GoingAttendee[],
) => Promise<void>;

/**
 * Stores one reminder job per going RSVP for the event's current start, due at
 * `max(now, start − 24 h)`; a job already stored for that key is kept (none added).
 * @param now the clock's time of the write
 */
export async function scheduleReminders(
  jobs: Jobs,
  tx: Database | undefined,
  event: Pick<EventFacts, "id" | "startDate">,
  attendees: readonly GoingAttendee[],
  now: Date,
): Promise<void> {
  const startsAt = event.startDate.toISOString();
  const due = Math.max(now.getTime(), event.startDate.getTime() - REMINDER_LEAD_MS);
  for (const { userId, position } of attendees) {
    const data: ReminderJob = { eventId: event.id, userId, startsAt };
    await jobs.send(REMINDER_JOB, data, {
      tx: tx as DatabaseTx | undefined,
      runAt: new Date(due),
      // The position makes a new key when a cancelled RSVP comes back (ADR 081); the mail's own
      // key (without it) still allows one reminder per person and start.
      singletonKey: `reminder:${event.id}:${userId}:${startsAt}:${position}`,
    });
  }
}

/**
 * Registers the reminder handler on `deps.jobs` (while the attendance service is built). It
 * sends only if the user is still going, the event is still public, its start equals the job's
 * `startsAt` and it has not started by the clock.
 * @returns the scheduler the RSVP writes call inside their transactions
 */
export function registerReminders(deps: ReminderDeps): ScheduleReminders {
  deps.jobs.register<ReminderJob>(REMINDER_JOB, async ({ eventId, userId, startsAt }) => {
    const event = (await findEventFacts(deps.db, [eventId])).get(eventId);
    if (!event || !event.verified) return;
    if (event.startDate.toISOString() !== startsAt) return;
    if (event.startDate.getTime() <= deps.clock.now().getTime()) return;
    if ((await statusOf(deps.db, { userId, eventId })) !== "going") return;
    const profile = (await findProfiles(deps.db, [userId])).get(userId);
    if (!profile) return;
    const { email, locale } = profile;
    const path = `/events/${event.id}`;
    // In the gamer's language (issue 28); the calendar file is one resource for every language.
    const content = await eventReminderEmail({
      eventName: event.name,
      startDate: event.startDate,
      endDate: event.endDate,
      timeZone: event.timeZone ?? "UTC",
      link: `${deps.publicUrl}${localizeHref(locale, path)}`,
      calendarLink: `${deps.publicUrl}${path}/calendar.ics`,
      locale,
    });
    await deps.mailQueue.enqueue({
      to: { kind: "account", userId, email },
      kind: "event_reminders",
      content,
      singletonKey: `reminder-mail:${eventId}:${userId}:${startsAt}`,
    });
  });
  return (tx, event, userIds) => scheduleReminders(deps.jobs, tx, event, userIds, deps.clock.now());
}
