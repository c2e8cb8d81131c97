/**
 * Public queries on LAN centers (docs/spec/public-site.md §2 "/{product}", §7 "Read locations";
 * directory list and search; center pages; map at scale). What is public is decided in one
 * place, the `public_locations` view (ADR 050): every query here joins it. Ordering: priority
 * listings (`featured`) first in the list and in text search, then by name; near me in distance
 * order only; the sort by rating in Bayesian-average order only (issue 27 item 4, ADR 090).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  isNull,
  notExists,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { PLACE_RADIUS_KM, type CenterSearch } from "~/lib/center-search";
import { type Facilities, type OpeningHours } from "~/lib/opening-hours";
import type { Database } from "../db/client.server";
import { centerProfileColumns } from "./rows.server";
import { communities, events, locations } from "./schema";
import { timeZoneAt } from "./time-zone.server";
import { venueConsented } from "./venue-consent.server";
import { listPhotos, type StoredPhoto } from "../photos/index.server";
import { photoIdsOf } from "./review-changes.server";
import { byRatingDesc, ratedCenters } from "../reviews/index.server";

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

/**
 * The public listing rule (ADR 050) as stored by the database's triggers (ADR 067): the same
 * rows as the `public_locations` view, read as one indexed flag instead of a join. The flag
 * implies the rest; they are spelled out so the planner may use the partial indexes on
 * verified centers (near me's latitude index, the map index).
 */
const isPublic = sql`(${locations.isPublic} and ${locations.verified} and ${locations.lat} is not null and ${locations.lng} is not null)`;

/** Brings each center's community (every public center has one). */
function withCommunity<T extends PgSelect>(query: T) {
  return query.innerJoin(communities, eq(communities.id, locations.communityId));
}

/** Escapes LIKE wildcards so user text matches literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The text and community filters as SQL. The text matches a center's name or address, or its
 * community's name: the communities are looked up first (a small table, trigram index), so the
 * center's condition is a plain OR of its own columns and, only when a community matched, its
 * community id. The planner then combines the trigram GIN indexes (migration 0010) for a narrow
 * search, or walks the list order's index and stops after a page for a broad one. A UNION of ids
 * made every broad search read and sort all its matches (ADR 060, ADR 067).
 */
async function searchConditions(
  db: Database,
  search: Pick<CenterSearch, "q" | "community">,
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (search.q) {
    const pattern = likePattern(search.q);
    const named = await db
      .select({ id: communities.id })
      .from(communities)
      .where(sql`${communities.name} ilike ${pattern}`);
    conditions.push(
      or(
        sql`${locations.organizationName} ilike ${pattern}`,
        sql`${locations.address} ilike ${pattern}`,
        named.length > 0
          ? sql`${locations.communityId} = any(${arrayParam(
              named.map((c) => c.id),
              "uuid",
            )})`
          : undefined,
      ),
    );
  }
  if (search.community) conditions.push(eq(locations.communityId, search.community));
  return and(...conditions);
}

/**
 * One array parameter of type `type` (the driver writes the array literal), instead of one
 * parameter per value.
 */
function arrayParam(values: string[], type: "uuid" | "text"): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * The platform and open-now filters (issue 14 item 4, ADR 061) as SQL. Open now is decided on
 * each venue's own wall clock in SQL, the same rule as `openingStatus`: the hours kept as minutes
 * of the week (`open_spans`, migration 0014) contain the minute of the week in the zone stored
 * with the center (ADR 067). The database checks only the rows a page or the bounded count
 * reads, instead of the server reading every center's hours.
 * Zones not yet stored (new or moved centers) are filled first from tz-lookup.
 */
