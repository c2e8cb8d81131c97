/**
 * The mail area's service: sending one message through the configured mailer (SMTP or the
 * dev outbox), only to a recipient the outgoing-mail rule allows (SECURITY.md "Outgoing mail");
 * the queue of deliveries (ADR 074); and what /me/notifications and /unsubscribe call (issue 25
 * item 6, ADR 075).
 */
import { AppError } from "../errors/app-error";
import type { Database } from "../db/client.server";
import type { Jobs } from "../jobs/index.server";
import type { Mailer } from "./mailer.server";
import {
  listPreferences,
  MAIL_KIND_LABELS,
  setPreference,
  setPreferences,
  type MailKind,
  type MailPreferences,
} from "./preferences.server";
import { createMailQueue } from "./queue.server";
import { guardMailer, type MailRecipient } from "./recipients.server";
import { readUnsubscribeToken } from "./unsubscribe.server";

/** The user message for an unsubscribe link that is forged, cut short or expired. */
export const INVALID_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid or has expired. Sign in to choose which e-mails you get.";

/** What the unsubscribe page shows for a valid link: the kind, by its label. */
export interface UnsubscribeInfo {
  kind: MailKind;
  label: string;
}

/** True for PostgreSQL's foreign-key violation (here: the account no longer exists). */
function isMissingAccount(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === "23503") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Builds the mail service (and registers the delivery job on `deps.jobs`).
 * @param deps the mailer, the configured team addresses, the database, the job queue, the public
 *   origin and the auth secret (unsubscribe links)
 */
export function createMailService(deps: {
  mailer: Mailer;
  teamAddresses: readonly string[];
  db: Database;
  jobs: Jobs;
  publicUrl: string;
  secret: string;
}) {
  const guarded = guardMailer(deps.mailer, { teamAddresses: deps.teamAddresses });
  const queue = createMailQueue(deps);

  async function readLink(token: string): Promise<{ userId: string; kind: MailKind }> {
    const target = await readUnsubscribeToken(deps.secret, token);
    if (!target) throw new AppError("mail.unsubscribe_invalid", INVALID_UNSUBSCRIBE_LINK, 400);
    return target;
  }

  return {
    /** "smtp" or "outbox". */
    kind: deps.mailer.kind,
    /**
     * Sends one message to a typed recipient now.
     * @throws MailRecipientRefused for a recipient the rule refuses; MailDeliveryError when it
     *   could not be delivered or stored
     */
    send: (input: {
      to: MailRecipient;
      subject: string;
      text: string;
      html: string;
    }): Promise<void> =>
      guarded.send(input.to, { subject: input.subject, text: input.text, html: input.html }),
    /** The delivery queue other areas' services enqueue mail on (see README "Queued mail"). */
    queue,
    /**
     * The account's switches (issue 25 item 6).
     * @returns every kind with whether it is on
     */
    getPreferences: (input: { userId: string }): Promise<MailPreferences> =>
      listPreferences(deps.db, input.userId),
    /** Saves every switch of /me/notifications at once. */
    savePreferences: (input: { userId: string; preferences: MailPreferences }): Promise<void> =>
      setPreferences(deps.db, input.userId, input.preferences),
    /**
     * What an unsubscribe link would switch off (GET /unsubscribe; changes nothing).
     * @throws AppError 400 `mail.unsubscribe_invalid` for a bad link
     */
    readUnsubscribe: async (input: { token: string }): Promise<UnsubscribeInfo> => {
      const { kind } = await readLink(input.token);
      return { kind, label: MAIL_KIND_LABELS[kind] };
    },
    /**
     * Switches off the link's kind for the link's account (POST /unsubscribe, also RFC 8058's
     * one-click POST); idempotent, and done for an account deleted meanwhile.
     * @throws AppError 400 `mail.unsubscribe_invalid` for a bad link
     */
    unsubscribe: async (input: { token: string }): Promise<UnsubscribeInfo> => {
      const { userId, kind } = await readLink(input.token);
      try {
        await setPreference(deps.db, userId, kind, false);
      } catch (error) {
        if (!isMissingAccount(error)) throw error;
      }
      return { kind, label: MAIL_KIND_LABELS[kind] };
    },
  };
}

/** The mail area's service object. */
export type MailService = ReturnType<typeof createMailService>;
