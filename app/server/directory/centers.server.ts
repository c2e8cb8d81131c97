/**
 * Public queries on LAN centers (docs/spec/public-site.md §2 "/{product}", §7 "Read locations";
 * directory list and search; center pages; map at scale). What is public is decided in one
 * place, the `public_locations` view (ADR 050): every query here joins it. Ordering: priority
 * listings (`featured`) first in the list and in text search, then by name; near me in distance
 * order only.
 */
import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { CenterSearch } from "~/lib/center-search";
import type { Database } from "../db/client.server";
import { centerProfileColumns } from "./rows.server";
import { communities, events, locations, publicLocations } from "./schema";
import { venueConsented } from "./venue-consent.server";
import { listPhotos, type StoredPhoto } from "../photos/index.server";
import { photoIdsOf } from "./review-changes.server";

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
  /** True for a priority listing (a live LAN Center Subscription): the 'Featured' badge. */
  featured: boolean;
  communityName: string;
}

/** A list entry of a search: a map center plus its distance in km when 'near me' is used. */
export interface CenterListItem extends MapCenter {
  distanceKm: number | null;
}

/**
 * Compact marker for the browser map: [id, lat, lng, 1 when admin-created else 0,
 * 1 when featured else 0].
 */
export type CompactMarker = [string, number, number, 0 | 1, 0 | 1];

/** Joins that keep only public centers (the view) and bring their community. */
function publicOnly<T extends PgSelect>(query: T) {
  return query
    .innerJoin(publicLocations, eq(publicLocations.id, locations.id))
    .innerJoin(communities, eq(communities.id, locations.communityId));
}

/** Escapes LIKE wildcards so user text matches literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchConditions(search: Pick<CenterSearch, "q" | "community">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
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
  createdByAdmin: publicLocations.createdByAdmin,
  featured: publicLocations.featured,
  communityName: communities.name,
};

type CenterRow = {
  [K in keyof typeof centerColumns]: (typeof centerColumns)[K]["_"]["data"] | null;
};

function toMapCenter({ lat, lng, ...row }: CenterRow): MapCenter {
  return {
    id: row.id!,
    organizationName: row.organizationName!,
    description: row.description!,
    address: row.address!,
    website: row.website,
    communityName: row.communityName!,
    lat: lat ?? 0,
    lng: lng ?? 0,
    createdByAdmin: row.createdByAdmin === true,
    featured: row.featured === true,
  };
}

/** List order: priority listings first, then by name (ADR 050). */
const listOrder = [
  desc(publicLocations.featured),
  asc(locations.organizationName),
  asc(locations.id),
];

/** Every public center with full detail, featured first, then by name (small directories, tests). */
export async function listMapCenters(db: Database): Promise<MapCenter[]> {
  const rows = await publicOnly(db.select(centerColumns).from(locations).$dynamic()).orderBy(
    ...listOrder,
  );
  return rows.map(toMapCenter);
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
  const [rows, totals] = await Promise.all([
    publicOnly(
      db
        .select({ ...centerColumns, distanceKm: distance ?? sql<null>`null` })
        .from(locations)
        .$dynamic(),
    )
      .where(where)
      // Near me stays in distance order; the list and text search put priority listings first.
      .orderBy(
        ...(distance
          ? [asc(distance), asc(locations.organizationName), asc(locations.id)]
          : listOrder),
      )
      .limit(pageSize)
      .offset((search.page - 1) * pageSize),
    publicOnly(db.select({ n: count() }).from(locations).$dynamic()).where(where),
  ]);
  return {
    centers: rows.map(({ distanceKm: km, ...row }) => ({
      ...toMapCenter(row),
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
  const rows = await publicOnly(
    db
      .select({
        id: locations.id,
        lat: locations.lat,
        lng: locations.lng,
        createdByAdmin: publicLocations.createdByAdmin,
        featured: publicLocations.featured,
      })
      .from(locations)
      .$dynamic(),
  )
    .where(searchConditions(search))
    .orderBy(asc(locations.id));
  return rows.map((row) => [
    row.id,
    Math.round((row.lat ?? 0) * 1e5) / 1e5,
    Math.round((row.lng ?? 0) * 1e5) / 1e5,
    row.createdByAdmin ? 1 : 0,
    row.featured ? 1 : 0,
  ]);
}

/** Verified communities that have at least one public center, by name (the filter list). */
export async function listPublicCommunities(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: communities.id, name: communities.name })
    .from(communities)
    .innerJoin(locations, eq(locations.communityId, communities.id))
    .innerJoin(publicLocations, eq(publicLocations.id, locations.id))
    .orderBy(asc(communities.name), asc(communities.id));
}

/** A public center's page data, with its community and upcoming verified LAN parties. */
export interface PublicCenter extends MapCenter {
  imageUrl: string | null;
  /** The approved gallery, the cover first (ADR 056). */
  photos: StoredPhoto[];
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
 * (`public_locations`, ADR 050). `now` filters past events.
 */
export async function getPublicCenter(
  db: Database,
  id: string,
  now = new Date(),
): Promise<PublicCenter | null> {
  const [row] = await publicOnly(
    db
      .select({
        ...centerColumns,
        imageUrl: locations.imageUrl,
        photoIds: locations.photos,
        communityDescription: communities.description,
        communityWebsite: communities.website,
      })
      .from(locations)
      .$dynamic(),
  ).where(eq(locations.id, id));
  if (!row) return null;
  const { imageUrl, photoIds, communityDescription, communityWebsite, ...rest } = row;
  const center = toMapCenter(rest);
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
  const photos = await listPhotos(db, { kind: "center", subjectId: id, ids: photoIdsOf(photoIds) });
  return {
    ...center,
    imageUrl,
    photos,
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
    .select({ id: publicLocations.id })
    .from(publicLocations)
    .orderBy(asc(publicLocations.id));
  return rows.map((row) => row.id);
}
