import { describe, expect, it } from "vitest";
import {
  insertLocation,
  useBillingFixture,
  type BillingFixture,
} from "../../../tests/support/billing-fixtures";
import { databaseEngines } from "../../../tests/support/test-databases";
import type { Database } from "../db/client.server";
import { startCheckout } from "./checkout.server";
import { BillingError, billingErrorStatus, type BillingErrorCode } from "./errors.server";
import { loadPaymentPage, loadSuccessPage } from "./pages.server";
import { changeSubscription, countActiveSubscriptions } from "./subscriptions.server";

async function codeOf(promise: Promise<unknown>): Promise<BillingErrorCode> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BillingError);
  return (error as BillingError).code;
}

describe("billingErrorStatus", () => {
  it("maps every code to an HTTP status", () => {
    expect(billingErrorStatus("location_required")).toBe(400);
    expect(billingErrorStatus("unknown_plan")).toBe(400);
    expect(billingErrorStatus("access_denied")).toBe(403);
    expect(billingErrorStatus("already_subscribed")).toBe(409);
    expect(billingErrorStatus("checkout_failed")).toBe(502);
    expect(billingErrorStatus("no_checkout_url")).toBe(502);
    expect(billingErrorStatus("cancel_failed")).toBe(502);
    expect(billingErrorStatus("resume_failed")).toBe(502);
    expect(billingErrorStatus("checkout_unavailable")).toBe(503);
    expect(billingErrorStatus("fetch_failed")).toBe(503);
  });
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`payment pages on ${engine.name}`, () => {
    let db: Database;
    let fx: BillingFixture;
    useBillingFixture(engine.name, (env) => ({ db, fx } = env));

    async function subscribe(userId: string, locationId: string) {
      const { sessionId } = await startCheckout({
        db,
        stripe: fx.stripe,
        plans: fx.plans,
        userId,
        userEmail: `${userId}@example.com`,
        locationId,
        planId: "verified",
        baseUrl: "http://site.test",
      });
      const paid = fx.emulator.payCheckoutSession(sessionId, "4242424242424242");
      if (!paid.paid) throw new Error("payment failed");
      return sessionId;
    }

    it("shows /payment only to the center's owner, with its active subscription", async () => {
      const locationId = await insertLocation(db, "owner", "Pixel Hall");
      const page = (userId: string, id = locationId) =>
        loadPaymentPage({ db, plans: fx.plans, userId, locationId: id });
      expect(await page("owner")).toEqual({
        location: { id: locationId, name: "Pixel Hall", address: "1 Main St" },
        subscription: null,
      });
      expect(await codeOf(page("other"))).toBe("access_denied");
      expect(await codeOf(page("owner", "not-a-uuid"))).toBe("access_denied");
      expect(await codeOf(page("owner", "00000000-0000-4000-8000-000000000000"))).toBe(
        "access_denied",
      );
      expect(await codeOf(page("owner", "  "))).toBe("location_required");

      const sessionId = await subscribe("owner", locationId);
      const success = await loadSuccessPage({
        db,
        stripe: fx.stripe,
        plans: fx.plans,
        userId: "owner",
        sessionId,
      });
      expect(success).toMatchObject({
        kind: "ready",
        locationName: "Pixel Hall",
        subscription: { locationId, status: "active", planName: "Verified Listing" },
      });
      expect(
        await codeOf(
          loadSuccessPage({ db, stripe: fx.stripe, plans: fx.plans, userId: "other", sessionId }),
        ),
      ).toBe("access_denied");
      expect(
        await loadSuccessPage({
          db,
          stripe: fx.stripe,
          plans: fx.plans,
          userId: "owner",
          sessionId: "",
        }),
      ).toEqual({ kind: "unknown" });
      // A made-up session id is not a payment (issue 16): no 'Payment Successful!'.
      expect(
        await loadSuccessPage({
          db,
          stripe: fx.stripe,
          plans: fx.plans,
          userId: "owner",
          sessionId: "cs_test_made_up_123",
        }),
      ).toEqual({ kind: "unknown" });
      const withSubscription = await page("owner");
      expect(withSubscription.subscription).toMatchObject({
        status: "active",
        planName: "Verified Listing",
        cancelAtPeriodEnd: false,
        paymentMethodLast4: "4242",
      });
      expect(withSubscription.subscription!.id).toMatch(/^sub_/);
    });

    it("counts active subscriptions and lets only the owner cancel and resume", async () => {
      const first = await insertLocation(db, "owner", "First");
      const second = await insertLocation(db, "owner", "Second");
      await insertLocation(db, "owner", "Unpaid");
      expect(await countActiveSubscriptions(db, "owner")).toBe(0);
      for (const locationId of [first, second]) {
        const sessionId = await subscribe("owner", locationId);
        await loadSuccessPage({
          db,
          stripe: fx.stripe,
          plans: fx.plans,
          userId: "owner",
          sessionId,
        });
      }
      expect(await countActiveSubscriptions(db, "owner")).toBe(2);
      expect(await countActiveSubscriptions(db, "other")).toBe(0);

      const { subscription } = await loadPaymentPage({
        db,
        plans: fx.plans,
        userId: "owner",
        locationId: first,
      });
      const change = (userId: string, intent: "cancel" | "resume") =>
        changeSubscription({
          db,
          stripe: fx.stripe,
          plans: fx.plans,
          userId,
          stripeSubscriptionId: subscription!.id,
          intent,
        });
      expect(await codeOf(change("other", "cancel"))).toBe("access_denied");
      const canceled = await change("owner", "cancel");
      expect(canceled).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
      // Scheduled to cancel is still active until the period ends.
      expect(await countActiveSubscriptions(db, "owner")).toBe(2);
      expect(await change("owner", "resume")).toMatchObject({ cancelAtPeriodEnd: false });

      // Ended at Stripe (webhook delivered): no longer counted, and cannot be resumed.
      fx.deliverTo(db);
      await fx.stripe.subscriptions.cancel(subscription!.id);
      await fx.emulator.idle();
      expect(await countActiveSubscriptions(db, "owner")).toBe(1);
      expect(await codeOf(change("owner", "resume"))).toBe("resume_failed");
    });
  });
}
