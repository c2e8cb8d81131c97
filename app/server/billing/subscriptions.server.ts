/**
 * Reading and changing a user's LAN center subscriptions (the /success page and subscription
 * management; docs/spec/owner-portal.md §2 "/success", §4 subscription states, §7
 * "cancel-subscription", "reactivate-subscription", "Select lan_center_subscription_details", §8
 * "Subscription"). Every change goes through Stripe first and is then re-read from Stripe.
 */
import { reasonOf } from "../errors/app-error";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import type { SubscriptionSummary } from "~/lib/subscription-status";
import type { Database } from "../db/client.server";
import type { Mailer } from "../mail/index.server";
import { findOwnedCenter } from "../directory/index.server";
import { BillingError } from "./errors.server";
import { findPlanByPriceId, type BillingPlan, type PlanId } from "./plans.server";
import { lanCenterSubscriptionDetails, lanCenterSubscriptions, OCCUPYING_STATUSES } from "./schema";
import { sendDuplicateNotice } from "./duplicate-refunds.server";
import { syncSubscriptionInTransaction } from "./subscription-sync.server";

/** A subscription with its location's name and address and its plan. */
export type SubscriptionDetails = typeof lanCenterSubscriptionDetails.$inferSelect & {
  /** Plan of `priceId`, undefined for a price that is not one of ours. */
  planId: PlanId | undefined;
  planName: string | undefined;
};

function withPlan(
  plans: readonly BillingPlan[],
  row: typeof lanCenterSubscriptionDetails.$inferSelect,
): SubscriptionDetails {
  const plan = findPlanByPriceId(plans, row.priceId);
  return { ...row, planId: plan?.id, planName: plan?.name };
}

async function detailsByStripeId(
  db: Database,
  plans: readonly BillingPlan[],
  stripeSubscriptionId: string,
): Promise<SubscriptionDetails | undefined> {
  const [row] = await db
    .select()
    .from(lanCenterSubscriptionDetails)
    .where(eq(lanCenterSubscriptionDetails.stripeSubscriptionId, stripeSubscriptionId));
  return row ? withPlan(plans, row) : undefined;
}

/** Result of `syncSubscriptionFromCheckoutSession`. */
export type CheckoutSyncResult =
  | { kind: "ready"; subscription: SubscriptionDetails }
  /** Not paid yet or Stripe unreachable: show 'processing'. */
  | { kind: "processing" }
  /** Stripe has no such Checkout Session (a made-up or mistyped `session_id`). */
  | { kind: "unknown" };

/** What a sync from a Checkout Session (the /success page) works on and for whom. */
export interface CheckoutSessionSyncInput {
  db: Database;
  stripe: Stripe;
  plans: readonly BillingPlan[];
  /** The signed-in user (better-auth id); another user's session is refused. */
  userId: string;
  /** The `session_id` query parameter (`cs_...`). */
  sessionId: string;
  /** E-mails the owner when the sync refunds a duplicate payment (ADR 032). */
  mailer?: Mailer;
}

/**
 * For /success: reads the Checkout Session from Stripe and, when it is complete, syncs its
 * subscription at once (without waiting for the webhook).
 * @param sessionId the `session_id` query parameter (`cs_...`)
 * @returns `ready` with the subscription (status, `currentPeriodEnd` in seconds since epoch),
 *   or `processing` when it is not (yet) available
 * @throws BillingError `access_denied` when the session was started by another user
 */
export async function syncSubscriptionFromCheckoutSession(
  input: CheckoutSessionSyncInput,
): Promise<CheckoutSyncResult> {
  const { db, stripe } = input;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(input.sessionId);
  } catch (error) {
    if (isMissing(error)) return { kind: "unknown" };
    console.warn(`billing: checkout session ${input.sessionId} not read: ${reasonOf(error)}`);
    return { kind: "processing" };
  }
  if (session.metadata?.user_id !== input.userId) throw new BillingError("access_denied");
  const subscriptionId =
    typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  if (session.status !== "complete" || !subscriptionId) return { kind: "processing" };
  try {
    const outcome = await db.transaction((tx) =>
      syncSubscriptionInTransaction(tx, stripe, subscriptionId, {
        locationId: session.metadata?.location_id,
        userId: session.metadata?.user_id,
      }),
    );
    if (outcome.kind === "unknown_location") return { kind: "processing" };
    if (outcome.kind === "duplicate_canceled" && outcome.notice && input.mailer) {
      // Not fatal here: the webhook's delivery sends it when this one could not.
      await sendDuplicateNotice(db, input.mailer, outcome.notice).catch((error: unknown) => {
        console.warn(`billing: refund notice not sent from /success: ${reasonOf(error)}`);
      });
    }
  } catch (error) {
    console.warn(`billing: sync of ${subscriptionId} failed: ${reasonOf(error)}`);
  }
  const subscription = await detailsByStripeId(db, input.plans, subscriptionId);
  return subscription ? { kind: "ready", subscription } : { kind: "processing" };
}

