/**
 * Generated public centers for the benchmarks (issue 15): `count` verified centers of one verified
 * community, spread over the world, each public through a complimentary listing (ADR 050).
 * Every other center has opening hours (evenings, a late night on Fridays), so the 'Open now'
 * filter has work at scale (issue 15).
 */
import type { Database } from "~/server/db/client.server";
import type { OpeningHours } from "~/lib/opening-hours";
import { communities, locations } from "~/server/db/schema";

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
