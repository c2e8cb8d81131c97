/**
 * The remote tile layer, added only once the server said the tile service answers
 * (`/map/tiles.json`, ADR 064), and taken off the map at the first tile that fails anyway. So a
 * dead `MAP_TILE_URL` costs the browser no failed request and no console error: the map shows the
 * bundled basemap and the quiet 'tiles unavailable' notice instead.
 */
import { useEffect, useState } from "react";
import { TileLayer } from "react-leaflet";
import type { TileSettings } from "./map-types";

/** The address the browser asks (see routes/map.tiles[.]json.ts). */
export const TILE_STATUS_URL = "/map/tiles.json";

let statusPromise: Promise<boolean> | null = null;

/** Whether tiles may be requested; asked once per page. False on any failure. */
function tilesAvailable(): Promise<boolean> {
  statusPromise ??= fetch(TILE_STATUS_URL)
    .then((response) => (response.ok ? response.json() : { available: false }))
    .then((body: { available?: unknown }) => body.available === true)
    .catch(() => false);
  return statusPromise;
}

/**
 * The tile layer of `tiles` (which must have a `tileUrl`); calls `onFail` once when the service
 * is unavailable or a tile fails, and renders nothing from then on.
 */
export function QuietTileLayer({
  tiles,
  onFail,
}: {
  tiles: TileSettings & { tileUrl: string };
  onFail: () => void;
}) {
  const [state, setState] = useState<"asking" | "on" | "off">("asking");
  useEffect(() => {
    let cancelled = false;
    void tilesAvailable().then((available) => {
      if (cancelled) return;
      setState(available ? "on" : "off");
      if (!available) onFail();
    });
    return () => {
      cancelled = true;
    };
  }, [onFail]);
  if (state !== "on") return null;
  return (
    <TileLayer
      url={tiles.tileUrl}
      attribution={tiles.tileAttribution}
      eventHandlers={{
        tileerror: () => {
          setState("off");
          onFail();
        },
      }}
    />
  );
}
