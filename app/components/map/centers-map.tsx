/**
 * The /lan-centers map container: renders nothing heavy on the server, then lazy-loads the
 * Leaflet map in the browser with up to 3 tries and growing delays (spec: public-site.md §4).
 * States: 'Loading Maps...' while the code loads, 'Map Temporarily Unavailable' when it fails.
 */
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { retry } from "~/lib/retry";
import type { MapMarker, TileSettings } from "./map-types";

const LeafletMap = lazy(() =>
  retry(() => import("./leaflet-map.client"), { attempts: 3, baseDelayMs: 500 }),
);

function MapPanel({ children }: { children: ReactNode }) {
  return (
    <div
      className="flex h-[500px] w-full flex-col items-center justify-center gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-6 text-center"
      role="status"
    >
      {children}
    </div>
  );
}

/** Shown while the map code loads. */
export function MapLoading() {
  return (
    <MapPanel>
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-ink-600 border-t-neon-400"
        aria-hidden="true"
      />
      <p>Loading Maps...</p>
    </MapPanel>
  );
}

/** Shown when the map code could not be loaded or crashed. */
export function MapUnavailable() {
  return (
    <MapPanel>
      <p className="heading-2">Map Temporarily Unavailable</p>
      <p className="text-ink-300">
        The interactive map could not be loaded. The list of LAN centers below has the same
        information. Please try reloading the page later.
      </p>
    </MapPanel>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("map failed", error);
  }
  override render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

/** Map of verified centers; `markers` come from the route loader. */
export function CentersMap({ markers, tiles }: { markers: MapMarker[]; tiles: TileSettings }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <MapLoading />;
  return (
    <MapErrorBoundary>
      <Suspense fallback={<MapLoading />}>
        <div className="h-[500px] w-full">
          <LeafletMap markers={markers} tiles={tiles} />
        </div>
      </Suspense>
    </MapErrorBoundary>
  );
}
