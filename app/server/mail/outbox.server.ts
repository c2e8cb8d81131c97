/**
 * The dev outbox (mail and the dev outbox; docs/architecture.md "Modes"): stores messages instead
 * of sending them when SMTP_URL is unset in local mode, and lists them for /dev/outbox.
 */
import { desc } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { outbox } from "./schema";

/** A message as shown on /dev/outbox. */
export type OutboxMessage = typeof outbox.$inferSelect;

/** Stores one message; resolves with its row. */
export async function storeInOutbox(
  db: Database,
  message: { to: string; subject: string; text: string; html: string },
): Promise<OutboxMessage> {
  const [row] = await db
    .insert(outbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    })
    .returning();
  return row!;
}

/** The newest `limit` messages, newest first. */
export function listOutbox(db: Database, limit = 100): Promise<OutboxMessage[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
