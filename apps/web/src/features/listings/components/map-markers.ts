import { divIcon } from 'leaflet';
import type { MapCluster, MapPoint } from '@afrinest/contract';
import { minorDigits } from '../search-params';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "USh 450M", "US$1.2K": a price short enough for a pill on the map. */
export function shortPrice(price: MapPoint['price'], locale = 'en-UG'): string {
  const amount = price.amount / 10 ** minorDigits(price.currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: price.currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(amount);
  } catch {
    return `${price.currency} ${Math.round(amount)}`;
  }
}

/** A listing as a price pill (CSS only: no image to download, works offline). */
export const pointIcon = (label: string) =>
  divIcon({
    className: 'listing-price-pill',
    html: `<span class="block whitespace-nowrap rounded-full border-2 border-white bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white shadow-md">${escapeHtml(label)}</span>`,
    iconSize: undefined,
    iconAnchor: [28, 12],
    popupAnchor: [0, -12],
  });

/** Many listings as a count bubble, bigger as it holds more. */
export function clusterIcon(cluster: MapCluster) {
  const size = cluster.count < 10 ? 36 : cluster.count < 100 ? 44 : 52;
  return divIcon({
    className: 'listing-cluster',
    html: `<span class="flex items-center justify-center rounded-full border-4 border-emerald-200 bg-emerald-800 text-sm font-bold text-white shadow-md" style="width:${size}px;height:${size}px">${cluster.count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
