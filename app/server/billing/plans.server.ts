/**
 * The two paid plans with their Stripe price ids (docs/spec/owner-portal.md §3 "Plans", §9).
 * Names and amounts come from the display data in `app/content/plans.ts`; price ids from
 * `STRIPE_PRICE_VERIFIED` / `STRIPE_PRICE_SUBSCRIPTION`, or fixed local ids for the emulator.
 */
import { sql } from "drizzle-orm";
import { plans as displayPlans, type Plan } from "~/content/plans";
import type { Database } from "../db/client.server";
import { planPrices } from "./schema";

/** Plan identifiers used in forms and URLs. */
export type PlanId = Plan["id"];

/** A plan as billed: display name, price in integer cents per month, Stripe price id. */
export interface BillingPlan {
  id: PlanId;
  name: string;
  /** Price per interval in integer cents (1000 = 10.00 USD). */
  amountCents: number;
  currency: "usd";
  interval: "month";
  mostPopular: boolean;
  /** Stripe Price id (`price_...`) charged for this plan. */
  priceId: string;
}

/** Price ids the local Stripe emulator knows; used when `STRIPE_SECRET_KEY` is unset. */
export const EMULATOR_PRICE_IDS: Readonly<Record<PlanId, string>> = {
  verified: "price_local_verified",
  subscription: "price_local_subscription",
};

/**
 * Builds the plan list, cheapest first.
 * @param priceIds Stripe price id per plan (from configuration or `EMULATOR_PRICE_IDS`)
 * @returns the two plans with amounts in integer cents per month
 */
export function buildBillingPlans(priceIds: Readonly<Record<PlanId, string>>): BillingPlan[] {
  return displayPlans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    amountCents: plan.priceCents,
    currency: plan.currency,
    interval: plan.interval,
    mostPopular: plan.mostPopular,
    priceId: priceIds[plan.id],
  }));
}

/**
 * The plans as the prices a local Stripe stand-in sells (`id`, product name, monthly
 * `unitAmount` in integer cents, `currency`).
 */
export function localStripePrices(plans: readonly BillingPlan[]) {
  return plans.map((plan) => ({
    id: plan.priceId,
    productName: plan.name,
    unitAmount: plan.amountCents,
    currency: plan.currency,
  }));
}

/**
 * Finds a plan by its id.
 * @returns the plan, or undefined for an unknown id (e.g. a tampered form value)
 */
export function findPlanById(plans: readonly BillingPlan[], id: string): BillingPlan | undefined {
  return plans.find((plan) => plan.id === id);
}

/**
 * Finds a plan by its Stripe price id (as stored in `lan_center_subscriptions.price_id`).
 * @returns the plan, or undefined for a price that is not one of ours
 */
export function findPlanByPriceId(
  plans: readonly BillingPlan[],
  priceId: string,
): BillingPlan | undefined {
  return plans.find((plan) => plan.priceId === priceId);
}

/**
 * Records which plan each of this mode's Stripe prices sells (table `plan_prices`), so the
 * public-listing view can tell a priority listing (ADR 050). Idempotent; call once at start.
 * @param db the database
 * @param plans this mode's plans (`StripeBilling.plans`)
 */
export async function registerPlanPrices(
  db: Database,
  plans: readonly BillingPlan[],
): Promise<void> {
  if (plans.length === 0) return;
  await db
    .insert(planPrices)
    .values(plans.map((plan) => ({ priceId: plan.priceId, plan: plan.id })))
    .onConflictDoUpdate({ target: planPrices.priceId, set: { plan: sql`excluded.plan` } });
}
