import { Polygon } from 'react-leaflet';
import { DEFAULT_COUNTRY_OUTLINE } from './country-outline';

/**
 * What a map draws when its tiles cannot load (issue 39): the default country's outline on the
 * map's plain background, so that markers and clusters, which stay above it and clickable, sit
 * somewhere a visitor recognises. Not interactive: a click goes through to the map.
 */
export function TilesFallback() {
  return (
    <Polygon
      positions={DEFAULT_COUNTRY_OUTLINE}
      interactive={false}
      className="map-country-outline"
      pathOptions={{ color: '#57534e', weight: 1.5, fillColor: '#fafaf9', fillOpacity: 1 }}
    />
  );
}
