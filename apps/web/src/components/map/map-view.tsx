import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import type { LatLngTuple } from 'leaflet';
import { MapContainer, Marker, Popup, useMapEvents } from 'react-leaflet';
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@afrinest/contract';
import { cn } from '@/components/ui/class-names';
import { markerIcon } from './map-marker-icon';
import { clampZoom } from './map-zoom';
import { MapTileLayer } from './map-tile-layer';
import { TilesFallback } from './tiles-fallback';
import { useMapZoom } from './use-map-zoom';

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** Shown in the popup and read as the marker's accessible name. */
  label: string;
}

export interface MapViewProps {
  markers: MapMarker[];
  /** Initial centre; defaults to Kampala (the default country is Uganda, SPEC §9). */
  center?: LatLngTuple;
  /**
   * A fixed starting zoom, for a map of one place (an office, a plot). Such a map neither
   * starts from nor changes the remembered zoom that browsing maps share.
   */
  zoom?: number;
  tileUrl?: string;
  attribution?: string;
  /** Accessible name of the map region. */
  label?: string;
  /** CSS height of the map; Leaflet needs an explicit one. */
  height?: string | number;
  className?: string;
  onMarkerSelect?: (id: string) => void;
}

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const TILES_OFFLINE_NOTICE = 'Map tiles unavailable offline';
const KAMPALA: LatLngTuple = [0.3476, 32.5825];

/** Reports every finished zoom (buttons, wheel, pinch, keyboard) to the remembered zoom. */
function ZoomTracker({ onZoom }: { onZoom: (zoom: number) => void }) {
  useMapEvents({ zoomend: (event) => onZoom(event.target.getZoom()) });
  return null;
}

export function MapView({
  markers,
  center = KAMPALA,
  zoom: fixedZoom,
  tileUrl = OSM_TILE_URL,
  attribution = OSM_ATTRIBUTION,
  label = 'Map',
  height = '24rem',
  className,
  onMarkerSelect,
}: MapViewProps) {
  const remembered = useMapZoom();
  const zoom = fixedZoom === undefined ? remembered.zoom : clampZoom(fixedZoom);
  const [tilesAvailable, setTilesAvailable] = useState(true);

  return (
    <div
      role="region"
      aria-label={label}
      // The zoom the map shows, for tests and for styles that depend on it.
      data-zoom={zoom}
      className={cn('relative isolate overflow-hidden rounded-lg', className)}
    >
      <MapContainer
        center={center}
        zoom={zoom}
        minZoom={MAP_ZOOM_MIN}
        maxZoom={MAP_ZOOM_MAX}
        // Neutral background: with no tiles (offline) the map is a plain surface, not a grid of holes.
        style={{ height, background: '#e7e5e4' }}
        className="z-0"
      >
        <MapTileLayer
          url={tileUrl}
          attribution={attribution}
          onAvailabilityChange={setTilesAvailable}
        />
        {!tilesAvailable && <TilesFallback />}
        {fixedZoom === undefined && <ZoomTracker onZoom={remembered.setZoom} />}
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.lat, marker.lng]}
            icon={markerIcon}
            title={marker.label}
            eventHandlers={onMarkerSelect ? { click: () => onMarkerSelect(marker.id) } : undefined}
          >
            <Popup>{marker.label}</Popup>
          </Marker>
        ))}
      </MapContainer>
      {!tilesAvailable && (
        // Above the map panes (z-index up to 1000 in Leaflet), below nothing else; small and polite.
        <p
          role="status"
          className="pointer-events-none absolute top-2 right-2 z-[1000] rounded bg-white/90 px-2 py-1 text-xs text-gray-800 shadow"
        >
          {TILES_OFFLINE_NOTICE}
        </p>
      )}
    </div>
  );
}
