/**
 * The mail area's part of "Your data is yours" (issue 25 item 7, ADR 080): the messages the dev
 * outbox holds for an address (with SMTP configured nothing is kept after sending) and the mail
 * settings, and their removal on Delete account. Reached through `mail/index.server.ts` by the privacy registry only.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { notificationOptOuts, outbox } from "./schema";

const toAddress = (email: string) => sql`lower(${outbox.toAddress}) = lower(${email})`;

/**
 * The stored messages sent to the subject's address (any case), oldest first, and the kinds of
 * mail it switched off (ADR 075).
 */
export async function exportMailData(db: Database, subject: { userId: string; email: string }) {
  const [messages, switchedOff] = await Promise.all([
    db.select().from(outbox).where(toAddress(subject.email)).orderBy(outbox.createdAt),
    db
      .select({ kind: notificationOptOuts.kind, since: notificationOptOuts.createdAt })
      .from(notificationOptOuts)
      .where(eq(notificationOptOuts.userId, subject.userId)),
  ]);
  return { messages, switchedOff };
}

/**
 * Deletes the stored messages sent to the subject's address and its mail settings, inside the
 * caller's transaction `tx`. Mail still queued for the account is dropped when its turn comes:
 * the outgoing-mail rule refuses an account recipient whose account is gone (ADR 048, 074).
 */
export async function eraseMailData(
  tx: Database,
  subject: { userId: string; email: string },
): Promise<void> {
  await tx.delete(outbox).where(toAddress(subject.email));
  await tx.delete(notificationOptOuts).where(eq(notificationOptOuts.userId, subject.userId));
}
