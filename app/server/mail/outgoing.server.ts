/**
 * The transactional outbox (issue 29 item 2, ADR 093): every outgoing message is a row of
 * `outgoing_mail`, written in the transaction of the change that causes it (or in one of its
 * own), with a `mail-delivery` wake-up job in that same transaction. A delivery claims the row
 * with one conditional UPDATE (a claim token and a lease), so two instances never send one
 * message twice; a failed attempt is retried after 1, 2, 4, … minutes (jitter, at most an hour
 * apart, 30 attempts: about a day), then the row is `failed` and waits for Retry on /admin/mail.
 * Mail sent outside a transaction (codes, notices) is tried once right after its commit, so a
 * code still arrives within the request; its wake-up job a minute later retries it if that
 * attempt failed, or if the process died before it.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Database, DatabaseTx } from "../db/client.server";
import { reasonOf } from "../errors/app-error";
import type { Clock, Jobs } from "../jobs/index.server";
import { MailDeliveryError, type Mailer, type MailSendOptions } from "./mailer.server";
import { isWanted, type MailKind } from "./preferences.server";
import { MailRecipientRefused, recipientAddress, type MailRecipient } from "./recipients.server";
import { outgoingMail } from "./schema";
import type { MailContent } from "./templates";

/** The queue of mail deliveries (ADR 074): its jobs carry only the outbox row's id. */
export const MAIL_DELIVERY_QUEUE = "mail-delivery";

/** Attempts before a message is `failed` (the first one included). */
export const MAX_ATTEMPTS = 30;

/** How long one claim lasts: longer than the SMTP transport's timeouts together. */
export const CLAIM_MS = 5 * 60_000;

/** A message sent outside a transaction is retried by its wake-up job this long after commit. */
export const FIRST_RETRY_MS = 60_000;

/** Delivered or dropped rows are deleted this long after they were written. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

/**
 * The wait before the next attempt after `attempts` failed ones: 60 s × 2^(attempts − 1) times
 * a jitter factor in [1, 2), at most an hour (ADR 093).
 * @param attempts failed attempts so far (1 or more)
 * @param random a number in [0, 1) (default Math.random())
 * @returns milliseconds
 */
export function retryDelayMs(attempts: number, random = Math.random()): number {
  const base = 60_000 * 2 ** Math.min(Math.max(attempts, 1) - 1, 16);
  return Math.min(60 * 60_000, Math.round(base * (1 + random)));
}

/** Where an outbox row stands. */
export type OutgoingStatus = "pending" | "sending" | "sent" | "failed" | "dropped";

/** One message to write to the outbox. */
export interface OutgoingMessage {
  /** The typed recipient, checked again at delivery; null when only `address` is known. */
  recipient: MailRecipient | null;
  /** The address (the recipient's, already checked by the guard when `recipient` is null). */
  address: string;
  /** A kind the account can switch off (checked again at delivery), or null. */
  kind: MailKind | null;
  content: MailContent;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** One message per key, ever (until the row is deleted, 30 days after it was written). */
  dedupeKey?: string;
  /** Drops a waiting message with the same key (a newer code replaces an older one). */
  replaceKey?: string;
}

/** What one delivery attempt came to. */
export type DeliveryOutcome =
  /** Handed to the transport. */
  | "sent"
  /** Failed now; retried later. */
  | "retry"
  /** Failed for the last time: `failed`. */
  | "failed"
  /** Not to be sent (kind switched off, recipient refused): `dropped`. */
  | "dropped"
  /** Another attempt holds the claim. */
  | "busy"
  /** Nothing to do: sent, failed, dropped or erased already. */
  | "done";

/** An undelivered message as /admin/mail shows it (no bodies). */
export interface UndeliveredMail {
  id: string;
  /** The address, masked for an address being proven (it may belong to no account). */
  to: string;
  recipientKind: MailRecipient["kind"] | "address";
  kind: MailKind | null;
  subject: string;
  status: "pending" | "sending" | "failed";
  attempts: number;
  /** The last failure, addresses masked. */
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
}

