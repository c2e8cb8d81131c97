/**
 * Writes Stripe's current state of one subscription into `lan_center_subscriptions`
 * (the Stripe webhook; docs/spec/owner-portal.md §3, §4). Every writer (webhooks, /success, cancel,
 * resume) goes through `syncSubscriptionInTransaction`, which re-reads the subscription from
 * Stripe under a per-subscription lock instead of trusting an event payload, so events applied
 * in any order, or twice, leave the state Stripe has now. It also keeps the rule "at most one
 * active, trialing or past_due subscription per location": a second paid subscription for the
 * same location (two checkouts completed at once) is refunded and canceled at Stripe, stored as
 * canceled, and its owner e-mailed (`duplicate-refunds.server.ts`, ADR 032).
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client.server";
import { centerExists } from "../directory/index.server";
import {
  DUPLICATE_OF,
  refundDuplicateSubscription,
  type DuplicateNotice,
} from "./duplicate-refunds.server";
import { lanCenterSubscriptions, OCCUPYING_STATUSES } from "./schema";

/** A stored subscription row. */
export type SubscriptionRow = typeof lanCenterSubscriptions.$inferSelect;

/** What a sync did. */
export type SyncOutcome =
  | { kind: "saved"; row: SubscriptionRow }
  /**
   * This subscription duplicated another paid one of the location and was refunded and canceled
   * at Stripe (`refunded` false when that had been done before).
   */
  | {
      kind: "duplicate_canceled";
      row: SubscriptionRow;
      keptSubscriptionId: string;
      refunded: boolean;
      /** The owner's notice, to send after the commit (`sendDuplicateNotice`). */
      notice: DuplicateNotice | undefined;
    }
  /** The subscription names no location we have (deleted, or not made by our checkout). */
  | { kind: "unknown_location"; locationId: string | undefined };

/** Location and user to use when the subscription's metadata lacks them. */
export interface SyncHints {
  locationId?: string | null;
  userId?: string | null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for statuses that occupy the location's single paid slot (active, trialing, past_due). */
export function isOccupyingStatus(status: string): boolean {
  return (OCCUPYING_STATUSES as readonly string[]).includes(status);
}

async function advisoryLock(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

function retrieve(stripe: Stripe, subscriptionId: string): Promise<Stripe.Subscription> {
  return stripe.subscriptions.retrieve(subscriptionId, { expand: ["default_payment_method"] });
}

/**
 * The columns Stripe decides, from a subscription object: status, price, period end and
 * cancel_at (integer seconds since epoch), cancel_at_period_end, card brand and last4.
 * Reads the period end from the subscription item (API 2025-03-31 and later), falling back to
 * the older top-level field.
 */
export function columnsFromSubscription(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const legacyPeriodEnd = (subscription as unknown as { current_period_end?: number })
    .current_period_end;
  const paymentMethod =
    typeof subscription.default_payment_method === "object"
      ? subscription.default_payment_method
      : null;
  return {
    status: subscription.status,
    priceId: item?.price.id ?? "",
    currentPeriodEnd: item?.current_period_end ?? legacyPeriodEnd ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: subscription.cancel_at,
    paymentMethodBrand: paymentMethod?.card?.brand ?? null,
    paymentMethodLast4: paymentMethod?.card?.last4 ?? null,
  };
}

/**
 * Re-reads subscription `subscriptionId` from Stripe and upserts its row. Call inside a
 * transaction (`db.transaction(tx => ...)`): it takes transaction-scoped advisory locks on the
 * subscription and then on its location, so concurrent syncs of one subscription apply in turn
 * and the one-per-location check cannot race.
 * @param tx the transaction
 * @param hints location and user for a subscription whose metadata lacks them
 * @returns what was written; `unknown_location` writes nothing
 * @throws Stripe errors (unreachable, 404) and database errors; the caller's transaction then
 *   rolls back and nothing is written
 */
export async function syncSubscriptionInTransaction(
  tx: Database,
  stripe: Stripe,
  subscriptionId: string,
  hints: SyncHints = {},
): Promise<SyncOutcome> {
  await advisoryLock(tx, `billing:subscription:${subscriptionId}`);
  let subscription = await retrieve(stripe, subscriptionId);
  const [existing] = await tx
    .select()
    .from(lanCenterSubscriptions)
    .where(eq(lanCenterSubscriptions.stripeSubscriptionId, subscriptionId));
  const locationId =
    existing?.locationId ?? subscription.metadata.location_id ?? hints.locationId ?? undefined;
  const userId = existing?.userId ?? subscription.metadata.user_id ?? hints.userId ?? undefined;
  if (!locationId || !userId || !UUID_PATTERN.test(locationId)) {
    return { kind: "unknown_location", locationId };
  }
  if (!(await centerExists(tx, locationId))) return { kind: "unknown_location", locationId };
  await advisoryLock(tx, `billing:location:${locationId}`);

  let keptSubscriptionId: string | undefined;
  let refunded = false;
  let notice: DuplicateNotice | undefined;
  if (isOccupyingStatus(subscription.status)) {
    const others = await tx
      .select()
      .from(lanCenterSubscriptions)
      .where(
        and(
          eq(lanCenterSubscriptions.locationId, locationId),
          inArray(lanCenterSubscriptions.status, [...OCCUPYING_STATUSES]),
          ne(lanCenterSubscriptions.stripeSubscriptionId, subscriptionId),
        ),
      );
    for (const other of others) {
      // The stored row may be stale (a missed deletion): trust Stripe's current answer.
      const fresh = await retrieve(stripe, other.stripeSubscriptionId);
      await tx
        .update(lanCenterSubscriptions)
        .set({ ...columnsFromSubscription(fresh), updatedAt: new Date() })
        .where(eq(lanCenterSubscriptions.id, other.id));
      if (isOccupyingStatus(fresh.status)) keptSubscriptionId = fresh.id;
    }
  }
  // A duplicate marked at Stripe by an attempt that rolled back (e.g. the owner's e-mail failed)
  // is finished now, although it no longer occupies the slot.
  const duplicateOf = keptSubscriptionId ?? subscription.metadata[DUPLICATE_OF];
  if (duplicateOf) {
    ({ refunded, notice } = await refundDuplicateSubscription({
      tx,
      stripe,
      subscription,
      locationId,
      userId,
      keptSubscriptionId: duplicateOf,
    }));
    subscription = await retrieve(stripe, subscriptionId);
    keptSubscriptionId = duplicateOf;
  }

  const columns = columnsFromSubscription(subscription);
  const [row] = await tx
    .insert(lanCenterSubscriptions)
    .values({ locationId, userId, stripeSubscriptionId: subscriptionId, ...columns })
    .onConflictDoUpdate({
      target: lanCenterSubscriptions.stripeSubscriptionId,
      set: {
        ...columns,
        // A subscription without a default card keeps the card last seen.
        paymentMethodBrand: sql`coalesce(excluded.payment_method_brand, ${lanCenterSubscriptions.paymentMethodBrand})`,
        paymentMethodLast4: sql`coalesce(excluded.payment_method_last4, ${lanCenterSubscriptions.paymentMethodLast4})`,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error(`billing: upsert of ${subscriptionId} returned no row`);
  return keptSubscriptionId
    ? { kind: "duplicate_canceled", row, keptSubscriptionId, refunded, notice }
    : { kind: "saved", row };
}
