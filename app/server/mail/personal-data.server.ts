/**
 * The mail area's part of "Your data is yours" (issue 25 item 7, ADR 080): the messages the dev
 * outbox holds for an address (with SMTP configured nothing is kept after sending), and their
 * removal on Delete account. Reached through `mail/index.server.ts` by the privacy registry only.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { outbox } from "./schema";

const toAddress = (email: string) => sql`lower(${outbox.toAddress}) = lower(${email})`;

/** The stored messages sent to `email` (any case), oldest first. */
export function exportMailData(db: Database, email: string) {
  return db.select().from(outbox).where(toAddress(email)).orderBy(outbox.createdAt);
}

/** Deletes the stored messages sent to `email`, inside the caller's transaction `tx`. */
export async function eraseMailData(tx: Database, email: string): Promise<void> {
  await tx.delete(outbox).where(toAddress(email));
}
