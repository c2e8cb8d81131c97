/**
 * Public queries on LAN centers (spec: public-site.md §2 "/{product}", §7 "Read locations").
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { communities, locations, userLanCenters } from "../db/schema";

/** One center as shown on the map and in the list below it. */
export interface MapCenter {
  id: string;
  organizationName: string;
  description: string;
  address: string;
  website: string | null;
  lat: number;
  lng: number;
  /** True when the creator's profile has role 'admin' (drawn green). */
  createdByAdmin: boolean;
  communityName: string;
}

/**
 * Centers for the public map: `verified = true`, with coordinates, whose community is
 * verified; filtered in SQL, ordered by name.
 */
export async function listMapCenters(db: Database): Promise<MapCenter[]> {
  const rows = await db
    .select({
      id: locations.id,
      organizationName: locations.organizationName,
      description: locations.description,
      address: locations.address,
      website: locations.website,
      lat: locations.lat,
      lng: locations.lng,
      creatorRole: userLanCenters.role,
      communityName: communities.name,
    })
    .from(locations)
    .innerJoin(
      communities,
      and(eq(communities.id, locations.communityId), eq(communities.isVerified, true)),
    )
    .leftJoin(userLanCenters, eq(userLanCenters.userId, locations.createdBy))
    .where(and(eq(locations.verified, true), isNotNull(locations.lat), isNotNull(locations.lng)))
    .orderBy(asc(locations.organizationName), asc(locations.id));
  return rows.map(({ creatorRole, lat, lng, ...row }) => ({
    ...row,
    lat: lat ?? 0,
    lng: lng ?? 0,
    createdByAdmin: creatorRole === "admin",
  }));
}
