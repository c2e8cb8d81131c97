/**
 * The setup request (docs/spec/owner-portal.md §2 "Next Steps dialog", "Confirm Your Details
 * dialog", §3 "Onboarding request payload", §4 "Center onboarding", §8 setup e-mail failure;
 * the setup request dialogs): an e-mail to the support team with reply-to the address typed in
 * the dialog, plus a copy to the account's own verified address (never to the typed one:
 * SECURITY.md "Outgoing mail"); at most `SETUP_REQUEST_RULE` per center (ADR 048); on success
 * the center is marked `onboarding_email_sent`.
 */
import { and, eq } from "drizzle-orm";
import type { SetupRequestForm } from "~/lib/setup-request";
import { setupFailedMessage } from "~/lib/setup-request";
import type { Locale } from "~/i18n/locales";
import { localeOfUser } from "../auth/index.server";
import type { Database } from "../db/client.server";
import { locations } from "./schema";
import { consumeLimit, type LimitRule } from "../limits/index.server";
import {
  NO_WEBSITE,
  setupRequestCopyEmail,
  setupRequestTeamEmail,
  type GuardedMailer,
  type MailRecipient,
} from "../mail/index.server";
import { OWNER_MESSAGES, OwnerError, reasonOf } from "./owner-errors.server";

/** Setup requests per center: at most 3 a day (ADR 048). */
export const SETUP_REQUEST_RULE: LimitRule = { max: 3, windowSeconds: 24 * 60 * 60 };

/** Shown in the dialog when a center has used its setup requests for the day. */
export const SETUP_LIMIT_MESSAGE =
  "You have sent 3 setup requests for this center today. Please try again tomorrow.";

/** The signed-in account: its id and its own verified address (from the session). */
export interface SetupAccount {
  userId: string;
  email: string;
  /** The account's language, for the copy (issue 28); English when not given. */
  locale?: Locale;
}

/** An e-mail to send, rendered in the branded layout; the guarded mailer delivers it. */
export interface OutgoingMessage {
  to: MailRecipient;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** The onboarding request payload (§3). */
export interface SetupRequestPayload {
  userName: string;
  userEmail: string;
  lanCenterName: string;
  lanCenterAddress: string;
  website: string | null;
}

/** Removes line breaks so a value cannot start a new header or paragraph. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/**
 * Builds the two messages of a setup request: to `supportEmail` with reply-to the typed
 * contact address, and the copy to the account's own address (the mail area's templates).
 * @returns [team message, account copy]
 */
export async function buildSetupRequestMessages(
  payload: SetupRequestPayload,
  supportEmail: string,
  account: SetupAccount,
): Promise<[OutgoingMessage, OutgoingMessage]> {
  const details = {
    userName: oneLine(payload.userName),
    userEmail: oneLine(payload.userEmail),
    lanCenterName: oneLine(payload.lanCenterName),
    lanCenterAddress: oneLine(payload.lanCenterAddress),
    website: payload.website ? oneLine(payload.website) : NO_WEBSITE,
  };
  const [team, copy] = await Promise.all([
    setupRequestTeamEmail(details),
    setupRequestCopyEmail(details, supportEmail, account.locale),
  ]);
  return [
    { to: { kind: "team", email: supportEmail }, ...team },
    { to: { kind: "account", userId: account.userId, email: account.email }, ...copy },
  ];
}

/**
 * Marks the user's center as onboarded: `onboarding_email_sent = true`,
 * `onboarding_email_sent_at = now` (by id and created_by).
 * @returns true when a row of the user was updated
 */
export async function markOnboardingEmailSent(input: {
  db: Database;
  userId: string;
  locationId: string;
}): Promise<boolean> {
  const rows = await input.db
    .update(locations)
    .set({ onboardingEmailSent: true, onboardingEmailSentAt: new Date() })
    .where(and(eq(locations.id, input.locationId), eq(locations.createdBy, input.userId)))
    .returning({ id: locations.id });
  return rows.length > 0;
}

/**
 * Sends the setup request for one of the user's centers and records it. The center's daily
 * budget is counted first, in one atomic statement, so parallel requests cannot exceed it.
 * A failure to record the flag after sending is only logged (§8).
 * @param input.account the signed-in account; its own address gets the copy
 * @param input.send delivers one message; throws on failure
 * @throws OwnerError `not_found` for a missing or foreign center; `rate_limited` with
 *   `SETUP_LIMIT_MESSAGE` over the center's budget; `create_failed` with 'Failed to send setup
 *   email. Please contact support directly at {email}.' when sending fails
 */
export async function sendSetupRequest(input: {
  db: Database;
  userId: string;
  account: SetupAccount;
  supportEmail: string;
  form: SetupRequestForm;
  send: (message: OutgoingMessage) => Promise<void>;
}): Promise<void> {
  const { db, userId, form } = input;
  const [own] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, form.locationId), eq(locations.createdBy, userId)));
  if (!own) throw new OwnerError("not_found", OWNER_MESSAGES.centerNotFound);
  if (!(await consumeLimit(db, `setup-request:center:${own.id}`, SETUP_REQUEST_RULE))) {
    throw new OwnerError("rate_limited", SETUP_LIMIT_MESSAGE);
  }
  const [team, copy] = await buildSetupRequestMessages(
    {
      userName: `${form.firstName} ${form.lastName}`,
      userEmail: form.email,
      lanCenterName: form.lanCenterName,
      lanCenterAddress: form.lanCenterAddress,
      website: form.website,
    },
    input.supportEmail,
    // The copy is written in the account's language (issue 28).
    { ...input.account, locale: input.account.locale ?? (await localeOfUser(db, userId)) },
  );
  try {
    await input.send(team);
  } catch (error) {
    console.error(`owner: setup request for ${form.locationId} not sent: ${reasonOf(error)}`);
    throw new OwnerError("create_failed", setupFailedMessage(input.supportEmail), error);
  }
  try {
    await input.send(copy);
  } catch (error) {
    console.warn(`owner: copy of setup request to the account not sent: ${reasonOf(error)}`);
  }
  try {
    await markOnboardingEmailSent({ db, userId, locationId: form.locationId });
  } catch (error) {
    console.error(`owner: onboarding flag of ${form.locationId} not saved: ${reasonOf(error)}`);
  }
}

/**
 * Adapts the guarded mailer (SMTP or dev outbox) to `sendSetupRequest`'s `send`.
 * @returns a function that delivers one message; it throws MailDeliveryError on failure
 */
export function sendWithMailer(mailer: GuardedMailer): (message: OutgoingMessage) => Promise<void> {
  return (message) =>
    mailer.send(message.to, {
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
    });
}
