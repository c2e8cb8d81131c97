/**
 * The demo accounts of local mode (issue 24 item 1, ADR 071): the demo admin and the demo owner
 * are real better-auth accounts with verified e-mail that sign in with the documented password;
 * the admin's address is an admin address in local mode without ADMIN_EMAILS naming it; the
 * owner has a center whose LAN Center Subscription was paid in the Stripe emulator (so Stripe
 * knows it: cancel and resume work), on the map and featured like a paying one, and a party; a
 * second start creates nothing. The demo gamer (issue 25 item 1) is an 'I play' account that
 * follows the owner's center. Production mode creating none is shown in
 * app/server/production-start.server.test.ts.
 */
import { listGoingFor } from "../attendance/index.server";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../../tests/support/auth-fixture";
import { startBillingFixture, type BillingFixture } from "../../../tests/support/billing-fixtures";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import { createAuth, type Auth } from "../auth/auth.server";
import { getSessionUser } from "../auth/session.server";
import { registerPlanPrices } from "../billing/index.server";
import { DEMO_ADMIN_EMAIL, parseConfig } from "../config.server";
import type { DatabaseHandle } from "../db/client.server";
import { authUser, locationContacts, publicLocations } from "../db/schema";
import { getOwnerOverview } from "../directory/owner-dashboard.server";
import { listFollowed } from "../follows/follows.server";
import { createMailer } from "../mail/mailer.server";
import {
  DEMO_ACCOUNTS,
  DEMO_GAMER_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
  describeDemoAccounts,
  seedDemoWorld,
  type DemoSeedResult,
} from "./demo-accounts.server";

const now = new Date("2026-12-01T12:00:00Z").getTime();
// What local mode with demo data configures: no ADMIN_EMAILS at all.
const { adminEmails } = parseConfig({});

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`demo accounts on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let fx: BillingFixture;
    let auth: Auth;
    let result: DemoSeedResult;
    const seed = () =>
      seedDemoWorld(
        {
          db: handle.db,
          auth,
          adminEmails,
          billing: fx,
          emulator: { api: fx.emulator, webhookTarget: undefined },
          publicUrl: "http://localhost:3000",
        },
        now,
      );
    const userOf = async (email: string) => {
      const cookie = await signInCookie(auth, email, DEMO_PASSWORD);
      const request = new Request("http://localhost:3000/dashboard", { headers: { cookie } });
      return getSessionUser(request, { auth, db: handle.db, adminEmails });
    };

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      fx = await startBillingFixture();
      await registerPlanPrices(handle.db, fx.plans);
      const mailer = createMailer({
        smtpUrl: undefined,
        from: "t@example.com",
        db: handle.db,
        log: () => {},
      });
      auth = createAuth({
        db: handle.db,
        mailer,
        secret: "x".repeat(40),
        baseURL: "http://localhost:3000",
        production: false,
        adminEmails,
      });
      result = await seed();
    });
    afterAll(async () => {
      await fx?.close();
      await handle?.close();
    });

    it("creates a verified admin and owner who sign in with the documented password", async () => {
      expect(result.seeded).toBe(true);
      expect(result.accounts.map((a) => a.email)).toEqual([
        DEMO_ADMIN_EMAIL,
        DEMO_OWNER_EMAIL,
        DEMO_GAMER_EMAIL,
      ]);
      const admin = await userOf(DEMO_ADMIN_EMAIL);
      expect(admin).toMatchObject({
        emailVerified: true,
        isAdmin: true,
        displayName: "Demo Admin",
      });
      const owner = await userOf(DEMO_OWNER_EMAIL);
      expect(owner).toMatchObject({
        emailVerified: true,
        isAdmin: false,
        displayName: "Demo Owner",
        intent: "run",
      });
    });

    it("creates a demo gamer ('I play') who follows the owner's center and is going to two parties", async () => {
      const gamer = await userOf(DEMO_GAMER_EMAIL);
      expect(gamer).toMatchObject({
        emailVerified: true,
        isAdmin: false,
        displayName: "Demo Gamer",
        intent: "play",
      });
      const followed = await listFollowed(handle.db, { userId: gamer!.id });
      expect(followed.map((item) => [item.kind, item.id])).toEqual([
        ["center", result.ownerCenter!.id],
      ]);
      expect(describeDemoAccounts(result).join("\n")).toContain("the gamer follows");
      // And is going to the next two verified demo parties (issue 24 item 2, issue 25 item 3).
      const going = await listGoingFor(handle.db, { userId: gamer!.id });
      expect(going).toHaveLength(2);
      expect(going[0]!.startDate.getTime()).toBeLessThanOrEqual(going[1]!.startDate.getTime());
    });

    it("gives the owner a center paid in the emulator, on the map and featured, and a party", async () => {
      const owner = result.accounts.find((a) => a.role === "owner")!;
      const overview = await getOwnerOverview({
        db: handle.db,
        plans: fx.plans,
        userId: owner.userId,
      });
      expect(overview.centers).toHaveLength(1);
      const [center] = overview.centers;
      expect(center).toMatchObject({ organizationName: "Azulejo Arcade Lisboa", live: true });
      expect(center!.subscription).toMatchObject({
        status: "active",
        planId: "subscription",
        planName: "LAN Center Subscription",
      });
      expect(overview.activeSubscriptionCount).toBe(1);
      // Stripe (the emulator) has the subscription: the owner can cancel and resume it.
      const atStripe = await fx.stripe.subscriptions.retrieve(
        center!.subscription!.stripeSubscriptionId,
      );
      expect(atStripe.status).toBe("active");
      const [listing] = await handle.db
        .select()
        .from(publicLocations)
        .where(eq(publicLocations.id, center!.id));
      expect(listing).toMatchObject({ featured: true, createdByAdmin: false });
      expect(overview.parties.map((p) => [p.organizationName, p.verified])).toEqual([
        ["Azulejo Arcade Friday Night LAN", true],
      ]);
      // The owner left the optional contact fields empty (the contacts list shows the account).
      const [contact] = await handle.db
        .select()
        .from(locationContacts)
        .where(eq(locationContacts.locationId, center!.id));
      expect(contact).toMatchObject({ firstName: null, lastName: null, email: null });
      expect(result.ownerCenter).toEqual({
        id: center!.id,
        name: "Azulejo Arcade Lisboa",
        listing: "paid",
      });
    });

    it("names every address and password in the start-up log", () => {
      const log = describeDemoAccounts(result).join("\n");
      for (const account of DEMO_ACCOUNTS) {
        expect(log).toContain(`${account.email} / ${account.password}`);
      }
      expect(log).toContain("/dev/outbox");
    });

    it("creates nothing on a later start", async () => {
      const again = await seed();
      expect(again).toMatchObject({ seeded: false, accounts: [] });
      expect(describeDemoAccounts(again)).toEqual([]);
      const [users] = await handle.db.select({ n: count() }).from(authUser);
      expect(users!.n).toBe(DEMO_ACCOUNTS.length);
    });
  });
}