/** True for Stripe's "no such object" answer (404 `resource_missing`). */
function isMissing(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  return statusCode === 404 || code === "resource_missing";
}

/** Inputs of `cancelSubscription` and `resumeSubscription`. */
export interface ChangeSubscriptionInput {
  db: Database;
  stripe: Stripe;
  plans: readonly BillingPlan[];
  /** The signed-in user; must have created the subscription's location. */
  userId: string;
  /** Stripe subscription id (`sub_...`) as listed by `listSubscriptionsForUser`. */
  stripeSubscriptionId: string;
}

async function changeCancelAtPeriodEnd(
  input: ChangeSubscriptionInput,
  cancelAtPeriodEnd: boolean,
): Promise<SubscriptionDetails> {
  const { db, stripe, userId, stripeSubscriptionId } = input;
  const failureCode = cancelAtPeriodEnd ? "cancel_failed" : "resume_failed";
  const [subscription] = await db
    .select({ locationId: lanCenterSubscriptions.locationId })
    .from(lanCenterSubscriptions)
    .where(eq(lanCenterSubscriptions.stripeSubscriptionId, stripeSubscriptionId));
  const owned =
    subscription && (await findOwnedCenter(db, { userId, locationId: subscription.locationId }));
  if (!owned) throw new BillingError("access_denied");
  try {
    await stripe.subscriptions.update(stripeSubscriptionId, {
      cancel_at_period_end: cancelAtPeriodEnd,
    });
  } catch (error) {
    console.error(`billing: ${failureCode} for ${stripeSubscriptionId}: ${reasonOf(error)}`);
    throw new BillingError(failureCode, error);
  }
  try {
    await db.transaction((tx) => syncSubscriptionInTransaction(tx, stripe, stripeSubscriptionId));
  } catch (error) {
    // Stripe has the change; its webhook brings the row up to date.
    console.warn(
      `billing: sync after ${failureCode} of ${stripeSubscriptionId} failed: ${reasonOf(error)}`,
    );
  }
  const details = await detailsByStripeId(db, input.plans, stripeSubscriptionId);
  if (!details) throw new BillingError(failureCode);
  return details;
}

/**
 * Cancels at the end of the billing period (`cancel_at_period_end: true` through the Stripe
 * API; the row then shows 'Ending Soon' with `cancelAt`, seconds since epoch).
 * @returns the updated subscription
 * @throws BillingError `access_denied` (not the user's location), `cancel_failed` ('Failed to
 *   cancel subscription')
 */
export function cancelSubscription(input: ChangeSubscriptionInput): Promise<SubscriptionDetails> {
  return changeCancelAtPeriodEnd(input, true);
}

/**
 * Resumes a subscription scheduled to cancel (`cancel_at_period_end: false`).
 * @returns the updated subscription
 * @throws BillingError `access_denied`, `resume_failed` ('Failed to reactivate subscription')
 */
export function resumeSubscription(input: ChangeSubscriptionInput): Promise<SubscriptionDetails> {
  return changeCancelAtPeriodEnd(input, false);
}

/**
 * The user's subscriptions with location name and address, newest first (all statuses; a
 * location can have old canceled rows next to its current one).
 * @throws BillingError `fetch_failed` ('Failed to fetch subscriptions.') on a database error
 */
export async function listSubscriptionsForUser(input: {
  db: Database;
  plans: readonly BillingPlan[];
  userId: string;
}): Promise<SubscriptionDetails[]> {
  try {
    const rows = await input.db
      .select()
      .from(lanCenterSubscriptionDetails)
      .where(eq(lanCenterSubscriptionDetails.userId, input.userId))
      .orderBy(desc(lanCenterSubscriptionDetails.createdAt));
    return rows.map((row) => withPlan(input.plans, row));
  } catch (error) {
    throw new BillingError("fetch_failed", error);
  }
}

