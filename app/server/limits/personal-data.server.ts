/**
 * The limits area's part of "Your data is yours" (issue 25 item 7, ADR 080): counters and leases
 * whose key names the account's id or e-mail address (`sign-in:email:a@example.com`,
 * `photo-upload:user:…`). They hold nothing else; on Delete account they go, and the limits keyed
 * by client address stay. Reached through `limits/index.server.ts` by the privacy registry only.
 */
import { or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { actionRateLimits } from "./schema";

const naming = (subject: { userId: string; email: string }) =>
  or(
    sql`strpos(${actionRateLimits.key}, ${subject.userId}) > 0`,
    sql`strpos(lower(${actionRateLimits.key}), lower(${subject.email})) > 0`,
  );

/** The counters naming the subject: key, count and window start. */
export function exportLimitData(db: Database, subject: { userId: string; email: string }) {
  return db.select().from(actionRateLimits).where(naming(subject));
}

/** Deletes the counters naming the subject, inside the caller's transaction `tx`. */
export async function eraseLimitData(
  tx: Database,
  subject: { userId: string; email: string },
): Promise<void> {
  await tx.delete(actionRateLimits).where(naming(subject));
}
