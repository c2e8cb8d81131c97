/**
 * Zoom buttons for a Leaflet map, drawn above it instead of Leaflet's control over it (ADR 062
 * addendum): used by the directory map and the location picker.
 */
import type L from "leaflet";
import { useEffect, useState } from "react";
import { MapContainer, type MapContainerProps } from "react-leaflet";
import { ENGLISH_MAP_TEXT } from "./map-text";

/** The zoom buttons' accessible names, in the page's language (issue 28). */
export interface ZoomLabels {
  zoomGroup: string;
  zoomIn: string;
  zoomOut: string;
}

/**
 * Leaflet's map without its own zoom control, with `ZoomButtons` above it once the map exists.
 * Returns both as siblings: the caller's flex column lays them out.
 */
export function MapWithZoomButtons({
  zoomLabels = ENGLISH_MAP_TEXT,
  ...props
}: Omit<MapContainerProps, "zoomControl" | "ref"> & { zoomLabels?: ZoomLabels }) {
  const [map, setMap] = useState<L.Map | null>(null);
  return (
    <>
      {map && <ZoomButtons map={map} labels={zoomLabels} />}
      <MapContainer {...props} ref={setMap} zoomControl={false} />
    </>
  );
}

/**
 * Zoom buttons above the map instead of Leaflet's control over it: no marker, cluster or popup
 * can lie under or next to them, so they always keep a 24 px target (WCAG 2.2 target size), and
 * they are 44 px for fingers. The keyboard's + and - on the focused map still zoom too.
 */
export function ZoomButtons({
  map,
  labels = ENGLISH_MAP_TEXT,
}: {
  map: L.Map;
  labels?: ZoomLabels;
}) {
  const [zoom, setZoom] = useState(() => map.getZoom());
  useEffect(() => {
    const update = () => setZoom(map.getZoom());
    map.on("zoomend", update);
    return () => {
      map.off("zoomend", update);
    };
  }, [map]);
  const button = "btn-secondary size-11 px-0 py-0 text-xl leading-none";
  return (
    <div role="group" aria-label={labels.zoomGroup} className="flex justify-end gap-2">
      <button
        type="button"
        className={button}
        aria-label={labels.zoomIn}
        disabled={zoom >= map.getMaxZoom()}
        onClick={() => map.zoomIn()}
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className={button}
        aria-label={labels.zoomOut}
        disabled={zoom <= map.getMinZoom()}
        onClick={() => map.zoomOut()}
      >
        <span aria-hidden="true">−</span>
      </button>
    </div>
  );
}