/** The outbox of one process. */
export interface MailOutbox {
  /**
   * Writes one message and its wake-up job in `tx` (or in a transaction of its own). The wake-up
   * job is due at `runAt` (default now), or `wakeAfterMs` later when the caller tries the message
   * itself right after commit.
   * @returns the row's id and the job's id, or null when `dedupeKey` is taken
   * @throws the database error (the caller's transaction then rolls back)
   */
  store(
    message: OutgoingMessage,
    options?: { tx?: DatabaseTx; wakeAfterMs?: number },
  ): Promise<{ id: string; jobId: string } | null>;
  /**
   * One delivery attempt of row `id`: claims it, checks the kind and recipient again, sends,
   * settles the row. A failure is never thrown; it is the outcome.
   * @param options.scheduleRetry send the next wake-up job on a failure (false when one waits)
   * @throws only the database error
   */
  deliver(id: string, options?: { scheduleRetry?: boolean }): Promise<DeliveryOutcome>;
  /** A `Mailer` whose `send` stores the message, then tries it at once when there is no `tx`. */
  mailer: Mailer;
  /** Messages with a failed attempt, or overdue by 5 minutes, newest first (at most `limit`). */
  listUndelivered(limit?: number): Promise<UndeliveredMail[]>;
  /**
   * Retry on /admin/mail: puts a pending or failed message back in line (a failed one with a
   * fresh set of attempts) and tries it at once.
   * @returns the attempt's outcome, or "done" when there is no such undelivered message
   */
  retry(id: string): Promise<DeliveryOutcome>;
  /**
   * Metrics (issue 29 item 4, ADR 097): this process's messages sent, attempts refused and
   * messages given up on since it started, and the outbox's rows per status (all instances).
   * @throws the database error
   */
  stats(): Promise<{
    sent: number;
    failedAttempts: number;
    failed: number;
    byStatus: Record<string, number>;
  }>;
}

/** What the outbox is built from. */
export interface MailOutboxDeps {
  db: Database;
  jobs: Jobs;
  /** The transport: SMTP or the dev outbox (`createMailer`). */
  transport: Mailer;
  teamAddresses: readonly string[];
  /** Where failures are written (default: console.error); never bodies. */
  log?: (line: string) => void;
}

/** The outbox behind each outbox mailer, so `createMailService` finds the runtime's one. */
const outboxes = new WeakMap<Mailer, MailOutbox>();

/**
 * The outbox whose `mailer` this is.
 * @returns the outbox, or undefined for a plain transport
 */
export function outboxOf(mailer: Mailer): MailOutbox | undefined {
  return outboxes.get(mailer);
}

/** Masks an address's local part: `jane@example.com` → `j***@example.com`. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

const ADDRESS = /[^\s<>"'@,;:()]+@[^\s<>"'@,;:()]+\.[^\s<>"'@,;:()]+/g;

/** The failure text kept: one line, addresses masked, at most 300 characters. */
function failureText(error: unknown): string {
  return reasonOf(error)
    .replace(/\s+/g, " ")
    .replace(ADDRESS, (found) => maskAddress(found))
    .slice(0, 300);
}

/** The jobs clock's "now" plus `ms`. */
function later(clock: Clock, ms: number): Date {
  return new Date(clock.now().getTime() + ms);
}

/**
 * Builds the outbox and registers the `mail-delivery` job on `deps.jobs` (before it starts).
 * @returns the outbox: `store`, `deliver`, the durable `mailer`, and the admin's list and Retry
 */
