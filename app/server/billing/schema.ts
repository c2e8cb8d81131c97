/**
 * Billing tables (docs/spec/owner-portal.md §3 "Subscription", §9): the user-to-Stripe
 * customer link, one subscription row per Stripe subscription (at most one active, trialing or
 * past_due per location), the webhook event ledger and the subscription detail view.
 * Gathered by `app/server/db/schema.ts`; migrations `drizzle/*_billing*.sql`. The foreign key
 * to the directory's `locations` is the one import of another area's schema (schema modules
 * may reference other areas' tables for foreign keys only; see eslint.config.js).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { locations } from "../directory/schema";

/** Subscription statuses that occupy a location's single paid slot. */
export const OCCUPYING_STATUSES = ["active", "trialing", "past_due"] as const;

/**
 * Which plan each Stripe price sells (`verified` | `subscription`), so SQL can tell a priority
 * listing (ADR 050). The emulator's prices are inserted by the migration; configured live or
 * test prices are upserted at start (`registerPlanPrices`).
 */
export const planPrices = pgTable(
  "plan_prices",
  {
    priceId: text("price_id").primaryKey(),
    plan: text("plan", { enum: ["verified", "subscription"] }).notNull(),
  },
  (t) => [check("plan_prices_plan", sql`${t.plan} in ('verified', 'subscription')`)],
);

/** One Stripe customer per user (created once, on the first checkout). */
export const customers = pgTable("customers", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").notNull().unique("customers_user_id_key"),
  stripeCustomerId: text("stripe_customer_id").notNull().unique("customers_stripe_customer_id_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last known state of each Stripe subscription of a LAN center, written only from Stripe's
 * own answer (webhooks, /success sync, cancel and resume). Times from Stripe are integer
 * seconds since epoch (bigint, so they do not stop in 2038).
 */
export const lanCenterSubscriptions = pgTable(
  "lan_center_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    status: text("status").notNull(),
    priceId: text("price_id").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id")
      .notNull()
      .unique("lan_center_subscriptions_stripe_subscription_id_key"),
    currentPeriodEnd: bigint("current_period_end", { mode: "number" }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelAt: bigint("cancel_at", { mode: "number" }),
    paymentMethodBrand: text("payment_method_brand"),
    paymentMethodLast4: text("payment_method_last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lan_center_subscriptions_one_occupying_per_location")
      .on(t.locationId)
      .where(sql`${t.status} in ('active', 'trialing', 'past_due')`),
    index("lan_center_subscriptions_user_id_idx").on(t.userId),
    index("lan_center_subscriptions_location_id_idx").on(t.locationId),
  ],
);

/** Webhook ledger: one row per Stripe event id; a replayed event finds its row and stops. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
});

/**
 * The Checkout Sessions our checkout started, per location (ADR 032): a new checkout for a
 * center expires the center's sessions still recorded as `open` at Stripe
 * (`checkout.sessions.expire`), so one center has at most one payable session.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    stripeSessionId: text("stripe_session_id").primaryKey(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** "open" until expired by a newer checkout or found complete; then "expired"/"complete". */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("checkout_sessions_open_by_location_idx")
      .on(t.locationId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Duplicate subscriptions refunded automatically (ADR 032): one row per duplicate Stripe
 * subscription, written in the webhook's transaction after the refund, so a replayed event or
 * a second sync neither refunds nor e-mails again (`notified_at` claims the one e-mail). Amount
 * in integer cents.
 */
export const duplicateRefunds = pgTable("duplicate_refunds", {
  stripeSubscriptionId: text("stripe_subscription_id").primaryKey(),
  locationId: uuid("location_id").notNull(),
  userId: text("user_id").notNull(),
  /** The subscription the center keeps. */
  keptSubscriptionId: text("kept_subscription_id").notNull(),
  /** Stripe refund id (`re_...`), null when the invoice had no payment to refund. */
  stripeRefundId: text("stripe_refund_id"),
  amountCents: integer("amount_cents").notNull().default(0),
  currency: text("currency"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the owner's notice was handed to the mailer; null until then (sent after commit). */
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
});

/** Subscription statuses after which a center has no plan: the listing is off the map. */
export const ENDED_STATUSES = ["canceled", "unpaid", "incomplete_expired"] as const;

/**
 * The owner e-mails the webhooks send (issue 13 item 6, ADR 051): one row per notice, keyed
 * `payment_failed:{event id}` (one per failed payment event) or `plan_ended:{subscription id}`
 * (one per subscription, whichever event reported the end), written in the webhook's
 * transaction. `notified_at` claims the one e-mail after the commit and is cleared again when
 * the mailer fails, so Stripe's next delivery sends it.
 */
export const billingNotices = pgTable("billing_notices", {
  key: text("key").primaryKey(),
  /** "payment_failed" or "plan_ended". */
  kind: text("kind").notNull(),
  stripeSubscriptionId: text("stripe_subscription_id").notNull(),
  locationId: uuid("location_id").notNull(),
  userId: text("user_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the e-mail was handed to the mailer; null until then. */
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
});

/**
 * Subscriptions with their location's name and address (docs/spec/owner-portal.md §7 "Data calls").
 */
export const lanCenterSubscriptionDetails = pgView("lan_center_subscription_details", {
  id: uuid("id").notNull(),
  locationId: uuid("location_id").notNull(),
  userId: text("user_id").notNull(),
  status: text("status").notNull(),
  priceId: text("price_id").notNull(),
  stripeSubscriptionId: text("stripe_subscription_id").notNull(),
  currentPeriodEnd: bigint("current_period_end", { mode: "number" }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull(),
  cancelAt: bigint("cancel_at", { mode: "number" }),
  paymentMethodBrand: text("payment_method_brand"),
  paymentMethodLast4: text("payment_method_last4"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  organizationName: text("organization_name").notNull(),
  address: text("address").notNull(),
}).as(
  sql`select s.id, s.location_id, s.user_id, s.status, s.price_id, s.stripe_subscription_id, s.current_period_end, s.cancel_at_period_end, s.cancel_at, s.payment_method_brand, s.payment_method_last4, s.created_at, s.updated_at, l.organization_name, l.address from lan_center_subscriptions s join locations l on l.id = s.location_id`,
);
