/**
 * Fault test (the requirement "A webhook handler crashing half-way is retried by the next
 * delivery and ends correct"): a temporary database trigger makes the handler fail after it
 * has already written part of its work (the ledger row, or the ledger row and the subscription
 * row). It proves that the failed delivery answers 500 and leaves nothing half-written (the
 * transaction rolls back every write, the previous state stays), and that the next delivery of
 * the same event, with the fault gone, answers 200 and ends in the correct state with the
 * event exactly once in the `stripe_events` ledger. Runs on PGlite and on PostgreSQL.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  insertLocation,
  useBillingFixture,
  type BillingFixture,
} from "../../../tests/support/billing-fixtures";
import { databaseEngines } from "../../../tests/support/test-databases";
import type { Database } from "../db/client.server";
import { startCheckout } from "./checkout.server";
import { lanCenterSubscriptions, stripeEvents } from "./schema";
import type { StripeObject } from "../local/stripe-emulator-store.server";

/** Message of the simulated crash, raised by the fault trigger. */
const CRASH = "simulated crash half-way through the webhook";

/**
 * Installs a trigger that raises on `operations` of `table`: the handler's transaction has
 * done everything before that write when it fails.
 */
async function installFault(db: Database, table: string, operations: string) {
  await db.execute(
    sql.raw(`create or replace function test_webhook_fault() returns trigger language plpgsql
      as $$ begin raise exception '${CRASH}'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger test_webhook_fault before ${operations} on ${table}
      for each row execute function test_webhook_fault()`),
  );
}

/** Removes every fault trigger again. */
async function removeFaults(db: Database) {
  for (const table of ["lan_center_subscriptions", "stripe_events"]) {
    await db.execute(sql.raw(`drop trigger if exists test_webhook_fault on ${table}`));
  }
  await db.execute(sql.raw(`drop function if exists test_webhook_fault()`));
}

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`Webhook crash half-way on ${engine.name}`, () => {
    let db: Database;
    let fx: BillingFixture;
    useBillingFixture(engine.name, (env) => ({ db, fx } = env), removeFaults);

    /** A paid checkout for a new location; its webhooks are recorded, not delivered. */
    async function paidCheckout() {
      fx.holdWebhooks();
      const locationId = await insertLocation(db, "user-1");
      const checkout = await startCheckout({
        db,
        stripe: fx.stripe,
        plans: fx.plans,
        userId: "user-1",
        userEmail: "user-1@example.com",
        locationId,
        planId: "subscription",
        baseUrl: "http://site.test",
      });
      const eventsBefore = fx.emulator.store.events.length;
      const paid = fx.emulator.payCheckoutSession(checkout.sessionId, "4242 4242 4242 4242");
      if (!paid.paid) throw new Error("payment failed");
      await fx.emulator.idle();
      const events = fx.emulator.store.events.slice(eventsBefore);
      const completed = events.find((event) => event.type === "checkout.session.completed")!;
      return { locationId, subscriptionId: paid.subscription.id as string, completed };
    }

    /**
     * Delivers `event` while the fault is in place; checks that the handler failed at
     * `failingWrite` (its log names the failed statement) and returns the HTTP status.
     */
    async function deliverWithFault(event: StripeObject, failingWrite: string) {
      const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        const status = await fx.deliver(db, event);
        expect(log.mock.calls.flat().join(" ")).toContain(`Failed query: ${failingWrite}`);
        return status;
      } finally {
        log.mockRestore();
      }
    }

    const rows = () => db.select().from(lanCenterSubscriptions);
    const ledgerRowsFor = (eventId: string) =>
      db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));

    it("crash at the subscription row after the ledger insert: 500, nothing written; the next delivery of the event ends active, ledgered once", async () => {
      const { locationId, subscriptionId, completed } = await paidCheckout();
      await installFault(db, "lan_center_subscriptions", "insert or update");

      expect(await deliverWithFault(completed, 'insert into "lan_center_subscriptions"')).toBe(500);
      expect(await rows()).toEqual([]);
      expect(await ledgerRowsFor(completed.id as string)).toEqual([]);

      await removeFaults(db);
      expect(await fx.deliver(db, completed)).toBe(200);
      const after = await rows();
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({
        locationId,
        userId: "user-1",
        stripeSubscriptionId: subscriptionId,
        status: "active",
        cancelAtPeriodEnd: false,
        paymentMethodLast4: "4242",
      });
      const ledger = await ledgerRowsFor(completed.id as string);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]!.processedAt).not.toBeNull();

      // A further redelivery is recognised and changes nothing.
      expect(await fx.deliver(db, completed)).toBe(200);
      expect(await rows()).toEqual(after);
      expect(await ledgerRowsFor(completed.id as string)).toHaveLength(1);
    });

    it("crash at the last write (ledger marked processed) after the subscription row was written: both roll back; the retry ends correct", async () => {
      const { subscriptionId, completed } = await paidCheckout();
      await installFault(db, "stripe_events", "update");

      expect(await deliverWithFault(completed, 'update "stripe_events"')).toBe(500);
      expect(await rows()).toEqual([]);
      expect(await ledgerRowsFor(completed.id as string)).toEqual([]);

      await removeFaults(db);
      expect(await fx.deliver(db, completed)).toBe(200);
      expect((await rows()).map((row) => [row.stripeSubscriptionId, row.status])).toEqual([
        [subscriptionId, "active"],
      ]);
      const ledger = await ledgerRowsFor(completed.id as string);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]!.processedAt).not.toBeNull();
    });

    it("an update crashing half-way keeps the previous row exactly; the retry applies the update once", async () => {
      const { subscriptionId, completed } = await paidCheckout();
      expect(await fx.deliver(db, completed)).toBe(200);
      const [before] = await rows();
      expect(before).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

      const eventsBefore = fx.emulator.store.events.length;
      await fx.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      await fx.emulator.idle();
      const updated = fx.emulator.store.events
        .slice(eventsBefore)
        .find((event) => event.type === "customer.subscription.updated")!;
      expect(updated).toBeDefined();

      await installFault(db, "lan_center_subscriptions", "insert or update");
      expect(await deliverWithFault(updated, 'insert into "lan_center_subscriptions"')).toBe(500);
      expect(await rows()).toEqual([before]);
      expect(await ledgerRowsFor(updated.id as string)).toEqual([]);

      await removeFaults(db);
      expect(await fx.deliver(db, updated)).toBe(200);
      const after = await rows();
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({
        id: before!.id,
        status: "active",
        cancelAtPeriodEnd: true,
        currentPeriodEnd: before!.currentPeriodEnd,
      });
      expect(await ledgerRowsFor(updated.id as string)).toHaveLength(1);
    });
  });
}
