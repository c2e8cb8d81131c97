/**
 * The billing area's public functions for other areas (subscriptions, plans). Billing's tables
 * in `./schema.ts` are read and written only inside this area.
 */
export { startCheckout, type StartCheckoutInput } from "./checkout.server";
export { findStripeCustomerId, getOrCreateStripeCustomer } from "./customers.server";
export { registerPlanPrices, type BillingPlan } from "./plans.server";
export { type StripeBilling } from "./stripe-client.server";
export {
  findOccupyingSubscription,
  listSubscriptionsForUser,
  statusByLocation,
  syncSubscriptionFromCheckoutSession,
  toSubscriptionSummary,
  type SubscriptionDetails,
} from "./subscriptions.server";
export {
  cancelBillingAtStripe,
  eraseBillingData,
  ERASED_USER_ID,
  exportBillingData,
} from "./personal-data.server";
export { countSubscriptionChanges } from "./subscription-counts.server";
export { countPaidListingsByPlan, type PaidListingCounts } from "./plan-counts.server";
