/**
 * Typed billing failures carrying the spec's user-facing texts (docs/spec/owner-portal.md §8
 * "Payment", "Subscription"). Routes map `code` to a status or screen and show `message` as is.
 */
import { AppError, type AppErrorStatus } from "../errors/app-error";

/** Machine-readable reason of a `BillingError`. */
export type BillingErrorCode =
  | "access_denied"
  | "location_required"
  | "unknown_plan"
  | "already_subscribed"
  | "checkout_failed"
  | "no_checkout_url"
  | "checkout_unavailable"
  | "cancel_failed"
  | "resume_failed"
  | "fetch_failed"
  | "no_billing_account"
  | "portal_failed";

/** The text shown for each code (docs/spec/owner-portal.md §8 where the spec has one). */
export const BILLING_ERROR_MESSAGES: Readonly<Record<BillingErrorCode, string>> = {
  access_denied: "Access Denied",
  location_required: "Location ID is required. Please select a location to subscribe.",
  unknown_plan: "Please select a plan.",
  already_subscribed: "This LAN center already has an active subscription.",
  checkout_failed: "Failed to create checkout session",
  no_checkout_url: "No checkout URL received",
  checkout_unavailable: "Failed to start checkout process.",
  cancel_failed: "Failed to cancel subscription",
  resume_failed: "Failed to reactivate subscription",
  fetch_failed: "Failed to fetch subscriptions.",
  no_billing_account: "No billing account yet. Choose a plan first.",
  portal_failed: "Failed to open billing portal",
};

/**
 * A billing failure whose `message` is the spec's text for `code`: an `AppError` whose status is
 * `billingErrorStatus(code)`.
 */
export class BillingError extends AppError {
  declare readonly code: BillingErrorCode;

  /**
   * @param code the reason; `message` becomes its text from `BILLING_ERROR_MESSAGES`
   * @param cause the underlying error (Stripe or database), kept for logs
   */
  constructor(code: BillingErrorCode, cause?: unknown) {
    super(code, BILLING_ERROR_MESSAGES[code], billingErrorStatus(code), { cause });
  }
}

/**
 * The HTTP status a page or API answers for a billing failure: 400 bad input, 403 not the
 * user's location or subscription, 409 already subscribed, 502 Stripe refused, 503 Stripe or
 * the database unreachable.
 */
export function billingErrorStatus(code: BillingErrorCode): AppErrorStatus {
  switch (code) {
    case "location_required":
    case "unknown_plan":
      return 400;
    case "access_denied":
      return 403;
    case "no_billing_account":
      return 404;
    case "already_subscribed":
      return 409;
    case "checkout_failed":
    case "no_checkout_url":
    case "cancel_failed":
    case "resume_failed":
    case "portal_failed":
      return 502;
    case "checkout_unavailable":
    case "fetch_failed":
      return 503;
  }
}
