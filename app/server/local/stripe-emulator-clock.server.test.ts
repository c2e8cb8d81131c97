/**
 * The local Stripe emulator's test clocks, Customer Portal and saved state (ADR 051), through
 * the real stripe SDK and the portal's HTML forms.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBillingFixture, type BillingFixture } from "../../../tests/support/billing-fixtures";
import { buildBillingPlans, EMULATOR_PRICE_IDS, localStripePrices } from "../billing/plans.server";
import { createStripeClient } from "../billing/stripe-client.server";
import { startStripeEmulator } from "./stripe-emulator.server";
import {
  MAX_PAYMENT_ATTEMPTS,
  PERIOD_SECONDS,
  RETRY_SECONDS,
  type StripeObject,
} from "./stripe-emulator-store.server";

describe("local Stripe emulator: test clocks, portal, saved state", () => {
  let fx: BillingFixture;
  let types: string[];
  beforeAll(async () => {
    fx = await startBillingFixture();
    types = [];
    fx.emulator.setWebhookTarget(async (payload, signature) => {
      types.push(fx.stripe.webhooks.constructEvent(payload, signature, fx.webhookSecret).type);
      return 200;
    });
  });
  afterAll(() => fx?.close());

  /** A customer (on `testClock`, or on its own clock) with a paid subscription. */
  async function paidSubscription(
    stripe: Stripe,
    pay: BillingFixture["emulator"],
    testClock?: string,
  ) {
    const customer = await stripe.customers.create({
      email: "owner@example.com",
      test_clock: testClock,
    });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: "price_local_subscription", quantity: 1 }],
      subscription_data: { metadata: { location_id: "loc-1", user_id: "user-1" } },
      success_url: "http://site.test/success",
    });
    const paid = pay.payCheckoutSession(session.id, "4242424242424242");
    if (!paid.paid) throw new Error("expected payment");
    await pay.idle();
    const subscription = await stripe.subscriptions.retrieve(paid.subscription.id as string);
    return {
      customer,
      clockId: customer.test_clock as string,
      subscription,
      periodEnd: subscription.items.data[0]!.current_period_end,
    };
  }

  const form = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("test clocks: create frozen, put a customer on it, retrieve, advance (never backwards)", async () => {
    const start = 1_900_000_000;
    const clock = await fx.stripe.testHelpers.testClocks.create({ frozen_time: start, name: "t" });
    expect(clock).toMatchObject({
      object: "test_helpers.test_clock",
      frozen_time: start,
      status: "ready",
    });
    const run = await paidSubscription(fx.stripe, fx.emulator, clock.id);
    expect(run.clockId).toBe(clock.id);
    expect(run.subscription.start_date).toBe(start);
    expect(run.periodEnd).toBe(start + PERIOD_SECONDS);
    // Frozen: real time passing changes nothing.
    expect((await fx.stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time).toBe(start);
    const back = await fx.stripe.testHelpers.testClocks
      .advance(clock.id, { frozen_time: start - 1 })
      .catch((e: unknown) => e);
    expect(back).toMatchObject({ statusCode: 400, param: "frozen_time" });
    const missing = await fx.stripe.testHelpers.testClocks
      .retrieve("clock_missing")
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 404 });
  });

  it("advancing past the period end renews: new paid invoice, period moved on, webhooks", async () => {
    const run = await paidSubscription(fx.stripe, fx.emulator);
    const own = await fx.stripe.testHelpers.testClocks.retrieve(run.clockId);
    expect(own.name).toBe(`Local clock of ${run.customer.id}`);
    types.length = 0;
    const advanced = await fx.stripe.testHelpers.testClocks.advance(run.clockId, {
      frozen_time: run.periodEnd + 3600,
    });
    expect(advanced.frozen_time).toBeGreaterThanOrEqual(run.periodEnd + 3600);
    const renewed = await fx.stripe.subscriptions.retrieve(run.subscription.id, {
      expand: ["latest_invoice"],
    });
    expect(renewed.status).toBe("active");
    expect(renewed.items.data[0]!.current_period_end).toBe(run.periodEnd + PERIOD_SECONDS);
    const invoice = renewed.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: "paid",
      billing_reason: "subscription_cycle",
      amount_paid: 5000,
      period_start: run.periodEnd,
    });
    // The advance answered after its webhooks went out.
    expect(types).toEqual(["invoice.paid", "customer.subscription.updated"]);
  });

  it("a card that declines later: payment_failed and past_due, retries, then canceled", async () => {
    const run = await paidSubscription(fx.stripe, fx.emulator);
    const portal = await fx.stripe.billingPortal.sessions.create({
      customer: run.customer.id,
      return_url: "http://site.test/dashboard",
    });
    const accepted = await form(`${portal.url}/card`, { card_number: "4000 0000 0000 0341" });
    expect(accepted.status).toBe(303);
    await fx.emulator.idle();
    types.length = 0;
    await fx.stripe.testHelpers.testClocks.advance(run.clockId, { frozen_time: run.periodEnd });
    let subscription = await fx.stripe.subscriptions.retrieve(run.subscription.id, {
      expand: ["latest_invoice"],
    });
    expect(subscription.status).toBe("past_due");
    expect(subscription.latest_invoice).toMatchObject({
      status: "open",
      attempt_count: 1,
      next_payment_attempt: run.periodEnd + RETRY_SECONDS,
    });
    for (let attempt = 2; attempt <= MAX_PAYMENT_ATTEMPTS; attempt++) {
      await fx.stripe.testHelpers.testClocks.advance(run.clockId, {
        frozen_time: run.periodEnd + (attempt - 1) * RETRY_SECONDS,
      });
    }
    subscription = await fx.stripe.subscriptions.retrieve(run.subscription.id);
    expect(subscription.status).toBe("canceled");
    expect(subscription.cancellation_details?.reason).toBe("payment_failed");
    expect(types).toEqual([
      "invoice.payment_failed",
      "customer.subscription.updated",
      "invoice.payment_failed",
      "invoice.payment_failed",
      "customer.subscription.deleted",
    ]);
  });

  it("past the end of a period canceled at its end: customer.subscription.deleted, canceled", async () => {
    const run = await paidSubscription(fx.stripe, fx.emulator);
    await fx.stripe.subscriptions.update(run.subscription.id, { cancel_at_period_end: true });
    await fx.emulator.idle();
    types.length = 0;
    await fx.stripe.testHelpers.testClocks.advance(run.clockId, {
      frozen_time: run.periodEnd - 60,
    });
    expect((await fx.stripe.subscriptions.retrieve(run.subscription.id)).status).toBe("active");
    await fx.stripe.testHelpers.testClocks.advance(run.clockId, {
      frozen_time: run.periodEnd + 60,
    });
    const ended = await fx.stripe.subscriptions.retrieve(run.subscription.id);
    expect(ended).toMatchObject({ status: "canceled", ended_at: run.periodEnd });
    expect(types).toEqual(["customer.subscription.deleted"]);
  });

  it("the portal: session through the SDK, invoices, card update, cancel and don't cancel", async () => {
    const run = await paidSubscription(fx.stripe, fx.emulator);
    const portal = await fx.stripe.billingPortal.sessions.create({
      customer: run.customer.id,
      return_url: "http://site.test/dashboard",
    });
    expect(portal).toMatchObject({
      object: "billing_portal.session",
      customer: run.customer.id,
      return_url: "http://site.test/dashboard",
    });
    const missing = await fx.stripe.billingPortal.sessions
      .create({ customer: "cus_missing" })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 404, param: "customer" });

    const page = await fetch(portal.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<td>$50</td><td>Paid</td>");
    expect(html).toContain("Renews on");
    expect(html).toContain('href="http://site.test/dashboard"');

    const declined = await form(`${portal.url}/card`, { card_number: "4000000000000002" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    const wrong = await form(`${portal.url}/card`, { card_number: "1234" });
    expect(await wrong.text()).toContain("Your card number is incorrect.");
    const updated = await form(`${portal.url}/card`, { card_number: "4242 4242 4242 4242" });
    expect(updated.headers.get("location")).toBe(`${portal.url}?done=card`);
    expect(await (await fetch(`${portal.url}?done=card`)).text()).toContain(
      "Your card was updated.",
    );

    const canceled = await form(`${portal.url}/cancel`, { subscription: run.subscription.id });
    expect(canceled.status).toBe(303);
    expect(await fx.stripe.subscriptions.retrieve(run.subscription.id)).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: run.periodEnd,
    });
    expect(await (await fetch(portal.url)).text()).toContain("Cancels on");
    await form(`${portal.url}/renew`, { subscription: run.subscription.id });
    expect((await fx.stripe.subscriptions.retrieve(run.subscription.id)).cancel_at_period_end).toBe(
      false,
    );
    // Another customer's subscription is not reachable from this session.
    const other = await paidSubscription(fx.stripe, fx.emulator);
    const foreign = await form(`${portal.url}/cancel`, { subscription: other.subscription.id });
    expect(foreign.status).toBe(404);
    expect(
      (await fx.stripe.subscriptions.retrieve(other.subscription.id)).cancel_at_period_end,
    ).toBe(false);
    expect((await fetch(`${fx.emulator.url}/portal/bps_unknown`)).status).toBe(404);
  });

  it("keeps its state across a restart: subscriptions, clocks, cards and portal sessions", async () => {
    const dir = mkdtempSync(join(tmpdir(), "emulator-state-"));
    const statePath = join(dir, "stripe-emulator.json");
    const prices = localStripePrices(buildBillingPlans(EMULATOR_PRICE_IDS));
    const connect = (emulator: Awaited<ReturnType<typeof startStripeEmulator>>) =>
      createStripeClient(
        emulator.secretKey,
        { host: emulator.host, port: emulator.port, protocol: "http" },
        { maxNetworkRetries: 0 },
      );
    try {
      const first = await startStripeEmulator({ prices, statePath });
      const run = await paidSubscription(connect(first), first);
      const portal = await connect(first).billingPortal.sessions.create({
        customer: run.customer.id,
      });
      await form(`${portal.url}/card`, { card_number: "4000000000000341" });
      await first.close();

      const second = await startStripeEmulator({ prices, statePath });
      try {
        const stripe = connect(second);
        const again = await stripe.subscriptions.retrieve(run.subscription.id, {
          expand: ["default_payment_method"],
        });
        expect(again).toMatchObject({ status: "active", customer: run.customer.id });
        expect((again.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe("0341");
        expect((await stripe.customers.retrieve(run.customer.id)) as unknown).toMatchObject({
          test_clock: run.clockId,
        });
        // The card saved as declining still declines after the restart.
        await stripe.testHelpers.testClocks.advance(run.clockId, { frozen_time: run.periodEnd });
        expect((await stripe.subscriptions.retrieve(run.subscription.id)).status).toBe("past_due");
        const types = second.store.events.map((e: StripeObject) => e.type);
        expect(types).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
