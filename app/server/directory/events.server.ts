/**
 * Public queries on LAN parties (/events pages): verified events only; the list hides
 * events that have ended and is ordered soonest first.
 */
import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import type { PartyProfile } from "~/lib/lan-party-form";
import type { Database } from "../db/client.server";
import { partyColumns, partyPlaceColumns } from "./rows.server";
import { communities, events, locations, publicLocations } from "./schema";
import { timeZoneAt } from "./time-zone.server";

/** A LAN party as shown publicly. Dates are Date objects (timestamptz). */
export interface PublicEvent extends PartyProfile {
  imageUrl: string | null;
  customLocation: string | null;
  lat: number | null;
  lng: number | null;
  communityName: string | null;
  /**
   * The party's community when an admin verified it, so it can be followed (issue 25 item 2,
   * ADR 076); null otherwise. Communities have no page of their own: they are followed here.
   */
  communityId: string | null;
  center: { id: string; organizationName: string; address: string } | null;
  /**
   * IANA zone the party's times are shown in: from its own coordinates, else its public
   * center's, else "UTC" (issue 14 item 5, ADR 058).
   */
  timeZone: string;
  /** Seats for RSVPs; null: no limit (issue 25 item 3). */
  capacity: number | null;
}

/** Date window of the /events filter: events overlapping [from, to). */
export interface EventWindow {
  from: Date | null;
  to: Date | null;
}

const columns = {
  ...partyColumns,
  imageUrl: events.imageUrl,
  ...partyPlaceColumns,
  communityName: communities.name,
  followCommunityId: communities.id,
  communityVerified: communities.isVerified,
  centerId: locations.id,
  centerName: locations.organizationName,
  centerAddress: locations.address,
  centerLat: locations.lat,
  centerLng: locations.lng,
  /** Non-null when the party's center is public (`public_locations`, ADR 050). */
  centerPublicId: publicLocations.id,
  venueConsent: events.venueConsent,
  storedZone: events.timeZone,
  capacity: events.capacity,
};

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null;
};

function toPublicEvent({
  centerId,
  centerName,
  centerAddress,
  centerLat,
  centerLng,
  centerPublicId,
  venueConsent,
  storedZone,
  followCommunityId,
  communityVerified,
  ...row
}: Row) {
  // Another owner's center is named only once that owner accepted the party (ADR 052).
  const consented = venueConsent === null || venueConsent === "accepted";
  const shownCenter = Boolean(centerId && centerPublicId && consented);
  return {
    ...(row as Omit<PublicEvent, "center" | "timeZone" | "communityId">),
    communityId: communityVerified ? followCommunityId : null,
    center: shownCenter
      ? { id: centerId!, organizationName: centerName!, address: centerAddress! }
      : null,
    // The zone its times were typed in (ADR 073); rows from before: coordinates, center, UTC.
    timeZone:
      storedZone ??
      timeZoneAt(row.lat, row.lng) ??
      (shownCenter ? timeZoneAt(centerLat, centerLng) : null) ??
      "UTC",
  } satisfies PublicEvent;
}

/**
 * Verified events that have not ended by `now`, soonest first, optionally within a window
 * (events that end after `from` and start before `to`). At most `limit` rows.
 */
export async function listUpcomingEvents(
  db: Database,
  window: EventWindow,
  now = new Date(),
  limit = 100,
): Promise<PublicEvent[]> {
  const conditions = [eq(events.verified, true), gt(events.endDate, now)];
  if (window.from) conditions.push(gte(events.endDate, window.from));
  if (window.to) conditions.push(lt(events.startDate, window.to));
  const rows = await db
    .select(columns)
    .from(events)
    .leftJoin(communities, eq(communities.id, events.communityId))
    .leftJoin(locations, eq(locations.id, events.locationId))
    .leftJoin(publicLocations, eq(publicLocations.id, events.locationId))
    .where(and(...conditions))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);
  return rows.map(toPublicEvent);
}

/** The verified event with this id (past ones included), or null. */
export async function getPublicEvent(db: Database, id: string): Promise<PublicEvent | null> {
  const [row] = await db
    .select(columns)
    .from(events)
    .leftJoin(communities, eq(communities.id, events.communityId))
    .leftJoin(locations, eq(locations.id, events.locationId))
    .leftJoin(publicLocations, eq(publicLocations.id, events.locationId))
    .where(and(eq(events.verified, true), eq(events.id, id)));
  return row ? toPublicEvent(row) : null;
}

/** Ids of verified events that have not ended (for the sitemap). */
export async function listPublicEventIds(db: Database, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.verified, true), gt(events.endDate, now)))
    .orderBy(asc(events.startDate));
  return rows.map((row) => row.id);
}
