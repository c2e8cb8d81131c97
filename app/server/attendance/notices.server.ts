/**
 * The attendance area's e-mails (issue 25 item 3), sent after the change's transaction has
 * committed: a promotion from the waitlist, an event cancelled by its organiser, and an event
 * whose time or place changed. Every
 * message leaves through `deliver`, the one function to switch to the mail queue (`mail.enqueue`)
 * when it lands; a failed message is logged and never undoes the change.
 */
import { findProfiles } from "../auth/index.server";
import type { Database } from "../db/client.server";
import { reasonOf } from "../errors/app-error";
import type { EventFacts } from "../directory/index.server";
import {
  eventCancelledEmail,
  eventChangedEmail,
  promotedFromWaitlistEmail,
  type AttendanceNotice,
  type GuardedMailer,
  type MailContent,
} from "../mail/index.server";

/** What sending needs: the database (recipients' addresses), the guarded mailer, the site URL. */
export interface NoticeDeps {
  db: Database;
  mailer: GuardedMailer;
  publicUrl: string;
}

/**
 * Sends one message to an account's own address (guardMailer's `account` rule).
 * @returns false when it failed (logged)
 */
async function deliver(
  mailer: GuardedMailer,
  to: { userId: string; email: string },
  content: MailContent,
): Promise<boolean> {
  try {
    await mailer.send({ kind: "account", userId: to.userId, email: to.email }, content);
    return true;
  } catch (error) {
    console.error(`attendance: e-mail to ${to.userId} failed: ${reasonOf(error)}`);
    return false;
  }
}

function noticeOf(deps: NoticeDeps, event: EventFacts): AttendanceNotice {
  return {
    eventName: event.name,
    startDate: event.startDate,
    timeZone: event.timeZone ?? "UTC",
    link: `${deps.publicUrl}/events/${event.id}`,
  };
}

/** Mails each user the same content, built once per event; @returns how many were sent. */
async function mailAll(
  deps: NoticeDeps,
  userIds: readonly string[],
  content: () => Promise<MailContent>,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const profiles = await findProfiles(deps.db, userIds);
  const message = await content();
  let sent = 0;
  for (const userId of userIds) {
    const email = profiles.get(userId)?.email;
    if (email && (await deliver(deps.mailer, { userId, email }, message))) sent += 1;
  }
  return sent;
}

/** Tells each promoted gamer they are now going (issue 25 item 3). @returns messages sent */
export async function mailPromotions(
  deps: NoticeDeps,
  promotions: readonly { userId: string; event: EventFacts }[],
): Promise<number> {
  let sent = 0;
  for (const { userId, event } of promotions) {
    sent += await mailAll(deps, [userId], () => promotedFromWaitlistEmail(noticeOf(deps, event)));
  }
  return sent;
}

/** Tells everyone who was going or waiting that the event was cancelled. @returns messages sent */
export function mailCancellation(
  deps: NoticeDeps,
  event: EventFacts,
  userIds: readonly string[],
): Promise<number> {
  return mailAll(deps, userIds, () => eventCancelledEmail(noticeOf(deps, event)));
}

/** Tells everyone going or waiting that the event's time or place changed. @returns sent */
export function mailChange(
  deps: NoticeDeps,
  event: EventFacts,
  userIds: readonly string[],
): Promise<number> {
  return mailAll(deps, userIds, () =>
    eventChangedEmail({ ...noticeOf(deps, event), endDate: event.endDate }),
  );
}
