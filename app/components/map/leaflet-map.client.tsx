/**
 * Leaflet map of LAN centers, browser only (issue: foundation, item 7). Circle markers of
 * radius 8 px, green for admin-created centers and blue otherwise (featured: 12 px, amber);
 * overlapping markers come clustered from the server for the current view (issue 15 item 4,
 * ADR 062); one popup at a time; a map click closes it.
 */
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { CircleMarker, Marker, Popup, useMap, useMapEvents } from "react-leaflet";
import { fillText } from "~/components/owner/owner-text";
import { RatingBadge } from "~/components/reviews/rating-badge";
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, viewBox } from "~/lib/map-view";
import { retry } from "~/lib/retry";
import { safeHttpUrl } from "~/lib/url";
import { Basemap } from "./basemap.client";
import { FeaturedBadge } from "./featured-badge";
import { popupRatingText, type MapText } from "./map-text";
import {
  MAP_DEFAULTS,
  type CompactMarker,
  type MapView,
  type MapViewAnswer,
  type TileSettings,
} from "./map-types";
import { QuietTileLayer } from "./quiet-tile-layer.client";
import { MapWithZoomButtons } from "./zoom-buttons.client";

/** Milliseconds a view must stay still before its data is asked for. */
const VIEW_DEBOUNCE_MS = 150;
/** Share of the visible size added around the view, so a short pan already has its markers. */
const VIEW_PADDING = 0.2;
/** Leaflet's deepest zoom with the default tiles; a cluster click never zooms further. */
const MAX_CLICK_ZOOM = 18;

const EMPTY_ANSWER: MapViewAnswer = { clusters: [], markers: [], bounds: null };

/**
 * Tells /insights/seen which view of a markers.json search (`markersUrl`, its `bbox`/`zoom`
 * `viewQuery`) was drawn, so its single markers count as map appearances (issue 26, ADR 086):
 * the server answers that view again itself; a markers answer can come from the stored-bytes
 * cache without its loader running (ADR 091). Only for this site's own markers.json.
 */
function sendMapBeacon(markersUrl: string, viewQuery: string) {
  if (typeof navigator.sendBeacon !== "function") return;
  const [path, search = ""] = markersUrl.split("?");
  if (path !== "/lan-centers/markers.json") return;
  navigator.sendBeacon(`/insights/seen?${search ? `${search}&` : ""}${viewQuery}&map=1`);
}

function clusterIcon(count: number) {
  const size = count < 10 ? 30 : count < 100 ? 36 : 44;
  return L.divIcon({
    html: `<span>${count}</span>`,
    className: "cluster-marker",
    iconSize: [size, size],
  });
}

/**
 * The clusters and markers of the map's current view from /lan-centers/markers.json (issue 15
 * item 4, ADR 062): asked again after each move (debounced; the previous request is aborted).
 * `onError` runs when the first view cannot be loaded (2 tries); later failures keep the last
 * data. `fit`: zoom to every match of the search once the first answer names their bounds.
 */
function useViewData(
  source: string | CompactMarker[],
  fit: boolean,
  onError: () => void,
): { answer: MapViewAnswer; loading: boolean } {
  const map = useMap();
  const staticAnswer = useMemo(
    () => (typeof source === "string" ? null : { ...EMPTY_ANSWER, markers: source }),
    [source],
  );
  const url = typeof source === "string" ? source : null;
  const [answer, setAnswer] = useState<MapViewAnswer | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);
  useEffect(() => {
    if (url === null) return;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let loaded = false;
    let fitted = !fit;
    const load = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      const bounds = map.getBounds().pad(VIEW_PADDING);
      const bbox = viewBox(
        bounds.getWest(),
        bounds.getSouth(),
        bounds.getEast(),
        bounds.getNorth(),
      );
      const zoom = Math.max(MAP_MIN_ZOOM, Math.min(MAP_MAX_ZOOM, Math.round(map.getZoom())));
      const query = `bbox=${bbox.join(",")}&zoom=${zoom}`;
      retry(
        async () => {
          const response = await fetch(`${url}${url.includes("?") ? "&" : "?"}${query}`, {
            signal: current.signal,
          });
          if (!response.ok) throw new Error(`markers: HTTP ${response.status}`);
          return (await response.json()) as MapViewAnswer;
        },
        { attempts: 2, baseDelayMs: 500 },
      ).then(
        (next) => {
          if (current.signal.aborted) return;
          loaded = true;
          setAnswer(next);
          sendMapBeacon(url, query);
          if (!fitted && next.bounds) {
            fitted = true;
            const [west, south, east, north] = next.bounds;
            map.fitBounds(
              [
                [south, west],
                [north, east],
              ],
              { padding: [40, 40], maxZoom: 12 },
            );
          }
        },
        () => {
          if (!current.signal.aborted && !loaded) onErrorRef.current();
        },
      );
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(load, VIEW_DEBOUNCE_MS);
    };
    setAnswer(null);
    load();
    map.on("moveend", schedule);
    return () => {
      map.off("moveend", schedule);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [map, url, fit]);
  if (staticAnswer) return { answer: staticAnswer, loading: false };
  return { answer: answer ?? EMPTY_ANSWER, loading: answer === null };
}

