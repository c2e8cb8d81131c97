/**
 * The limits area's public functions: fixed-window rate limits for any area's actions. The
 * counters table in `./schema.ts` is read and written only inside this area.
 */
export {
  accountRateLimits,
  allowAccountAction,
  allowAction,
  clientBucket,
  consumeLimit,
  rateLimitPolicies,
  type AccountLimitedAction,
  type LimitedAction,
  type LimitRule,
} from "./rate-limit.server";
export { acquireLease, heldUnits, releaseLease, type LeaseRule } from "./lease.server";
export { eraseLimitData, exportLimitData } from "./personal-data.server";
