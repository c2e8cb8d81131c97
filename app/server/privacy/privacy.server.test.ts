/**
 * Download my data and Delete account (issue 25 item 7, ADR 080) on both engines, against the
 * Stripe emulator: the export names what every area holds; deletion cancels the live subscription
 * and deletes the customer at Stripe, removes every row of the account and of its venues, keeps
 * the refund record anonymised, leaves other accounts alone, and rolls everything back when one
 * area fails.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  insertLocation,
  useBillingFixture,
  type BillingFixture,
} from "../../../tests/support/billing-fixtures";
import { databaseEngines } from "../../../tests/support/test-databases";
import { startCheckout } from "../billing/checkout.server";
import type { Database } from "../db/client.server";
import {
  actionRateLimits,
  authUser,
  customers,
  duplicateRefunds,
  lanCenterSubscriptions,
  locationContacts,
  locations,
  outbox,
  partnerLeads,
  userLanCenters,
} from "../db/schema";
import { cancelBillingAtStripe, ERASED_USER_ID } from "../billing/index.server";
import { eraseAccount, exportAccount } from "./service.server";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`account export and deletion on ${engine.name}`, () => {
    let db: Database;
    let fx: BillingFixture;
    useBillingFixture(
      engine.name,
      (env) => ({ db, fx } = env),
      async (database) => {
        await database.execute(sql`drop trigger if exists refuse_erase on auth_user`);
        await database.delete(userLanCenters);
        await database.delete(authUser);
        await database.delete(outbox);
        await database.delete(partnerLeads);
        await database.delete(actionRateLimits);
      },
    );

    /** An owner with a profile, a paid center with a contact, a message, a lead and a counter. */
    async function owner(label: string) {
      const userId = `user-${randomUUID()}`;
      const email = `${label}-${userId}@example.com`;
      await db.insert(authUser).values({ id: userId, name: "Casey Jones", email });
      await db.insert(userLanCenters).values({ userId, userEmail: email, firstName: "Casey" });
      const locationId = await insertLocation(db, userId, `${label} Arena`);
      await db
        .insert(locationContacts)
        .values({ locationId, type: "lan_center", firstName: "Casey", email });
      await db
        .insert(outbox)
        .values({ toAddress: email, subject: "Hi", textBody: "t", htmlBody: "h" });
      await db.insert(partnerLeads).values({
        program: "general",
        pagePath: "/signup",
        name: "Casey",
        email,
        organization: "Arena",
        venueType: "Game Arena",
        clientKey: "k",
      });
      await db
        .insert(actionRateLimits)
        .values({ key: `sign-in:email:${email}`, count: 1, windowStart: new Date() });
      fx.deliverTo(db);
      const checkout = await startCheckout({
        db,
        stripe: fx.stripe,
        plans: fx.plans,
        userId,
        userEmail: email,
        locationId,
        planId: "subscription",
        baseUrl: "http://site.test",
      });
      const paid = fx.emulator.payCheckoutSession(checkout.sessionId, "4242 4242 4242 4242");
      if (!paid.paid) throw new Error("payment failed");
      await fx.emulator.idle();
      return {
        userId,
        email,
        locationId,
        subscriptionId: paid.subscription.id as string,
        customerId: paid.subscription.customer as string,
      };
    }

    it("Download my data holds the account, its center, subscription, messages and leads", async () => {
      const a = await owner("export");
      const data = JSON.parse(
        JSON.stringify(await exportAccount(db, { userId: a.userId, email: a.email })),
      ) as {
        areas: Record<string, unknown>;
      };
      const text = JSON.stringify(data);
      expect(Object.keys(data.areas)).toEqual(
        expect.arrayContaining(["auth", "billing", "directory", "mail", "partners", "photos"]),
      );
      expect(text).toContain("export Arena");
      expect(text).toContain(a.subscriptionId);
      expect(text).toContain(a.customerId);
      expect(text).toContain(`sign-in:email:${a.email}`);
      expect((data.areas.mail as { messages: unknown[] }).messages.length).toBe(1);
      expect((data.areas.partners as unknown[]).length).toBe(1);
      // Secrets never leave: no password hash, no session token.
      expect(text).not.toMatch(/"password"|"token"/);
    });

    it("Delete account cancels at Stripe and removes every row; others and the refund record stay", async () => {
      const a = await owner("gone");
      const b = await owner("kept");
      await db.insert(duplicateRefunds).values({
        stripeSubscriptionId: `sub_dup_${randomUUID()}`,
        locationId: a.locationId,
        userId: a.userId,
        keptSubscriptionId: a.subscriptionId,
        amountCents: 1000,
        currency: "usd",
      });

      expect(await cancelBillingAtStripe(db, fx.stripe, a.userId)).toEqual({ cancelled: 1 });
      await fx.emulator.idle();
      await eraseAccount(db, a);

      expect((await fx.stripe.subscriptions.retrieve(a.subscriptionId)).status).toBe("canceled");
      await expect(fx.stripe.customers.retrieve(a.customerId)).rejects.toMatchObject({
        code: "resource_missing",
      });
      const left = async (userId: string) => ({
        users: (await db.select().from(authUser).where(eq(authUser.id, userId))).length,
        centers: (await db.select().from(locations).where(eq(locations.createdBy, userId))).length,
        subscriptions: (
          await db
            .select()
            .from(lanCenterSubscriptions)
            .where(eq(lanCenterSubscriptions.userId, userId))
        ).length,
        customers: (await db.select().from(customers).where(eq(customers.userId, userId))).length,
      });
      expect(await left(a.userId)).toEqual({
        users: 0,
        centers: 0,
        subscriptions: 0,
        customers: 0,
      });
      expect(await left(b.userId)).toEqual({
        users: 1,
        centers: 1,
        subscriptions: 1,
        customers: 1,
      });
      const text = JSON.stringify(await exportAccount(db, { userId: a.userId, email: a.email }));
      expect(text).not.toContain("gone Arena");
      expect(text).not.toContain(a.subscriptionId);
      const refunds = await db.select().from(duplicateRefunds);
      expect(refunds.map((r) => [r.userId, r.amountCents])).toEqual([[ERASED_USER_ID, 1000]]);
      expect((await db.select().from(outbox)).map((m) => m.toAddress)).toEqual([b.email]);
      expect((await db.select().from(partnerLeads)).map((l) => l.email)).toEqual([b.email]);
      // Stripe's customer.subscription.deleted came while the account still existed: the one
      // 'plan ended' notice, as for any cancellation; nothing after the rows went.
      expect(fx.sent.filter((m) => m.to === a.email).map((m) => m.content.subject)).toEqual([
        "gone Arena is off the map: its plan ended",
      ]);
    });

    it("a failure in one area erases nothing", async () => {
      const a = await owner("kept-on-failure");
      await db.execute(sql`
        create or replace function refuse_erase() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`);
      await db.execute(sql`
        create trigger refuse_erase before delete on auth_user for each row execute function refuse_erase()`);
      await expect(eraseAccount(db, a)).rejects.toThrow();
      const centers = await db.select().from(locations).where(eq(locations.createdBy, a.userId));
      expect(centers).toHaveLength(1);
      expect(await db.select().from(outbox).where(eq(outbox.toAddress, a.email))).toHaveLength(1);
    });
  });
}
