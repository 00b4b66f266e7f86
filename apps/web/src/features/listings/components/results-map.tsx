import 'leaflet/dist/leaflet.css';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { LatLngBoundsExpression, Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN, type MapCluster, type MapPoint } from '@afrinest/contract';
import { KIND_LABELS } from '@/components/listing-card';
import { OSM_ATTRIBUTION, OSM_TILE_URL, TILES_OFFLINE_NOTICE, useMapZoom } from '@/components/map';
import { MapTileLayer } from '@/components/map/map-tile-layer';
import { TilesFallback } from '@/components/map/tiles-fallback';
import { Alert, cn } from '@/components/ui';
import { useFormat } from '@/lib/format-preferences';
import { bboxParam, useListingMap, type MapBox, type MapEndpoint } from '../api/get-listing-map';
import { clusterIcon, pointIcon, shortPrice } from './map-markers';
import { formatResultCount } from '../result-count';

/** Kampala: the default country is Uganda (SPEC §9). */
const KAMPALA: [number, number] = [0.3476, 32.5825];
/** Pans and zooms settle before the map asks again: one request per gesture, not per frame. */
const SETTLE_MS = 300;

export interface MapViewState {
  bbox: MapBox;
  zoom: number;
}

export interface ResultsMapProps {
  endpoint: MapEndpoint;
  /** The search's filters (no box, no zoom: the map adds its own). */
  filters: Record<string, string>;
  /** Where to open: a box from the address bar, else Kampala at the remembered zoom. */
  initialBox?: MapBox;
  /** Told the box and zoom every time the map settles. */
  onViewChange?: (view: MapViewState) => void;
  /** Told how many listings the map holds in its box, once it knows (undefined before). */
  onTotalChange?: (total: number | undefined) => void;
  height: string;
  className?: string;
  label?: string;
}

const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

/** The visible box, clamped to the world (Leaflet's can run past ±180° at low zoom). */
function boxOf(map: LeafletMap): MapBox {
  const b = map.getBounds();
  return {
    south: clamp(b.getSouth(), 90),
    west: clamp(b.getWest(), 180),
    north: clamp(b.getNorth(), 90),
    east: clamp(b.getEast(), 180),
  };
}

/** Reports the box and zoom once the map has settled after a move or zoom. */
function ViewTracker({ onSettled }: { onSettled: (view: MapViewState) => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const map = useMapEvents({
    moveend: () => schedule(),
    zoomend: () => schedule(),
  });
  function schedule() {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => onSettled({ bbox: boxOf(map), zoom: map.getZoom() }),
      SETTLE_MS,
    );
  }
  // The first view is known at once: the first request leaves without waiting.
  const reportFirstView = useEffectEvent(() =>
    onSettled({ bbox: boxOf(map), zoom: map.getZoom() }),
  );
  useEffect(() => {
    reportFirstView();
    return () => clearTimeout(timer.current);
  }, [map]);
  return null;
}

/** A cluster bubble: a click zooms to the box around its listings. */
function ClusterMarker({ cluster }: { cluster: MapCluster }) {
  const map = useMap();
  const { south, west, north, east } = cluster.bounds;
  // Kept across renders: a new icon replaces the marker's element, and a press in between is lost.
  const icon = useMemo(() => clusterIcon(cluster), [cluster]);
  const zoomIn = () => {
    const bounds: LatLngBoundsExpression = [
      [south, west],
      [north, east],
    ];
    // Listings on one spot have an empty box: zoom in on the spot instead.
    if (south === north && west === east)
      map.setView([south, west], Math.min(map.getZoom() + 3, MAP_ZOOM_MAX));
    else map.fitBounds(bounds, { padding: [40, 40] });
  };
  return (
    <Marker
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      title={`${cluster.count} listings here: zoom in`}
      alt={`${cluster.count} listings`}
      eventHandlers={{ click: zoomIn, keypress: zoomIn }}
    />
  );
}

