/**
 * A second, racing Checkout Session for a center (local mode with the Stripe emulator only;
 * ADR 032): opened at Stripe directly, past `startCheckout` and its expiry of earlier sessions,
 * as two tabs racing (or a session from before that rule) could leave one. The browser tests pay
 * it to see the webhook refund the duplicate payment end to end.
 */
import { AppError } from "../errors/app-error";
import type { Database } from "../db/client.server";
import { getOrCreateStripeCustomer, type StripeBilling } from "../billing/index.server";
import { findOwnedCenter } from "../directory/index.server";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens a Checkout Session for one of the user's centers with the metadata our checkout uses,
 * without recording or expiring anything.
 * @param input.planId "verified" or "subscription"
 * @returns the emulator's hosted page URL
 * @throws AppError `local.no_emulator` (404) with real Stripe keys, `local.bad_checkout` (400)
 *   for an unknown plan or a center that is not the user's
 */
export async function openRacingCheckout(
  deps: { db: Database; billing: StripeBilling; publicUrl: string },
  input: { userId: string; userEmail: string; locationId: string; planId: string },
): Promise<string> {
  const { db, billing } = deps;
  if (billing.mode !== "emulator") {
    throw new AppError("local.no_emulator", "Only with the local Stripe emulator.", 404);
  }
  const plan = billing.plans.find((p) => p.id === input.planId);
  const center =
    UUID_PATTERN.test(input.locationId) &&
    (await findOwnedCenter(db, { userId: input.userId, locationId: input.locationId }));
  if (!plan || !center) {
    throw new AppError("local.bad_checkout", "Choose a plan and one of your LAN centers.", 400);
  }
  const customer = await getOrCreateStripeCustomer(
    db,
    billing.stripe,
    input.userId,
    input.userEmail,
  );
  const metadata = { location_id: center.id, user_id: input.userId };
  const base = deps.publicUrl.replace(/\/+$/, "");
  const location = encodeURIComponent(center.id);
  const session = await billing.stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price: plan.priceId, quantity: 1 }],
    client_reference_id: center.id,
    metadata,
    subscription_data: { metadata },
    success_url: `${base}/success?session_id={CHECKOUT_SESSION_ID}&location_id=${location}`,
    cancel_url: `${base}/payment?location=${location}`,
  });
  if (!session.url) throw new AppError("local.bad_checkout", "No checkout URL received.", 400);
  return session.url;
}