async function facilityConditions(
  db: Database,
  search: Pick<CenterSearch, "platform" | "openNow">,
  now: Date,
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (search.platform) {
    conditions.push(sql`${locations.platforms} @> array[${search.platform}]::text[]`);
  }
  if (search.openNow) {
    await fillTimeZones(db);
    conditions.push(
      sql`${locations.openSpans} @> week_minute(${locations.timeZone}, ${now.toISOString()}::timestamptz)`,
    );
  }
  return and(...conditions);
}

/**
 * The '4 stars and up' filter (issue 27 item 4) as SQL: the center has published reviews whose
 * average, rounded to one decimal as pages show it, is 4.0 or more. The reviews area owns the
 * aggregate; its `ratedCenters` subquery is all this reads.
 */
function ratingConditions(
  db: Database,
  search: Pick<CenterSearch, "fourStarsUp">,
): SQL | undefined {
  if (!search.fourStarsUp) return undefined;
  const rated = ratedCenters(db);
  return exists(
    db
      .select({ one: sql`1` })
      .from(rated)
      .where(and(eq(rated.centerId, locations.id), rated.fourAndUp)),
  );
}

/**
 * Stores the time zone (`timeZoneAt`, "UTC" when none) of every public center that has none
 * yet: new centers, and centers whose coordinates changed (a trigger clears the zone). Every
 * public center, with hours or not, so that a missing zone stays rare and the planner uses the
 * partial index of missing zones.
 * A zone the database does not know is stored as "UTC". Once every zone is filled, one read
 * that finds nothing.
 */
async function fillTimeZones(db: Database): Promise<void> {
  const missing = await db
    .select({ id: locations.id, lat: locations.lat, lng: locations.lng })
    .from(locations)
    .where(and(isPublic, isNull(locations.timeZone)));
  if (missing.length === 0) return;
  const zones = missing.map((row) => timeZoneAt(row.lat, row.lng) ?? "UTC");
  const ids = arrayParam(
    missing.map((row) => row.id),
    "uuid",
  );
  const names = arrayParam(zones, "text");
  await db.execute(sql`update ${locations}
    set time_zone = case when exists (select 1 from pg_timezone_names n where n.name = v.zone)
      then v.zone else 'UTC' end
    from (select unnest(${ids}) as id, unnest(${names}) as zone) v
    where ${locations.id} = v.id`);
  // After a large fill (the first open-now search of a loaded directory), the index of missing
  // zones still lists every filled row until a vacuum; PGlite has no autovacuum, so the check
  // above would read them all on every search. Best effort: a database role that may not
  // vacuum leaves it to autovacuum.
  if (missing.length >= VACUUM_AFTER_FILLED) {
    await db.execute(sql`vacuum analyze ${locations}`).catch(() => undefined);
  }
}

/** Filled zones after which the fill vacuums the table (see {@link fillTimeZones}). */
const VACUUM_AFTER_FILLED = 1000;

