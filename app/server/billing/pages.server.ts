/**
 * What the payment pages show (the /payment page and the /success page;
 * docs/spec/owner-portal.md §2): one function per page, so the route modules only parse, call and
 * render.
 */
import type { SubscriptionSummary } from "~/lib/subscription-status";
import type { Database } from "../db/client.server";
import { findOwnedCenter, type OwnedCenter } from "../directory/index.server";
import { BillingError } from "./errors.server";
import type { BillingPlan } from "./plans.server";
import {
  findOccupyingSubscription,
  syncSubscriptionFromCheckoutSession,
  type CheckoutSessionSyncInput,
  toSubscriptionSummary,
} from "./subscriptions.server";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The LAN center a payment page is about. */
export interface PaymentLocation {
  id: string;
  name: string;
  address: string;
}

/** What /payment shows: the center, and its active subscription when it has one. */
export interface PaymentPageData {
  location: PaymentLocation;
  /** The active, trialing or past_due subscription (the Active Subscription panel), or null. */
  subscription: SubscriptionSummary | null;
}

/**
 * Loads /payment?location={id} for the signed-in user. Reads only the user's own center
 * (the directory's `findOwnedCenter`, as `startCheckout` does).
 * @throws BillingError `location_required` (empty id), `access_denied` (malformed id, no such
 *   center, or created by someone else: the page never tells these apart), `fetch_failed`
 *   (database error)
 */
export async function loadPaymentPage(input: {
  db: Database;
  plans: readonly BillingPlan[];
  userId: string;
  locationId: string;
}): Promise<PaymentPageData> {
  const locationId = input.locationId.trim();
  if (!locationId) throw new BillingError("location_required");
  if (!UUID_PATTERN.test(locationId)) throw new BillingError("access_denied");
  let center: OwnedCenter | null;
  let subscription: SubscriptionSummary | null = null;
  try {
    center = await findOwnedCenter(input.db, { userId: input.userId, locationId });
    if (center) {
      const occupying = await findOccupyingSubscription({
        db: input.db,
        plans: input.plans,
        locationId,
      });
      subscription = occupying ? toSubscriptionSummary(occupying) : null;
    }
  } catch (error) {
    throw new BillingError("fetch_failed", error);
  }
  if (!center) throw new BillingError("access_denied");
  return { location: { id: center.id, name: center.name, address: center.address }, subscription };
}

/** What /success shows. */
export type SuccessPageData =
  | { kind: "ready"; locationName: string; subscription: SubscriptionSummary }
  /** Not paid yet or not yet known: the processing message. */
  | { kind: "processing" }
  /** No such Checkout Session (missing, malformed or made-up `session_id`; issue 16). */
  | { kind: "unknown" };

/**
 * Loads /success?session_id=…: syncs the Checkout Session's subscription from Stripe at once
 * (not waiting for the webhook) and returns it, or `processing`.
 * @param sessionId the `session_id` query parameter; empty, malformed or unknown gives `unknown`
 * @throws BillingError `access_denied` when the session was started by another user
 */
export async function loadSuccessPage(input: CheckoutSessionSyncInput): Promise<SuccessPageData> {
  const sessionId = input.sessionId.trim();
  if (!/^cs_[A-Za-z0-9_]+$/.test(sessionId)) return { kind: "unknown" };
  const result = await syncSubscriptionFromCheckoutSession({ ...input, sessionId });
  if (result.kind === "unknown") return { kind: "unknown" };
  if (result.kind !== "ready") return { kind: "processing" };
  return {
    kind: "ready",
    locationName: result.subscription.organizationName,
    subscription: toSubscriptionSummary(result.subscription),
  };
}
