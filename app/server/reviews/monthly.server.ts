/**
 * Reviews and average rating per month of one center (issue 27 item 4, last bullet: for the
 * owner's Insights): the published reviews written in each calendar month (in the given time
 * zone) and their average rating.
 */
import { and, between, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { reviews } from "./schema";

/** One month's reviews of a center. */
export interface MonthlyReviews {
  /** `YYYY-MM` in the zone asked for. */
  month: string;
  reviews: number;
  /** Mean rating (1-5) rounded to one decimal, null when there were none. */
  averageRating: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `month` (`YYYY-MM`) plus `delta` months. */
function addMonths(month: string, delta: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + delta);
  return date.toISOString().slice(0, 7);
}

/**
 * The published reviews of center `centerId` per month, from month `from` to month `to`
 * (inclusive, `YYYY-MM` in `timeZone`).
 * @returns every month of the range, oldest first (0 reviews and a null average when none; all
 *   empty for a malformed id)
 * @throws the database error
 */
export async function monthlyReviews(
  db: Database,
  input: { centerId: string; from: string; to: string; timeZone: string },
): Promise<MonthlyReviews[]> {
  const months: MonthlyReviews[] = [];
  for (let m = input.from; m <= input.to; m = addMonths(m, 1)) {
    months.push({ month: m, reviews: 0, averageRating: null });
  }
  if (!UUID.test(input.centerId)) return months;
  const month = sql<string>`to_char(${reviews.createdAt} at time zone ${input.timeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      n: sql<number>`count(*)::int`,
      sum: sql<number>`sum(${reviews.rating})::int`,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.centerId, input.centerId),
        eq(reviews.status, "published"),
        between(month, input.from, input.to),
      ),
    )
    .groupBy(sql`1`);
  for (const row of rows) {
    const entry = months.find((m) => m.month === row.month);
    const n = Number(row.n);
    if (!entry || n === 0) continue;
    entry.reviews = n;
    entry.averageRating = Math.round((Number(row.sum) / n) * 10) / 10;
  }
  return months;
}
