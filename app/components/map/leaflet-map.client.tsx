/**
 * Leaflet map of LAN centers, browser only (issue: foundation, item 7). Circle markers of
 * radius 8 px, green for admin-created centers and blue otherwise; overlapping markers are
 * clustered with supercluster; one popup at a time; a map click closes it.
 */
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useMemo, useState } from "react";
import {
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
} from "react-leaflet";
import Supercluster, { type ClusterProperties } from "supercluster";
import { safeHttpUrl } from "~/lib/url";
import { MAP_DEFAULTS, type MapMarker, type TileSettings } from "./map-types";

interface PointProps {
  markerIndex: number;
}

function useClusters(markers: MapMarker[]) {
  return useMemo(() => {
    const index = new Supercluster<PointProps>({ radius: 60, maxZoom: 16 });
    index.load(
      markers.map((marker, markerIndex) => ({
        type: "Feature" as const,
        properties: { markerIndex },
        geometry: { type: "Point" as const, coordinates: [marker.lng, marker.lat] },
      })),
    );
    return index;
  }, [markers]);
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
  markers: MapMarker[];
  selected: MapMarker | null;
  onSelect: (marker: MapMarker | null) => void;
}) {
  const map = useMap();
  const index = useClusters(markers);
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), bounds: map.getBounds() }));
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
  const features = index.getClusters(bbox, Math.round(view.zoom));
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
        const color = marker.createdByAdmin ? MAP_DEFAULTS.adminColor : MAP_DEFAULTS.ownerColor;
        return (
          <CircleMarker
            key={marker.id}
            center={[marker.lat, marker.lng]}
            radius={MAP_DEFAULTS.markerRadius}
            className={`center-marker ${marker.createdByAdmin ? "center-marker-admin" : "center-marker-owner"}`}
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
          position={[selected.lat, selected.lng]}
          eventHandlers={{ remove: () => onSelect(null) }}
        >
          <CenterPopup marker={selected} />
        </Popup>
      )}
    </>
  );
}

function CenterPopup({ marker }: { marker: MapMarker }) {
  const website = safeHttpUrl(marker.website);
  return (
    <div className="max-w-64 space-y-2" data-testid="center-popup">
      <h3 className="text-base font-bold text-white">{marker.organizationName}</h3>
      <p className="text-sm text-ink-200">{marker.description}</p>
      {website && (
        <a href={website} target="_blank" rel="noopener noreferrer" className="text-sm">
          Visit Website<span className="sr-only"> of {marker.organizationName}</span>
        </a>
      )}
    </div>
  );
}

/** The interactive map; default export so it can be lazy-loaded. */
export default function LeafletMap({
  markers,
  tiles,
}: {
  markers: MapMarker[];
  tiles: TileSettings;
}) {
  const [selected, setSelected] = useState<MapMarker | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div className="relative h-full w-full">
      <MapContainer
        center={MAP_DEFAULTS.center}
        zoom={MAP_DEFAULTS.zoom}
        minZoom={2}
        worldCopyJump
        className="h-full w-full rounded-2xl"
        aria-label="Map of verified LAN centers"
      >
        <TileLayer
          url={tiles.tileUrl}
          attribution={tiles.tileAttribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <ClusteredMarkers markers={markers} selected={selected} onSelect={setSelected} />
      </MapContainer>
      {tilesFailed && (
        <p
          role="status"
          className="absolute right-2 bottom-8 left-2 z-[1000] rounded-lg border border-ink-600 bg-ink-900/95 px-3 py-2 text-sm text-ink-200 sm:left-auto sm:max-w-sm"
        >
          Map tiles could not be loaded right now (you may be offline). The markers and the list
          below still work.
        </p>
      )}
    </div>
  );
}
