/**
 * 'Manage billing' (issue 13 item 5, ADR 051): a Stripe Customer Portal session for the
 * signed-in owner's Stripe customer, where the owner updates the card, sees invoices and
 * receipts, and cancels. The portal's changes come back through the webhooks like any other.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client.server";
import { findOwnedCenter } from "../directory/index.server";
import { reasonOf } from "../errors/app-error";
import { BillingError } from "./errors.server";
import { customers, lanCenterSubscriptions } from "./schema";

/** Inputs of `openCustomerPortal`. */
export interface CustomerPortalInput {
  db: Database;
  stripe: Stripe;
  /** The site's origin (PUBLIC_URL); `returnUrl` must be on it. */
  publicUrl: string;
  /** The signed-in user (better-auth id). */
  userId: string;
  /** Where the portal's return link goes: an absolute URL on the site. */
  returnUrl: string;
  /** The center whose panel the button is on; when given the user must own it. */
  locationId?: string;
}

/**
 * Opens a Customer Portal session (`stripe.billingPortal.sessions.create`) for the user's own
 * Stripe customer (the `customers` row billing created at the user's first checkout, so a user
 * can only ever reach their own billing).
 * @returns the portal URL to redirect to (303)
 * @throws BillingError `access_denied` (403: another user's center, or a return URL off the
 *   site), `no_billing_account` (404: the user never paid), `portal_failed` (502: Stripe
 *   refused or is unreachable)
 */
export async function openCustomerPortal(input: CustomerPortalInput): Promise<string> {
  const { db, stripe, userId } = input;
  let returnUrl: URL;
  try {
    returnUrl = new URL(input.returnUrl);
  } catch {
    throw new BillingError("access_denied");
  }
  if (returnUrl.origin !== new URL(input.publicUrl).origin) throw new BillingError("access_denied");
  if (input.locationId !== undefined) {
    const owned = await findOwnedCenter(db, { userId, locationId: input.locationId });
    if (!owned) throw new BillingError("access_denied");
  }
  const [customer] = await db
    .select({ id: customers.stripeCustomerId })
    .from(customers)
    .where(eq(customers.userId, userId));
  const [subscription] = await db
    .select({ id: lanCenterSubscriptions.id })
    .from(lanCenterSubscriptions)
    .where(eq(lanCenterSubscriptions.userId, userId))
    .limit(1);
  if (!customer || !subscription) throw new BillingError("no_billing_account");
  let session: Stripe.BillingPortal.Session;
  try {
    session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: returnUrl.href,
    });
  } catch (error) {
    console.error(`billing: portal session for ${customer.id} failed: ${reasonOf(error)}`);
    throw new BillingError("portal_failed", error);
  }
  if (!session.url) throw new BillingError("portal_failed");
  return session.url;
}
