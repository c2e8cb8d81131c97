/**
 * Notification preferences (issue 25 item 6, ADR 075): which kinds of non-transactional mail an
 * account wants. Every kind is on by default; switching one off stores a row in
 * `notification_opt_outs`, switching it on again deletes it.
 */
import { and, eq } from "drizzle-orm";
import type { Database, DatabaseTx } from "../db/client.server";
import { notificationOptOuts } from "./schema";

/** The kinds of mail a person can switch off, in the order /me/notifications lists them. */
export const MAIL_KINDS = [
  "event_reminders",
  "follow_digest",
  "event_changes",
  "owner_monthly",
  "review_notices",
] as const;

/** One kind of non-transactional mail. */
export type MailKind = (typeof MAIL_KINDS)[number];

/** The switch labels of /me/notifications (issue 25 item 6), also used in the unsubscribe page. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  event_reminders: "Event reminders",
  follow_digest: "New events from centers and communities I follow",
  event_changes: "Changes to events I'm going to",
  owner_monthly: "Monthly summary for owners",
  review_notices: "New reviews of my centers and replies to my reviews",
};

/** True when `value` names a mail kind. */
export function isMailKind(value: unknown): value is MailKind {
  return typeof value === "string" && (MAIL_KINDS as readonly string[]).includes(value);
}

/** Every kind with whether the account wants it. */
export type MailPreferences = Record<MailKind, boolean>;

/**
 * Whether account `userId` wants mail of `kind` (true unless switched off).
 * @throws the database error
 */
export async function isWanted(
  db: Database | DatabaseTx,
  userId: string,
  kind: MailKind,
): Promise<boolean> {
  const rows = await db
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)))
    .limit(1);
  return rows.length === 0;
}

/**
 * Every kind and whether account `userId` wants it.
 * @throws the database error
 */
export async function listPreferences(db: Database, userId: string): Promise<MailPreferences> {
  const rows = await db
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.kind));
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as MailPreferences;
}

/**
 * Switches mail of `kind` on or off for account `userId` (idempotent).
 * @throws the database error (a foreign-key error for an unknown account)
 */
export async function setPreference(
  db: Database | DatabaseTx,
  userId: string,
  kind: MailKind,
  wanted: boolean,
): Promise<void> {
  if (wanted) {
    await db
      .delete(notificationOptOuts)
      .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)));
    return;
  }
  await db.insert(notificationOptOuts).values({ userId, kind }).onConflictDoNothing();
}

/**
 * Sets every kind at once (the /me/notifications form), in one transaction.
 * @throws the database error
 */
export async function setPreferences(
  db: Database,
  userId: string,
  preferences: MailPreferences,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const kind of MAIL_KINDS) await setPreference(tx, userId, kind, preferences[kind]);
  });
}
