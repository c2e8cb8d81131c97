/**
 * Antimeridian repair for the bundled basemap (ADR 057), kept apart from Leaflet so it can be
 * tested in Node.
 */
import type { Geometry } from "geojson";

type Ring = [number, number][];

/**
 * Makes a ring continuous across the antimeridian: world-atlas joins Russia's and Fiji's edges
 * from 180 to -180, which Leaflet would draw as a line across the whole map. Each point is
 * shifted by 360 degrees to stay within 180 of the previous one; a ring that goes around the
 * globe (Antarctica) is closed through the pole.
 */
export function unwrapRing(ring: Ring): Ring {
  const out: Ring = [];
  let shift = 0;
  for (let i = 0; i < ring.length; i++) {
    const [lng, lat] = ring[i]!;
    if (i > 0) {
      const previous = ring[i - 1]![0];
      if (lng - previous > 180) shift -= 360;
      else if (previous - lng > 180) shift += 360;
    }
    out.push([lng + shift, lat]);
  }
  const first = out[0];
  const last = out.at(-1);
  if (first && last && Math.abs(last[0] - first[0]) >= 180) {
    const pole = first[1] < 0 ? -90 : 90;
    out.push([last[0], pole], [first[0], pole], first);
  }
  return out;
}

/** `unwrapRing` applied to every ring of a (multi)polygon; other geometries unchanged. */
export function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === "Polygon") {
    return { ...geometry, coordinates: geometry.coordinates.map((r) => unwrapRing(r as Ring)) };
  }
  if (geometry.type === "MultiPolygon") {
    return {
      ...geometry,
      coordinates: geometry.coordinates.map((polygon) => polygon.map((r) => unwrapRing(r as Ring))),
    };
  }
  return geometry;
}
