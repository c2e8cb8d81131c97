/**
 * Starting a subscription checkout for one LAN center (the /payment page;
 * docs/spec/owner-portal.md §2 "/payment", §4 "Payment", §7 "stripe-checkout", §8 "Payment").
 */
import { reasonOf } from "../errors/app-error";
import { and, eq, inArray, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "../db/client.server";
import { findOwnedCenter } from "../directory/index.server";
import { getOrCreateStripeCustomer } from "./customers.server";
import { BillingError } from "./errors.server";
import { findPlanById, type BillingPlan } from "./plans.server";
import { checkoutSessions, lanCenterSubscriptions, OCCUPYING_STATUSES } from "./schema";

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

async function hasOccupyingSubscription(db: Database, locationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lanCenterSubscriptions.id })
    .from(lanCenterSubscriptions)
    .where(
      and(
        eq(lanCenterSubscriptions.locationId, locationId),
        inArray(lanCenterSubscriptions.status, [...OCCUPYING_STATUSES]),
      ),
    );
  return row !== undefined;
}

/** True when Stripe subscription `id` is recorded with a status that no longer holds a center. */
async function subscriptionEnded(db: Database, id: string | null): Promise<boolean> {
  if (!id) return false;
  const [row] = await db
    .select({ status: lanCenterSubscriptions.status })
    .from(lanCenterSubscriptions)
    .where(eq(lanCenterSubscriptions.stripeSubscriptionId, id));
  return row !== undefined && !(OCCUPYING_STATUSES as readonly string[]).includes(row.status);
}

/**
 * Expires the location's Checkout Sessions still recorded as open. A session Stripe no longer
 * lets us expire is re-read: a `complete` one means the center was just paid for, so no new
 * checkout starts; an expired or unknown one is only marked.
 * @returns "paid" when an earlier session turned out complete, else "expired"
 * @throws Stripe and database errors
 */
async function expireOpenSessions(
  tx: Database,
  stripe: Stripe,
  locationId: string,
): Promise<"paid" | "expired"> {
  let outcome: "paid" | "expired" = "expired";
  const open = await tx
    .select({ id: checkoutSessions.stripeSessionId })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.locationId, locationId), eq(checkoutSessions.status, "open")));
  for (const { id } of open) {
    let status: string;
    let subscriptionId: string | null = null;
    try {
      status = (await stripe.checkout.sessions.expire(id)).status ?? "expired";
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      if (error.statusCode === 404) {
        status = "expired";
      } else {
        const session = await stripe.checkout.sessions.retrieve(id);
        status = session.status ?? "expired";
        subscriptionId =
          typeof session.subscription === "string"
            ? session.subscription
            : (session.subscription?.id ?? null);
      }
    }
    await tx
      .update(checkoutSessions)
      .set({ status })
      .where(eq(checkoutSessions.stripeSessionId, id));
    // A complete session blocks a new checkout only while its payment is not recorded yet; one
    // whose subscription has since ended (canceled, unpaid...) no longer holds the center.
    if (status === "complete" && !(await subscriptionEnded(tx, subscriptionId))) outcome = "paid";
    if (status === "open") throw new Error(`billing: checkout session ${id} stayed open`);
  }
  return outcome;
}

/**
 * Creates (once per user) the Stripe customer, then a Checkout Session in subscription mode
 * for one plan and one location, with `{ location_id, user_id }` in the session's and the
 * subscription's metadata, `success_url` `/success?session_id={CHECKOUT_SESSION_ID}&location_id=
 * {id}` and `cancel_url` `/payment?location={id}`. One payment per center (ADR 032): under a
 * transaction-scoped advisory lock on the location, it first expires the center's earlier open
 * Checkout Sessions (`checkout.sessions.expire`), then records the new one in
 * `checkout_sessions`. Writes the `customers` row (once), `checkout_sessions`; never a
 * subscription row (webhooks and /success do that).
 * @returns the checkout URL and session id
 * @throws BillingError `location_required` (empty id), `unknown_plan`, `access_denied` (no such
 *   location or not created by `userId`: the spec's Access Denied), `already_subscribed` (an
 *   active, trialing or past_due subscription exists, or an earlier session of the center was
 *   already paid: the caller shows the management page), `checkout_failed` ('Failed to create
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
    const occupying = await hasOccupyingSubscription(db, locationId);
    if (occupying) throw new BillingError("already_subscribed");

    const customer = await getOrCreateStripeCustomer(db, stripe, userId, input.userEmail);
    const base = input.baseUrl.replace(/\/+$/, "");
    const location_ = encodeURIComponent(locationId);
    const metadata = { location_id: locationId, user_id: userId };
    const session = await db.transaction(async (tx) => {
      // The same lock the subscription sync takes: checkouts of one center start one at a time,
      // and a payment being recorded is seen by the check below.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`billing:location:${locationId}`}, 0))`,
      );
      if (await hasOccupyingSubscription(tx, locationId)) {
        throw new BillingError("already_subscribed");
      }
      // An earlier session already paid: keep its status (committed) and start nothing.
      if ((await expireOpenSessions(tx, stripe, locationId)) === "paid") return null;
      const created = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        line_items: [{ price: plan.priceId, quantity: 1 }],
        client_reference_id: locationId,
        metadata,
        subscription_data: { metadata },
        success_url: `${base}/success?session_id={CHECKOUT_SESSION_ID}&location_id=${location_}`,
        cancel_url: `${base}/payment?location=${location_}`,
      });
      await tx.insert(checkoutSessions).values({ stripeSessionId: created.id, locationId, userId });
      return created;
    });
    if (!session) throw new BillingError("already_subscribed");
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
