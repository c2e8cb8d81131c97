/**
 * Leaflet map of LAN centers, browser only (issue: foundation, item 7). Circle markers of
 * radius 8 px, green for admin-created centers and blue otherwise; overlapping markers are
 * clustered with supercluster; one popup at a time; a map click closes it.
 */
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { CircleMarker, MapContainer, Marker, Popup, useMap, useMapEvents } from "react-leaflet";
import Supercluster, { type ClusterProperties } from "supercluster";
import { safeHttpUrl } from "~/lib/url";
import { Basemap } from "./basemap.client";
import { FeaturedBadge } from "./featured-badge";
import { QuietTileLayer } from "./quiet-tile-layer.client";
import { MAP_DEFAULTS, type CompactMarker, type MapView, type TileSettings } from "./map-types";

interface PointProps {
  markerIndex: number;
}

function useClusters(markers: CompactMarker[]) {
  return useMemo(() => {
    // extent 256 = Leaflet tile size, so radius is in screen pixels: 60 px keeps cluster icons
    // (at most 44 px) and 16 px markers from overlapping (WCAG 2.2 target size).
    const index = new Supercluster<PointProps>({ radius: 60, maxZoom: 16, extent: 256 });
    index.load(
      markers.map((marker, markerIndex) => ({
        type: "Feature" as const,
        properties: { markerIndex },
        geometry: { type: "Point" as const, coordinates: [marker[2], marker[1]] },
      })),
    );
    return index;
  }, [markers]);
}

/** 1 for a single featured center, else 0 (clusters and other centers are drawn first). */
function featuredRank(
  properties: Partial<ClusterProperties> & Partial<PointProps>,
  markers: CompactMarker[],
): number {
  if (properties.cluster || properties.markerIndex === undefined) return 0;
  return markers[properties.markerIndex]?.[4] === 1 ? 1 : 0;
}

function clusterIcon(count: number) {
  const size = count < 10 ? 30 : count < 100 ? 36 : 44;
  return L.divIcon({
    html: `<span>${count}</span>`,
    className: "cluster-marker",
    iconSize: [size, size],
  });
}

function ClusteredMarkers({
  markers,
  selected,
  onSelect,
}: {
  markers: CompactMarker[];
  selected: CompactMarker | null;
  onSelect: (marker: CompactMarker | null) => void;
}) {
  const map = useMap();
  const index = useClusters(markers);
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), bounds: map.getBounds() }));
  const popupRef = useRef<L.Popup | null>(null);
  // The details arrive after the popup opened small: lay it out again at full size, then move
  // the map at once (no animation) so the whole popup stays clear of the zoom buttons. Leaflet's
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
  useMapEvents({
    moveend: () => setView({ zoom: map.getZoom(), bounds: map.getBounds() }),
    click: () => onSelect(null),
  });
  const west = Math.max(-180, view.bounds.getWest());
  const east = Math.min(180, view.bounds.getEast());
  const bbox: [number, number, number, number] =
    east - west >= 360 || west > east
      ? [-180, -85, 180, 85]
      : [west, view.bounds.getSouth(), east, view.bounds.getNorth()];
  // SVG draws later paths on top: featured centers come last so their markers lie above.
  const features = index
    .getClusters(bbox, Math.round(view.zoom))
    .sort((a, b) => featuredRank(a.properties, markers) - featuredRank(b.properties, markers));
  return (
    <>
      {features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as Partial<ClusterProperties> & PointProps;
        if (props.cluster && props.cluster_id !== undefined) {
          const clusterId = props.cluster_id;
          return (
            <Marker
              key={`cluster-${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(props.point_count ?? 0)}
              title={`${props.point_count} LAN centers, zoom in`}
              eventHandlers={{
                click: () =>
                  map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), 16)),
              }}
            />
          );
        }
        const marker = markers[props.markerIndex];
        if (!marker) return null;
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
          // Opened near the top-left corner, the popup is panned clear of the zoom buttons, so
          // its links never sit under or within 24 px of them (WCAG 2.2 target size).
          autoPanPaddingTopLeft={POPUP_PAN_PADDING_TOP_LEFT}
          eventHandlers={{ remove: () => onSelect(null) }}
        >
          <CenterPopup id={selected[0]} onLoaded={relayoutPopup} />
        </Popup>
      )}
    </>
  );
}

/** Pixels kept free at the map's top-left (zoom buttons: 10 + 34 px, plus 24 px spacing). */
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
}

/**
 * The popup's content, fetched from the center page's loader. `onLoaded` runs once the details
 * are shown, so the popup can lay itself out (and pan) again at its full size.
 */
function CenterPopup({ id, onLoaded }: { id: string; onLoaded: () => void }) {
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
        {fetcher.state === "idle" && fetcher.data === undefined ? "" : "Loading..."}
      </p>
    );
  }
  const website = safeHttpUrl(center.website);
  return (
    <div className="max-w-64 space-y-2" data-testid="center-popup">
      {center.featured && <FeaturedBadge />}
      <h3 className="text-base font-bold text-white">{center.organizationName}</h3>
      <p className="text-sm text-ink-200">{center.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {website && (
          <a href={website} target="_blank" rel="noopener noreferrer">
            Visit Website<span className="sr-only"> of {center.organizationName}</span>
          </a>
        )}
        <Link to={`/lan-centers/${center.id}`}>
          Details<span className="sr-only"> of {center.organizationName}</span>
        </Link>
      </p>
    </div>
  );
}

function FitToMarkers({ markers }: { markers: CompactMarker[] }) {
  const map = useMap();
  useEffect(() => {
    if (markers.length === 0) return;
    const bounds = L.latLngBounds(markers.map((m) => [m[1], m[2]] as [number, number]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: 12 });
  }, [map, markers]);
  return null;
}

/** The interactive map; default export so it can be lazy-loaded. */
export default function LeafletMap({
  markers,
  tiles,
  view,
  fitToMarkers,
}: {
  markers: CompactMarker[];
  tiles: TileSettings;
  view: MapView;
  fitToMarkers: boolean;
}) {
  const [selected, setSelected] = useState<CompactMarker | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  return (
    <div className="flex h-full w-full flex-col gap-2">
      <MapContainer
        center={view.center}
        zoom={view.zoom}
        minZoom={2}
        worldCopyJump
        className="min-h-0 w-full flex-1 rounded-2xl"
        aria-label="Map of verified LAN centers"
      >
        {/* The bundled basemap whenever there are no remote tiles or they fail (ADR 057): it
            lies under the tile pane, so tiles that do load cover it and failed ones show it. */}
        {(tiles.tileUrl === null || tilesFailed) && <Basemap />}
        {tiles.tileUrl !== null && (
          <QuietTileLayer tiles={{ ...tiles, tileUrl: tiles.tileUrl }} onFail={onTilesFailed} />
        )}
        <ClusteredMarkers markers={markers} selected={selected} onSelect={setSelected} />
        {fitToMarkers && <FitToMarkers markers={markers} />}
      </MapContainer>
      {/* Below the map, never over it: markers and attribution stay uncovered. */}
      {tilesFailed && (
        <p role="status" className="text-sm text-ink-300" data-testid="tiles-unavailable">
          Map tiles could not be loaded right now (you may be offline), so a simple world map is
          shown. The markers and the list below still work.
        </p>
      )}
    </div>
  );
}