/** A listing as its price; the popup names it and links to its page. */
function PointMarker({ point }: { point: MapPoint }) {
  const format = useFormat();
  const price = format.money({ amountMinor: point.price.amount, currency: point.price.currency });
  const label = shortPrice(point.price);
  const icon = useMemo(() => pointIcon(label), [label]);
  return (
    <Marker
      position={[point.lat, point.lng]}
      icon={icon}
      title={`${point.title}, ${price}`}
      alt={point.title}
    >
      <Popup>
        <div className="flex min-w-44 flex-col gap-1">
          <span className="text-xs text-gray-700">
            {KIND_LABELS[point.kind]} · {point.purpose === 'RENT' ? 'To rent' : 'For sale'}
          </span>
          <span className="text-sm font-bold text-gray-900">{price}</span>
          <Link
            to={`/properties/${encodeURIComponent(point.id)}`}
            className="text-sm font-medium text-emerald-800 underline"
          >
            {point.title}
          </Link>
        </div>
      </Popup>
    </Marker>
  );
}

/** Opens on the given box once the map exists. */
function FitBox({ box }: { box: MapBox | undefined }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !box) return;
    done.current = true;
    map.fitBounds([
      [box.south, box.west],
      [box.north, box.east],
    ]);
  }, [map, box]);
  return null;
}

/**
 * The search on a map (issue 6): the server clusters listings at low zoom and sends single
 * listings close up (GET /api/properties/map). Works without tiles: markers sit on a neutral
 * background and a note says the map itself is unavailable.
 */
export function ResultsMap({
  endpoint,
  filters,
  initialBox,
  onViewChange,
  onTotalChange,
  height,
  className,
  label = 'Map of the results',
}: ResultsMapProps) {
  const remembered = useMapZoom();
  const [view, setView] = useState<MapViewState | null>(null);
  const [tilesAvailable, setTilesAvailable] = useState(true);
  const query = useMemo(
    () => (view ? { ...filters, bbox: bboxParam(view.bbox), zoom: String(view.zoom) } : null),
    [filters, view],
  );
  const map = useListingMap(endpoint, query);
  // The latest callbacks, for a settle timer or an unmount that outlives the render they came from.
  const onViewChangeRef = useRef(onViewChange);
  const onTotalChangeRef = useRef(onTotalChange);
  useEffect(() => {
    onViewChangeRef.current = onViewChange;
    onTotalChangeRef.current = onTotalChange;
  });
  const total = map.data?.total;
  useEffect(() => onTotalChangeRef.current?.(total), [total]);
  // A map shown again counts afresh: its old count is not the new box's.
  useEffect(() => () => onTotalChangeRef.current?.(undefined), []);

  const settled = (next: MapViewState) => {
    setView(next);
    remembered.setZoom(next.zoom);
    onViewChangeRef.current?.(next);
  };

  return (
    <div
      role="region"
      aria-label={label}
      data-zoom={view?.zoom}
      className={cn(
        'relative isolate overflow-hidden rounded-lg border border-gray-200',
        className,
      )}
    >
      <MapContainer
        center={KAMPALA}
        zoom={remembered.zoom}
        minZoom={MAP_ZOOM_MIN}
        maxZoom={MAP_ZOOM_MAX}
        // Neutral background: with no tiles (offline) the markers still stand on a plain surface.
        style={{ height, background: '#e7e5e4' }}
        className="z-0"
      >
        <MapTileLayer
          url={OSM_TILE_URL}
          attribution={OSM_ATTRIBUTION}
          onAvailabilityChange={setTilesAvailable}
        />
        {!tilesAvailable && <TilesFallback />}
        <FitBox box={initialBox} />
        <ViewTracker onSettled={settled} />
        {(map.data?.items ?? []).map((item) =>
          item.type === 'cluster' ? (
            <ClusterMarker key={`c:${item.lat},${item.lng}`} cluster={item} />
          ) : (
            <PointMarker key={item.id} point={item} />
          ),
        )}
      </MapContainer>
      <div className="pointer-events-none absolute top-2 right-2 left-12 z-[1000] flex flex-col items-end gap-1">
        <p
          role="status"
          className="rounded bg-white/95 px-2 py-1 text-xs font-medium text-gray-900 shadow"
        >
          {map.data
            ? `${formatResultCount(map.data.total)} ${map.data.total === 1 ? 'listing' : 'listings'} in this area`
            : 'Loading the map…'}
          {map.isFetching && map.data ? ' · updating…' : ''}
        </p>
        {!tilesAvailable && (
          <p className="rounded bg-white/90 px-2 py-1 text-xs text-gray-800 shadow">
            {TILES_OFFLINE_NOTICE}
          </p>
        )}
      </div>
      {map.isError && (
        <div className="absolute inset-x-2 bottom-2 z-[1000]">
          <Alert variant="error">Could not load the map results. Move the map to try again.</Alert>
        </div>
      )}
    </div>
  );
}