/** Great-circle distance in km from (lat, lng) to the location, as SQL. */
function distanceKm(lat: number, lng: number): SQL<number> {
  return sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${locations.lat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${locations.lat})) *
    power(sin(radians(${locations.lng} - ${lng}) / 2), 2))))`;
}

/** The city the search text names (issue 14 item 3), resolved by the gazetteer. */
export interface SearchPlace {
  lat: number;
  lng: number;
}

/**
 * The filter of a search whose text names a city: the centers whose text matches, or that lie
 * within {@link PLACE_RADIUS_KM} of the city however their address spells it (Krakow finds
 * "Kraków"); the community filter as usual.
 */
async function placeConditions(
  db: Database,
  search: Pick<CenterSearch, "q" | "community">,
  place: SearchPlace,
): Promise<SQL | undefined> {
  return and(
    or(
      await searchConditions(db, { q: search.q, community: null }),
      sql`${distanceKm(place.lat, place.lng)} <= ${PLACE_RADIUS_KM}`,
    ),
    await searchConditions(db, { q: "", community: search.community }),
  );
}

const centerColumns = {
  ...centerProfileColumns,
  createdByAdmin: locations.createdByAdmin,
  featured: locations.featured,
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
const listOrder = [desc(locations.featured), asc(locations.organizationName), asc(locations.id)];

/** Every public center with full detail, featured first, then by name (small directories, tests). */
export async function listMapCenters(db: Database): Promise<MapCenter[]> {
  const rows = await withCommunity(db.select(centerColumns).from(locations).$dynamic())
    .where(isPublic)
    .orderBy(...listOrder);
  return rows.map(toMapCenter);
}

/**
 * One page of public centers matching `search`: by name, or by distance when `near` is set.
 * With `place`, the city the text names (issue 14 item 3; the caller also passes it as
 * `near`), the text also matches the centers around it (`placeConditions`).
 * Returns the page and the number of matches counted up to {@link countBound} (`total`);
 * `totalIsLowerBound` says there are more. Never throws for any search text.
 */
export async function searchCenters(
  db: Database,
  search: CenterSearch,
  pageSize: number,
  place: SearchPlace | null = null,
  now = new Date(),
): Promise<{ centers: CenterListItem[]; total: number; totalIsLowerBound: boolean }> {
  const matching = await (place
    ? placeConditions(db, search, place)
    : searchConditions(db, search));
  const where = and(
    isPublic,
    matching,
    await facilityConditions(db, search, now),
    ratingConditions(db, search),
  );
  const distance = search.near ? distanceKm(search.near.lat, search.near.lng) : null;
  const columns = { ...centerColumns, distanceKm: distance ?? sql<null>`null` };
  const offset = (search.page - 1) * pageSize;
  // The sort by rating reads the reviews area's rated centers (ADR 090).
  const rated = ratedCenters(db);
  const others = ratedCenters(db);
  const notRated = notExists(
    db
      .select({ one: sql`1` })
      .from(others)
      .where(eq(others.centerId, locations.id)),
  );
  const page = (extra?: SQL, limit = pageSize, skip = offset) =>
    withCommunity(db.select(columns).from(locations).$dynamic())
      .where(and(where, extra))
      // Near me stays in distance order; the list and text search put priority listings first.
      .orderBy(
        ...(distance
          ? [asc(distance), asc(locations.organizationName), asc(locations.id)]
          : listOrder),
      )
      .limit(limit)
      .offset(skip);
  // The count stops after the bound: a broad search or near me no longer reads every public
  // center just to print the total (issue 15 item 5, ADR 063). A public center always has its
  // (verified) community, so the count needs no join.
  const bound = countBound(search.page, pageSize);
  const matches = db
    .select({ one: sql`1` })
    .from(locations)
    .where(where)
    .limit(bound + 1)
    .as("matches");
  const [rows, totals] = await Promise.all([
    search.sort === "rating"
      ? ratingPage({
          pageSize,
          offset,
          reviewed: () =>
            withCommunity(
              db
                .select(columns)
                .from(rated)
                .innerJoin(locations, eq(locations.id, rated.centerId))
                .$dynamic(),
            )
              .where(where)
              .orderBy(...byRatingDesc(rated))
              .limit(pageSize)
              .offset(offset),
          countReviewed: async () => {
            const [row] = await db
              .select({ n: count() })
              .from(rated)
              .innerJoin(locations, eq(locations.id, rated.centerId))
              .where(where);
            return row?.n ?? 0;
          },
          unrated: (limit, skip) => page(notRated, limit, skip),
        })
      : search.near
        ? nearestPage(search.near, pageSize, page)
        : page(),
    db.select({ n: count() }).from(matches),
  ]);
  const counted = totals[0]?.n ?? 0;
  return {
    centers: rows.map(({ distanceKm: km, ...row }) => ({
      ...toMapCenter(row),
      distanceKm: km === null ? null : Number(km),
    })),
    total: Math.min(counted, bound),
    totalIsLowerBound: counted > bound,
  };
}

/**
 * A page of the sort by rating (issue 27 item 4, ADR 090): the centers with published reviews,
 * the highest Bayesian average first (`reviewed`: the reviews area's indexed score, walked until
 * the page is full), then the centers without reviews in the usual order (`unrated`: featured
 * then name, or distance). Priority listings get no place of their own here: the order is the
 * rating's. `countReviewed` is asked only when a page starts past the reviewed centers.
 */
async function ratingPage<Row>(input: {
  pageSize: number;
  offset: number;
  reviewed: () => Promise<Row[]>;
  countReviewed: () => Promise<number>;
  unrated: (limit: number, skip: number) => Promise<Row[]>;
}): Promise<Row[]> {
  const { pageSize, offset } = input;
  const reviewed = await input.reviewed();
  if (reviewed.length === pageSize) return reviewed;
  // Past the reviewed centers: how many there are decides where the others start.
  const reviewedCount =
    reviewed.length > 0 ? offset + reviewed.length : await input.countReviewed();
  const others = await input.unrated(
    pageSize - reviewed.length,
    Math.max(0, offset - reviewedCount),
  );
  return [...reviewed, ...others];
}

/** Matches counted at most on the first pages: the list says "1000+" beyond (ADR 063). */
export const COUNT_BOUND = 1000;

/**
 * How many matches a search page counts: {@link COUNT_BOUND}, or on later pages enough to
 * reach one page past the current one, so 'Next' is shown exactly when there is a next page.
 */
export function countBound(page: number, pageSize: number): number {
  return Math.max(COUNT_BOUND, (page + 1) * pageSize);
}

/** Radii in km that near me tries, inside a bounding box, before sorting every center. */
const NEAR_RADII_KM = [150, 600, 2500] as const;

/**
 * The latitude/longitude box around `near` that holds every point within `km` (on the same
 * sphere as `distanceKm`), or undefined when the box would reach a pole or cross the
 * antimeridian (the caller then sorts every center).
 */
function boundingBox(near: { lat: number; lng: number }, km: number): SQL | undefined {
  const angle = km / 6371;
  const dLat = (angle * 180) / Math.PI;
  const cosLat = Math.cos((near.lat * Math.PI) / 180);
  if (near.lat - dLat <= -90 || near.lat + dLat >= 90 || Math.sin(angle) >= cosLat) return;
  const dLng = (Math.asin(Math.sin(angle) / cosLat) * 180) / Math.PI;
  if (near.lng - dLng < -180 || near.lng + dLng > 180) return;
  return sql`${locations.lat} between ${near.lat - dLat} and ${near.lat + dLat}
    and ${locations.lng} between ${near.lng - dLng} and ${near.lng + dLng}`;
}

/**
 * Near me's page: first within growing boxes (an index range on latitude instead of a sort of
 * every center, issue 15 "Search at scale"), accepted only when the page is full and its last
 * center lies inside the box's circle, so the order is the same as a sort of every center.
 */
async function nearestPage<Row extends { distanceKm: unknown }>(
  near: { lat: number; lng: number },
  pageSize: number,
  page: (extra?: SQL) => Promise<Row[]>,
): Promise<Row[]> {
  for (const km of NEAR_RADII_KM) {
    const box = boundingBox(near, km);
    if (!box) break;
    const rows = await page(box);
    const last = rows.at(-1);
    if (rows.length === pageSize && last && Number(last.distanceKm) <= km) return rows;
  }
  return page();
}

/**
 * Compact markers of every public center matching the text, community, facility and rating
 * filters.
 */
export async function listCompactMarkers(
  db: Database,
  search: Pick<CenterSearch, "q" | "community" | "platform" | "openNow" | "fourStarsUp">,
  /** The city the text names: its surroundings match too, as in {@link searchCenters}. */
  place: SearchPlace | null = null,
  now = new Date(),
): Promise<CompactMarker[]> {
  const matching = await (place
    ? placeConditions(db, search, place)
    : searchConditions(db, search));
  const facilities = await facilityConditions(db, search, now);
  const rows = await db
    .select({
      id: locations.id,
      lat: locations.lat,
      lng: locations.lng,
      createdByAdmin: locations.createdByAdmin,
      featured: locations.featured,
    })
    .from(locations)
    .where(and(isPublic, matching, facilities, ratingConditions(db, search)))
    .orderBy(asc(locations.id));
  return rows.map((row) => [
    row.id,
    Math.round((row.lat ?? 0) * 1e5) / 1e5,
    Math.round((row.lng ?? 0) * 1e5) / 1e5,
    row.createdByAdmin ? 1 : 0,
    row.featured ? 1 : 0,
  ]);
}

/**
 * Verified communities that have at least one public center, by name (the filter list). One
 * EXISTS per community stops at its first public center (the map index's community prefix), so
 * the cost follows the number of communities, not of centers (issue 15: a DISTINCT over the
 * join read all 100,000 generated centers, 83 ms per call).
 */
export async function listPublicCommunities(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: communities.id, name: communities.name })
    .from(communities)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(locations)
          .where(and(eq(locations.communityId, communities.id), isPublic)),
      ),
    )
    .orderBy(asc(communities.name), asc(communities.id));
}

/** A public center's page data, with its community and upcoming verified LAN parties. */
export interface PublicCenter extends MapCenter {
  imageUrl: string | null;
  /** The approved gallery, the cover first (ADR 056). */
  photos: StoredPhoto[];
  communityDescription: string | null;
  communityWebsite: string | null;
  /** Opening hours on the venue's wall clock (issue 14 item 4, ADR 061); null: not given. */
  openingHours: OpeningHours | null;
  /** The facilities (stations, platforms, price from, phone, amenities). */
  facilities: Facilities;
  /** IANA zone of the venue, from its coordinates ("UTC" when unknown). */
  timeZone: string;
  upcomingEvents: {
    id: string;
    organizationName: string;
    startDate: Date;
    endDate: Date;
    atThisCenter: boolean;
    /** IANA zone of the party's times: its own coordinates', else this center's (ADR 058). */
    timeZone: string;
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
  const [row] = await withCommunity(
    db
      .select({
        ...centerColumns,
        imageUrl: locations.imageUrl,
        photoIds: locations.photos,
        communityDescription: communities.description,
        communityWebsite: communities.website,
        openingHours: locations.openingHours,
        stations: locations.stations,
        platforms: locations.platforms,
        priceFromCents: locations.priceFromCents,
        priceCurrency: locations.priceCurrency,
        phone: locations.phone,
        amenities: locations.amenities,
      })
      .from(locations)
      .$dynamic(),
  ).where(and(eq(locations.id, id), isPublic));
  if (!row) return null;
  const {
    imageUrl,
    photoIds,
    communityDescription,
    communityWebsite,
    openingHours,
    stations,
    platforms,
    priceFromCents,
    priceCurrency,
    phone,
    amenities,
    ...rest
  } = row;
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
      lat: events.lat,
      lng: events.lng,
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
    openingHours: openingHours ?? null,
    facilities: {
      stations,
      platforms: platforms as Facilities["platforms"],
      priceFromCents,
      priceCurrency,
      phone,
      amenities: amenities as Facilities["amenities"],
    },
    timeZone: timeZoneAt(center.lat, center.lng) ?? "UTC",
    upcomingEvents: upcoming.map(({ locationId, lat, lng, ...event }) => ({
      ...event,
      atThisCenter: locationId === id,
      timeZone: timeZoneAt(lat, lng) ?? timeZoneAt(center.lat, center.lng) ?? "UTC",
    })),
  };
}

/** Ids of every public center (for the sitemap). */
export async function listPublicCenterIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(isPublic)
    .orderBy(asc(locations.id));
  return rows.map((row) => row.id);
}
