import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  insertLocation,
  useBillingFixture,
  type BillingFixture,
} from "../../../tests/support/billing-fixtures";
import { databaseEngines } from "../../../tests/support/test-databases";
import type { Database } from "../db/client.server";
import { locations } from "../db/schema";
import { startCheckout } from "./checkout.server";
import { lanCenterSubscriptions, stripeEvents } from "./schema";
import { PERIOD_SECONDS, type StripeObject } from "../local/stripe-emulator-store.server";
import { handleStripeWebhook } from "./webhooks.server";

/** The columns that describe a subscription's state (ids and timestamps left out). */
const state = (row: typeof lanCenterSubscriptions.$inferSelect) => ({
  status: row.status,
  priceId: row.priceId,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  cancelAt: row.cancelAt,
  paymentMethodBrand: row.paymentMethodBrand,
  paymentMethodLast4: row.paymentMethodLast4,
});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`Stripe webhooks on ${engine.name}`, () => {
    let db: Database;
    let fx: BillingFixture;
    useBillingFixture(engine.name, (env) => ({ db, fx } = env));

    /** Starts a checkout as `userId` for a new location and pays it with the success card. */
    async function subscribe(userId = "user-1", planId = "subscription") {
      const locationId = await insertLocation(db, userId);
      const checkout = await startCheckout({
        db,
        stripe: fx.stripe,
        plans: fx.plans,
        userId,
        userEmail: `${userId}@example.com`,
        locationId,
        planId,
        baseUrl: "http://site.test",
      });
      const eventsBefore = fx.emulator.store.events.length;
      const paid = fx.emulator.payCheckoutSession(checkout.sessionId, "4242 4242 4242 4242");
      if (!paid.paid) throw new Error("payment failed");
      await fx.emulator.idle();
      return {
        locationId,
        sessionId: checkout.sessionId,
        subscriptionId: paid.subscription.id as string,
        periodEnd: (paid.subscription.items as { data: StripeObject[] }).data[0]!
          .current_period_end as number,
        events: fx.emulator.store.events.slice(eventsBefore),
      };
    }

    const rows = () => db.select().from(lanCenterSubscriptions);
    const ledger = () => db.select().from(stripeEvents);

    it("a paid checkout becomes one active row with plan, period end and card", async () => {
      fx.deliverTo(db);
      const { locationId, subscriptionId, periodEnd } = await subscribe();
      const all = await rows();
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({
        locationId,
        userId: "user-1",
        stripeSubscriptionId: subscriptionId,
        status: "active",
        priceId: "price_local_subscription",
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        cancelAt: null,
        paymentMethodBrand: "visa",
        paymentMethodLast4: "4242",
      });
      const events = await ledger();
      expect(events.map((e) => e.type).sort()).toEqual([
        "checkout.session.completed",
        "customer.subscription.created",
        "invoice.paid",
      ]);
      expect(events.every((e) => e.processedAt !== null)).toBe(true);
      expect(fx.emulator.deliveries.slice(-3).map((d) => d.status)).toEqual([200, 200, 200]);
    });

    it("a replayed event answers 200 and changes nothing", async () => {
      fx.deliverTo(db);
      const { events } = await subscribe();
      const [before] = await rows();
      const ledgerBefore = await ledger();
      const invoicePaid = events.find((e) => e.type === "invoice.paid")!;
      const { payload, signature } = fx.emulator.signEvent(invoicePaid);
      const replay = await handleStripeWebhook({
        db,
        stripe: fx.stripe,
        webhookSecret: fx.webhookSecret,
        rawBody: payload,
        signature,
      });
      expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
      expect(await rows()).toEqual([before]);
      expect(await ledger()).toEqual(ledgerBefore);
    });

    it("out-of-order delivery ends in the same state as the right order", async () => {
      fx.holdWebhooks();
      const inOrder = await subscribe("user-a");
      const shuffled = await subscribe("user-b");
      for (const run of [inOrder, shuffled]) {
        await fx.stripe.subscriptions.update(run.subscriptionId, { cancel_at_period_end: true });
        await fx.stripe.subscriptions.update(run.subscriptionId, { cancel_at_period_end: false });
        await fx.stripe.subscriptions.update(run.subscriptionId, { cancel_at_period_end: true });
        await fx.stripe.subscriptions.cancel(run.subscriptionId);
      }
      const eventsOf = (subscriptionId: string) =>
        fx.emulator.store.events.filter((event) =>
          JSON.stringify(event.data).includes(subscriptionId),
        );
      const right = eventsOf(inOrder.subscriptionId);
      const wrong = eventsOf(shuffled.subscriptionId);
      expect(right.map((e) => e.type)).toEqual([
        "checkout.session.completed",
        "customer.subscription.created",
        "invoice.paid",
        "customer.subscription.updated",
        "customer.subscription.updated",
        "customer.subscription.updated",
        "customer.subscription.deleted",
      ]);
      for (const event of right) expect(await fx.deliver(db, event)).toBe(200);
      // deleted before updated, updated before created, the checkout last.
      for (const event of [...wrong].reverse()) expect(await fx.deliver(db, event)).toBe(200);
      const byId = new Map((await rows()).map((row) => [row.stripeSubscriptionId, row]));
      const a = byId.get(inOrder.subscriptionId)!;
      const b = byId.get(shuffled.subscriptionId)!;
      expect(state(a)).toMatchObject({
        status: "canceled",
        cancelAtPeriodEnd: true,
        cancelAt: inOrder.periodEnd,
        paymentMethodLast4: "4242",
      });
      expect({ ...state(b), cancelAt: b.cancelAt! - shuffled.periodEnd }).toEqual({
        ...state(a),
        cancelAt: a.cancelAt! - inOrder.periodEnd,
        currentPeriodEnd: b.currentPeriodEnd,
      });
      expect(b.currentPeriodEnd).toBe(shuffled.periodEnd);
      expect(b.locationId).toBe(shuffled.locationId);
      expect(await ledger()).toHaveLength(right.length + wrong.length);
    });

    it("an updated event before any other creates the row from Stripe's current state", async () => {
      fx.holdWebhooks();
      const run = await subscribe();
      await fx.stripe.subscriptions.update(run.subscriptionId, { cancel_at_period_end: true });
      const updated = fx.emulator.store.events.at(-1)!;
      expect(updated.type).toBe("customer.subscription.updated");
      expect(await fx.deliver(db, updated)).toBe(200);
      for (const event of run.events) expect(await fx.deliver(db, event)).toBe(200);
      const all = await rows();
      expect(all.map(state)).toEqual([
        {
          status: "active",
          priceId: "price_local_subscription",
          currentPeriodEnd: run.periodEnd,
          cancelAtPeriodEnd: true,
          cancelAt: run.periodEnd,
          paymentMethodBrand: "visa",
          paymentMethodLast4: "4242",
        },
      ]);
    });

    it("a bad signature answers 400 and writes nothing", async () => {
      fx.holdWebhooks();
      const run = await subscribe();
      const event = run.events[1]!;
      const { payload, signature } = fx.emulator.signEvent(event);
      expect(payload).toContain('"active"');
      const attempts = [
        { rawBody: payload.replace('"active"', '"canceled"'), signature },
        {
          rawBody: payload,
          signature: signature.replace(/v1=(.)/, (_m, c: string) => `v1=${c === "0" ? "1" : "0"}`),
        },
        { rawBody: payload, signature: null },
        { rawBody: payload, signature: "garbage" },
      ];
      for (const attempt of attempts) {
        const result = await handleStripeWebhook({
          db,
          stripe: fx.stripe,
          webhookSecret: fx.webhookSecret,
          ...attempt,
        });
        expect(result).toEqual({
          status: 400,
          body: { received: false, error: "Invalid signature" },
        });
      }
      const wrongSecret = await handleStripeWebhook({
        db,
        stripe: fx.stripe,
        webhookSecret: "whsec_someone_else",
        rawBody: payload,
        signature,
      });
      expect(wrongSecret.status).toBe(400);
      expect(await rows()).toEqual([]);
      expect(await ledger()).toEqual([]);
    });

    it("an event for an unknown location is recorded, logged and answered 200", async () => {
      fx.holdWebhooks();
      const run = await subscribe();
      await db.delete(locations).where(eq(locations.id, run.locationId));
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        for (const event of run.events) expect(await fx.deliver(db, event)).toBe(200);
        expect(warn.mock.calls.map((call) => String(call[0])).join("\n")).toContain(
          `unknown location ${run.locationId}`,
        );
      } finally {
        warn.mockRestore();
      }
      expect(await rows()).toEqual([]);
      const events = await ledger();
      expect(events).toHaveLength(3);
      expect(events.every((e) => e.processedAt !== null)).toBe(true);
    });

    it("a failed renewal payment turns the row past_due", async () => {
      fx.deliverTo(db);
      const run = await subscribe();
      fx.emulator.failNextPayment(run.subscriptionId);
      await fx.emulator.idle();
      const all = await rows();
      expect(all.map(state)).toEqual([
        expect.objectContaining({
          status: "past_due",
          currentPeriodEnd: run.periodEnd + PERIOD_SECONDS,
        }),
      ]);
      expect((await ledger()).map((e) => e.type)).toContain("invoice.payment_failed");
    });

    it("a renewal moves the period end on by one period and stays active", async () => {
      fx.deliverTo(db);
      const run = await subscribe();
      fx.emulator.renewSubscription(run.subscriptionId);
      await fx.emulator.idle();
      expect((await rows()).map(state)).toEqual([
        expect.objectContaining({
          status: "active",
          currentPeriodEnd: run.periodEnd + PERIOD_SECONDS,
        }),
      ]);
      // Scheduled to cancel: the next period end ends it.
      await fx.stripe.subscriptions.update(run.subscriptionId, { cancel_at_period_end: true });
      fx.emulator.renewSubscription(run.subscriptionId);
      await fx.emulator.idle();
      expect((await rows()).map((row) => row.status)).toEqual(["canceled"]);
    });

    it("Stripe unreachable while processing: 500, nothing written, a retry succeeds", async () => {
      fx.holdWebhooks();
      const run = await subscribe();
      const { createStripeClient } = await import("./stripe-client.server");
      const offline = createStripeClient(
        fx.emulator.secretKey,
        { host: "127.0.0.1", port: 9, protocol: "http" },
        { maxNetworkRetries: 0, timeoutMs: 2000 },
      );
      const { payload, signature } = fx.emulator.signEvent(run.events[0]!);
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const failed = await handleStripeWebhook({
        db,
        stripe: offline,
        webhookSecret: fx.webhookSecret,
        rawBody: payload,
        signature,
      });
      error.mockRestore();
      expect(failed.status).toBe(500);
      expect(await rows()).toEqual([]);
      expect(await ledger()).toEqual([]);
      expect(await fx.deliver(db, run.events[0]!)).toBe(200);
      expect((await rows()).map((row) => row.status)).toEqual(["active"]);
    });

    it("two checkouts for one center completing at once leave exactly one active row", async () => {
      fx.holdWebhooks();
      const locationId = await insertLocation(db, "user-1");
      const start = () =>
        startCheckout({
          db,
          stripe: fx.stripe,
          plans: fx.plans,
          userId: "user-1",
          userEmail: "user-1@example.com",
          locationId,
          planId: "verified",
          baseUrl: "http://site.test",
        });
      // Started at once, the two checkouts take turns: the later one expires the earlier one.
      const [one, two] = await Promise.all([start(), start()]);
      expect(one.sessionId).not.toBe(two.sessionId);
      const states = await Promise.all(
        [one, two].map(
          async (c) => (await fx.stripe.checkout.sessions.retrieve(c.sessionId)).status,
        ),
      );
      expect([...states].sort()).toEqual(["expired", "open"]);
      const first = states[0] === "open" ? one : two;
      // A session opened at Stripe past our checkout (as a racing tab could) still gets paid.
      const racing = await fx.stripe.checkout.sessions.create({
        mode: "subscription",
        customer: (await fx.stripe.checkout.sessions.retrieve(first.sessionId)).customer as string,
        line_items: [{ price: "price_local_verified", quantity: 1 }],
        metadata: { location_id: locationId, user_id: "user-1" },
        subscription_data: { metadata: { location_id: locationId, user_id: "user-1" } },
        success_url: "http://site.test/success",
      });
      const second = { sessionId: racing.id };
      const eventsBefore = fx.emulator.store.events.length;
      const paidFirst = fx.emulator.payCheckoutSession(first.sessionId, "4242424242424242");
      const paidSecond = fx.emulator.payCheckoutSession(second.sessionId, "4242424242424242");
      if (!paidFirst.paid || !paidSecond.paid) throw new Error("payment failed");
      const events = fx.emulator.store.events.slice(eventsBefore);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        const statuses = await Promise.all(events.map((event) => fx.deliver(db, event)));
        expect(statuses.every((status) => status === 200)).toBe(true);
        // The duplicate is marked, refunded and canceled (ADR 032); those events come back too.
        const late = fx.emulator.store.events.slice(eventsBefore + events.length);
        expect(late.map((e) => e.type)).toEqual([
          "customer.subscription.updated",
          "charge.refunded",
          "customer.subscription.deleted",
        ]);
        for (const event of late) expect(await fx.deliver(db, event)).toBe(200);
      } finally {
        warn.mockRestore();
      }
      const all = await rows();
      expect(all).toHaveLength(2);
      const active = all.filter((row) => row.status === "active");
      const canceled = all.filter((row) => row.status === "canceled");
      expect(active).toHaveLength(1);
      expect(canceled).toHaveLength(1);
      expect(all.every((row) => row.locationId === locationId)).toBe(true);
      // Stripe agrees: the kept one is active, the other canceled and refunded.
      expect(fx.emulator.store.refunds).toHaveLength(1);
      const atStripe = await Promise.all(
        all.map((row) => fx.stripe.subscriptions.retrieve(row.stripeSubscriptionId)),
      );
      expect(new Map(atStripe.map((s) => [s.id, s.status]))).toEqual(
        new Map(all.map((row) => [row.stripeSubscriptionId, row.status])),
      );
      // The database itself refuses a second occupying row for the location.
      await expect(
        db
          .update(lanCenterSubscriptions)
          .set({ status: "trialing" })
          .where(eq(lanCenterSubscriptions.id, canceled[0]!.id)),
      ).rejects.toThrow();
    });
  });
}
