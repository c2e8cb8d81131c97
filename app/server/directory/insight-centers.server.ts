/**
 * Every public center as the insights area's monthly summary and /admin/insights need it (issue 26
 * items 5-6, ADR 088): id, name, owner and the zone its days are counted in. Read through the
 * directory's public module.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { locations } from "./schema";
import { timeZoneAt } from "./time-zone.server";

/** One public center for the insights area. */
export interface InsightCenter {
  id: string;
  name: string;
  /** The user id of whoever created it (its owner). */
  ownerId: string;
  /** The IANA zone its days are counted in (stored, else its coordinates', else UTC). */
  timeZone: string;
  createdAt: Date;
}

/**
 * Every public center (`is_public`, the map's rule), oldest first (then by id).
 * @returns `[{ id, name, ownerId, timeZone, createdAt }]`
 * @throws the database error
 */
export async function listInsightCenters(db: Database): Promise<InsightCenter[]> {
  const rows = await db
    .select({
      id: locations.id,
      name: locations.organizationName,
      ownerId: locations.createdBy,
      timeZone: locations.timeZone,
      lat: locations.lat,
      lng: locations.lng,
      createdAt: locations.createdAt,
    })
    .from(locations)
    .where(eq(locations.isPublic, true))
    .orderBy(asc(locations.createdAt), asc(locations.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    timeZone: row.timeZone ?? timeZoneAt(row.lat, row.lng) ?? "UTC",
    createdAt: row.createdAt,
  }));
}