export function createMailOutbox(deps: MailOutboxDeps): MailOutbox {
  const { db, jobs } = deps;
  const clock = jobs.clock;
  const log = deps.log ?? ((line: string) => console.error(line));
  const policy = { teamAddresses: deps.teamAddresses };
  const counts = { sent: 0, failedAttempts: 0, failed: 0 };

  async function store(
    message: OutgoingMessage,
    options: { tx?: DatabaseTx; wakeAfterMs?: number } = {},
  ): Promise<{ id: string; jobId: string } | null> {
    const write = async (tx: DatabaseTx) => {
      const now = clock.now();
      const wakeAt = options.wakeAfterMs
        ? later(clock, options.wakeAfterMs)
        : (message.runAt ?? now);
      if (message.replaceKey) {
        await tx
          .update(outgoingMail)
          .set({ status: "dropped", lastError: "Replaced by a newer message", content: null })
          .where(
            and(
              eq(outgoingMail.replaceKey, message.replaceKey),
              eq(outgoingMail.status, "pending"),
            ),
          );
      }
      const { subject, ...rest } = message.content;
      const [row] = await tx
        .insert(outgoingMail)
        .values({
          id: randomUUID(),
          recipient: message.recipient,
          toAddress: message.address,
          kind: message.kind,
          subject,
          content: rest,
          dedupeKey: message.dedupeKey ?? null,
          replaceKey: message.replaceKey ?? null,
          nextAttemptAt: wakeAt,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: outgoingMail.id });
      if (!row) return null;
      const jobId = await jobs.send(MAIL_DELIVERY_QUEUE, { mailId: row.id }, { tx, runAt: wakeAt });
      if (!jobId) throw new Error("mail: the delivery job was not stored");
      return { id: row.id, jobId };
    };
    return options.tx ? write(options.tx) : db.transaction(write);
  }

  /** Settles a claimed row, if the claim is still ours. */
  async function settle(
    id: string,
    token: string,
    values: Partial<typeof outgoingMail.$inferInsert>,
    wakeAt?: Date,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(outgoingMail)
        .set({ ...values, claimToken: null, claimedUntil: null })
        .where(and(eq(outgoingMail.id, id), eq(outgoingMail.claimToken, token)))
        .returning({ id: outgoingMail.id });
      if (row && wakeAt) {
        await jobs.send(MAIL_DELIVERY_QUEUE, { mailId: id }, { tx, runAt: wakeAt });
      }
    });
  }

  async function deliver(
    id: string,
    options: { scheduleRetry?: boolean } = {},
  ): Promise<DeliveryOutcome> {
    const now = clock.now();
    const token = randomUUID();
    // The claim: one statement, so of two instances exactly one gets the row; an expired claim
    // (a process that died mid-send) is taken over.
    const [row] = await db
      .update(outgoingMail)
      .set({
        status: "sending",
        claimToken: token,
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        attempts: sql`${outgoingMail.attempts} + 1`,
      })
      .where(
        and(
          eq(outgoingMail.id, id),
          or(
            eq(outgoingMail.status, "pending"),
            and(eq(outgoingMail.status, "sending"), lt(outgoingMail.claimedUntil, now)),
          ),
        ),
      )
      .returning();
    if (!row) {
      const [current] = await db
        .select({ status: outgoingMail.status })
        .from(outgoingMail)
        .where(eq(outgoingMail.id, id));
      return current?.status === "sending" ? "busy" : "done";
    }
    const recipient = row.recipient as MailRecipient | null;
    const kind = row.kind as MailKind | null;
    const drop = async (reason: string): Promise<DeliveryOutcome> => {
      await settle(id, token, { status: "dropped", lastError: reason, content: null });
      return "dropped";
    };
    // Switched off while the message waited: not sent (ADR 075).
    if (kind && recipient?.kind === "account" && !(await isWanted(db, recipient.userId, kind))) {
      return drop("The account switched this kind of mail off");
    }
    let address = row.toAddress;
    if (recipient) {
      try {
        address = recipientAddress(recipient, policy);
      } catch (error) {
        // The rule refuses it now and always will: no retry.
        if (!(error instanceof MailRecipientRefused)) throw error;
        log(`mail: queued message not sent: ${reasonOf(error)}`);
        return drop(reasonOf(error));
      }
    }
    try {
      await deps.transport.send(address, {
        ...(row.content as Omit<MailContent, "subject">),
        subject: row.subject,
      });
    } catch (error) {
      const lastError = failureText(error);
      log(`mail: attempt ${row.attempts} of message ${id} failed: ${lastError}`);
      counts.failedAttempts += 1;
      if (row.attempts >= MAX_ATTEMPTS) {
        counts.failed += 1;
        await settle(id, token, { status: "failed", lastError });
        return "failed";
      }
      const retryAt =
        options.scheduleRetry === false
          ? row.nextAttemptAt
          : later(clock, retryDelayMs(row.attempts));
      await settle(
        id,
        token,
        { status: "pending", lastError, nextAttemptAt: retryAt },
        options.scheduleRetry === false ? undefined : retryAt,
      );
      return "retry";
    }
    counts.sent += 1;
    await settle(id, token, { status: "sent", sentAt: clock.now(), content: null });
    // Delivered and dropped rows older than 30 days go, a few at a time.
    await db.delete(outgoingMail).where(
      inArray(
        outgoingMail.id,
        db
          .select({ id: outgoingMail.id })
          .from(outgoingMail)
          .where(
            and(
              inArray(outgoingMail.status, ["sent", "dropped"]),
              lt(outgoingMail.createdAt, new Date(now.getTime() - KEEP_MS)),
            ),
          )
          .limit(50),
      ),
    );
    return "sent";
  }

  /** Stores, commits, then tries at once; its wake-up job retries a minute later if needed. */
  async function storeAndTry(message: OutgoingMessage): Promise<DeliveryOutcome> {
    const stored = await store(message, { wakeAfterMs: FIRST_RETRY_MS });
    if (!stored) return "done";
    return deliver(stored.id, { scheduleRetry: false });
  }

  jobs.register<{ mailId?: string }>(
    MAIL_DELIVERY_QUEUE,
    async ({ mailId }) => {
      // A job of the earlier format (ADR 074: the message itself in the job) is not ours to send
      // again with its personal data; none are left once the queue drained after the upgrade.
      if (!mailId) return;
      const outcome = await deliver(mailId);
      // Another instance holds the claim: look again later (it is sent or its claim expired).
      if (outcome === "busy") throw new Error("mail: message claimed by another attempt");
    },
    // Only for a handler that failed on the database: the outbox schedules its own retries.
    { retryLimit: 8, retryDelaySeconds: 60, retryBackoff: true },
  );

  const mailer: Mailer = {
    kind: deps.transport.kind,
    async send(to: string, content: MailContent, options: MailSendOptions = {}) {
      const recipient = options.recipient ?? null;
      const message: OutgoingMessage = {
        recipient,
        address: to,
        kind: null,
        content,
        // A newer code to the same address for the same purpose replaces a waiting one.
        ...(recipient?.kind === "proving"
          ? { replaceKey: `code:${recipient.purpose}:${to.trim().toLowerCase()}` }
          : {}),
      };
      if (options.tx) {
        await store(message, { tx: options.tx });
        return;
      }
      const outcome = await storeAndTry(message);
      if (outcome === "retry") {
        throw new MailDeferred("The message could not be sent now; it is retried shortly");
      }
    },
  };

  const outbox: MailOutbox = {
    store,
    deliver,
    mailer,
    async listUndelivered(limit = 200) {
      const overdue = new Date(clock.now().getTime() - 5 * 60_000);
      const rows = await db
        .select({
          id: outgoingMail.id,
          recipient: outgoingMail.recipient,
          toAddress: outgoingMail.toAddress,
          kind: outgoingMail.kind,
          subject: outgoingMail.subject,
          status: outgoingMail.status,
          attempts: outgoingMail.attempts,
          lastError: outgoingMail.lastError,
          createdAt: outgoingMail.createdAt,
          nextAttemptAt: outgoingMail.nextAttemptAt,
        })
        .from(outgoingMail)
        .where(
          or(
            eq(outgoingMail.status, "failed"),
            and(
              inArray(outgoingMail.status, ["pending", "sending"]),
              or(gt(outgoingMail.attempts, 0), lt(outgoingMail.nextAttemptAt, overdue)),
            ),
          ),
        )
        .orderBy(desc(outgoingMail.createdAt))
        .limit(limit);
      return rows.map((row) => {
        const recipient = row.recipient as MailRecipient | null;
        return {
          id: row.id,
          to: recipient?.kind === "proving" ? maskAddress(row.toAddress) : row.toAddress,
          recipientKind: recipient?.kind ?? "address",
          kind: row.kind as MailKind | null,
          subject: row.subject,
          status: row.status as UndeliveredMail["status"],
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt,
          nextAttemptAt: row.nextAttemptAt,
        };
      });
    },
    async retry(id) {
      const wakeAt = later(clock, FIRST_RETRY_MS);
      const queued = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(outgoingMail)
          .set({
            status: "pending",
            attempts: sql`case when ${outgoingMail.status} = 'failed' then 0 else ${outgoingMail.attempts} end`,
            nextAttemptAt: wakeAt,
          })
          .where(and(eq(outgoingMail.id, id), inArray(outgoingMail.status, ["pending", "failed"])))
          .returning({ id: outgoingMail.id });
        if (!row) return false;
        await jobs.send(MAIL_DELIVERY_QUEUE, { mailId: id }, { tx, runAt: wakeAt });
        return true;
      });
      if (!queued) return "done";
      return deliver(id, { scheduleRetry: false });
    },
    async stats() {
      const rows = await db
        .select({ status: outgoingMail.status, count: sql<number>`count(*)::int` })
        .from(outgoingMail)
        .groupBy(outgoingMail.status);
      return {
        ...counts,
        byStatus: Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])),
      };
    },
  };
  outboxes.set(mailer, outbox);
  return outbox;
}

/**
 * Thrown by the outbox's `mailer.send` when the message is stored but its first attempt failed:
 * it is retried by the queue. Callers that tell the user (a code that did not arrive) still can.
 */
export class MailDeferred extends MailDeliveryError {
  override name = "MailDeferred";
}
