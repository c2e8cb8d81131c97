/**
 * The map view a browser asks /lan-centers/markers.json for (issue 15 item 4, ADR 062):
 * `bbox=west,south,east,north` in degrees and `zoom` (a whole number, Leaflet's zoom), or neither
 * (the overview: the whole world at the finest zoom that fits the feature cap). Shared by the
 * route (parsing, 400 messages) and the browser map (what it sends).
 */

/** Leaflet's zoom range the server answers for. */
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 20;

/**
 * The widest view, in map tiles of 256 px, a box may cover at its zoom: 16 tiles = 4,096 px,
 * more than a large screen with the padding the map asks for. At zoom 4 and below any box fits.
 */
export const MAP_MAX_VIEW_TILES = 16;

/** A box and zoom the server clusters for; west > east crosses the antimeridian. */
export interface MapViewQuery {
  /** [west, south, east, north] in degrees; lng in [-180, 180], lat in [-90, 90]. */
  bbox: [number, number, number, number];
  zoom: number;
}

/** The parse result: a view, the overview (no bbox and no zoom), or the 400 message. */
export type MapViewParse = { ok: true; view: MapViewQuery | null } | { ok: false; error: string };

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** The largest span in degrees (width or height) a box may have at `zoom`. */
export function maxSpanDegrees(zoom: number): number {
  return (360 * MAP_MAX_VIEW_TILES) / 2 ** zoom;
}

/**
 * Reads `bbox` and `zoom` from a query string.
 * @returns the view, `view: null` when both are absent (the overview), or `error`: the plain
 * message a 400 answer carries (bad numbers, out of range, south above north, zoom not a whole
 * number in [0, 20], a box wider or higher than {@link maxSpanDegrees} at its zoom)
 */
export function parseMapView(params: URLSearchParams): MapViewParse {
  const bboxText = params.get("bbox");
  const zoomText = params.get("zoom");
  if (bboxText === null && zoomText === null) return { ok: true, view: null };
  if (bboxText === null) return { ok: false, error: "bbox is required with zoom." };
  if (zoomText === null) return { ok: false, error: "zoom is required with bbox." };
  const parts = bboxText.split(",");
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part.trim()))) {
    return { ok: false, error: "bbox must be four numbers: west,south,east,north." };
  }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if (![west, south, east, north].every(Number.isFinite)) {
    return { ok: false, error: "bbox must be four numbers: west,south,east,north." };
  }
  if (south < -90 || south > 90 || north < -90 || north > 90) {
    return { ok: false, error: "bbox latitudes must be between -90 and 90." };
  }
  if (south > north) return { ok: false, error: "bbox south must not be above north." };
  if (west < -180 || west > 180 || east < -180 || east > 180) {
    return {
      ok: false,
      error:
        "bbox longitudes must be between -180 and 180 (a box across the antimeridian has west greater than east).",
    };
  }
  if (!/^\d{1,2}$/.test(zoomText.trim())) {
    return {
      ok: false,
      error: `zoom must be a whole number from ${MAP_MIN_ZOOM} to ${MAP_MAX_ZOOM}.`,
    };
  }
  const zoom = Number(zoomText.trim());
  if (zoom < MAP_MIN_ZOOM || zoom > MAP_MAX_ZOOM) {
    return {
      ok: false,
      error: `zoom must be a whole number from ${MAP_MIN_ZOOM} to ${MAP_MAX_ZOOM}.`,
    };
  }
  const width = west <= east ? east - west : east - west + 360;
  const limit = maxSpanDegrees(zoom);
  if (width > limit || north - south > limit) {
    return {
      ok: false,
      error: `bbox is too large for zoom ${zoom}: at most ${formatDegrees(limit)} degrees wide and high.`,
    };
  }
  return { ok: true, view: { bbox: [west, south, east, north], zoom } };
}

function formatDegrees(value: number): string {
  return value >= 10 ? String(Math.round(value)) : value.toPrecision(2);
}

/**
 * The box a browser map sends for its visible bounds (Leaflet may report longitudes beyond
 * ±180 after panning across the antimeridian, or a view wider than the world): longitudes
 * wrapped into [-180, 180] (west > east when the box crosses the antimeridian), the whole world
 * when the view is 360° or wider, latitudes clamped, numbers rounded to 5 decimals (about 1 m).
 */
export function viewBox(
  west: number,
  south: number,
  east: number,
  north: number,
): [number, number, number, number] {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const clampLat = (value: number) => round(Math.max(-90, Math.min(90, value)));
  if (east - west >= 360) return [-180, clampLat(south), 180, clampLat(north)];
  const wrap = (lng: number) => {
    const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
    return round(wrapped === -180 && lng > 0 ? 180 : wrapped);
  };
  return [wrap(west), clampLat(south), wrap(east), clampLat(north)];
}
