import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBillingFixture, type BillingFixture } from "../../../tests/support/billing-fixtures";
import { createStripeClient } from "../billing/stripe-client.server";
import { PERIOD_SECONDS, type StripeObject } from "./stripe-emulator-store.server";

describe("local Stripe emulator through the stripe SDK", () => {
  let fx: BillingFixture;
  let received: { event: Stripe.Event }[];
  beforeAll(async () => {
    fx = await startBillingFixture();
    received = [];
    fx.emulator.setWebhookTarget(async (payload, signature) => {
      // Verifies exactly like our endpoint: a bad signature would throw here.
      received.push({
        event: fx.stripe.webhooks.constructEvent(payload, signature, fx.webhookSecret),
      });
      return 200;
    });
  });
  afterAll(() => fx?.close());

  const newSession = async (customer?: string) =>
    fx.stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price: "price_local_subscription", quantity: 1 }],
      metadata: { location_id: "loc-1", user_id: "user-1" },
      subscription_data: { metadata: { location_id: "loc-1", user_id: "user-1" } },
      success_url: "http://site.test/success?session_id={CHECKOUT_SESSION_ID}&location_id=loc-1",
      cancel_url: "http://site.test/payment?location=loc-1",
    });

  const postCard = (url: string, card: string) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ card_number: card, expiry: "12/34", cvc: "123" }),
      redirect: "manual",
    });

  it("creates and retrieves customers; idempotency keys return the same customer", async () => {
    const first = await fx.stripe.customers.create(
      { email: "owner@example.com", metadata: { user_id: "u1" } },
      { idempotencyKey: "same-key" },
    );
    const again = await fx.stripe.customers.create(
      { email: "owner@example.com", metadata: { user_id: "u1" } },
      { idempotencyKey: "same-key" },
    );
    expect(first.id).toMatch(/^cus_/);
    expect(again.id).toBe(first.id);
    const read = await fx.stripe.customers.retrieve(first.id);
    expect(read).toMatchObject({ object: "customer", email: "owner@example.com" });
  });

  it("answers errors in Stripe's format with Stripe's statuses", async () => {
    const missing = await fx.stripe.customers.retrieve("cus_missing").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const badPrice = await fx.stripe.checkout.sessions
      .create({
        mode: "subscription",
        line_items: [{ price: "price_nope", quantity: 1 }],
        success_url: "http://site.test/s",
      })
      .catch((e: unknown) => e);
    expect(badPrice).toMatchObject({ statusCode: 404, param: "line_items[0][price]" });
    const wrongKey = createStripeClient(
      "sk_test_wrong",
      { host: fx.emulator.host, port: fx.emulator.port, protocol: "http" },
      { maxNetworkRetries: 0 },
    );
    const denied = await wrongKey.customers.retrieve("cus_x").catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const raw = await fetch(`${fx.emulator.url}/v1/customers/cus_x`, {
      headers: { authorization: `Bearer ${fx.emulator.secretKey}` },
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toEqual({
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: "No such customer: 'cus_x'",
        param: "id",
      },
    });
  });

  it("creates a Checkout Session whose URL is the emulator's hosted page", async () => {
    const session = await newSession();
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fx.emulator.url}/checkout/${session.id}`);
    expect(session.success_url).toBe(
      `http://site.test/success?session_id=${session.id}&location_id=loc-1`,
    );
    expect(session).toMatchObject({ status: "open", payment_status: "unpaid", subscription: null });
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Test mode: no real payments");
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain("LAN Center Subscription");
    expect(html).toContain("$50 per month");
  });

  it("declines the decline card: message shown, session open, no subscription, no events", async () => {
    const session = await newSession();
    const eventsBefore = fx.emulator.store.events.length;
    const response = await postCard(session.url!, "4000 0000 0000 0002");
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('role="alert" id="card-error">Your card was declined.');
    const read = await fx.stripe.checkout.sessions.retrieve(session.id);
    expect(read).toMatchObject({ status: "open", subscription: null });
    expect(fx.emulator.store.events.length).toBe(eventsBefore);
  });

  it("pays with the success card: subscription, signed webhooks, redirect to success_url", async () => {
    const customer = await fx.stripe.customers.create({ email: "payer@example.com" });
    const session = await newSession(customer.id);
    received.length = 0;
    const before = Math.floor(Date.now() / 1000);
    const response = await postCard(session.url!, "4242 4242 4242 4242");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `http://site.test/success?session_id=${session.id}&location_id=loc-1`,
    );
    // The redirect waits for the webhooks, in the order Stripe sends them.
    expect(received.map((r) => r.event.type)).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
    ]);
    const read = await fx.stripe.checkout.sessions.retrieve(session.id, {
      expand: ["subscription.default_payment_method"],
    });
    expect(read).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    const subscription = read.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: "subscription",
      status: "active",
      customer: customer.id,
      cancel_at_period_end: false,
      metadata: { location_id: "loc-1", user_id: "user-1" },
    });
    const card = (subscription.default_payment_method as Stripe.PaymentMethod).card!;
    expect([card.brand, card.last4]).toEqual(["visa", "4242"]);
    const item = subscription.items.data[0]!;
    expect(item.price.id).toBe("price_local_subscription");
    expect(item.price.unit_amount).toBe(5000);
    expect(item.current_period_end - item.current_period_start).toBe(PERIOD_SECONDS);
    expect(item.current_period_start).toBeGreaterThanOrEqual(before);
    const invoice = received[2]!.event.data.object as Stripe.Invoice;
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.amount_paid).toBe(5000);
    // Paying twice is refused.
    const again = await postCard(session.url!, "4242 4242 4242 4242");
    expect(await again.text()).toContain("already paid");
  });

  it("updates, renews, fails a payment and cancels a subscription", async () => {
    const session = await newSession();
    const paid = fx.emulator.payCheckoutSession(session.id, "4242424242424242");
    if (!paid.paid) throw new Error("expected payment");
    const id = paid.subscription.id as string;
    const periodEnd = (paid.subscription.items as { data: StripeObject[] }).data[0]!
      .current_period_end as number;
    await fx.emulator.idle();
    received.length = 0;

    const scheduled = await fx.stripe.subscriptions.update(id, { cancel_at_period_end: true });
    expect(scheduled).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd });
    const resumed = await fx.stripe.subscriptions.update(id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    fx.emulator.renewSubscription(id);
    const renewed = await fx.stripe.subscriptions.retrieve(id);
    expect(renewed.status).toBe("active");
    expect(renewed.items.data[0]!.current_period_end).toBe(periodEnd + PERIOD_SECONDS);

    fx.emulator.failNextPayment(id);
    expect((await fx.stripe.subscriptions.retrieve(id)).status).toBe("past_due");

    const canceled = await fx.stripe.subscriptions.cancel(id);
    expect(canceled.status).toBe("canceled");
    const refused = await fx.stripe.subscriptions
      .update(id, { cancel_at_period_end: true })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 400 });
    await fx.emulator.idle();
    expect(received.map((r) => r.event.type)).toEqual([
      "customer.subscription.updated",
      "customer.subscription.updated",
      "invoice.paid",
      "customer.subscription.updated",
      "invoice.payment_failed",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]);
  });

  it("signs webhooks that fail verification with another secret", () => {
    const { payload, signature } = fx.emulator.signEvent({ id: "evt_1", object: "event" });
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => fx.stripe.webhooks.constructEvent(payload, signature, "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("POSTs webhooks to an endpoint URL with Stripe's headers and records the status", async () => {
    const seen: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const endpoint = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        seen.push({ headers: request.headers, body });
        response.writeHead(seen.length === 1 ? 500 : 200).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    const { port } = endpoint.address() as AddressInfo;
    try {
      fx.emulator.setWebhookTarget(`http://127.0.0.1:${port}/api/stripe/webhook`);
      const session = await newSession();
      fx.emulator.payCheckoutSession(session.id, "4242424242424242");
      await fx.emulator.idle();
      expect(seen).toHaveLength(3);
      for (const { headers, body } of seen) {
        expect(headers["content-type"]).toContain("application/json");
        const event = fx.stripe.webhooks.constructEvent(
          body,
          headers["stripe-signature"] as string,
          fx.webhookSecret,
        );
        expect(event.object).toBe("event");
      }
      expect(fx.emulator.deliveries.slice(-3).map((d) => d.status)).toEqual([500, 200, 200]);
    } finally {
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
  it("expires an open Checkout Session; a completed one answers Stripe's 400", async () => {
    fx.emulator.setWebhookTarget(undefined);
    const open = await newSession();
    const expired = await fx.stripe.checkout.sessions.expire(open.id);
    expect(expired).toMatchObject({ id: open.id, status: "expired", url: null });
    const page = await postCard(open.url!, "4242424242424242");
    expect(await page.text()).toContain("This checkout session has expired.");
    expect(() => fx.emulator.payCheckoutSession(open.id, "4242424242424242")).toThrow(
      /no longer open/,
    );
    const paid = await newSession();
    fx.emulator.payCheckoutSession(paid.id, "4242424242424242");
    const refused = await fx.stripe.checkout.sessions.expire(paid.id).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError" });
    expect((await fx.stripe.checkout.sessions.retrieve(paid.id)).status).toBe("complete");
  });

  it("refunds the payment of an invoice once, through its PaymentIntent or its charge", async () => {
    fx.emulator.setWebhookTarget(undefined);
    const session = await newSession();
    const paid = fx.emulator.payCheckoutSession(session.id, "4242424242424242");
    if (!paid.paid) throw new Error("payment failed");
    const invoice = await fx.stripe.invoices.retrieve(paid.subscription.latest_invoice as string, {
      expand: ["payments"],
    });
    const payment = invoice.payments!.data[0]!.payment;
    expect(payment.type).toBe("payment_intent");
    const paymentIntent = await fx.stripe.paymentIntents.retrieve(payment.payment_intent as string);
    expect(paymentIntent).toMatchObject({ status: "succeeded", amount: 5000 });
    const refund = await fx.stripe.refunds.create(
      { payment_intent: paymentIntent.id, reason: "duplicate", metadata: { why: "test" } },
      { idempotencyKey: "refund-once" },
    );
    expect(refund).toMatchObject({
      object: "refund",
      amount: 5000,
      status: "succeeded",
      reason: "duplicate",
      payment_intent: paymentIntent.id,
    });
    const again = await fx.stripe.refunds.create(
      { payment_intent: paymentIntent.id, reason: "duplicate" },
      { idempotencyKey: "refund-once" },
    );
    expect(again.id).toBe(refund.id);
    const charge = await fx.stripe.charges.retrieve(paymentIntent.latest_charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 5000 });
    const twice = await fx.stripe.refunds.create({ charge: charge.id }).catch((e: unknown) => e);
    expect(twice).toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
    expect(fx.emulator.store.refunds.map((r) => r.id)).toContain(refund.id);
  });
});
