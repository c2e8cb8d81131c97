/** Data the browser map needs: markers plus tile settings (no server-only fields). */
export interface MapMarker {
  id: string;
  organizationName: string;
  description: string;
  website: string | null;
  lat: number;
  lng: number;
  createdByAdmin: boolean;
}

/** Tile layer settings from configuration (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`). */
export interface TileSettings {
  tileUrl: string;
  tileAttribution: string;
}

/** Map constants from the spec (public-site.md §9). */
export const MAP_DEFAULTS = {
  center: [20, 0] as [number, number],
  zoom: 2,
  markerRadius: 8,
  heightPx: 500,
  adminColor: "#22c55e",
  ownerColor: "#3b82f6",
} as const;