/**
 * The location's active, trialing or past_due subscription, for the /payment Active
 * Subscription panel.
 * @returns the subscription, or undefined when the location has none
 */
export async function findOccupyingSubscription(input: {
  db: Database;
  plans: readonly BillingPlan[];
  locationId: string;
}): Promise<SubscriptionDetails | undefined> {
  const [row] = await input.db
    .select()
    .from(lanCenterSubscriptionDetails)
    .where(
      and(
        eq(lanCenterSubscriptionDetails.locationId, input.locationId),
        inArray(lanCenterSubscriptionDetails.status, [...OCCUPYING_STATUSES]),
      ),
    );
  return row ? withPlan(input.plans, row) : undefined;
}

/**
 * The panel's view of a subscription (no user id, no timestamps of ours): Stripe id, status,
 * plan name, period end and cancel_at in seconds since epoch, card brand and last4.
 */
export function toSubscriptionSummary(details: SubscriptionDetails): SubscriptionSummary {
  return {
    id: details.stripeSubscriptionId,
    locationId: details.locationId,
    status: details.status,
    planName: details.planName ?? null,
    currentPeriodEnd: details.currentPeriodEnd,
    cancelAtPeriodEnd: details.cancelAtPeriodEnd,
    cancelAt: details.cancelAt,
    paymentMethodBrand: details.paymentMethodBrand,
    paymentMethodLast4: details.paymentMethodLast4,
  };
}

/**
 * The status of each location's most recently updated subscription, for the admin review
 * queue (any status, so a canceled one shows as canceled).
 * @param locationIds center ids; an empty list reads nothing
 * @returns location id -> Stripe status (e.g. "active", "canceled"); locations without any
 *   subscription are absent
 * @throws the database error
 */
export async function statusByLocation(
  db: Database,
  locationIds: readonly string[],
): Promise<Map<string, string>> {
  const statuses = new Map<string, string>();
  if (locationIds.length === 0) return statuses;
  const rows = await db
    .select({
      locationId: lanCenterSubscriptions.locationId,
      status: lanCenterSubscriptions.status,
    })
    .from(lanCenterSubscriptions)
    .where(inArray(lanCenterSubscriptions.locationId, [...locationIds]))
    .orderBy(desc(lanCenterSubscriptions.updatedAt));
  for (const row of rows) {
    if (!statuses.has(row.locationId)) statuses.set(row.locationId, row.status);
  }
  return statuses;
}

/** Statuses counted as an active subscription on the dashboard's welcome banner. */
export const ACTIVE_STATUSES = ["active", "trialing"] as const;

/**
 * The number of the user's subscriptions that are active or trialing (including those
 * scheduled to cancel at period end, which stay active until then), for the dashboard's
 * welcome banner. Counts rows of `lan_center_subscriptions` whose `user_id` is the user.
 * @throws BillingError `fetch_failed` ('Failed to fetch subscriptions.') on a database error
 */
export async function countActiveSubscriptions(db: Database, userId: string): Promise<number> {
  try {
    const [row] = await db
      .select({ n: count() })
      .from(lanCenterSubscriptions)
      .where(
        and(
          eq(lanCenterSubscriptions.userId, userId),
          inArray(lanCenterSubscriptions.status, [...ACTIVE_STATUSES]),
        ),
      );
    return row?.n ?? 0;
  } catch (error) {
    throw new BillingError("fetch_failed", error);
  }
}

/**
 * Cancels (`intent` "cancel", at period end) or resumes (`intent` "resume") one of the user's
 * subscriptions; the subscription API route calls this.
 * @returns the updated subscription as the panel shows it
 * @throws BillingError `access_denied` (not the user's), `cancel_failed`, `resume_failed`
 */
export async function changeSubscription(
  input: ChangeSubscriptionInput & { intent: "cancel" | "resume" },
): Promise<SubscriptionSummary> {
  const details =
    input.intent === "cancel" ? await cancelSubscription(input) : await resumeSubscription(input);
  return toSubscriptionSummary(details);
}
