/**
 * The per-center aggregate of published reviews (issue 27 item 5, ADR 087): `center_ratings`
 * holds the count, the sum and the count per star, and is moved by every change that makes a
 * review count or stop counting, in that change's transaction. Pages read one row; nothing
 * averages all reviews per request.
 */
import { eq, gt, inArray, sql, type SQL } from "drizzle-orm";
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

/**
 * The Bayesian average's prior (ADR 090): a center's score is
 * (RATING_CONFIDENCE · RATING_PRIOR_MEAN + sum of its ratings) / (RATING_CONFIDENCE + count),
 * as if every center had RATING_CONFIDENCE extra reviews at the network mean. The mean is a
 * constant, not recomputed per write: the stored, indexed score would otherwise move for every
 * center at every review. Changing either constant takes a migration that re-scores every row
 * (one UPDATE, as in migration 0026).
 */
export const RATING_PRIOR_MEAN = 4.0;
/** The Bayesian average's confidence constant C, in reviews (ADR 090). */
export const RATING_CONFIDENCE = 10;

/**
 * The Bayesian average of `count` ratings summing to `sum` (ADR 090), as the directory sorts
 * by it; pure, for tests and documentation of the stored `score`.
 */
export function bayesianScore(sum: number, count: number): number {
  return (RATING_CONFIDENCE * RATING_PRIOR_MEAN + sum) / (RATING_CONFIDENCE + count);
}

/** The same formula over SQL expressions of the new sum and count. */
function scoreSql(sum: SQL, count: SQL): SQL {
  return sql`(${RATING_CONFIDENCE * RATING_PRIOR_MEAN} + ${sum})::double precision / (${RATING_CONFIDENCE} + ${count})`;
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
    // SET expressions read the row before the update: the score of the moved counts.
    score: scoreSql(
      sql`${centerRatings.ratingSum} + ${by * rating}`,
      sql`${centerRatings.reviewCount} + ${by}`,
    ),
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
    .values({
      centerId,
      reviewCount: 1,
      ratingSum: rating,
      [column]: 1,
      score: bayesianScore(rating, 1),
    })
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

/**
 * The centers with published reviews as a subquery the directory joins on its center id (issue
 * 27 item 4, ADR 090): `centerId`, `reviewCount`, `score` (the stored Bayesian average) and
 * `fourAndUp` (true when the average shown, rounded to one decimal, is 4.0 or more). Sorting by
 * `score` walks `center_ratings_score_idx` (use {@link byRatingDesc}). The table stays this
 * area's: other areas read these columns only.
 */
export function ratedCenters(db: Database) {
  return db
    .select({
      centerId: centerRatings.centerId,
      reviewCount: centerRatings.reviewCount,
      score: centerRatings.score,
      // round(sum / count, 1) >= 4.0  <=>  sum / count >= 3.95  <=>  20 sum >= 79 count
      fourAndUp:
        sql<boolean>`(20 * ${centerRatings.ratingSum} >= 79 * ${centerRatings.reviewCount})`.as(
          "four_and_up",
        ),
    })
    .from(centerRatings)
    .where(gt(centerRatings.reviewCount, 0))
    .as("rated_centers");
}

/** The subquery of {@link ratedCenters}. */
export type RatedCenters = ReturnType<typeof ratedCenters>;

/**
 * The rating order over {@link ratedCenters}: the highest Bayesian average first, ties by center
 * id, spelled as the index is (`desc nulls last`) so the planner walks it.
 */
export function byRatingDesc(rated: RatedCenters): SQL[] {
  return [sql`${rated.score} desc nulls last`, sql`${rated.centerId} asc`];
}
