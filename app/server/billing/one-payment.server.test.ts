/**
 * One payment per center (issue 18 item 3, ADR 032), end to end through the stripe SDK and the
 * local Stripe emulator, on PGlite and PostgreSQL: a new checkout expires the center's earlier
 * open session; a POST for a paid center lands on its management page; a second payment that
 * still completes is refunded once, canceled and e-mailed once, however often its webhooks come.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import type Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { action as paymentAction } from "~/routes/payment";
import {
  insertLocation,
  useBillingFixture,
  type BillingFixture,
} from "../../../tests/support/billing-fixtures";
import { databaseEngines } from "../../../tests/support/test-databases";
import type { Database } from "../db/client.server";
import { servicesContext, type Services } from "../services.server";
import { startCheckout } from "./checkout.server";
import { customers, duplicateRefunds, lanCenterSubscriptions } from "./schema";
import { createBillingService } from "./service.server";
import { handleStripeWebhook } from "./webhooks.server";
import { getOrCreateStripeCustomer } from "./customers.server";
import { BillingError } from "./errors.server";
import type { StripeObject } from "../local/stripe-emulator-store.server";

const CARD = "4242 4242 4242 4242";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`one payment per center on ${engine.name}`, () => {
    let db: Database;
    let fx: BillingFixture;
    useBillingFixture(engine.name, (env) => ({ db, fx } = env));

    const checkout = (locationId: string, planId = "verified") =>
      startCheckout({
        db,
        stripe: fx.stripe,
        plans: fx.plans,
        userId: "owner",
        userEmail: "owner@example.com",
        locationId,
        planId,
        baseUrl: "http://site.test",
      });

    it("a new checkout expires the center's earlier open session, not other centers'", async () => {
      const center = await insertLocation(db, "owner", "Pixel Hall");
      const other = await insertLocation(db, "owner", "Other Hall");
      const first = await checkout(center, "verified");
      const elsewhere = await checkout(other, "verified");
      const second = await checkout(center, "subscription");
      const read = (id: string) => fx.stripe.checkout.sessions.retrieve(id);
      expect((await read(first.sessionId)).status).toBe("expired");
      expect((await read(elsewhere.sessionId)).status).toBe("open");
      expect((await read(second.sessionId)).status).toBe("open");
      // The first tab's hosted page no longer takes the card.
      expect(() => fx.emulator.payCheckoutSession(first.sessionId, CARD)).toThrow(/no longer open/);
      const paid = fx.emulator.payCheckoutSession(second.sessionId, CARD);
      expect(paid.paid).toBe(true);
      // A third start after that payment (webhooks not in yet) starts nothing.
      const refused = await checkout(center).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(BillingError);
      expect((refused as BillingError).code).toBe("already_subscribed");
      expect((await read(second.sessionId)).status).toBe("complete");
    });

    it("a center whose paid subscription ended can be paid for again", async () => {
      fx.deliverTo(db);
      const center = await insertLocation(db, "owner", "Second Life Hall");
      const first = await checkout(center, "subscription");
      expect(fx.emulator.payCheckoutSession(first.sessionId, CARD).paid).toBe(true);
      await fx.emulator.idle();
      const [row] = await db
        .select()
        .from(lanCenterSubscriptions)
        .where(eq(lanCenterSubscriptions.locationId, center));
      expect(row?.status).toBe("active");
      await fx.stripe.subscriptions.cancel(row!.stripeSubscriptionId);
      await fx.emulator.idle();
      const [ended] = await db
        .select()
        .from(lanCenterSubscriptions)
        .where(eq(lanCenterSubscriptions.locationId, center));
      expect(ended?.status).toBe("canceled");
      // The first session is complete, but its subscription has ended: a new checkout starts.
      const again = await checkout(center, "verified");
      expect((await fx.stripe.checkout.sessions.retrieve(again.sessionId)).status).toBe("open");
    });

    it("a POST for a center with a live subscription answers 303 to its management page", async () => {
      fx.deliverTo(db);
      const center = await insertLocation(db, "owner", "Pixel Hall");
      const services = {
        auth: {
          getSessionUser: () => Promise.resolve({ id: "owner", email: "owner@example.com" }),
        },
        billing: createBillingService({
          db,
          billing: {
            mode: "emulator",
            stripe: fx.stripe,
            webhookSecret: fx.webhookSecret,
            plans: fx.plans,
            emulator: fx.emulator,
            close: () => Promise.resolve(),
          },
          mailer: fx.mailer,
          publicUrl: "http://site.test",
        }),
      } as unknown as Services;
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      const post = (plan: string) =>
        paymentAction({
          request: new Request(`http://site.test/payment?location=${center}`, {
            method: "POST",
            body: new URLSearchParams({ plan }),
          }),
          context,
          params: {},
        } as unknown as Parameters<typeof paymentAction>[0]);
      // Two tabs open: each start goes to Checkout.
      const tabA = (await post("verified")) as Response;
      const tabB = (await post("subscription")) as Response;
      expect(tabA.status).toBe(303);
      expect(tabB.headers.get("location")).toContain(`${fx.emulator.url}/checkout/cs_test_`);
      const sessionB = tabB.headers.get("location")!.split("/").pop()!;
      expect(fx.emulator.payCheckoutSession(sessionB, CARD).paid).toBe(true);
      await fx.emulator.idle();
      expect((await db.select().from(lanCenterSubscriptions)).map((r) => r.status)).toEqual([
        "active",
      ]);
      // The stale tab posts again: the management page, not an error.
      const stale = await post("verified");
      expect(stale).toBeInstanceOf(Response);
      expect((stale as Response).status).toBe(303);
      expect((stale as Response).headers.get("location")).toBe(`/payment?location=${center}`);
    });

    /** Opens a Checkout Session for the center at Stripe directly, as a racing tab could. */
    async function openRacingSession(locationId: string, price: string) {
      const customer = await getOrCreateStripeCustomer(db, fx.stripe, "owner", "owner@example.com");
      const metadata = { location_id: locationId, user_id: "owner" };
      return fx.stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        line_items: [{ price, quantity: 1 }],
        metadata,
        subscription_data: { metadata },
        success_url: "http://site.test/success?session_id={CHECKOUT_SESSION_ID}",
      });
    }

    it("a second payment that completes is refunded and e-mailed once, however often its webhooks come", async () => {
      fx.holdWebhooks();
      const center = await insertLocation(db, "owner", "Pixel Hall");
      const a = await openRacingSession(center, "price_local_verified");
      const b = await openRacingSession(center, "price_local_subscription");
      const before = fx.emulator.store.events.length;
      const paidA = fx.emulator.payCheckoutSession(a.id, CARD);
      const afterA = fx.emulator.store.events.length;
      const paidB = fx.emulator.payCheckoutSession(b.id, CARD);
      if (!paidA.paid || !paidB.paid) throw new Error("payment failed");
      const eventsA = fx.emulator.store.events.slice(before, afterA);
      const eventsB = fx.emulator.store.events.slice(afterA);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        for (const event of eventsA) expect(await fx.deliver(db, event)).toBe(200);
        // The first delivery of B's completion refunds and commits, then the mail server is
        // down: 500, the event leaves the ledger, and Stripe's next delivery sends the notice.
        const completed = eventsB.find((e) => e.type === "checkout.session.completed")!;
        const { payload, signature } = fx.emulator.signEvent(completed);
        const failing = await handleStripeWebhook({
          db,
          stripe: fx.stripe,
          webhookSecret: fx.webhookSecret,
          mailer: { kind: "outbox", send: () => Promise.reject(new Error("SMTP down")) },
          rawBody: payload,
          signature,
        });
        expect(failing.status).toBe(500);
        expect(await db.select().from(duplicateRefunds)).toEqual([
          expect.objectContaining({
            stripeSubscriptionId: paidB.subscription.id,
            notifiedAt: null,
          }),
        ]);
        expect(fx.sent).toEqual([]);
        // Every event of B, twice, in parallel; then the events that causes; then all again.
        const statuses = await Promise.all(
          [...eventsB, ...eventsB].map((event) => fx.deliver(db, event)),
        );
        expect(statuses.every((s) => s === 200)).toBe(true);
        const late = fx.emulator.store.events.slice(afterA + eventsB.length);
        for (const event of [...late, ...eventsA, ...eventsB, ...late]) {
          expect(await fx.deliver(db, event)).toBe(200);
        }
        // A fresh event id for B's completion (Stripe re-sending it as a new event).
        expect(await fx.deliver(db, { ...completed, id: `${String(completed.id)}_again` })).toBe(
          200,
        );
      } finally {
        warn.mockRestore();
        error.mockRestore();
      }

      const subA = paidA.subscription.id as string;
      const subB = paidB.subscription.id as string;
      const rows = await db.select().from(lanCenterSubscriptions);
      expect(new Map(rows.map((r) => [r.stripeSubscriptionId, r.status]))).toEqual(
        new Map([
          [subA, "active"],
          [subB, "canceled"],
        ]),
      );
      // Stripe: one refund, of B's whole first payment; A untouched.
      const refunds = fx.emulator.store.refunds;
      expect(refunds).toHaveLength(1);
      const invoiceB = await fx.stripe.invoices.retrieve(
        paidB.subscription.latest_invoice as string,
        {
          expand: ["payments"],
        },
      );
      const paymentIntentB = invoiceB.payments!.data[0]!.payment.payment_intent as string;
      expect(refunds[0]).toMatchObject({
        amount: 5000,
        payment_intent: paymentIntentB,
        reason: "duplicate",
        status: "succeeded",
      });
      const pi = (await fx.stripe.paymentIntents.retrieve(paymentIntentB)) as Stripe.PaymentIntent;
      const charge = await fx.stripe.charges.retrieve(pi.latest_charge as string);
      expect(charge.refunded).toBe(true);
      expect((await fx.stripe.subscriptions.retrieve(subB)).status).toBe("canceled");
      expect((await fx.stripe.subscriptions.retrieve(subA)).status).toBe("active");
      // Ledger: one row for B.
      expect(await db.select().from(duplicateRefunds)).toEqual([
        expect.objectContaining({
          stripeSubscriptionId: subB,
          keptSubscriptionId: subA,
          locationId: center,
          userId: "owner",
          stripeRefundId: refunds[0]!.id,
          amountCents: 5000,
          currency: "usd",
          notifiedAt: expect.any(Date) as Date,
        }),
      ]);
      // One e-mail, to the account's own address (the Stripe customer billing made for it).
      expect(fx.sent).toHaveLength(1);
      const [customer] = await db.select().from(customers);
      expect(
        (await fx.stripe.customers.retrieve(customer!.stripeCustomerId)) as unknown as StripeObject,
      ).toMatchObject({ email: "owner@example.com" });
      expect(fx.sent[0]!.to).toBe("owner@example.com");
      expect(fx.sent[0]!.content.subject).toBe("Your second payment for Pixel Hall was refunded");
      expect(fx.sent[0]!.content.text).toContain("refunded its payment of $50.00 in full");
    });
  });
}
