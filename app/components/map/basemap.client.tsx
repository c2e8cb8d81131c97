/**
 * The bundled world basemap (issue 14 item 6, ADR 057): Natural Earth 1:110m countries from the
 * `world-atlas` package (public domain), served from our own origin as a hashed asset, decoded
 * with topojson-client and drawn as an SVG GeoJSON layer in its own pane under the markers.
 * Used whenever no tile service is configured or the tiles fail, so the map shows land offline.
 */
import type { Feature } from "geojson";
import L from "leaflet";
import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countriesUrl from "world-atlas/countries-110m.json?url";
import { unwrapGeometry } from "./unwrap-ring";

/** Attribution shown in the map's corner while the basemap is drawn. */
export const BASEMAP_ATTRIBUTION =
  'Basemap: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';

const PANE = "basemap";

/** Countries decoded and drawn per task (about 180 in all). */
const BATCH = 24;

let topologyPromise: Promise<Topology> | null = null;

/** The countries topology, fetched once per page (the browser caches the hashed asset). */
function loadTopology(): Promise<Topology> {
  topologyPromise ??= fetch(countriesUrl).then((response) => {
    if (!response.ok) throw new Error(`basemap: HTTP ${response.status}`);
    return response.json() as Promise<Topology>;
  });
  topologyPromise.catch(() => (topologyPromise = null));
  return topologyPromise;
}

/** Draws the land under everything else on the map it is placed in; renders nothing itself. */
export function Basemap() {
  const map = useMap();
  useEffect(() => {
    if (!map.getPane(PANE)) {
      // Under the tile pane (200) and the markers' overlay pane (400).
      map.createPane(PANE).style.zIndex = "150";
    }
    let layer: L.GeoJSON | null = null;
    let cancelled = false;
    loadTopology().then(
      async (topology) => {
        if (cancelled) return;
        const countries = topology.objects.countries as GeometryCollection;
        // GeoJSON hands its options to each polygon, so the path option `renderer` applies.
        const options: L.GeoJSONOptions & L.PathOptions = {
          pane: PANE,
          interactive: false,
          renderer: L.svg({ pane: PANE, padding: 0.5 }),
          attribution: BASEMAP_ATTRIBUTION,
          style: {
            className: "basemap-land",
            color: "#4b4b70",
            weight: 0.8,
            fillColor: "#26263f",
            fillOpacity: 1,
          },
        };
        const land = L.geoJSON(undefined, options).addTo(map);
        layer = land;
        // Decoded and drawn a batch of countries at a time, yielding in between, so drawing
        // the land never blocks the page for long (Lighthouse's total blocking time, ADR 064).
        const geometries = countries.geometries;
        for (let start = 0; start < geometries.length; start += BATCH) {
          if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
          if (cancelled) return;
          for (const geometry of geometries.slice(start, start + BATCH)) {
            // Countries are polygons, never nested collections.
            const country = feature(topology, geometry) as Feature;
            country.geometry = unwrapGeometry(country.geometry);
            land.addData(country);
          }
        }
        map.getContainer().dataset.basemap = "ready";
      },
      (error: unknown) => console.error("basemap failed", error),
    );
    return () => {
      cancelled = true;
      layer?.remove();
      delete map.getContainer().dataset.basemap;
    };
  }, [map]);
  return null;
}
