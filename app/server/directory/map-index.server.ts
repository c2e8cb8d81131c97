/**
 * Map data that scales with the view, not the directory (issue 15 item 4, ADR 062). The server
 * keeps a supercluster index of the public centers' compact markers and answers one view (box
 * and zoom) with its clusters and single markers, at most {@link MAP_MAX_FEATURES} of them.
 *
 * Freshness: every answer first reads `map_data_version` (one row, bumped by statement triggers
 * in the writer's transaction whenever a table the public map reads changes; migration 0013).
 * An index built at an older version is rebuilt before answering, so each instance answers from
 * the committed data whichever code path wrote it (an index of {@link STALE_MIN_MARKERS} or more
 * answers its previous version while the rebuild takes over {@link STALE_WAIT_MS}, so a write
 * never stalls the map for seconds at 100,000 centers). The unfiltered index is kept until the
 * version moves; filtered searches (text, community, platform, open now, a named city) get a
 * small index each, kept for {@link FILTERED_TTL_MS} (open now changes with the clock) in a
 * bounded cache.
 */
import { eq } from "drizzle-orm";
import Supercluster, { type ClusterProperties } from "supercluster";
import type { CenterSearch } from "~/lib/center-search";
import type { MapViewQuery } from "~/lib/map-view";
import type { Database } from "../db/client.server";
import { listCompactMarkers, type CompactMarker } from "./centers.server";
import { placeOfSearch } from "./find-by-place.server";
import { mapDataVersion } from "./schema";

/** Most clusters plus markers in one answer; a busier view is clustered at a lower zoom. */
export const MAP_MAX_FEATURES = 500;
/** How long a filtered search's index is kept (ms). */
export const FILTERED_TTL_MS = 60_000;
/** Filtered indexes kept at once (least recently used go first). */
const FILTERED_CACHE_SIZE = 16;
/**
 * Most markers the filtered indexes hold together (least recently used go first): a broad
 * filter at 100,000 centers builds an index of about 18 MB, so 16 of them would hold some
 * 300 MB (issue 15, ADR 065).
 */
export const FILTERED_MAX_MARKERS = 100_000;
/** Beyond this zoom every center is drawn on its own (supercluster's maxZoom + 1). */
const CLUSTER_MAX_ZOOM = 16;

/**
 * A cluster in an answer: [lat, lng, number of centers, the zoom at which it splits up]
 * (the browser zooms there on a click).
 */
export type MapCluster = [number, number, number, number];

/** One view's answer. */
export interface MapAnswer {
  clusters: MapCluster[];
  /** Single centers, featured ones last (drawn on top). */
  markers: CompactMarker[];
  /** The zoom the answer was clustered at: lower than asked when the cap made it coarser. */
  zoom: number;
  /** Matching public centers in the whole index (not only this view). */
  total: number;
  /** [west, south, east, north] of every match (to fit a search's results), null when none. */
  bounds: [number, number, number, number] | null;
}

/**
 * The search filters the map honours. '4 stars and up' (issue 27) moves with reviews, which do
 * not bump `map_data_version`: a review's public-change notice drops the filtered indexes on every
 * instance (ADR 095); without one an index is at most the filtered indexes' 60 s old.
 */
export type MapSearch = Pick<
  CenterSearch,
  "q" | "community" | "platform" | "openNow" | "fourStarsUp"
>;

/**
 * The markers of an index as columns (issue 15, ADR 065): at 100,000 centers an array of
 * {@link CompactMarker} arrays holds about 17 MB of heap, these columns about 5 MB. Marker `m`
 * has the id `ids.slice(idStart[m], idStart[m + 1])`.
 */
interface MarkerColumns {
  /** Number of markers. */
  count: number;
  ids: string;
  idStart: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
  /** Bit 0: created by an admin; bit 1: featured. */
  flags: Uint8Array;
}

interface BuiltIndex {
  /** Points carry no properties: a point's feature id is its marker's index. */
  index: Supercluster<null>;
  markers: MarkerColumns;
  bounds: MapAnswer["bounds"];
  /** The overview's zoom (finest world view within the cap), found on first use. */
  overviewZoom?: number;
}

interface CacheEntry {
  version: number;
  built: Promise<BuiltIndex>;
  /** The built index once `built` resolved. */
  ready?: BuiltIndex;
  /** The index this one replaces, answered while a slow rebuild runs (large indexes only). */
  previous?: BuiltIndex;
  /** Epoch ms after which a filtered entry is rebuilt; Infinity for the unfiltered one. */
  expiresAt: number;
}