function ViewMarkers({
  source,
  fit,
  onDataError,
  selected,
  onSelect,
  text,
}: {
  source: string | CompactMarker[];
  fit: boolean;
  onDataError: () => void;
  selected: CompactMarker | null;
  onSelect: (marker: CompactMarker | null) => void;
  text: MapText;
}) {
  const map = useMap();
  const { answer, loading } = useViewData(source, fit, onDataError);
  const popupRef = useRef<L.Popup | null>(null);
  // The details arrive after the popup opened small: lay it out again at full size, then move
  // the map at once (no animation) so the whole popup stays inside the map's frame. Leaflet's
  // own auto-pan runs only once per opening, so it cannot be relied on for the grown popup.
  const relayoutPopup = useCallback(() => {
    const popup = popupRef.current;
    if (!popup) return;
    popup.update();
    map.stop();
    const element = popup.getElement();
    if (!element) return;
    const box = element.getBoundingClientRect();
    const frame = map.getContainer().getBoundingClientRect();
    const [padX, padY] = POPUP_PAN_PADDING_TOP_LEFT;
    const dx = Math.min(0, box.left - frame.left - padX);
    const dy = Math.min(0, box.top - frame.top - padY);
    if (dx < 0 || dy < 0) map.panBy([dx, dy], { animate: false });
  }, [map]);
  useMapEvents({ click: () => onSelect(null) });
  return (
    <>
      {loading && (
        <p
          role="status"
          className="pointer-events-none absolute bottom-8 left-1/2 z-[1000] -translate-x-1/2 rounded-full bg-ink-900/90 px-3 py-1 text-sm text-ink-100"
        >
          Loading LAN center locations...
        </p>
      )}
      {answer.clusters.map(([lat, lng, count, expansionZoom]) => (
        <Marker
          key={`cluster-${lat},${lng},${count}`}
          position={[lat, lng]}
          icon={clusterIcon(count)}
          title={`${count} LAN centers, zoom in`}
          eventHandlers={{
            click: () => map.setView([lat, lng], Math.min(expansionZoom, MAX_CLICK_ZOOM)),
            // Leaflet makes the icon a focusable button but runs no click on Enter or Space.
            keypress: (event) => {
              const { key } = event.originalEvent;
              if (key !== "Enter" && key !== " ") return;
              event.originalEvent.preventDefault();
              map.setView([lat, lng], Math.min(expansionZoom, MAX_CLICK_ZOOM));
            },
          }}
        />
      ))}
      {/* SVG draws later paths on top: the server sends featured centers last. */}
      {answer.markers.map((marker) => {
        const [id, markerLat, markerLng, admin, featured] = marker;
        const color = featured
          ? MAP_DEFAULTS.featuredColor
          : admin
            ? MAP_DEFAULTS.adminColor
            : MAP_DEFAULTS.ownerColor;
        const kind = featured ? "featured" : admin ? "admin" : "owner";
        return (
          <CircleMarker
            key={id}
            center={[markerLat, markerLng]}
            radius={featured ? MAP_DEFAULTS.featuredMarkerRadius : MAP_DEFAULTS.markerRadius}
            className={`center-marker center-marker-${kind}`}
            pathOptions={{
              color: "#ffffff",
              weight: 2,
              fillColor: color,
              fillOpacity: 0.9,
            }}
            eventHandlers={{
              click: (event) => {
                L.DomEvent.stopPropagation(event);
                onSelect(marker);
              },
            }}
          />
        );
      })}
      {selected && (
        <Popup
          ref={popupRef}
          position={[selected[1], selected[2]]}
          // Opened near the top-left corner, the popup is panned well inside the frame, so
          // none of its links is cut off at the edge.
          autoPanPaddingTopLeft={POPUP_PAN_PADDING_TOP_LEFT}
          eventHandlers={{ remove: () => onSelect(null) }}
        >
          <CenterPopup id={selected[0]} onLoaded={relayoutPopup} text={text} />
        </Popup>
      )}
    </>
  );
}

