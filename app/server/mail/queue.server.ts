/**
 * Mail delivery on the job queue (issue 25 items 4 and 6, ADR 074, ADR 075; issue 29 item 2,
 * ADR 093): `enqueue` writes the message to the outbox (`outgoing_mail`) and its delivery job,
 * in the caller's transaction when given one; the `mail-delivery` job claims it, sends it
 * through the outgoing-mail rule and retries it with back-off while the mail server refuses. Mail of
 * a kind (reminders, digests, changes, monthly summaries) goes only to accounts that want it, and
 * carries a one-click unsubscribe link for that account and kind (RFC 8058).
 */
import type { Database, DatabaseTx } from "../db/client.server";
import type { MailOutbox } from "./outgoing.server";
import { isWanted, type MailKind } from "./preferences.server";
import { recipientAddress, type MailRecipient } from "./recipients.server";
import type { MailContent } from "./templates";
import { unsubscribeHeaders } from "./unsubscribe.server";

export { MAIL_DELIVERY_QUEUE } from "./outgoing.server";

/** An account's own address (the only recipient of mail of a kind). */
export type AccountRecipient = Extract<MailRecipient, { kind: "account" }>;

/** What `enqueue` takes. */
export type QueuedMail = {
  /** A Drizzle transaction: the message is queued only if it commits. */
  tx?: DatabaseTx;
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * De-duplication key (e.g. `reminder:<event>:<user>`): a second enqueue stores nothing (for
   * 30 days after the first was written).
   */
  singletonKey?: string;
} & (
  | {
      /** Transactional mail (a code, a receipt, a promotion from the waitlist): always sent. */
      kind?: undefined;
      to: MailRecipient;
      content: MailContent;
    }
  | {
      /** A kind of mail the account can switch off on /me/notifications. */
      kind: MailKind;
      to: AccountRecipient;
      /** The message, or a function rendering it with the account's unsubscribe link. */
      content: MailContent | ((links: { unsubscribeUrl: string }) => Promise<MailContent>);
    }
);

/** Whether a message was queued: its outbox row and delivery job, or why not. */
export type EnqueueResult =
  | { queued: true; jobId: string; mailId: string }
  | { queued: false; reason: "switched-off" | "duplicate" };

/** Mail delivery on the queue. */
export interface MailQueue {
  /**
   * Queues one message. Mail of a `kind` the account switched off is not queued
   * (`switched-off`); mail of a kind gets `List-Unsubscribe` and `List-Unsubscribe-Post`.
   * @returns whether it was queued, with the outbox row's and the job's ids
   * @throws MailRecipientRefused at once for a recipient the outgoing-mail rule refuses; the
   *   database error (the caller's transaction then rolls back)
   */
  enqueue(mail: QueuedMail): Promise<EnqueueResult>;
}

/** What the mail queue is built from. */
export interface MailQueueDeps {
  db: Database;
  /** The outbox the messages are written to (ADR 093). */
  outbox: MailOutbox;
  teamAddresses: readonly string[];
  /** The site's public origin, for unsubscribe links. */
  publicUrl: string;
  /** The auth secret, signing unsubscribe links. */
  secret: string;
}

/**
 * Builds the mail queue on the outbox (which registered the delivery job).
 * @returns `enqueue`
 */
export function createMailQueue(deps: MailQueueDeps): MailQueue {
  const policy = { teamAddresses: deps.teamAddresses };
  return {
    async enqueue(mail) {
      recipientAddress(mail.to, policy);
      let content: MailContent;
      if (mail.kind) {
        const reader = mail.tx ?? deps.db;
        if (!(await isWanted(reader, mail.to.userId, mail.kind))) {
          return { queued: false, reason: "switched-off" };
        }
        const link = await unsubscribeHeaders(deps, { userId: mail.to.userId, kind: mail.kind });
        const rendered =
          typeof mail.content === "function"
            ? await mail.content({ unsubscribeUrl: link.url })
            : mail.content;
        content = { ...rendered, headers: { ...rendered.headers, ...link.headers } };
      } else {
        content = mail.content;
      }
      const stored = await deps.outbox.store(
        {
          recipient: mail.to,
          address: mail.to.email.trim(),
          kind: mail.kind ?? null,
          content,
          runAt: mail.runAt,
          dedupeKey: mail.singletonKey,
        },
        { tx: mail.tx },
      );
      return stored
        ? { queued: true, jobId: stored.jobId, mailId: stored.id }
        : { queued: false, reason: "duplicate" };
    },
  };
}
