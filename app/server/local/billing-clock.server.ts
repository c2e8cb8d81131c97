/**
 * Moves a signed-in owner's billing time forward (`/dev/advance-clock`, local mode with the
 * Stripe emulator only; ADR 051): the emulator puts every customer on a test clock of its own,
 * and this advances that clock through the Stripe SDK's test-clock API
 * (`testHelpers.testClocks.advance`), so renewals, failed renewals and the end of a canceled
 * period happen now, with their webhooks, instead of in a month.
 */
import type { StripeBilling } from "../billing/index.server";
import { findStripeCustomerId } from "../billing/index.server";
import type { Database } from "../db/client.server";
import { AppError } from "../errors/app-error";

/** Longest single advance: about two billing periods, like Stripe's own limit. */
export const MAX_ADVANCE_DAYS = 62;

/**
 * Advances the test clock of the user's Stripe customer by `days`; resolves once the emulator
 * delivered the webhooks of what fell due.
 * @param input.days whole days, 1 to `MAX_ADVANCE_DAYS`
 * @returns the clock's new time in seconds since epoch
 * @throws AppError 400 bad `days`, 404 the user has no Stripe customer, 409 the customer has no
 *   test clock (real Stripe keys)
 */
export async function advanceBillingClock(
  deps: { db: Database; billing: StripeBilling },
  input: { userId: string; days: number },
): Promise<{ frozenTime: number }> {
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > MAX_ADVANCE_DAYS) {
    throw new AppError(
      "local.bad_days",
      `Days must be a whole number from 1 to ${MAX_ADVANCE_DAYS}.`,
      400,
    );
  }
  const { stripe } = deps.billing;
  const customerId = await findStripeCustomerId(deps.db, input.userId);
  if (!customerId) {
    throw new AppError("local.no_customer", "No billing account yet. Choose a plan first.", 404);
  }
  const customer = await stripe.customers.retrieve(customerId);
  const clockRef = customer.deleted ? null : customer.test_clock;
  const clockId = typeof clockRef === "string" ? clockRef : clockRef?.id;
  if (!clockId) {
    throw new AppError("local.no_clock", "This billing account has no test clock.", 409);
  }
  const clock = await stripe.testHelpers.testClocks.retrieve(clockId);
  const advanced = await stripe.testHelpers.testClocks.advance(clockId, {
    frozen_time: clock.frozen_time + input.days * 24 * 60 * 60,
  });
  return { frozenTime: advanced.frozen_time };
}
