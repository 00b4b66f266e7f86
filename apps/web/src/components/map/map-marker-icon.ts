import { divIcon } from 'leaflet';

/**
 * A CSS-only marker. Leaflet's default marker is a PNG whose URL bundlers break
 * and which cannot load offline; a div icon needs no image at all. Leaflet makes
 * it a focusable role=button, so the class carries a visible focus ring.
 */
export const markerIcon = divIcon({
  className:
    'rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700',
  html: '<span class="block h-6 w-6 rounded-full border-[3px] border-white bg-emerald-700 shadow-md"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
  popupAnchor: [0, -12],
});
