/**
 * One Stripe customer per user (docs/spec/owner-portal.md §3 "A customer table links a user to a
 * payment customer id"; §7 data calls "customers").
 */
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client.server";
import { customers } from "./schema";

/**
 * Returns the user's Stripe customer id, creating the customer at Stripe and the `customers`
 * row on first use. Race-safe: concurrent calls for one user serialise on a transaction-scoped
 * advisory lock, and the Stripe request carries the idempotency key `customer-{userId}`, so a
 * retry after a lost response gets the same customer instead of a second one.
 * @param userEmail stored on the Stripe customer (receipts go there)
 * @returns the customer id (`cus_...`)
 * @throws Stripe errors (nothing written) and database errors
 */
export async function getOrCreateStripeCustomer(
  db: Database,
  stripe: Stripe,
  userId: string,
  userEmail: string,
): Promise<string> {
  const [known] = await db
    .select({ id: customers.stripeCustomerId })
    .from(customers)
    .where(eq(customers.userId, userId));
  if (known) return known.id;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`billing:customer:${userId}`}, 0))`,
    );
    const [existing] = await tx
      .select({ id: customers.stripeCustomerId })
      .from(customers)
      .where(eq(customers.userId, userId));
    if (existing) return existing.id;
    const customer = await stripe.customers.create(
      { email: userEmail, metadata: { user_id: userId } },
      { idempotencyKey: `customer-${userId}` },
    );
    await tx.insert(customers).values({ userId, stripeCustomerId: customer.id });
    return customer.id;
  });
}

/**
 * The user's Stripe customer id (`cus_...`), or undefined before the user's first checkout.
 * @throws the database error
 */
export async function findStripeCustomerId(
  db: Database,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: customers.stripeCustomerId })
    .from(customers)
    .where(eq(customers.userId, userId));
  return row?.id;
}
