/** Data the browser map needs: markers plus tile settings (no server-only fields). */

/**
 * Compact marker as sent by /lan-centers/markers.json:
 * [id, lat, lng, 1 = admin-created, 1 = featured (priority listing)].
 */
export type CompactMarker = [string, number, number, 0 | 1, (0 | 1)?];

/**
 * A cluster as sent by /lan-centers/markers.json (ADR 062): [lat, lng, number of centers, the
 * zoom at which it splits up].
 */
export type MapCluster = [number, number, number, number];

/** One view's answer of /lan-centers/markers.json (the fields the browser reads). */
export interface MapViewAnswer {
  clusters: MapCluster[];
  markers: CompactMarker[];
  /** [west, south, east, north] of every match of the search, null when none. */
  bounds: [number, number, number, number] | null;
}

/** Tile layer settings from configuration (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`). */
export interface TileSettings {
  /** Remote tile template, or null: only the bundled Natural Earth basemap (ADR 057). */
  tileUrl: string | null;
  tileAttribution: string;
}

/** Where the map starts: the spec's world view, or a 'near me' position. */
export interface MapView {
  center: [number, number];
  zoom: number;
}

/** Map constants from the spec (docs/spec/public-site.md §9). */
export const MAP_DEFAULTS = {
  center: [20, 0] as [number, number],
  zoom: 2,
  nearZoom: 8,
  markerRadius: 8,
  /** Featured (priority listing) markers: larger, amber, drawn above the others (ADR 050). */
  featuredMarkerRadius: 12,
  featuredColor: "#fbbf24",
  heightPx: 500,
  adminColor: "#22c55e",
  ownerColor: "#3b82f6",
} as const;
