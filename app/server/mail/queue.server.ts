/**
 * Mail delivery on the job queue (issue 25 items 4 and 6, ADR 074, ADR 075): `enqueue` writes a
 * delivery job, in the caller's transaction when given one; the `mail-delivery` job sends it
 * through the guarded mailer and is retried with back-off while the mail server refuses. Mail of
 * a kind (reminders, digests, changes, monthly summaries) goes only to accounts that want it, and
 * carries a one-click unsubscribe link for that account and kind (RFC 8058).
 */
import type { Database, DatabaseTx } from "../db/client.server";
import type { Jobs } from "../jobs/index.server";
import { reasonOf } from "../errors/app-error";
import type { Mailer } from "./mailer.server";
import { isWanted, type MailKind } from "./preferences.server";
import {
  guardMailer,
  MailRecipientRefused,
  recipientAddress,
  type MailRecipient,
} from "./recipients.server";
import type { MailContent } from "./templates";
import { unsubscribeHeaders } from "./unsubscribe.server";

/** The queue of mail deliveries. */
export const MAIL_DELIVERY_QUEUE = "mail-delivery";

/** An account's own address (the only recipient of mail of a kind). */
export type AccountRecipient = Extract<MailRecipient, { kind: "account" }>;

/** What `enqueue` takes. */
export type QueuedMail = {
  /** A Drizzle transaction: the message is queued only if it commits. */
  tx?: DatabaseTx;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** De-duplication key (e.g. `reminder:<event>:<user>`): a second enqueue stores nothing. */
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

/** Why a message was not queued. */
export type EnqueueResult =
  { queued: true; jobId: string } | { queued: false; reason: "switched-off" | "duplicate" };

/** The job's data: the recipient and the rendered message (headers included). */
interface DeliveryJob {
  to: MailRecipient;
  kind: MailKind | null;
  content: MailContent;
}

/** Mail delivery on the queue. */
export interface MailQueue {
  /**
   * Queues one message. Mail of a `kind` the account switched off is not queued
   * (`switched-off`); mail of a kind gets `List-Unsubscribe` and `List-Unsubscribe-Post`.
   * @returns whether it was queued, and the job id
   * @throws MailRecipientRefused at once for a recipient the outgoing-mail rule refuses; the
   *   database error (the caller's transaction then rolls back)
   */
  enqueue(mail: QueuedMail): Promise<EnqueueResult>;
}

/** What the mail queue is built from. */
export interface MailQueueDeps {
  db: Database;
  jobs: Jobs;
  mailer: Mailer;
  teamAddresses: readonly string[];
  /** The site's public origin, for unsubscribe links. */
  publicUrl: string;
  /** The auth secret, signing unsubscribe links. */
  secret: string;
  /** Where refused recipients are written (default: console.error). */
  log?: (line: string) => void;
}

/**
 * Builds the mail queue and registers its delivery job on `deps.jobs` (before the queue starts).
 * @returns `enqueue`
 */
export function createMailQueue(deps: MailQueueDeps): MailQueue {
  const log = deps.log ?? ((line: string) => console.error(line));
  const policy = { teamAddresses: deps.teamAddresses };
  const guarded = guardMailer(deps.mailer, policy);
  deps.jobs.register<DeliveryJob>(
    MAIL_DELIVERY_QUEUE,
    async ({ to, kind, content }) => {
      // Switched off while the message waited: not sent.
      if (kind && to.kind === "account" && !(await isWanted(deps.db, to.userId, kind))) return;
      try {
        await guarded.send(to, content);
      } catch (error) {
        // The rule refuses it now and always will: no retry.
        if (error instanceof MailRecipientRefused) {
          log(`mail: queued message not sent: ${reasonOf(error)}`);
          return;
        }
        throw error;
      }
    },
    // A refusing or unreachable server: 1, 2, 4, … minutes (with jitter), about 8 hours in all.
    { retryLimit: 8, retryDelaySeconds: 60, retryBackoff: true },
  );
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
      const job: DeliveryJob = { to: mail.to, kind: mail.kind ?? null, content };
      const jobId = await deps.jobs.send(MAIL_DELIVERY_QUEUE, job, {
        tx: mail.tx,
        runAt: mail.runAt,
        singletonKey: mail.singletonKey,
      });
      return jobId ? { queued: true, jobId } : { queued: false, reason: "duplicate" };
    },
  };
}
