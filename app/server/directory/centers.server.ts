/**
 * Public queries on LAN centers (docs/spec/public-site.md §2 "/{product}", §7 "Read locations";
 * directory list and search; center pages; map at scale). Public means
 * `verified = true` in a community with `is_verified = true`; filtered in SQL.
 */
import { and, asc, count, eq, gt, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { CenterSearch } from "~/lib/center-search";
import type { Database } from "../db/client.server";
import { adminUserIds } from "../auth/index.server";
import { centerProfileColumns } from "./rows.server";
import { communities, events, locations } from "./schema";
import { venueConsented } from "./venue-consent.server";

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

/** A list entry of a search: a map center plus its distance in km when 'near me' is used. */
export interface CenterListItem extends MapCenter {
  distanceKm: number | null;
}

/** Compact marker for the browser map: [id, lat, lng, 1 when admin-created else 0]. */
export type CompactMarker = [string, number, number, 0 | 1];

const publicCenter = and(
  eq(locations.verified, true),
  isNotNull(locations.lat),
  isNotNull(locations.lng),
);
const verifiedCommunityJoin = and(
  eq(communities.id, locations.communityId),
  eq(communities.isVerified, true),
);

/** Escapes LIKE wildcards so user text matches literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchConditions(search: Pick<CenterSearch, "q" | "community">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [publicCenter];
  if (search.q) {
    const pattern = likePattern(search.q);
    conditions.push(
      or(
        ilike(locations.organizationName, pattern),
        ilike(locations.address, pattern),
        ilike(communities.name, pattern),
      ),
    );
  }
  if (search.community) conditions.push(eq(locations.communityId, search.community));
  return and(...conditions);
}

/** Great-circle distance in km from (lat, lng) to the location, as SQL. */
function distanceKm(lat: number, lng: number): SQL<number> {
  return sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${locations.lat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${locations.lat})) *
    power(sin(radians(${locations.lng} - ${lng}) / 2), 2))))`;
}

const centerColumns = {
  ...centerProfileColumns,
  createdBy: locations.createdBy,
  communityName: communities.name,
};

type CenterRow = {
  [K in keyof typeof centerColumns]: (typeof centerColumns)[K]["_"]["data"] | null;
};

/** `admins`: the administrators' user ids (auth's `adminUserIds`); their centers are green. */
function toMapCenter({ createdBy, lat, lng, ...row }: CenterRow, admins: Set<string>): MapCenter {
  return {
    id: row.id!,
    organizationName: row.organizationName!,
    description: row.description!,
    address: row.address!,
    website: row.website,
    communityName: row.communityName!,
    lat: lat ?? 0,
    lng: lng ?? 0,
    createdByAdmin: createdBy !== null && admins.has(createdBy),
  };
}

/** Every public center with full detail, ordered by name (small directories and tests). */
export async function listMapCenters(db: Database): Promise<MapCenter[]> {
  const [rows, admins] = await Promise.all([
    db
      .select(centerColumns)
      .from(locations)
      .innerJoin(communities, verifiedCommunityJoin)
      .where(publicCenter)
      .orderBy(asc(locations.organizationName), asc(locations.id)),
    adminUserIds(db),
  ]);
  return rows.map((row) => toMapCenter(row, admins));
}

/**
 * One page of public centers matching `search`: by name, or by distance when `near` is set.
 * Returns the page and the total number of matches. Never throws for any search text.
 */
export async function searchCenters(
  db: Database,
  search: CenterSearch,
  pageSize: number,
): Promise<{ centers: CenterListItem[]; total: number }> {
  const where = searchConditions(search);
  const distance = search.near ? distanceKm(search.near.lat, search.near.lng) : null;
  const [rows, totals, admins] = await Promise.all([
    db
      .select({ ...centerColumns, distanceKm: distance ?? sql<null>`null` })
      .from(locations)
      .innerJoin(communities, verifiedCommunityJoin)
      .where(where)
      .orderBy(
        ...(distance ? [asc(distance)] : []),
        asc(locations.organizationName),
        asc(locations.id),
      )
      .limit(pageSize)
      .offset((search.page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(locations)
      .innerJoin(communities, verifiedCommunityJoin)
      .where(where),
    adminUserIds(db),
  ]);
  return {
    centers: rows.map(({ distanceKm: km, ...row }) => ({
      ...toMapCenter(row, admins),
      distanceKm: km === null ? null : Number(km),
    })),
    total: totals[0]?.n ?? 0,
  };
}

/** Compact markers of every public center matching the text and community filters. */
export async function listCompactMarkers(
  db: Database,
  search: Pick<CenterSearch, "q" | "community">,
): Promise<CompactMarker[]> {
  const [rows, admins] = await Promise.all([
    db
      .select({
        id: locations.id,
        lat: locations.lat,
        lng: locations.lng,
        createdBy: locations.createdBy,
      })
      .from(locations)
      .innerJoin(communities, verifiedCommunityJoin)
      .where(searchConditions(search))
      .orderBy(asc(locations.id)),
    adminUserIds(db),
  ]);
  return rows.map((row) => [
    row.id,
    Math.round((row.lat ?? 0) * 1e5) / 1e5,
    Math.round((row.lng ?? 0) * 1e5) / 1e5,
    admins.has(row.createdBy) ? 1 : 0,
  ]);
}

/** Verified communities that have at least one public center, by name (the filter list). */
export async function listPublicCommunities(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: communities.id, name: communities.name })
    .from(communities)
    .innerJoin(locations, and(eq(locations.communityId, communities.id), publicCenter))
    .where(eq(communities.isVerified, true))
    .orderBy(asc(communities.name), asc(communities.id));
}

/** A public center's page data, with its community and upcoming verified LAN parties. */
export interface PublicCenter extends MapCenter {
  imageUrl: string | null;
  communityDescription: string | null;
  communityWebsite: string | null;
  upcomingEvents: {
    id: string;
    organizationName: string;
    startDate: Date;
    endDate: Date;
    atThisCenter: boolean;
  }[];
}

/** Radius in km within which a LAN party counts as "near" a center. */
export const NEARBY_EVENT_KM = 50;

/**
 * The public center with this id, or null when it does not exist or is not public
 * (unverified, or its community is unverified). `now` filters past events.
 */
export async function getPublicCenter(
  db: Database,
  id: string,
  now = new Date(),
): Promise<PublicCenter | null> {
  const [[row], admins] = await Promise.all([
    db
      .select({
        ...centerColumns,
        imageUrl: locations.imageUrl,
        communityDescription: communities.description,
        communityWebsite: communities.website,
      })
      .from(locations)
      .innerJoin(communities, verifiedCommunityJoin)
      .where(and(publicCenter, eq(locations.id, id))),
    adminUserIds(db),
  ]);
  if (!row) return null;
  const { imageUrl, communityDescription, communityWebsite, ...rest } = row;
  const center = toMapCenter(rest, admins);
  const nearby = sql<boolean>`(${events.lat} is not null and ${events.lng} is not null and
    (6371 * 2 * asin(sqrt(power(sin(radians(${events.lat} - ${center.lat}) / 2), 2) +
    cos(radians(${center.lat})) * cos(radians(${events.lat})) *
    power(sin(radians(${events.lng} - ${center.lng}) / 2), 2)))) <= ${NEARBY_EVENT_KM})`;
  const upcoming = await db
    .select({
      id: events.id,
      organizationName: events.organizationName,
      startDate: events.startDate,
      endDate: events.endDate,
      locationId: events.locationId,
    })
    .from(events)
    .where(
      and(
        eq(events.verified, true),
        gt(events.endDate, now),
        or(eq(events.locationId, id), nearby),
        // Another organiser's party at this center only once its owner accepted (ADR 052).
        venueConsented(id),
      ),
    )
    .orderBy(asc(events.startDate))
    .limit(10);
  return {
    ...center,
    imageUrl,
    communityDescription,
    communityWebsite,
    upcomingEvents: upcoming.map(({ locationId, ...event }) => ({
      ...event,
      atThisCenter: locationId === id,
    })),
  };
}

/** Ids of every public center (for the sitemap). */
export async function listPublicCenterIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(communities, verifiedCommunityJoin)
    .where(publicCenter)
    .orderBy(asc(locations.id));
  return rows.map((row) => row.id);
}
