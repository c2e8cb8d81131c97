/**
 * Starting a subscription checkout for one LAN center (the /payment page;
 * docs/spec/owner-portal.md §2 "/payment", §4 "Payment", §7 "stripe-checkout", §8 "Payment").
 */
import { reasonOf } from "../errors/app-error";
import { and, eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "../db/client.server";
import { findOwnedCenter } from "../directory/index.server";
import { getOrCreateStripeCustomer } from "./customers.server";
import { BillingError } from "./errors.server";
import { findPlanById, type BillingPlan } from "./plans.server";
import { lanCenterSubscriptions, OCCUPYING_STATUSES } from "./schema";

/** Inputs of `startCheckout`. */
export interface StartCheckoutInput {
  db: Database;
  stripe: Stripe;
  /** The plans of the running mode (`StripeBilling.plans`). */
  plans: readonly BillingPlan[];
  /** The signed-in user (better-auth user id). */
  userId: string;
  userEmail: string;
  locationId: string;
  /** "verified" or "subscription". */
  planId: string;
  /** Public origin of the site, e.g. `https://lancenter.example` (no trailing slash needed). */
  baseUrl: string;
}

/** A Checkout Session to send the browser to. */
export interface StartedCheckout {
  /** The Stripe-hosted (or emulator) checkout page URL. */
  url: string;
  /** Checkout Session id (`cs_...`). */
  sessionId: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function failure(error: unknown): BillingError {
  if (error instanceof BillingError) return error;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new BillingError("checkout_unavailable", error);
  }
  if (error instanceof Stripe.errors.StripeError) return new BillingError("checkout_failed", error);
  return new BillingError("checkout_unavailable", error);
}

/**
 * Creates (once per user) the Stripe customer, then a Checkout Session in subscription mode
 * for one plan and one location, with `{ location_id, user_id }` in the session's and the
 * subscription's metadata, `success_url` `/success?session_id={CHECKOUT_SESSION_ID}&location_id=
 * {id}` and `cancel_url` `/payment?location={id}`. Writes at most the `customers` row (and only
 * once Stripe created the customer); never a subscription row (webhooks and /success do that).
 * @returns the checkout URL and session id
 * @throws BillingError `location_required` (empty id), `unknown_plan`, `access_denied` (no such
 *   location or not created by `userId`: the spec's Access Denied), `already_subscribed` (an
 *   active, trialing or past_due subscription exists), `checkout_failed` ('Failed to create
 *   checkout session': Stripe answered with an error), `no_checkout_url` ('No checkout URL
 *   received'), `checkout_unavailable` ('Failed to start checkout process.': Stripe unreachable
 *   or another failure)
 */
export async function startCheckout(input: StartCheckoutInput): Promise<StartedCheckout> {
  const { db, stripe, userId, locationId } = input;
  if (!locationId.trim()) throw new BillingError("location_required");
  const plan = findPlanById(input.plans, input.planId);
  if (!plan) throw new BillingError("unknown_plan");
  if (!UUID_PATTERN.test(locationId)) throw new BillingError("access_denied");
  try {
    const location = await findOwnedCenter(db, { userId, locationId });
    if (!location) throw new BillingError("access_denied");
    const [occupying] = await db
      .select({ id: lanCenterSubscriptions.id })
      .from(lanCenterSubscriptions)
      .where(
        and(
          eq(lanCenterSubscriptions.locationId, locationId),
          inArray(lanCenterSubscriptions.status, [...OCCUPYING_STATUSES]),
        ),
      );
    if (occupying) throw new BillingError("already_subscribed");

    const customer = await getOrCreateStripeCustomer(db, stripe, userId, input.userEmail);
    const base = input.baseUrl.replace(/\/+$/, "");
    const location_ = encodeURIComponent(locationId);
    const metadata = { location_id: locationId, user_id: userId };
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price: plan.priceId, quantity: 1 }],
      client_reference_id: locationId,
      metadata,
      subscription_data: { metadata },
      success_url: `${base}/success?session_id={CHECKOUT_SESSION_ID}&location_id=${location_}`,
      cancel_url: `${base}/payment?location=${location_}`,
    });
    if (!session.url) throw new BillingError("no_checkout_url");
    return { url: session.url, sessionId: session.id };
  } catch (error) {
    const mapped = failure(error);
    if (mapped.code !== "access_denied" && mapped.code !== "already_subscribed") {
      console.error(`billing: checkout for location ${locationId} failed: ${reasonOf(error)}`);
    }
    throw mapped;
  }
}
