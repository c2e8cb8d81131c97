/**
 * The attendance area's e-mails (issue 25 item 3), on the mail queue (ADR 074, ADR 075): a
 * promotion from the waitlist (transactional: always sent), an event cancelled by its organiser
 * and an event whose time or place changed (kind `event_changes`: switchable on
 * /me/notifications, with `List-Unsubscribe`). Each message is queued in the transaction of the
 * change when the caller has one (so it exists only if the change commits), else right after the
 * commit. The mail server's refusals are retried by the delivery job and never undo the change;
 * a recipient the outgoing-mail rule refuses is skipped (logged); after a commit any failure to
 * queue is logged, never thrown. Each message is written in its recipient's language (issue 28,
 * `auth_user.locale` through auth's `findProfiles`), its link to the event page in that language.
 */
import { localizeHref, type Locale } from "~/i18n/locales";
import { findProfiles } from "../auth/index.server";
import type { Database, DatabaseTx } from "../db/client.server";
import { reasonOf } from "../errors/app-error";
import type { EventFacts } from "../directory/index.server";
import {
  eventCancelledEmail,
  eventChangedEmail,
  MailRecipientRefused,
  promotedFromWaitlistEmail,
  type AttendanceNotice,
  type MailContent,
  type MailQueue,
} from "../mail/index.server";

/** What queuing needs: the database (recipients' addresses), the mail queue, the site URL. */
export interface NoticeDeps {
  db: Database;
  mailQueue: MailQueue;
  publicUrl: string;
}

/** Someone promoted from the waitlist, and the event. */
export interface PromotionNotice {
  userId: string;
  event: EventFacts;
}

function noticeOf(deps: NoticeDeps, event: EventFacts, locale: Locale): AttendanceNotice {
  return {
    eventName: event.name,
    startDate: event.startDate,
    timeZone: event.timeZone ?? "UTC",
    link: `${deps.publicUrl}${localizeHref(locale, `/events/${event.id}`)}`,
    locale,
  };
}

/**
 * Queues the same message, in each user's language (rendered once per language), for each
 * user's own address (guardMailer's `account` rule), in `tx` when given. `kind` undefined:
 * transactional.
 * @returns how many were queued (not those switched off)
 * @throws the database error when queuing inside `tx` fails (the change then rolls back)
 */
async function queueAll(
  deps: NoticeDeps,
  tx: Database | undefined,
  userIds: readonly string[],
  kind: "event_changes" | undefined,
  content: (locale: Locale) => Promise<MailContent>,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const profiles = await findProfiles(tx ?? deps.db, userIds);
  const messages = new Map<Locale, MailContent>();
  let queued = 0;
  for (const userId of userIds) {
    const profile = profiles.get(userId);
    if (!profile) continue;
    const { email, locale } = profile;
    let message = messages.get(locale);
    if (!message) {
      message = await content(locale);
      messages.set(locale, message);
    }
    const to = { kind: "account", userId, email } as const;
    const inTx = tx as DatabaseTx | undefined;
    try {
      const result = kind
        ? await deps.mailQueue.enqueue({ tx: inTx, to, kind, content: message })
        : await deps.mailQueue.enqueue({ tx: inTx, to, content: message });
      if (result.queued) queued += 1;
    } catch (error) {
      // Checked before anything is written, so the transaction is still usable.
      if (!(error instanceof MailRecipientRefused)) throw error;
      console.error(`attendance: e-mail to ${userId} not queued: ${reasonOf(error)}`);
    }
  }
  return queued;
}

/** After a commit: queues, and logs instead of throwing (the change stands). */
async function afterCommit(task: () => Promise<number>): Promise<number> {
  try {
    return await task();
  } catch (error) {
    console.error(`attendance: e-mails not queued: ${reasonOf(error)}`);
    return 0;
  }
}

/**
 * Tells each promoted gamer they are now going (issue 25 item 3): transactional mail.
 * @param tx the promotion's transaction, or undefined after its commit (failures then logged)
 * @returns messages queued
 */
export async function queuePromotions(
  deps: NoticeDeps,
  tx: Database | undefined,
  promotions: readonly PromotionNotice[],
): Promise<number> {
  const task = async () => {
    let queued = 0;
    for (const { userId, event } of promotions) {
      queued += await queueAll(deps, tx, [userId], undefined, (locale) =>
        promotedFromWaitlistEmail(noticeOf(deps, event, locale)),
      );
    }
    return queued;
  };
  return tx ? task() : afterCommit(task);
}

/**
 * Tells everyone who was going or waiting that the event was cancelled (kind `event_changes`),
 * inside the deletion's transaction. @returns messages queued
 */
export function queueCancellation(
  deps: NoticeDeps,
  tx: Database,
  event: EventFacts,
  userIds: readonly string[],
): Promise<number> {
  return queueAll(deps, tx, userIds, "event_changes", (locale) =>
    eventCancelledEmail(noticeOf(deps, event, locale)),
  );
}

/**
 * Tells everyone going or waiting that the event's time or place changed (kind
 * `event_changes`). @param tx a transaction after the change committed (with the new
 * reminders). @returns messages queued
 */
export function queueChange(
  deps: NoticeDeps,
  tx: Database,
  event: EventFacts,
  userIds: readonly string[],
): Promise<number> {
  return queueAll(deps, tx, userIds, "event_changes", (locale) =>
    eventChangedEmail({ ...noticeOf(deps, event, locale), endDate: event.endDate }),
  );
}
