/**
 * The billing area's public functions for other areas (subscriptions, plans). Billing's tables
 * in `./schema.ts` are read and written only inside this area.
 */
export { type BillingPlan } from "./plans.server";
export {
  findOccupyingSubscription,
  listSubscriptionsForUser,
  statusByLocation,
  toSubscriptionSummary,
  type SubscriptionDetails,
} from "./subscriptions.server";
