/**
 * The /lan-centers map container: renders nothing heavy on the server, then lazy-loads the
 * Leaflet map in the browser with up to 3 tries and growing delays (docs/spec/public-site.md §4);
 * the map then fetches the clusters and markers of each view it shows (ADR 062).
 * States: 'Loading LAN center locations...', 'Loading Maps...', 'Map Temporarily Unavailable',
 * 'Unable to load LAN center locations from database'.
 */
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { retry } from "~/lib/retry";
import { ENGLISH_MAP_TEXT, type MapText } from "./map-text";
import type { CompactMarker, MapView, TileSettings } from "./map-types";

const LeafletMap = lazy(() =>
  retry(() => import("./leaflet-map.client"), { attempts: 3, baseDelayMs: 500 }),
);

function MapPanel({
  children,
  alert = false,
  height = "h-[500px]",
}: {
  children: ReactNode;
  alert?: boolean;
  height?: string;
}) {
  return (
    <div
      className={`flex ${height} w-full flex-col items-center justify-center gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-6 text-center`}
      role={alert ? "alert" : "status"}
    >
      {children}
    </div>
  );
}

function Spinner() {
  return (
    <span
      className="h-8 w-8 animate-spin rounded-full border-4 border-ink-600 border-t-neon-400"
      aria-hidden="true"
    />
  );
}

/**
 * Shown while the map code loads. In the server-rendered page the spinner shows only where the
 * browser runs scripts (`.js-only`, app.css); elsewhere a text says why there is no map
 * (`.no-js-only`, shown only where scripts are off).
 */
export function MapLoading({
  text = ENGLISH_MAP_TEXT.loading,
  height,
  noScriptText,
}: {
  text?: string;
  height?: string;
  /** Text for browsers without JavaScript; give it on the server-rendered first paint. */
  noScriptText?: string;
}) {
  return (
    <MapPanel height={height}>
      {/* A div: a <p> may not sit inside a <span> (HTML content model). */}
      <div className={noScriptText ? "js-only contents" : "contents"}>
        <Spinner />
        <p>{text}</p>
      </div>
      {noScriptText && <p className="no-js-only">{noScriptText}</p>}
    </MapPanel>
  );
}

/** Shown when the map code could not be loaded or crashed. */
export function MapUnavailable({ text = ENGLISH_MAP_TEXT }: { text?: MapText }) {
  return (
    <MapPanel alert>
      <p className="heading-2">{text.unavailableTitle}</p>
      <p className="text-ink-300">{text.unavailableText}</p>
    </MapPanel>
  );
}

/** Shown when the marker data could not be read from the database. */
export function MapDatabaseError({ text = ENGLISH_MAP_TEXT }: { text?: MapText }) {
  return (
    <MapPanel alert>
      <p className="heading-2">{text.databaseError}</p>
      <p className="text-ink-300">{text.databaseErrorHint}</p>
    </MapPanel>
  );
}

class MapErrorBoundary extends Component<
  { children: ReactNode; text: MapText },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("map failed", error);
  }
  override render() {
    return this.state.failed ? <MapUnavailable text={this.props.text} /> : this.props.children;
  }
}

/**
 * Map of public centers. `markers` is either the URL of a /lan-centers/markers.json search (the
 * map then asks it for the clusters and markers of each view it shows, ADR 062) or the markers
 * themselves (e.g. the single center of a center page).
 */
export function CentersMap({
  markers: source,
  tiles,
  view,
  fitToMarkers,
  height = "h-[500px]",
  text = ENGLISH_MAP_TEXT,
}: {
  markers: string | CompactMarker[];
  tiles: TileSettings;
  view: MapView;
  fitToMarkers: boolean;
  /** Tailwind height class; the spec's map is 500 px, previews are smaller. */
  height?: string;
  /** The map's words in the page's language (English when not given). */
  text?: MapText;
}) {
  const placeRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeRef);
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [source]);
  let content: ReactNode;
  if (!near)
    content = (
      <MapLoading text={text.loading} height={height} noScriptText={text.needsJavaScript} />
    );
  else if (failed) content = <MapDatabaseError text={text} />;
  else
    content = (
      <MapErrorBoundary text={text}>
        <Suspense fallback={<MapLoading text={text.loading} height={height} />}>
          <div className={`${height} w-full`}>
            <LeafletMap
              markers={source}
              tiles={tiles}
              view={view}
              fitToMarkers={fitToMarkers}
              onDataError={() => setFailed(true)}
              text={text}
            />
          </div>
        </Suspense>
      </MapErrorBoundary>
    );
  return <div ref={placeRef}>{content}</div>;
}

/** How far outside the viewport a map starts loading (CSS margin, both directions). */
const NEAR_VIEWPORT_MARGIN = "400px 0px";

/**
 * Whether the element of `ref` has come within NEAR_VIEWPORT_MARGIN of the viewport (false on
 * the server and in the first client render; once true it stays true). A map below the fold,
 * as on a phone's center page, loads its ~60 KB of Leaflet only when the visitor scrolls
 * towards it, not while the page is becoming interactive (issue 30 item 5, ADR 103). Browsers
 * without IntersectionObserver load at once.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}
