/**
 * What the insights area needs to know about a listing it counts (issue 26 items 1-2, ADR 085):
 * whether it is public, who owns it, the zone its days are counted in and, for a center, the
 * stored links an outbound click may go to. Read through the directory's public module.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { events, locations } from "./schema";
import { timeZoneAt } from "./time-zone.server";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A counted listing: a center or an event. */
export interface InsightSubject {
  kind: "center" | "event";
  id: string;
  name: string;
  /** The user id of whoever created it (its owner or organiser). */
  ownerId: string;
  /** The IANA zone its days are counted in (stored, else its coordinates', else UTC). */
  timeZone: string;
  /** The center's stored website, phone and coordinates (events: website only, rest null). */
  website: string | null;
  phone: string | null;
  lat: number | null;
  lng: number | null;
}

/**
 * The public center or event `id`, or null when it does not exist, is not public (centers:
 * `public_locations`' rule, kept in `is_public`; events: verified) or the id is malformed.
 * @throws the database error
 */
export async function findInsightSubject(
  db: Database,
  target: { kind: "center" | "event"; id: string },
): Promise<InsightSubject | null> {
  if (!UUID_PATTERN.test(target.id)) return null;
  if (target.kind === "center") {
    const [row] = await db
      .select({
        id: locations.id,
        name: locations.organizationName,
        ownerId: locations.createdBy,
        timeZone: locations.timeZone,
        website: locations.website,
        phone: locations.phone,
        lat: locations.lat,
        lng: locations.lng,
      })
      .from(locations)
      .where(and(eq(locations.id, target.id), eq(locations.isPublic, true)));
    if (!row) return null;
    return {
      kind: "center",
      ...row,
      timeZone: row.timeZone ?? timeZoneAt(row.lat, row.lng) ?? "UTC",
    };
  }
  const [row] = await db
    .select({
      id: events.id,
      name: events.organizationName,
      ownerId: events.createdBy,
      timeZone: events.timeZone,
      website: events.website,
      lat: events.lat,
      lng: events.lng,
    })
    .from(events)
    .where(and(eq(events.id, target.id), eq(events.verified, true)));
  if (!row) return null;
  return {
    kind: "event",
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    timeZone: row.timeZone ?? timeZoneAt(row.lat, row.lng) ?? "UTC",
    website: row.website,
    phone: null,
    lat: null,
    lng: null,
  };
}

/**
 * The public centers and events `userId` created, for the insights dashboard and export.
 * @returns `{ kind, id, name, timeZone, featured }` of each (`featured`: a center with a live
 *   priority listing), centers first, by name
 * @throws the database error
 */
export async function listOwnInsightSubjects(
  db: Database,
  userId: string,
): Promise<
  { kind: "center" | "event"; id: string; name: string; timeZone: string; featured: boolean }[]
> {
  const centers = await db
    .select({
      id: locations.id,
      name: locations.organizationName,
      timeZone: locations.timeZone,
      lat: locations.lat,
      lng: locations.lng,
      featured: locations.featured,
    })
    .from(locations)
    .where(eq(locations.createdBy, userId))
    .orderBy(locations.organizationName);
  const parties = await db
    .select({
      id: events.id,
      name: events.organizationName,
      timeZone: events.timeZone,
      lat: events.lat,
      lng: events.lng,
    })
    .from(events)
    .where(eq(events.createdBy, userId))
    .orderBy(events.organizationName);
  return [
    ...centers.map((c) => ({ kind: "center" as const, ...pick(c), featured: c.featured === true })),
    ...parties.map((e) => ({ kind: "event" as const, ...pick(e), featured: false })),
  ];
}

function pick(row: {
  id: string;
  name: string;
  timeZone: string | null;
  lat: number | null;
  lng: number | null;
}) {
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone ?? timeZoneAt(row.lat, row.lng) ?? "UTC",
  };
}
