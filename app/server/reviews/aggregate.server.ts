/**
 * The per-center aggregate of published reviews (issue 27 item 5, ADR 087): `center_ratings`
 * holds the count, the sum and the count per star, and is moved by every change that makes a
 * review count or stop counting, in that change's transaction. Pages read one row; nothing
 * averages all reviews per request.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { centerRatings } from "./schema";

/** A center's rating summary as pages show it. */
export interface RatingSummary {
  /** Published reviews. */
  count: number;
  /** The average rounded to one decimal (e.g. 4.3); null without reviews. */
  average: number | null;
  /** Reviews per star: index 0 is 1 star, index 4 is 5 stars. */
  distribution: [number, number, number, number, number];
}

const STAR_COLUMNS = ["stars1", "stars2", "stars3", "stars4", "stars5"] as const;

/**
 * Counts (`by` 1) or uncounts (`by` -1) one published review of `rating` stars at `centerId`.
 * @param tx the change's transaction
 * @throws the database error (a count below zero breaks the table's check)
 */
export async function shiftRating(
  tx: Database,
  centerId: string,
  rating: number,
  by: 1 | -1,
): Promise<void> {
  const column = STAR_COLUMNS[rating - 1];
  if (!column) throw new Error(`A rating of ${rating} stars cannot be counted`);
  const moved = {
    reviewCount: sql`${centerRatings.reviewCount} + ${by}`,
    ratingSum: sql`${centerRatings.ratingSum} + ${by * rating}`,
    [column]: sql`${centerRatings[column]} + ${by}`,
  };
  if (by === -1) {
    // An update: the check on the table would refuse a proposed insert row of negative counts.
    const updated = await tx
      .update(centerRatings)
      .set(moved)
      .where(eq(centerRatings.centerId, centerId))
      .returning({ id: centerRatings.centerId });
    if (updated.length === 0) throw new Error(`Center ${centerId} has no ratings to uncount`);
    return;
  }
  await tx
    .insert(centerRatings)
    .values({ centerId, reviewCount: 1, ratingSum: rating, [column]: 1 })
    .onConflictDoUpdate({ target: centerRatings.centerId, set: moved });
}

const EMPTY: RatingSummary = { count: 0, average: null, distribution: [0, 0, 0, 0, 0] };

function summaryOf(row: typeof centerRatings.$inferSelect | undefined): RatingSummary {
  if (!row || row.reviewCount === 0) return EMPTY;
  return {
    count: row.reviewCount,
    average: Math.round((row.ratingSum / row.reviewCount) * 10) / 10,
    distribution: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5],
  };
}

/** The rating summary of one center (one row read). */
export async function ratingSummary(db: Database, centerId: string): Promise<RatingSummary> {
  const [row] = await db.select().from(centerRatings).where(eq(centerRatings.centerId, centerId));
  return summaryOf(row);
}

/** The rating summaries of some centers (for lists); centers without reviews get none. */
export async function ratingSummaries(
  db: Database,
  centerIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  if (centerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(centerRatings)
    .where(inArray(centerRatings.centerId, [...centerIds]));
  return new Map(rows.map((row) => [row.centerId, summaryOf(row)]));
}
