/**
 * The billing area's public functions for other areas (subscriptions, plans). Billing's tables
 * in `./schema.ts` are read and written only inside this area.
 */
export { findStripeCustomerId, getOrCreateStripeCustomer } from "./customers.server";
export { registerPlanPrices, type BillingPlan } from "./plans.server";
export { type StripeBilling } from "./stripe-client.server";
export {
  findOccupyingSubscription,
  listSubscriptionsForUser,
  statusByLocation,
  toSubscriptionSummary,
  type SubscriptionDetails,
} from "./subscriptions.server";
