import { describe, expect, it, vi } from "vitest";
import {
  insertLocation,
  useBillingFixture,
  type BillingFixture,
} from "../../../tests/support/billing-fixtures";
import { databaseEngines } from "../../../tests/support/test-databases";
import type { Database } from "../db/client.server";
import { startCheckout, type StartCheckoutInput } from "./checkout.server";
import { BillingError } from "./errors.server";
import { customers, lanCenterSubscriptions } from "./schema";
import { createStripeClient } from "./stripe-client.server";
import {
  cancelSubscription,
  findOccupyingSubscription,
  listSubscriptionsForUser,
  resumeSubscription,
  syncSubscriptionFromCheckoutSession,
} from "./subscriptions.server";

async function billingError(promise: Promise<unknown>): Promise<BillingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BillingError);
  return error as BillingError;
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`checkout and subscriptions on ${engine.name}`, () => {
    let db: Database;
    let fx: BillingFixture;
    useBillingFixture(engine.name, (env) => ({ db, fx } = env));

    const input = (overrides: Partial<StartCheckoutInput>): StartCheckoutInput => ({
      db,
      stripe: fx.stripe,
      plans: fx.plans,
      userId: "owner",
      userEmail: "owner@example.com",
      locationId: "",
      planId: "verified",
      baseUrl: "http://site.test/",
      ...overrides,
    });

    it("creates the customer once per user and a session with our metadata and URLs", async () => {
      const first = await insertLocation(db, "owner", "First");
      const second = await insertLocation(db, "owner", "Second");
      const a = await startCheckout(input({ locationId: first }));
      const b = await startCheckout(input({ locationId: second, planId: "subscription" }));
      expect(a.url).toBe(`${fx.emulator.url}/checkout/${a.sessionId}`);
      const stored = await db.select().from(customers);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.userId).toBe("owner");
      const [sa, sb] = await Promise.all([
        fx.stripe.checkout.sessions.retrieve(a.sessionId),
        fx.stripe.checkout.sessions.retrieve(b.sessionId),
      ]);
      expect(sa.customer).toBe(stored[0]!.stripeCustomerId);
      expect(sb.customer).toBe(stored[0]!.stripeCustomerId);
      expect(sa).toMatchObject({
        mode: "subscription",
        metadata: { location_id: first, user_id: "owner" },
        success_url: `http://site.test/success?session_id=${a.sessionId}&location_id=${first}`,
        cancel_url: `http://site.test/payment?location=${first}`,
      });
      expect(sb.amount_total).toBe(5000);
      expect(sa.amount_total).toBe(1000);
      // Nothing is subscribed until Stripe says it is paid.
      expect(await db.select().from(lanCenterSubscriptions)).toEqual([]);
    });

    it("concurrent first checkouts of one user create one customer", async () => {
      const ids = await Promise.all([
        insertLocation(db, "owner", "One"),
        insertLocation(db, "owner", "Two"),
        insertLocation(db, "owner", "Three"),
      ]);
      const sessions = await Promise.all(ids.map((id) => startCheckout(input({ locationId: id }))));
      const stored = await db.select().from(customers);
      expect(stored).toHaveLength(1);
      const read = await Promise.all(
        sessions.map((s) => fx.stripe.checkout.sessions.retrieve(s.sessionId)),
      );
      expect(new Set(read.map((s) => s.customer))).toEqual(new Set([stored[0]!.stripeCustomerId]));
    });

    it("refuses someone else's location, unknown ids, a missing id and unknown plans", async () => {
      const theirs = await insertLocation(db, "someone-else");
      expect((await billingError(startCheckout(input({ locationId: theirs })))).code).toBe(
        "access_denied",
      );
      expect(
        (
          await billingError(
            startCheckout(input({ locationId: "00000000-0000-4000-8000-000000000000" })),
          )
        ).code,
      ).toBe("access_denied");
      expect((await billingError(startCheckout(input({ locationId: "not-a-uuid" })))).code).toBe(
        "access_denied",
      );
      const missing = await billingError(startCheckout(input({ locationId: " " })));
      expect(missing.message).toBe(
        "Location ID is required. Please select a location to subscribe.",
      );
      const mine = await insertLocation(db, "owner");
      expect(
        (await billingError(startCheckout(input({ locationId: mine, planId: "gold" })))).code,
      ).toBe("unknown_plan");
      expect(await db.select().from(customers)).toEqual([]);
      expect(fx.emulator.store.events).toEqual([]);
    });

    it("Stripe unreachable: 'Failed to start checkout process.' and no rows", async () => {
      const locationId = await insertLocation(db, "owner");
      const offline = createStripeClient(
        fx.emulator.secretKey,
        { host: "127.0.0.1", port: 9, protocol: "http" },
        { maxNetworkRetries: 0, timeoutMs: 2000 },
      );
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const failure = await billingError(startCheckout(input({ locationId, stripe: offline })));
      error.mockRestore();
      expect(failure.message).toBe("Failed to start checkout process.");
      expect(await db.select().from(customers)).toEqual([]);
      expect(await db.select().from(lanCenterSubscriptions)).toEqual([]);
      // The owner can try again once Stripe answers.
      const retry = await startCheckout(input({ locationId }));
      expect(retry.url).toContain("/checkout/cs_test_");
    });

    it("Stripe refusing the session: 'Failed to create checkout session'", async () => {
      const locationId = await insertLocation(db, "owner");
      const badPlans = fx.plans.map((plan) => ({ ...plan, priceId: "price_unknown" }));
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const failure = await billingError(startCheckout(input({ locationId, plans: badPlans })));
      error.mockRestore();
      expect(failure.message).toBe("Failed to create checkout session");
      expect(await db.select().from(lanCenterSubscriptions)).toEqual([]);
    });

    it("syncs at /success, refuses a second checkout, cancels and resumes for the owner only", async () => {
      const locationId = await insertLocation(db, "owner", "Pixel Hall");
      const { sessionId } = await startCheckout(input({ locationId, planId: "subscription" }));
      // Not paid yet: processing.
      expect(
        await syncSubscriptionFromCheckoutSession({
          db,
          stripe: fx.stripe,
          plans: fx.plans,
          userId: "owner",
          sessionId,
        }),
      ).toEqual({ kind: "processing" });
      const paid = fx.emulator.payCheckoutSession(sessionId, "4242424242424242");
      if (!paid.paid) throw new Error("payment failed");
      // Webhooks are held: /success must not wait for them.
      const synced = await syncSubscriptionFromCheckoutSession({
        db,
        stripe: fx.stripe,
        plans: fx.plans,
        userId: "owner",
        sessionId,
      });
      expect(synced).toMatchObject({
        kind: "ready",
        subscription: {
          locationId,
          organizationName: "Pixel Hall",
          address: "1 Main St",
          status: "active",
          planId: "subscription",
          planName: "LAN Center Subscription",
          paymentMethodLast4: "4242",
        },
      });
      expect(
        (
          await billingError(
            syncSubscriptionFromCheckoutSession({
              db,
              stripe: fx.stripe,
              plans: fx.plans,
              userId: "intruder",
              sessionId,
            }),
          )
        ).code,
      ).toBe("access_denied");
      expect((await billingError(startCheckout(input({ locationId })))).code).toBe(
        "already_subscribed",
      );
      const stripeSubscriptionId = paid.subscription.id as string;
      const change = { db, stripe: fx.stripe, plans: fx.plans, stripeSubscriptionId };
      expect((await billingError(cancelSubscription({ ...change, userId: "intruder" }))).code).toBe(
        "access_denied",
      );
      expect(
        (await fx.stripe.subscriptions.retrieve(stripeSubscriptionId)).cancel_at_period_end,
      ).toBe(false);
      const canceled = await cancelSubscription({ ...change, userId: "owner" });
      expect(canceled).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
      expect(canceled.cancelAt).toBe(canceled.currentPeriodEnd);
      const resumed = await resumeSubscription({ ...change, userId: "owner" });
      expect(resumed).toMatchObject({ status: "active", cancelAtPeriodEnd: false, cancelAt: null });
      expect(await listSubscriptionsForUser({ db, plans: fx.plans, userId: "owner" })).toEqual([
        resumed,
      ]);
      expect(await listSubscriptionsForUser({ db, plans: fx.plans, userId: "intruder" })).toEqual(
        [],
      );
      expect(await findOccupyingSubscription({ db, plans: fx.plans, locationId })).toEqual(resumed);
    });

    it("a Stripe failure on cancel gives 'Failed to cancel subscription'", async () => {
      const locationId = await insertLocation(db, "owner");
      const { sessionId } = await startCheckout(input({ locationId }));
      const paid = fx.emulator.payCheckoutSession(sessionId, "4242424242424242");
      if (!paid.paid) throw new Error("payment failed");
      await syncSubscriptionFromCheckoutSession({
        db,
        stripe: fx.stripe,
        plans: fx.plans,
        userId: "owner",
        sessionId,
      });
      const offline = createStripeClient(
        fx.emulator.secretKey,
        { host: "127.0.0.1", port: 9, protocol: "http" },
        { maxNetworkRetries: 0, timeoutMs: 2000 },
      );
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const change = {
        db,
        stripe: offline,
        plans: fx.plans,
        userId: "owner",
        stripeSubscriptionId: paid.subscription.id as string,
      };
      expect((await billingError(cancelSubscription(change))).message).toBe(
        "Failed to cancel subscription",
      );
      expect((await billingError(resumeSubscription(change))).message).toBe(
        "Failed to reactivate subscription",
      );
      error.mockRestore();
      const [row] = await db.select().from(lanCenterSubscriptions);
      expect(row!.cancelAtPeriodEnd).toBe(false);
    });
  });
}