/**
 * An index at least this large is answered, stale, while its rebuild takes longer than
 * {@link STALE_WAIT_MS}: a rebuild at 100,000 centers takes seconds. Smaller indexes rebuild in
 * milliseconds and are always waited for, so their answers are exact.
 */
export const STALE_MIN_MARKERS = 20_000;
/** How long a request waits for a large index's rebuild before answering the previous one. */
export const STALE_WAIT_MS = 200;

/**
 * Builds a supercluster index over compact markers. Units: radius 60 px on 256 px tiles, so a
 * cluster icon (at most 44 px) never overlaps a neighbour (WCAG 2.2 target size).
 */
export function buildMapIndex(markers: CompactMarker[]): BuiltIndex {
  const index = new Supercluster<null>({
    radius: 60,
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
  });
  const count = markers.length;
  const columns: MarkerColumns = {
    count,
    ids: markers.map((marker) => marker[0]).join(""),
    idStart: new Uint32Array(count + 1),
    lat: new Float64Array(count),
    lng: new Float64Array(count),
    flags: new Uint8Array(count),
  };
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  let idAt = 0;
  markers.forEach(([id, lat, lng, admin, featured], m) => {
    columns.idStart[m] = idAt;
    idAt += id.length;
    columns.lat[m] = lat;
    columns.lng[m] = lng;
    columns.flags[m] = admin | (featured << 1);
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  });
  columns.idStart[count] = idAt;
  index.load(
    markers.map((marker, m) => ({
      type: "Feature" as const,
      id: m,
      properties: null,
      geometry: { type: "Point" as const, coordinates: [marker[2], marker[1]] },
    })),
  );
  return {
    index,
    markers: columns,
    bounds: count > 0 ? [west, south, east, north] : null,
  };
}

/** Marker `m` of an index, as sent. */
function markerAt(columns: MarkerColumns, m: number): CompactMarker {
  const flags = columns.flags[m]!;
  return [
    columns.ids.slice(columns.idStart[m], columns.idStart[m + 1]),
    columns.lat[m]!,
    columns.lng[m]!,
    (flags & 1) as 0 | 1,
    ((flags >> 1) & 1) as 0 | 1,
  ];
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * One view of a built index: its clusters and markers at `view.zoom`, or at a lower zoom when
 * more than {@link MAP_MAX_FEATURES} would be sent (the counts still add up to every center in
 * the box). `view` null: the overview, the whole world at the finest zoom within the cap.
 */
export function answerView(built: BuiltIndex, view: MapViewQuery | null): MapAnswer {
  const bbox = view?.bbox ?? [-180, -90, 180, 90];
  let zoom = view ? Math.min(view.zoom, CLUSTER_MAX_ZOOM + 1) : overviewZoom(built);
  let features = built.index.getClusters(bbox, zoom);
  while (features.length > MAP_MAX_FEATURES && zoom > 0) {
    zoom -= 1;
    features = built.index.getClusters(bbox, zoom);
  }
  const clusters: MapCluster[] = [];
  const plain: CompactMarker[] = [];
  const featured: CompactMarker[] = [];
  for (const feature of features) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as Partial<ClusterProperties> | null;
    if (props?.cluster && props.cluster_id !== undefined) {
      clusters.push([
        round4(lat),
        round4(lng),
        props.point_count ?? 0,
        Math.min(built.index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM + 1),
      ]);
    } else if (typeof feature.id === "number" && feature.id < built.markers.count) {
      const marker = markerAt(built.markers, feature.id);
      (marker[4] === 1 ? featured : plain).push(marker);
    }
  }
  return {
    clusters,
    markers: [...plain, ...featured],
    zoom,
    total: built.markers.count,
    bounds: built.bounds,
  };
}

/** The highest zoom whose world view stays within the cap (cached on the index). */
function overviewZoom(built: BuiltIndex): number {
  if (built.overviewZoom !== undefined) return built.overviewZoom;
  let zoom = 0;
  while (
    zoom < CLUSTER_MAX_ZOOM + 1 &&
    built.index.getClusters([-180, -90, 180, 90], zoom + 1).length <= MAP_MAX_FEATURES
  ) {
    zoom += 1;
  }
  built.overviewZoom = zoom;
  return zoom;
}

/** The current `map_data_version` (0 when the row is missing). */
export async function readMapDataVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: mapDataVersion.version })
    .from(mapDataVersion)
    .where(eq(mapDataVersion.id, 1));
  return Number(row?.version ?? 0);
}