/** Pixels kept free at the map's top-left when a popup opens or grows. */
const POPUP_PAN_PADDING_TOP_LEFT: [number, number] = [80, 80];

/** Shape of the center page loader data the popup reads (see routes/lan-centers.$id.tsx). */
interface CenterSummary {
  center: {
    id: string;
    organizationName: string;
    description: string;
    website: string | null;
    featured: boolean;
  };
  /** The center's reviews (issue 27): the popup shows the average and count. */
  reviews?: { data?: { summary?: { average: number | null; count: number } } };
}

/**
 * The popup's content, fetched from the center page's loader. `onLoaded` runs once the details
 * are shown, so the popup can lay itself out (and pan) again at its full size.
 */
function CenterPopup({ id, onLoaded, text }: { id: string; onLoaded: () => void; text: MapText }) {
  const fetcher = useFetcher<CenterSummary>();
  const { load } = fetcher;
  useEffect(() => {
    void load(`/lan-centers/${id}`);
  }, [id, load]);
  const center = fetcher.data?.center;
  const shown = center?.id === id ? center.id : null;
  useEffect(() => {
    if (shown) onLoaded();
  }, [shown, onLoaded]);
  if (!center || center.id !== id) {
    return (
      <p role="status" className="text-sm text-ink-200" data-testid="center-popup">
        {fetcher.state === "idle" && fetcher.data === undefined ? "" : text.popupLoading}
      </p>
    );
  }
  const website = safeHttpUrl(center.website);
  return (
    <div className="max-w-64 space-y-2" data-testid="center-popup">
      {center.featured && <FeaturedBadge label={text.featured} />}
      <h3 className="text-base font-bold text-white">{center.organizationName}</h3>
      <RatingBadge text={popupRatingText(text, fetcher.data?.reviews?.data?.summary)} />
      <p className="text-sm text-ink-200">{center.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {website && (
          <a href={website} target="_blank" rel="noopener noreferrer">
            {text.visitWebsite}
            <span className="sr-only">{fillText(text.of, { name: center.organizationName })}</span>
          </a>
        )}
        <Link to={`${text.centersPath}/${center.id}`}>
          {text.details}
          <span className="sr-only">{fillText(text.of, { name: center.organizationName })}</span>
        </Link>
      </p>
    </div>
  );
}

/** The interactive map; default export so it can be lazy-loaded. */
export default function LeafletMap({
  markers,
  tiles,
  view,
  fitToMarkers,
  onDataError,
  text,
}: {
  /** The markers.json URL of a search (asked per view), or the markers themselves. */
  markers: string | CompactMarker[];
  tiles: TileSettings;
  view: MapView;
  /** Zoom to every match of the search once its bounds are known. */
  fitToMarkers: boolean;
  /** The first view's data could not be loaded. */
  onDataError: () => void;
  /** The map's words in the page's language. */
  text: MapText;
}) {
  const [selected, setSelected] = useState<CompactMarker | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  return (
    <div className="flex h-full w-full flex-col gap-2">
      <MapWithZoomButtons
        center={view.center}
        zoom={view.zoom}
        minZoom={2}
        maxZoom={MAX_CLICK_ZOOM}
        worldCopyJump
        className="min-h-0 w-full flex-1 rounded-2xl"
        aria-label={text.mapLabel}
        zoomLabels={text}
      >
        {/* The bundled basemap whenever there are no remote tiles or they fail (ADR 057): it
            lies under the tile pane, so tiles that do load cover it and failed ones show it. */}
        {(tiles.tileUrl === null || tilesFailed) && <Basemap />}
        {tiles.tileUrl !== null && (
          <QuietTileLayer tiles={{ ...tiles, tileUrl: tiles.tileUrl }} onFail={onTilesFailed} />
        )}
        <ViewMarkers
          source={markers}
          fit={fitToMarkers}
          onDataError={onDataError}
          selected={selected}
          onSelect={setSelected}
          text={text}
        />
      </MapWithZoomButtons>
      {/* Below the map, never over it: markers and attribution stay uncovered. */}
      {tilesFailed && (
        <p role="status" className="text-sm text-ink-300" data-testid="tiles-unavailable">
          {text.tilesUnavailable}
        </p>
      )}
    </div>
  );
}
