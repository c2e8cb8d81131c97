/**
 * The dev outbox (mail and the dev outbox): every message the app would have sent when no SMTP
 * server is configured, listed newest first at /dev/outbox in local mode; and the kinds of mail
 * each account switched off. The one import of another area's schema is auth's `authUser`
 * (the opt-outs' foreign key).
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authUser } from "../auth/schema";

/** One stored message: recipient, subject and both bodies. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_created_at_idx").on(t.createdAt.desc()),
    index("outbox_to_idx").on(t.toAddress),
  ],
);

/**
 * The transactional outbox (issue 29 item 2, ADR 093): every outgoing message, written in the
 * transaction of the change that causes it (or in its own), then delivered by the
 * `mail-delivery` job. `status`: `pending` (waiting, or failed for now and retried later),
 * `sending` (claimed by one instance until `claimed_until`), `sent` (bodies emptied),
 * `failed` (gave up after every retry; Retry on /admin/mail), `dropped` (not to be sent: the
 * kind was switched off, the rule refuses the recipient, or a newer code replaced it).
 */
export const outgoingMail = pgTable(
  "outgoing_mail",
  {
    id: uuid("id").primaryKey(),
    /** The typed recipient (`MailRecipient`), or null when only the address is known. */
    recipient: jsonb("recipient"),
    toAddress: text("to_address").notNull(),
    /** A kind of mail the account can switch off (ADR 075), or null for transactional mail. */
    kind: text("kind"),
    subject: text("subject").notNull(),
    /** The rendered message (`MailContent` without its subject); emptied once sent. */
    content: jsonb("content"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** One message per key, ever (e.g. `reminder:<event>:<user>`). */
    dedupeKey: text("dedupe_key"),
    /** A newer message with the same key drops this one while it waits (codes). */
    replaceKey: text("replace_key"),
    claimToken: uuid("claim_token"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("outgoing_mail_dedupe_key_idx").on(t.dedupeKey),
    index("outgoing_mail_status_idx").on(t.status, t.createdAt),
    index("outgoing_mail_replace_key_idx").on(t.replaceKey),
  ],
);

/**
 * The kinds of mail a person switched off (issue 25 item 6, ADR 075): one row per account and
 * kind (`event_reminders`, `follow_digest`, `event_changes`, `owner_monthly`,
 * `review_notices`). Every kind is on
 * until a row says otherwise; deleting the account deletes its rows.
 */
export const notificationOptOuts = pgTable(
  "notification_opt_outs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
