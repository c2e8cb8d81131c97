/**
 * How many subscriptions started and ended in a time window, for the team's daily mail (issue 24
 * item 9). Reached through `billing/index.server.ts`.
 */
import { and, count, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { lanCenterSubscriptions } from "./schema";

/** Stripe statuses of a subscription that is over. */
const ENDED = ["canceled", "incomplete_expired"];

/**
 * Subscriptions created in `[from, to)`, and subscriptions whose row turned ended in it (the
 * webhook's last write).
 * @returns counts `{ started, ended }`
 */
export async function countSubscriptionChanges(
  db: Database,
  window: { from: Date; to: Date },
): Promise<{ started: number; ended: number }> {
  const inWindow = (
    column: typeof lanCenterSubscriptions.createdAt | typeof lanCenterSubscriptions.updatedAt,
  ) => and(gte(column, window.from), lt(column, window.to));
  const [[started], [ended]] = await Promise.all([
    db
      .select({ n: count() })
      .from(lanCenterSubscriptions)
      .where(inWindow(lanCenterSubscriptions.createdAt)),
    db
      .select({ n: count() })
      .from(lanCenterSubscriptions)
      .where(
        and(
          inArray(lanCenterSubscriptions.status, ENDED),
          inWindow(lanCenterSubscriptions.updatedAt),
        ),
      ),
  ]);
  return { started: started?.n ?? 0, ended: ended?.n ?? 0 };
}
