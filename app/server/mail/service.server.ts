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
import { createMailOutbox, outboxOf, type UndeliveredMail } from "./outgoing.server";
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
 * What Retry on /admin/mail says for each outcome of the attempt it makes (exported for the
 * test of its translations, app/i18n/admin.server.ts).
 */
export const RETRY_NOTICES = {
  sent: "The message was sent.",
  retry: "The mail server still refuses it; it is tried again in a minute.",
  failed: "The mail server still refuses it; it is tried again in a minute.",
  busy: "The message is being sent right now.",
  dropped: "The message is not sent: its recipient can no longer get it.",
  done: "That message is no longer waiting.",
} as const;

/** Retry's answer to an id that is not a message's (exported like {@link RETRY_NOTICES}). */
export const RETRY_INVALID_MESSAGE = "Choose a message to retry.";

/**
 * Builds the mail service. With the runtime's outbox mailer (`createMailOutbox(…).mailer`) it
 * uses that outbox; with a plain transport (tests) it builds one around it, registering the
 * delivery job on `deps.jobs`.
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
  const outbox =
    outboxOf(deps.mailer) ??
    createMailOutbox({
      db: deps.db,
      jobs: deps.jobs,
      transport: deps.mailer,
      teamAddresses: deps.teamAddresses,
    });
  const guarded = guardMailer(outbox.mailer, { teamAddresses: deps.teamAddresses });
  const queue = createMailQueue({ ...deps, outbox });

  async function readLink(token: string): Promise<{ userId: string; kind: MailKind }> {
    const target = await readUnsubscribeToken(deps.secret, token);
    if (!target) throw new AppError("mail.unsubscribe_invalid", INVALID_UNSUBSCRIBE_LINK, 400);
    return target;
  }

  return {
    /** "smtp" or "outbox". */
    kind: deps.mailer.kind,
    /**
     * The outbox's mailer (ADR 093), for the areas that send with `guardMailer`: every message
     * is stored first, then tried at once (or delivered after the `tx` it was given commits).
     */
    mailer: outbox.mailer,
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
     * /admin/mail (issue 29 item 2): messages with a failed attempt or overdue, newest first,
     * without bodies; an address being proven is masked. Callers check the admin role.
     */
    listUndelivered: (): Promise<UndeliveredMail[]> => outbox.listUndelivered(),
    /**
     * Retry on /admin/mail: puts the message back in line and tries it at once.
     * @returns the notice to show
     * @throws AppError 400 `mail.retry_invalid` for an id that is not a UUID
     */
    retryMail: async (input: { id: string }): Promise<{ notice: string }> => {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.id)) {
        throw new AppError("mail.retry_invalid", RETRY_INVALID_MESSAGE, 400);
      }
      return { notice: RETRY_NOTICES[await outbox.retry(input.id)] };
    },
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
