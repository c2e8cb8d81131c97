/**
 * The billing area's service: the payment and success pages, checkout, subscription changes
 * and the Stripe webhook, with the database and the Stripe client (real or emulated) closed
 * over. Every method takes one input object and throws an `AppError` (`BillingError`) for an
 * expected failure.
 */
import type { Database } from "../db/client.server";
import type { Mailer } from "../mail/index.server";
import { startCheckout } from "./checkout.server";
import { loadPaymentPage, loadSuccessPage } from "./pages.server";
import { openCustomerPortal } from "./portal.server";
import { checkoutFormOrigins, type StripeBilling } from "./stripe-client.server";
import { changeSubscription, listSubscriptionsForUser } from "./subscriptions.server";
import { handleStripeWebhook } from "./webhooks.server";

/** What the billing service is built from. */
export interface BillingServiceDeps {
  db: Database;
  billing: StripeBilling;
  /** E-mails owners whose duplicate payment was refunded (ADR 032). */
  mailer: Mailer;
  /** Public origin of the site, for Checkout's return URLs. */
  publicUrl: string;
}

/**
 * Builds the billing service.
 * @param deps the database, the Stripe client with its plans, the mailer and the public URL
 * @returns the billing functions with their dependencies closed over
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { db, mailer } = deps;
  const { stripe, plans, webhookSecret } = deps.billing;
  return {
    /** The two plans with the Stripe price ids of the running mode. */
    plans,
    /** True with the local Stripe emulator (no real payments). */
    testMode: deps.billing.mode === "emulator",
    /** Extra CSP `form-action` sources for the checkout redirect (ADR 031). */
    checkoutFormOrigins: () => checkoutFormOrigins(deps.billing),
    /** The /payment page of the user's location. @throws BillingError */
    loadPaymentPage: (input: { userId: string; locationId: string }) =>
      loadPaymentPage({ db, plans, ...input }),
    /** The /success page after Checkout. @throws BillingError `access_denied` */
    loadSuccessPage: (input: { userId: string; sessionId: string }) =>
      loadSuccessPage({ db, stripe, plans, mailer, ...input }),
    /**
     * Starts a Checkout Session for the user's location and plan.
     * @returns the Checkout URL and session id
     * @throws BillingError
     */
    startCheckout: (input: {
      userId: string;
      userEmail: string;
      locationId: string;
      planId: string;
    }) => startCheckout({ db, stripe, plans, baseUrl: deps.publicUrl, ...input }),
    /** Cancels or resumes the user's subscription. @throws BillingError */
    changeSubscription: (input: {
      userId: string;
      stripeSubscriptionId: string;
      intent: "cancel" | "resume";
    }) => changeSubscription({ db, stripe, plans, ...input }),
    /**
     * A Stripe Customer Portal session for the user's own Stripe customer ('Manage billing').
     * @param input.returnUrl absolute URL on the site the portal links back to
     * @param input.locationId the center the button belongs to (must be the user's)
     * @returns the portal URL
     * @throws BillingError `access_denied`, `no_billing_account`, `portal_failed`
     */
    openCustomerPortal: (input: { userId: string; returnUrl: string; locationId?: string }) =>
      openCustomerPortal({ db, stripe, publicUrl: deps.publicUrl, ...input }),
    /** The user's subscriptions. */
    listSubscriptionsForUser: (input: { userId: string }) =>
      listSubscriptionsForUser({ db, plans, ...input }),
    /** Verifies and applies one Stripe webhook. @returns the status and JSON body to answer */
    handleWebhook: (input: { rawBody: string; signature: string | null }) =>
      handleStripeWebhook({
        db,
        stripe,
        mailer,
        webhookSecret,
        publicUrl: deps.publicUrl,
        ...input,
      }),
  };
}

/** The billing area's service object. */
export type BillingService = ReturnType<typeof createBillingService>;
