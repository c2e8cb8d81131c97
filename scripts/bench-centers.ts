/**
 * Generated public centers for the benchmarks (issue 15): `count` verified centers of one verified
 * community, spread over the world, each public through a complimentary listing (ADR 050); and
 * their generated reviews (issue 27 item 5, `loadBenchReviews`).
 * Every other center has opening hours (evenings, a late night on Fridays), so the 'Open now'
 * filter has work at scale (issue 15).
 */
import { count, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import type { OpeningHours } from "~/lib/opening-hours";
import { authUser, centerRatings, communities, locations, reviews } from "~/server/db/schema";
import { RATING_CONFIDENCE, RATING_PRIOR_MEAN } from "~/server/reviews/index.server";

const evening = { open: "16:00", close: "23:00", overnight: false };
/** The generated week: afternoons and evenings, Friday into Saturday night, Sunday closed. */
const BENCH_HOURS: OpeningHours = {
  mon: [evening],
  tue: [evening],
  wed: [{ open: "10:00", close: "12:00", overnight: false }, evening],
  thu: [evening],
  fri: [{ open: "16:00", close: "02:00", overnight: true }],
  sat: [{ open: "12:00", close: "23:59", overnight: false }],
  sun: [],
};

/**
 * Inserts `count` generated centers in batches of 500 into a migrated database.
 * @throws the database error
 */
export async function loadBenchCenters(db: Database, count: number): Promise<void> {
  const [community] = await db
    .insert(communities)
    .values({ name: "Bench community", isVerified: true })
    .returning({ id: communities.id });
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    await db.insert(locations).values(
      Array.from({ length: Math.min(batch, count - start) }, (_, i) => {
        const n = start + i;
        return {
          organizationName: `Bench Center ${String(n).padStart(5, "0")}`,
          address: `${n} Bench Street, Bench City`,
          description: "A generated center for the benchmark, with a sentence of description.",
          website: n % 3 === 0 ? null : `https://center-${n}.example`,
          lat: ((n * 37) % 170) - 85 + (n % 7) / 10,
          lng: ((n * 53) % 350) - 175 + (n % 11) / 10,
          communityId: community!.id,
          verified: true,
          createdBy: "bench",
          complimentaryAt: new Date(),
          openingHours: n % 2 === 0 ? BENCH_HOURS : null,
        };
      }),
    );
  }
}

/** Accounts that write the generated reviews (one review per account and center). */
const BENCH_REVIEWERS = 20;

/**
 * Generated published reviews for the sort by rating (issue 27 item 5): about `reviews` of them
 * over the loaded centers (0 to 20 per center, 10 on average: about 5% of centers have none),
 * mostly 4 and 5 stars, and their `center_ratings` rows as `shiftRating` keeps them (counts,
 * per-star counts, the stored Bayesian score of ADR 090), built from those reviews in SQL.
 * `rows: false` writes only the aggregate (what the directory reads; for the in-memory bench,
 * where a million review rows would not fit).
 * @throws the database error
 */
export async function loadBenchReviews(
  db: Database,
  options: { reviews: number; rows: boolean },
): Promise<void> {
  const [{ n } = { n: 1 }] = await db.select({ n: count() }).from(locations);
  // Per center 0..max reviews, uniform, so the average is max / 2.
  const max = Math.min(BENCH_REVIEWERS, Math.max(1, Math.round((2 * options.reviews) / n)));
  const perCenter = sql`((l.n * 7919) % ${max + 1})`;
  // Mostly 5 and 4 stars, some 3, 2 and 1: each center's mix differs.
  const rating = sql`(case when (l.n * 3 + k * 13) % 20 < 9 then 5 when (l.n * 3 + k * 13) % 20 < 15 then 4
    when (l.n * 3 + k * 13) % 20 < 18 then 3 when (l.n * 3 + k * 13) % 20 < 19 then 2 else 1 end)`;
  const numbered = sql`(select id, row_number() over (order by id) as n from ${locations}) l`;
  const score = (sum: SQL, count: SQL) =>
    sql`(${RATING_CONFIDENCE * RATING_PRIOR_MEAN} + ${sum})::double precision / (${RATING_CONFIDENCE} + ${count})`;
  if (options.rows) {
    await db.execute(sql`insert into ${authUser} (id, name, email, email_verified)
      select 'bench-reviewer-' || k, 'Bench Reviewer ' || k, 'bench-reviewer-' || k || '@example.com', true
      from generate_series(1, ${BENCH_REVIEWERS}) k`);
    await db.execute(sql`insert into ${reviews} (center_id, author_id, rating, body, status)
      select l.id, 'bench-reviewer-' || k, ${rating},
        'A generated review of a visit, for the benchmark.', 'published'
      from ${numbered} cross join lateral generate_series(1, ${perCenter}) k`);
    await db.execute(sql`insert into ${centerRatings}
      (center_id, review_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5, score)
      select center_id, count(*), sum(rating),
        count(*) filter (where rating = 1), count(*) filter (where rating = 2),
        count(*) filter (where rating = 3), count(*) filter (where rating = 4),
        count(*) filter (where rating = 5), ${score(sql`sum(rating)`, sql`count(*)`)}
      from ${reviews} where status = 'published' group by center_id`);
    return;
  }
  await db.execute(sql`insert into ${centerRatings}
    (center_id, review_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5, score)
    select id, count(*), sum(r), count(*) filter (where r = 1), count(*) filter (where r = 2),
      count(*) filter (where r = 3), count(*) filter (where r = 4), count(*) filter (where r = 5),
      ${score(sql`sum(r)`, sql`count(*)`)}
    from (select l.id, ${rating} as r from ${numbered}
      cross join lateral generate_series(1, ${perCenter}) k) g
    group by id`);
}
