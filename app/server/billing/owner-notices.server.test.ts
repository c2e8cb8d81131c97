/**
 * The owner e-mails of the billing webhooks (ADR 051) and 'Manage billing' on both engines:
 * a failed payment and a plan that ended each e-mail the owner's account address once, however
 * Stripe delivers (twice, out of order, after a mail failure); the portal session belongs to the
 * user's own Stripe customer.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  insertLocation,
  useBillingFixture,
  type BillingFixture,
} from "../../../tests/support/billing-fixtures";
import { databaseEngines } from "../../../tests/support/test-databases";
import type { Database } from "../db/client.server";
import { userLanCenters } from "../db/schema";
import type { Mailer } from "../mail/index.server";
import { guardMailer, MailDeliveryError } from "../mail/index.server";
import {
  PERIOD_SECONDS,
  RETRY_SECONDS,
  type StripeObject,
} from "../local/stripe-emulator-store.server";
import { startCheckout } from "./checkout.server";
import { recordOwnerNotices, sendOwnerNotice } from "./owner-notices.server";
import { openCustomerPortal } from "./portal.server";
import { billingNotices, lanCenterSubscriptions, stripeEvents } from "./schema";
import { handleStripeWebhook } from "./webhooks.server";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`billing owner e-mails and portal on ${engine.name}`, () => {
    let db: Database;
    let fx: BillingFixture;
    useBillingFixture(
      engine.name,
      (env) => ({ db, fx } = env),
      async (database) => {
        await database.delete(userLanCenters);
      },
    );

    /**
     * A new owner (profile address `owner-...@example.com`, which differs from the address the
     * Stripe customer was made with) who paid for a new center; webhooks delivered.
     */
    async function subscribe() {
      const userId = `user-${randomUUID()}`;
      const accountEmail = `owner-${userId}@example.com`;
      await db.insert(userLanCenters).values({ userId, userEmail: accountEmail, role: "user" });
      const locationId = await insertLocation(db, userId, "Pixel Arena");
      fx.deliverTo(db);
      const checkout = await startCheckout({
        db,
        stripe: fx.stripe,
        plans: fx.plans,
        userId,
        userEmail: `stripe-${userId}@example.com`,
        locationId,
        planId: "subscription",
        baseUrl: "http://site.test",
      });
      const paid = fx.emulator.payCheckoutSession(checkout.sessionId, "4242 4242 4242 4242");
      if (!paid.paid) throw new Error("payment failed");
      await fx.emulator.idle();
      const subscription = paid.subscription;
      const customer = subscription.customer as string;
      const clock = (await fx.stripe.customers.retrieve(customer)) as unknown as {
        test_clock: string;
      };
      return {
        userId,
        accountEmail,
        locationId,
        customer,
        clockId: clock.test_clock,
        subscriptionId: subscription.id as string,
        periodEnd: (subscription.items as { data: StripeObject[] }).data[0]!
          .current_period_end as number,
      };
    }

    const advanceTo = async (clockId: string, time: number) => {
      await fx.stripe.testHelpers.testClocks.advance(clockId, { frozen_time: time });
      await fx.emulator.idle();
    };
    const subjects = () => fx.sent.map((m) => m.content.subject);
    const statusOf = async (subscriptionId: string) =>
      (
        await db
          .select({ status: lanCenterSubscriptions.status })
          .from(lanCenterSubscriptions)
          .where(eq(lanCenterSubscriptions.stripeSubscriptionId, subscriptionId))
      )[0]?.status;

    it("a failed renewal e-mails the owner's account address once, with the dashboard link", async () => {
      const run = await subscribe();
      const before = fx.emulator.store.events.length;
      fx.emulator.failNextPayment(run.subscriptionId);
      await fx.emulator.idle();
      expect(await statusOf(run.subscriptionId)).toBe("past_due");
      expect(fx.sent).toHaveLength(1);
      expect(fx.sent[0]!.to).toBe(run.accountEmail);
      expect(fx.sent[0]!.content.subject).toBe("Payment failed for Pixel Arena: update your card");
      expect(fx.sent[0]!.content.text).toContain("http://site.test/dashboard");
      // Stripe delivers the same event again: the ledger answers duplicate, no second e-mail.
      const failed = fx.emulator.store.events
        .slice(before)
        .find((e) => e.type === "invoice.payment_failed")!;
      expect(await fx.deliver(db, failed)).toBe(200);
      expect(fx.sent).toHaveLength(1);
    });

    it("a period canceled at its end: one 'off the map' e-mail, whatever the order and repeats", async () => {
      const run = await subscribe();
      await fx.stripe.subscriptions.update(run.subscriptionId, { cancel_at_period_end: true });
      await fx.emulator.idle();
      fx.holdWebhooks();
      const before = fx.emulator.store.events.length;
      await advanceTo(run.clockId, run.periodEnd + 60);
      const events = fx.emulator.store.events.slice(before);
      expect(events.map((e) => e.type)).toEqual(["customer.subscription.deleted"]);
      // A late 'updated' of the same subscription, then the deletion twice, newest first.
      const updated = fx.emulator.store.events
        .slice(0, before)
        .filter(
          (e) =>
            e.type === "customer.subscription.updated" &&
            (e.data as { object: StripeObject }).object.id === run.subscriptionId,
        )
        .at(-1)!;
      for (const event of [events[0]!, updated, events[0]!]) {
        expect(await fx.deliver(db, event)).toBe(200);
      }
      expect(await statusOf(run.subscriptionId)).toBe("canceled");
      expect(subjects()).toEqual(["Pixel Arena is off the map: its plan ended"]);
      expect(fx.sent[0]!.to).toBe(run.accountEmail);
      expect(fx.sent[0]!.content.text).toContain(
        `http://site.test/payment?location=${run.locationId}`,
      );
    });

    it("a card that declines later: an e-mail per failed attempt while past_due, then one 'plan ended'", async () => {
      const run = await subscribe();
      const portal = await fx.stripe.billingPortal.sessions.create({ customer: run.customer });
      expect(fx.emulator.store.portalUpdateCard(portal.id, "4000 0000 0000 0341")).toMatchObject({
        ok: true,
      });
      await fx.emulator.idle();
      await advanceTo(run.clockId, run.periodEnd);
      expect(await statusOf(run.subscriptionId)).toBe("past_due");
      await advanceTo(run.clockId, run.periodEnd + RETRY_SECONDS);
      expect(await statusOf(run.subscriptionId)).toBe("past_due");
      await advanceTo(run.clockId, run.periodEnd + 2 * RETRY_SECONDS);
      expect(await statusOf(run.subscriptionId)).toBe("canceled");
      expect(subjects()).toEqual([
        "Payment failed for Pixel Arena: update your card",
        "Payment failed for Pixel Arena: update your card",
        "Pixel Arena is off the map: its plan ended",
      ]);
      const notices = await db.select().from(billingNotices);
      expect(notices.every((n) => n.notifiedAt !== null)).toBe(true);
    });

    it("a new card while past_due pays the open renewal at once: active, no 'plan ended'", async () => {
      const run = await subscribe();
      const portal = await fx.stripe.billingPortal.sessions.create({ customer: run.customer });
      fx.emulator.store.portalUpdateCard(portal.id, "4000000000000341");
      await advanceTo(run.clockId, run.periodEnd);
      expect(await statusOf(run.subscriptionId)).toBe("past_due");
      fx.emulator.store.portalUpdateCard(portal.id, "4242424242424242");
      await fx.emulator.idle();
      expect(await statusOf(run.subscriptionId)).toBe("active");
      const row = (
        await db
          .select()
          .from(lanCenterSubscriptions)
          .where(eq(lanCenterSubscriptions.stripeSubscriptionId, run.subscriptionId))
      )[0]!;
      expect(row).toMatchObject({
        currentPeriodEnd: run.periodEnd + PERIOD_SECONDS,
        paymentMethodLast4: "4242",
      });
      expect(subjects()).toEqual(["Payment failed for Pixel Arena: update your card"]);
    });

    it("a mailer failure answers 500 and leaves the event out of the ledger; the retry sends once", async () => {
      const run = await subscribe();
      fx.holdWebhooks();
      const before = fx.emulator.store.events.length;
      await fx.stripe.subscriptions.cancel(run.subscriptionId);
      await fx.emulator.idle();
      const deleted = fx.emulator.store.events.slice(before)[0]!;
      const { payload, signature } = fx.emulator.signEvent(deleted);
      const failing: Mailer = {
        kind: "smtp",
        send: () => Promise.reject(new MailDeliveryError("SMTP refused")),
      };
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const input = {
        db,
        stripe: fx.stripe,
        webhookSecret: fx.webhookSecret,
        publicUrl: "http://site.test",
        rawBody: payload,
        signature,
      };
      try {
        expect((await handleStripeWebhook({ ...input, mailer: failing })).status).toBe(500);
      } finally {
        error.mockRestore();
      }
      expect(
        await db
          .select()
          .from(stripeEvents)
          .where(eq(stripeEvents.id, deleted.id as string)),
      ).toEqual([]);
      expect((await handleStripeWebhook({ ...input, mailer: fx.mailer })).status).toBe(200);
      expect((await handleStripeWebhook({ ...input, mailer: fx.mailer })).body).toMatchObject({
        duplicate: true,
      });
      expect(subjects()).toEqual(["Pixel Arena is off the map: its plan ended"]);
    });

    it("unpaid and incomplete_expired end the plan too; a center with another paid plan gets no notice", async () => {
      const userId = `user-${randomUUID()}`;
      await db.insert(userLanCenters).values({ userId, userEmail: "unpaid@example.com" });
      const locationId = await insertLocation(db, userId, "Byte Cave");
      const row = async (id: string, status: string) =>
        (
          await db
            .insert(lanCenterSubscriptions)
            .values({ locationId, userId, status, priceId: "p", stripeSubscriptionId: id })
            .returning()
        )[0]!;
      const unpaid = await row("sub_unpaid", "unpaid");
      const event = { id: "evt_1", type: "customer.subscription.updated" };
      expect(await recordOwnerNotices(db, event, unpaid)).toEqual(["plan_ended:sub_unpaid"]);
      // Recorded but not sent yet (e.g. the mailer failed): the next event finds it again.
      expect(await recordOwnerNotices(db, { ...event, id: "evt_2" }, unpaid)).toEqual([
        "plan_ended:sub_unpaid",
      ]);
      const mailer = guardMailer(fx.mailer, { teamAddresses: [] });
      expect(await sendOwnerNotice(db, mailer, "http://site.test", "plan_ended:sub_unpaid")).toBe(
        true,
      );
      expect(await sendOwnerNotice(db, mailer, "http://site.test", "plan_ended:sub_unpaid")).toBe(
        false,
      );
      expect(await recordOwnerNotices(db, { ...event, id: "evt_3" }, unpaid)).toEqual([]);
      expect(subjects()).toEqual(["Byte Cave is off the map: its plan ended"]);
      expect(fx.sent[0]!.to).toBe("unpaid@example.com");

      await row("sub_active", "active");
      const expired = await row("sub_expired", "incomplete_expired");
      expect(await recordOwnerNotices(db, event, expired)).toEqual([]);
      // A payment_failed event of a subscription no longer past_due sends nothing stale.
      expect(
        await recordOwnerNotices(db, { id: "evt_4", type: "invoice.payment_failed" }, expired),
      ).toEqual([]);
    });

    it("Manage billing opens a portal session of the user's own customer, and refuses others", async () => {
      const run = await subscribe();
      const url = await openCustomerPortal({
        db,
        stripe: fx.stripe,
        publicUrl: "http://site.test",
        userId: run.userId,
        returnUrl: "http://site.test/dashboard",
        locationId: run.locationId,
      });
      expect(url).toMatch(new RegExp(`^${fx.emulator.url}/portal/bps_`));
      const page = await (await fetch(url)).text();
      expect(page).toContain("<td>$50</td><td>Paid</td>");
      expect(page).toContain('href="http://site.test/dashboard"');

      const refused = (input: Partial<Parameters<typeof openCustomerPortal>[0]>) =>
        openCustomerPortal({
          db,
          stripe: fx.stripe,
          publicUrl: "http://site.test",
          userId: run.userId,
          returnUrl: "http://site.test/dashboard",
          ...input,
        }).catch((e: unknown) => e);
      expect(await refused({ userId: "stranger" })).toMatchObject({
        code: "no_billing_account",
        status: 404,
      });
      const otherCenter = await insertLocation(db, "someone-else");
      expect(await refused({ locationId: otherCenter })).toMatchObject({
        code: "access_denied",
        status: 403,
      });
      expect(await refused({ returnUrl: "https://evil.example/" })).toMatchObject({
        code: "access_denied",
      });
      const offline = (await import("./stripe-client.server")).createStripeClient(
        fx.emulator.secretKey,
        { host: "127.0.0.1", port: 9, protocol: "http" },
        { maxNetworkRetries: 0, timeoutMs: 2000 },
      );
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        expect(await refused({ stripe: offline })).toMatchObject({
          code: "portal_failed",
          status: 502,
          message: "Failed to open billing portal",
        });
      } finally {
        error.mockRestore();
      }
    });
  });
}
