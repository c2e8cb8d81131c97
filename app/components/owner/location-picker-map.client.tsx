/**
 * The location picker's Leaflet map (browser only, lazy-loaded): zoom buttons above it (as on the
 * directory map, ADR 062 addendum), the bundled basemap (and the configured tiles, when any), a
 * draggable pin, and a click that moves the pin (ADR 057, 058).
 */
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Marker, useMap, useMapEvents } from "react-leaflet";
import { QuietTileLayer } from "~/components/map/quiet-tile-layer.client";
import { Basemap } from "~/components/map/basemap.client";
import { MapWithZoomButtons } from "~/components/map/zoom-buttons.client";
import { MAP_DEFAULTS, type TileSettings } from "~/components/map/map-types";
import type { Pin } from "./location-picker";

/** A 24 px round pin (no image files), centred on its point. */
const pinIcon = L.divIcon({
  className: "picker-pin",
  html: "<span></span>",
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

function ClickToPin({ onPin }: { onPin: (pin: Pin) => void }) {
  useMapEvents({ click: (event) => onPin({ lat: event.latlng.lat, lng: wrap(event.latlng.lng) }) });
  return null;
}

/** Longitude in [-180, 180] (a click on a wrapped world copy gives e.g. 370). */
function wrap(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** Moves the view when the picker asks (a search pick, 'Use my location'). */
function FollowFocus({ focus }: { focus: { pin: Pin; zoom: number } | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.pin.lat, focus.pin.lng], focus.zoom, { animate: false });
  }, [map, focus]);
  return null;
}

/** The map; `onPin` gets every click and every drag's end. */
export default function LocationPickerMap({
  pin,
  focus,
  tiles,
  onPin,
  labels,
}: {
  pin: Pin | null;
  focus: { pin: Pin; zoom: number } | null;
  tiles: TileSettings | null;
  onPin: (pin: Pin) => void;
  /** The map's and pin's names in the page's language. */
  labels: { map: string; pinTitle: string; pinAlt: string };
}) {
  // The first view: the pin the fields already hold, else the world.
  const [start] = useState(() =>
    pin
      ? { center: [pin.lat, pin.lng] as [number, number], zoom: 11 }
      : { center: MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom },
  );
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const handlers = useMemo(
    () => ({
      dragend: (event: L.DragEndEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onPin({ lat: at.lat, lng: wrap(at.lng) });
      },
    }),
    [onPin],
  );
  const tileUrl = tiles?.tileUrl ?? null;
  return (
    <div className="flex h-full w-full flex-col gap-2">
      <MapWithZoomButtons
        center={start.center}
        zoom={start.zoom}
        minZoom={1}
        className="min-h-0 w-full flex-1 rounded-xl border border-ink-700"
        aria-label={labels.map}
      >
        {(tileUrl === null || tilesFailed) && <Basemap />}
        {tileUrl !== null && (
          <QuietTileLayer
            tiles={{ tileUrl, tileAttribution: tiles?.tileAttribution ?? "" }}
            onFail={onTilesFailed}
          />
        )}
        <ClickToPin onPin={onPin} />
        <FollowFocus focus={focus} />
        {pin && (
          <Marker
            position={[pin.lat, pin.lng]}
            icon={pinIcon}
            draggable
            title={labels.pinTitle}
            alt={labels.pinAlt}
            eventHandlers={handlers}
          />
        )}
      </MapWithZoomButtons>
    </div>
  );
}