function filterKey(search: MapSearch): string {
  if (!search.q && !search.community && !search.platform && !search.openNow && !search.fourStarsUp)
    return "";
  return JSON.stringify([
    search.q,
    search.community,
    search.platform ?? null,
    !!search.openNow,
    !!search.fourStarsUp,
  ]);
}

/**
 * The map data of one database: answers views from cached indexes, rebuilt when the data
 * version moved (one build at a time per search; concurrent requests share it).
 * @param options.now the clock (tests)
 */
export function createMapData(options: {
  db: Database;
  now?: () => number;
  /** Overrides {@link STALE_MIN_MARKERS} (tests). */
  staleMinMarkers?: number;
  /** Overrides {@link STALE_WAIT_MS} (tests). */
  staleWaitMs?: number;
  /** Awaited before each build (tests: a slow rebuild). */
  beforeBuild?: () => Promise<void>;
  /** Overrides {@link FILTERED_MAX_MARKERS} (tests). */
  filteredMaxMarkers?: number;
}) {
  const { db } = options;
  const now = options.now ?? Date.now;
  const staleMinMarkers = options.staleMinMarkers ?? STALE_MIN_MARKERS;
  const staleWaitMs = options.staleWaitMs ?? STALE_WAIT_MS;
  const filteredMaxMarkers = options.filteredMaxMarkers ?? FILTERED_MAX_MARKERS;
  const cache = new Map<string, CacheEntry>();

  /** Drops the least recently used filtered indexes beyond the count and marker bounds. */
  function evictFiltered(): void {
    const filtered = [...cache.entries()].filter(([key]) => key !== "");
    let count = filtered.length;
    let markers = 0;
    for (const [, entry] of filtered) markers += entry.ready?.markers.count ?? 0;
    // Oldest first; the newest is always kept (it answers the request that built it).
    for (const [key, entry] of filtered.slice(0, -1)) {
      if (count <= FILTERED_CACHE_SIZE && markers <= filteredMaxMarkers) break;
      cache.delete(key);
      count -= 1;
      markers -= entry.ready?.markers.count ?? 0;
    }
  }

  /** The entry's index, or its predecessor when a large rebuild is slow. */
  function indexOf(entry: CacheEntry): Promise<BuiltIndex> {
    if (entry.ready) return Promise.resolve(entry.ready);
    const previous = entry.previous;
    if (!previous || previous.markers.count < staleMinMarkers) return entry.built;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<BuiltIndex>((resolve) => {
      timer = setTimeout(() => resolve(previous), staleWaitMs);
      timer.unref?.();
    });
    return Promise.race([entry.built, late]).finally(() => clearTimeout(timer));
  }

  async function indexFor(search: MapSearch, version: number): Promise<BuiltIndex> {
    const key = filterKey(search);
    const cached = cache.get(key);
    if (cached && cached.version >= version && now() < cached.expiresAt) {
      // Most recently used last (Map keeps insertion order).
      cache.delete(key);
      cache.set(key, cached);
      return indexOf(cached);
    }
    const built = (async () => {
      await options.beforeBuild?.();
      const place = key === "" ? null : await placeOfSearch(db, search);
      return buildMapIndex(await listCompactMarkers(db, search, place));
    })();
    const entry: CacheEntry = {
      version,
      built,
      previous: cached?.ready ?? cached?.previous,
      expiresAt: key === "" ? Infinity : now() + FILTERED_TTL_MS,
    };
    built.then(
      (index) => {
        entry.ready = index;
        entry.previous = undefined;
        if (key !== "" && cache.get(key) === entry) evictFiltered();
      },
      () => undefined,
    );
    cache.delete(key);
    cache.set(key, entry);
    evictFiltered();
    built.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return indexOf(entry);
  }

  return {
    /**
     * Drops the filtered indexes (a public change was announced, ADR 095: '4 stars and up'
     * moves with reviews, which `map_data_version` does not count). The unfiltered index stays:
     * it follows `map_data_version`, and rebuilding it at 100,000 centers takes seconds.
     */
    forgetFiltered: (): void => {
      for (const key of [...cache.keys()]) if (key !== "") cache.delete(key);
    },
    /**
     * The clusters and markers of one view of the public centers matching `search`.
     * The version is read before the rows, so an index never claims a newer version than the
     * data it holds. @throws the database's error (the route answers 503)
     */
    answer: async (input: { search: MapSearch; view: MapViewQuery | null }) => {
      const version = await readMapDataVersion(db);
      return answerView(await indexFor(input.search, version), input.view);
    },
  };
}

/** The map data object of a directory service. */
export type MapData = ReturnType<typeof createMapData>;
