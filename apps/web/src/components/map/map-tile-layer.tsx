import { TileLayer } from 'react-leaflet';

/** A 1×1 transparent GIF shown in place of a tile that failed, so no broken-image icons appear. */
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface MapTileLayerProps {
  url: string;
  attribution: string;
  /** Told false when a tile fails to load and true when one loads again. */
  onAvailabilityChange: (available: boolean) => void;
}

export function MapTileLayer({ url, attribution, onAvailabilityChange }: MapTileLayerProps) {
  return (
    <TileLayer
      url={url}
      attribution={attribution}
      errorTileUrl={BLANK_TILE}
      // OSM serves up to 19; beyond that Leaflet scales the last tiles up so zoom 20 still works.
      maxNativeZoom={19}
      maxZoom={20}
      eventHandlers={{
        tileerror: () => onAvailabilityChange(false),
        // A failed tile's stand-in loads too, and Leaflet reports it as a tile loaded: only a
        // real tile says the tiles are back.
        tileload: (event) => {
          if (event.tile.getAttribute('src') !== BLANK_TILE) onAvailabilityChange(true);
        },
      }}
    />
  );
}
