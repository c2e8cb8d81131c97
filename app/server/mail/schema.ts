/**
 * The dev outbox (mail and the dev outbox): every message the app would have sent when no SMTP
 * server is configured, listed newest first at /dev/outbox in local mode.
 */
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
