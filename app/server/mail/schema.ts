/**
 * The dev outbox (mail and the dev outbox): every message the app would have sent when no SMTP
 * server is configured, listed newest first at /dev/outbox in local mode; and the kinds of mail
 * each account switched off. The one import of another area's schema is auth's `authUser`
 * (the opt-outs' foreign key).
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
