/**
 * How many listings hold a paid plan now, by plan, for /admin/insights (issue 26 item 6, ADR 088).
 * Reached through `billing/index.server.ts`.
 */
import { count, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { lanCenterSubscriptions, OCCUPYING_STATUSES, planPrices } from "./schema";

/** Paid listings per plan: `verified` (Verified Listing), `subscription` (priority), `other`. */
export type PaidListingCounts = Record<"verified" | "subscription" | "other", number>;

/**
 * Centers whose subscription occupies their paid slot (active, trialing or past due), counted by
 * the plan of its price; a price not in `plan_prices` counts as `other`.
 * @throws the database error
 */
export async function countPaidListingsByPlan(db: Database): Promise<PaidListingCounts> {
  const rows = await db
    .select({ plan: planPrices.plan, n: count() })
    .from(lanCenterSubscriptions)
    .leftJoin(planPrices, eq(planPrices.priceId, lanCenterSubscriptions.priceId))
    .where(inArray(lanCenterSubscriptions.status, [...OCCUPYING_STATUSES]))
    .groupBy(planPrices.plan);
  const counts: PaidListingCounts = { verified: 0, subscription: 0, other: 0 };
  for (const row of rows) counts[row.plan ?? "other"] += row.n;
  return counts;
}
