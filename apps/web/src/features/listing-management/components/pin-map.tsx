import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import type { LatLngTuple } from 'leaflet';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@afrinest/contract';
import { OSM_ATTRIBUTION, OSM_TILE_URL } from '@/components/map';
import { markerIcon } from '@/components/map/map-marker-icon';
import { MapTileLayer } from '@/components/map/map-tile-layer';

export interface PinMapProps {
  /** The pin, if placed. */
  pin: LatLngTuple | null;
  /** Where the map looks: the pin, else the chosen place, else Kampala. */
  center: LatLngTuple;
  onPin(point: LatLngTuple): void;
}

const round = (n: number) => Number(n.toFixed(6));

/** Clicks move the pin; a new centre (another place chosen) pans the map there. */
function PinEvents({ center, onPin }: Pick<PinMapProps, 'center' | 'onPin'>) {
  const map = useMap();
  useEffect(() => {
    map.setView(center);
  }, [map, center]);
  useMapEvents({ click: (e) => onPin([round(e.latlng.lat), round(e.latlng.lng)]) });
  return null;
}

/**
 * The listing's map pin (loaded only when the form shows it: Leaflet stays out of other pages).
 * Click to place the pin, drag it to move it; the form's latitude and longitude follow.
 */
export default function PinMap({ pin, center, onPin }: PinMapProps) {
  return (
    <div role="region" aria-label="Map pin" className="relative isolate overflow-hidden rounded-lg">
      <MapContainer
        center={center}
        zoom={14}
        minZoom={MAP_ZOOM_MIN}
        maxZoom={MAP_ZOOM_MAX}
        style={{ height: '18rem', background: '#e7e5e4' }}
        className="z-0"
      >
        <MapTileLayer
          url={OSM_TILE_URL}
          attribution={OSM_ATTRIBUTION}
          onAvailabilityChange={() => undefined}
        />
        <PinEvents center={center} onPin={onPin} />
        {pin && (
          <Marker
            position={pin}
            icon={markerIcon}
            draggable
            title="Listing location"
            eventHandlers={{
              dragend: (e) => {
                const at = (e.target as { getLatLng(): { lat: number; lng: number } }).getLatLng();
                onPin([round(at.lat), round(at.lng)]);
              },
            }}
          />
        )}
      </MapContainer>
    </div>
  );
}
