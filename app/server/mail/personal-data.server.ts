/**
 * The mail area's part of "Your data is yours" (issue 25 item 7, ADR 080): the messages the dev
 * outbox holds for an address (with SMTP configured nothing is kept after sending) and the mail
 * settings, and their removal on Delete account. Reached through `mail/index.server.ts` by the privacy registry only.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { notificationOptOuts, outbox, outgoingMail } from "./schema";

const toAddress = (email: string) => sql`lower(${outbox.toAddress}) = lower(${email})`;
const outgoingTo = (email: string) => sql`lower(${outgoingMail.toAddress}) = lower(${email})`;

/**
 * The stored messages sent to the subject's address (any case), oldest first, the outbox's
 * record of mail to it (subject, status, times; no bodies, ADR 093), and the kinds of mail it
 * switched off (ADR 075).
 */
export async function exportMailData(db: Database, subject: { userId: string; email: string }) {
  const [messages, outgoing, switchedOff] = await Promise.all([
    db.select().from(outbox).where(toAddress(subject.email)).orderBy(outbox.createdAt),
    db
      .select({
        subject: outgoingMail.subject,
        status: outgoingMail.status,
        createdAt: outgoingMail.createdAt,
        sentAt: outgoingMail.sentAt,
      })
      .from(outgoingMail)
      .where(outgoingTo(subject.email))
      .orderBy(outgoingMail.createdAt),
    db
      .select({ kind: notificationOptOuts.kind, since: notificationOptOuts.createdAt })
      .from(notificationOptOuts)
      .where(eq(notificationOptOuts.userId, subject.userId)),
  ]);
  return { messages, outgoing, switchedOff };
}

/**
 * Deletes the stored messages sent to the subject's address, the outbox's rows to it (mail
 * still waiting is then never sent; its wake-up job finds nothing, ADR 093) and its mail
 * settings, inside the caller's transaction `tx`.
 */
export async function eraseMailData(
  tx: Database,
  subject: { userId: string; email: string },
): Promise<void> {
  await tx.delete(outbox).where(toAddress(subject.email));
  await tx.delete(outgoingMail).where(outgoingTo(subject.email));
  await tx.delete(notificationOptOuts).where(eq(notificationOptOuts.userId, subject.userId));
}
