/**
 * The setup request (docs/spec/owner-portal.md §2 "Next Steps dialog", "Confirm Your Details
 * dialog", §3 "Onboarding request payload", §4 "Center onboarding", §8 setup e-mail failure;
 * the setup request dialogs): an e-mail to the support team with reply-to the owner plus a copy to
 * the owner; on success the center is marked `onboarding_email_sent`.
 */
import { and, eq } from "drizzle-orm";
import type { SetupRequestForm } from "~/lib/setup-request";
import { setupFailedMessage } from "~/lib/setup-request";
import type { Database } from "../db/client.server";
import { locations } from "./schema";
import type { Mailer } from "../mail/index.server";
import { OWNER_MESSAGES, OwnerError, reasonOf } from "./owner-errors.server";

/** An e-mail to send; the mail transport (accounts issue) delivers it. */
export interface OutgoingMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
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
 * Builds the two messages of a setup request: to `supportEmail` with reply-to the owner, and
 * the owner's copy.
 * @returns [team message, owner copy]
 */
export function buildSetupRequestMessages(
  payload: SetupRequestPayload,
  supportEmail: string,
): [OutgoingMessage, OutgoingMessage] {
  const p = {
    userName: oneLine(payload.userName),
    userEmail: oneLine(payload.userEmail),
    lanCenterName: oneLine(payload.lanCenterName),
    lanCenterAddress: oneLine(payload.lanCenterAddress),
    website: payload.website ? oneLine(payload.website) : "(none)",
  };
  const details = [
    `Name: ${p.userName}`,
    `E-mail: ${p.userEmail}`,
    `LAN center: ${p.lanCenterName}`,
    `Location: ${p.lanCenterAddress}`,
    `Website: ${p.website}`,
  ].join("\n");
  return [
    {
      to: supportEmail,
      replyTo: p.userEmail,
      subject: `Steam PC Cafe setup request: ${p.lanCenterName}`,
      text: `A LAN center owner asks for Steam PC Cafe setup.\n\n${details}\n\nReply to this e-mail to reach the owner.\n`,
    },
    {
      to: p.userEmail,
      replyTo: supportEmail,
      subject: `Your setup request for ${p.lanCenterName}`,
      text: `Hello ${p.userName},\n\nThank you! We received your Steam PC Cafe setup request and our team will contact you within 1-2 business days.\n\n${details}\n\nQuestions? Write to ${supportEmail}.\n`,
    },
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
 * Sends the setup request for one of the user's centers and records it. A failure to record
 * the flag after sending is only logged (§8).
 * @param input.send delivers one message; throws on failure
 * @throws OwnerError `not_found` for a missing or foreign center; `create_failed` with 'Failed
 *   to send setup email. Please contact support directly at {email}.' when sending fails
 */
export async function sendSetupRequest(input: {
  db: Database;
  userId: string;
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
  const [team, copy] = buildSetupRequestMessages(
    {
      userName: `${form.firstName} ${form.lastName}`,
      userEmail: form.email,
      lanCenterName: form.lanCenterName,
      lanCenterAddress: form.lanCenterAddress,
      website: form.website,
    },
    input.supportEmail,
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
    console.warn(`owner: copy of setup request to the owner not sent: ${reasonOf(error)}`);
  }
  try {
    await markOnboardingEmailSent({ db, userId, locationId: form.locationId });
  } catch (error) {
    console.error(`owner: onboarding flag of ${form.locationId} not saved: ${reasonOf(error)}`);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Adapts the app's mailer (SMTP or dev outbox) to `sendSetupRequest`'s `send`.
 * @returns a function that delivers one message; it throws MailDeliveryError on failure
 */
export function sendWithMailer(mailer: Mailer): (message: OutgoingMessage) => Promise<void> {
  return (message) =>
    mailer.send(message.to, {
      subject: message.subject,
      text: message.text,
      html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(message.text)}</pre>`,
      replyTo: message.replyTo,
    });
}
