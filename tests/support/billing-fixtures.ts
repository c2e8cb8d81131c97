/**
 * Billing test fixtures: a local Stripe emulator with the real stripe SDK pointed at it, plus
 * helpers to create locations and deliver webhooks straight into `handleStripeWebhook`.
 */
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { Database } from "~/server/db/client.server";
import {
  billingNotices,
  checkoutSessions,
  customers,
  duplicateRefunds,
  lanCenterSubscriptions,
  locations,
  stripeEvents,
} from "~/server/db/schema";
import type { Mailer, MailContent } from "~/server/mail/index.server";
import {
  buildBillingPlans,
  EMULATOR_PRICE_IDS,
  localStripePrices,
  type BillingPlan,
} from "~/server/billing/plans.server";
import { createStripeClient } from "~/server/billing/stripe-client.server";
import { startStripeEmulator, type StripeEmulator } from "~/server/local/stripe-emulator.server";
import type { StripeObject } from "~/server/local/stripe-emulator-store.server";
import { handleStripeWebhook } from "~/server/billing/webhooks.server";
import { openTestDatabase, type databaseEngines } from "./test-databases";

/** A running emulator, an SDK client for it, and the priced plans. */
export interface BillingFixture {
  emulator: StripeEmulator;
  stripe: Stripe;
  plans: BillingPlan[];
  webhookSecret: string;
  /** A mailer that records messages in `sent` (what webhooks e-mail owners). */
  mailer: Mailer;
  /** Messages sent through `mailer`, oldest first; emptied after each test. */
  sent: { to: string; content: MailContent }[];
  /** Sends webhooks to `handleStripeWebhook` on `db` as they occur. */
  deliverTo(db: Database): void;
  /** Stops sending webhooks (events are only recorded, for manual delivery). */
  holdWebhooks(): void;
  /** Delivers one recorded event, signed, to `handleStripeWebhook`; returns the HTTP status. */
  deliver(db: Database, event: StripeObject): Promise<number>;
  close(): Promise<void>;
}

/** Starts an emulator with the two plans; webhooks are held until `deliverTo`. */
export async function startBillingFixture(): Promise<BillingFixture> {
  const plans = buildBillingPlans(EMULATOR_PRICE_IDS);
  const emulator = await startStripeEmulator({ prices: localStripePrices(plans) });
  const stripe = createStripeClient(
    emulator.secretKey,
    { host: emulator.host, port: emulator.port, protocol: "http" },
    { maxNetworkRetries: 0 },
  );
  const sent: BillingFixture["sent"] = [];
  const mailer: Mailer = {
    kind: "outbox",
    send: (to, content) => {
      sent.push({ to, content });
      return Promise.resolve();
    },
  };
  const send = async (db: Database, payload: string, signature: string) =>
    (
      await handleStripeWebhook({
        db,
        stripe,
        mailer,
        webhookSecret: emulator.webhookSecret,
        publicUrl: "http://site.test",
        rawBody: payload,
        signature,
      })
    ).status;
  return {
    emulator,
    stripe,
    plans,
    webhookSecret: emulator.webhookSecret,
    mailer,
    sent,
    deliverTo: (db) =>
      emulator.setWebhookTarget((payload, signature) => send(db, payload, signature)),
    holdWebhooks: () => emulator.setWebhookTarget(undefined),
    deliver: (db, event) => {
      const { payload, signature } = emulator.signEvent(event);
      return send(db, payload, signature);
    },
    close: () => emulator.close(),
  };
}

/** Inserts a LAN center created by `createdBy`; returns its id. */
export async function insertLocation(db: Database, createdBy: string, name = "Test Arena") {
  const [row] = await db
    .insert(locations)
    .values({ organizationName: name, address: "1 Main St", description: "x", createdBy })
    .returning({ id: locations.id });
  return row!.id;
}

/**
 * Registers the shared set-up of a billing test suite: a test database of `engine` and a
 * billing fixture before all tests (handed to `ready`), after each test webhooks held, the
 * emulator idle, `cleanup` run and the billing rows and locations deleted, and everything
 * closed after all tests. Call it inside `describe`.
 */
export function useBillingFixture(
  engine: (typeof databaseEngines)[number]["name"],
  ready: (env: { db: Database; fx: BillingFixture }) => void,
  cleanup?: (db: Database) => Promise<void>,
): void {
  let handle: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  let fx: BillingFixture | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    fx = await startBillingFixture();
    ready({ db: handle.db, fx });
  });
  afterAll(async () => {
    await fx?.close();
    await handle?.close();
  });
  afterEach(async () => {
    if (!fx || !handle) return;
    fx.holdWebhooks();
    await fx.emulator.idle();
    await cleanup?.(handle.db);
    fx.sent.length = 0;
    await handle.db.delete(duplicateRefunds);
    await handle.db.delete(billingNotices);
    await handle.db.delete(checkoutSessions);
    await handle.db.delete(lanCenterSubscriptions);
    await handle.db.delete(stripeEvents);
    await handle.db.delete(customers);
    await handle.db.delete(locations);
  });
}
