/**
 * Billing's part of "Your data is yours" (issue 25 item 7, ADR 080): an account's Stripe customer,
 * subscriptions, checkouts, refunds and notices for Download my data; on Delete account, every
 * live subscription cancelled at Stripe, the Stripe customer deleted, and our rows removed except
 * the refund records, which stay anonymised (payments law; Stripe keeps the invoices and charges).
 * Reached through `billing/index.server.ts` by the privacy area's registry only.
 */
import { eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client.server";
import {
  billingNotices,
  checkoutSessions,
  customers,
  duplicateRefunds,
  lanCenterSubscriptions,
} from "./schema";

/** What an erased account's refund records name instead of its user id. */
export const ERASED_USER_ID = "erased-account";

/** Stripe statuses under which a subscription still bills or may bill. */
const LIVE_STATUSES = ["active", "trialing", "past_due", "incomplete", "unpaid", "paused"];

/**
 * Everything billing stores about `userId`.
 * @returns plain rows (amounts in cents), dates as Date objects
 */
export async function exportBillingData(db: Database, userId: string) {
  const [customer, subscriptions, checkouts, refunds, notices] = await Promise.all([
    db.select().from(customers).where(eq(customers.userId, userId)),
    db.select().from(lanCenterSubscriptions).where(eq(lanCenterSubscriptions.userId, userId)),
    db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId)),
    db.select().from(duplicateRefunds).where(eq(duplicateRefunds.userId, userId)),
    db.select().from(billingNotices).where(eq(billingNotices.userId, userId)),
  ]);
  return {
    stripeCustomer: customer[0]?.stripeCustomerId ?? null,
    subscriptions,
    checkouts,
    refunds,
    notices,
  };
}

/**
 * Before the account's rows go: cancels each live subscription of `userId` at Stripe at once (no
 * further invoice) and deletes its Stripe customer. Runs outside any transaction (network);
 * repeating it after a partial failure is harmless (already cancelled or deleted objects are
 * skipped).
 * @throws the Stripe SDK's error for anything but a missing object; the account is then kept
 */
export async function cancelBillingAtStripe(
  db: Database,
  stripe: Stripe,
  userId: string,
): Promise<{ cancelled: number }> {
  const live = await db
    .select({ id: lanCenterSubscriptions.stripeSubscriptionId })
    .from(lanCenterSubscriptions)
    .where(eq(lanCenterSubscriptions.userId, userId));
  let cancelled = 0;
  for (const { id } of live) {
    if (!id) continue;
    const current = await ignoreMissing(() => stripe.subscriptions.retrieve(id));
    if (!current || !LIVE_STATUSES.includes(current.status)) continue;
    await ignoreMissing(() => stripe.subscriptions.cancel(id));
    cancelled += 1;
  }
  const [customer] = await db
    .select({ id: customers.stripeCustomerId })
    .from(customers)
    .where(eq(customers.userId, userId));
  if (customer) await ignoreMissing(() => stripe.customers.del(customer.id));
  return { cancelled };
}

/**
 * Removes billing's rows of `userId` inside the caller's transaction `tx`; the refund records stay
 * with the user id replaced by `ERASED_USER_ID`.
 * @throws the database error
 */
export async function eraseBillingData(tx: Database, userId: string): Promise<void> {
  const subscriptionIds = (
    await tx
      .select({ id: lanCenterSubscriptions.id })
      .from(lanCenterSubscriptions)
      .where(eq(lanCenterSubscriptions.userId, userId))
  ).map((row) => row.id);
  if (subscriptionIds.length > 0) {
    await tx
      .delete(lanCenterSubscriptions)
      .where(inArray(lanCenterSubscriptions.id, subscriptionIds));
  }
  await tx.delete(checkoutSessions).where(eq(checkoutSessions.userId, userId));
  await tx.delete(billingNotices).where(eq(billingNotices.userId, userId));
  await tx.delete(customers).where(eq(customers.userId, userId));
  await tx
    .update(duplicateRefunds)
    .set({ userId: ERASED_USER_ID })
    .where(eq(duplicateRefunds.userId, userId));
}

async function ignoreMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if ((error as { code?: string }).code === "resource_missing") return null;
    throw error;
  }
}
