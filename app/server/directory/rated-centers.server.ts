/**
 * What the reviews area needs to know of a LAN center (issue 27, ADR 087): whether it is public
 * (only public centers take reviews), its name, and who owns it (an owner may not review their
 * own venue, and only the owner replies). Owner means `locations.created_by`: the directory has
 * no separate managers. The reviews area calls this through `directory/index.server.ts`.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { locations } from "./schema";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A center as the reviews area sees it. */
export interface RatedCenter {
  id: string;
  name: string;
  /** The better-auth id of the account that owns (manages) the center. */
  ownerId: string;
}

/**
 * The public center `centerId` with its owner.
 * @param db the database or an open transaction
 * @param centerId the center's id; a malformed id finds nothing
 * @returns the center, or null when it does not exist or is not public (the center page's rule)
 * @throws the database error
 */
export async function findRatedCenter(db: Database, centerId: string): Promise<RatedCenter | null> {
  if (!UUID_PATTERN.test(centerId)) return null;
  const [row] = await db
    .select({ id: locations.id, name: locations.organizationName, ownerId: locations.createdBy })
    .from(locations)
    .where(
      and(
        eq(locations.id, centerId),
        sql`(${locations.isPublic} and ${locations.verified} and ${locations.lat} is not null and ${locations.lng} is not null)`,
      ),
    );
  return row ?? null;
}

/**
 * The names and owners of some centers, public or not (the admin's queue names every review's
 * center).
 * @returns center id -> center; unknown ids are absent
 */
export async function describeRatedCenters(
  db: Database,
  centerIds: readonly string[],
): Promise<Map<string, RatedCenter>> {
  const ids = [...new Set(centerIds)].filter((id) => UUID_PATTERN.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: locations.id, name: locations.organizationName, ownerId: locations.createdBy })
    .from(locations)
    .where(inArray(locations.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
