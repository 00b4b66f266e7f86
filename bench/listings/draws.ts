import type { Catalog } from './catalog';
import { filterDrawer, pointPickers } from './filters';
import { randomFrom, type Random } from './random';

/** One request of the bench: its path with query, and how many filters it combines. */
export interface Draw {
  endpoint: 'search' | 'map';
  path: string;
  filters: number;
}

/** Zooms people look at a map at (5: the region, 17: a street). */
const ZOOMS = {
  5: 3,
  6: 4,
  7: 6,
  8: 6,
  9: 6,
  10: 8,
  11: 10,
  12: 14,
  13: 14,
  14: 11,
  15: 8,
  16: 6,
  17: 4,
};
/** Map sizes in CSS pixels: laptops, a large screen, phones. */
const SCREENS: Record<string, [number, number]> = {
  laptop: [1280, 800],
  wide: [1440, 900],
  desktop: [1920, 1080],
  phone: [390, 844],
};

const query = (params: [string, string][]) => new URLSearchParams(params).toString();

function search(r: Random, filters: ReturnType<typeof filterDrawer>): Draw {
  const { params, count } = filters(r, { rate: 1, geo: true });
  const hasPoint = params.some(([k]) => k === 'lat');
  const sort =
    hasPoint && r.chance(0.4)
      ? 'distance'
      : r.weighted({ newest: 55, price_asc: 22, price_desc: 10, size_asc: 5, size_desc: 8 });
  if (sort !== 'newest' || r.chance(0.1)) params.push(['sort', sort]);
  const page = r.weighted({ first: 70, second: 15, third: 7, near: 6, deep: 2 });
  const number = { first: 1, second: 2, third: 3, near: r.int(4, 10), deep: r.int(11, 50) }[page];
  if (number > 1) params.push(['page', String(number)]);
  return { endpoint: 'search', path: `/api/properties?${query(params)}`, filters: count };
}

function map(
  r: Random,
  filters: ReturnType<typeof filterDrawer>,
  points: ReturnType<typeof pointPickers>,
): Draw {
  const zoom = Number(r.weighted(ZOOMS));
  const [width, height] = SCREENS[r.weighted({ laptop: 50, wide: 15, desktop: 15, phone: 20 })]!;
  const at = r.chance(0.7) ? points.busy(r) : points.any(r);
  const degPerPx = 360 / 256 / 2 ** zoom;
  const w = (width * degPerPx) / 2;
  const h = (height * degPerPx * Math.cos((at.lat! * Math.PI) / 180)) / 2;
  // The visitor has panned a little from the place's centre.
  const lat = at.lat! + r.normal(0, h / 2);
  const lng = at.lng! + r.normal(0, w / 2);
  const f = (x: number) => x.toFixed(5);
  const clamp = (x: number) => Math.max(-85, Math.min(85, x));
  const bbox = [clamp(lat - h), lng - w, clamp(lat + h), lng + w].map(f).join(',');
  const { params, count } = filters(r, { rate: 0.5, geo: false });
  const path = `/api/properties/map?${query([['bbox', bbox], ['zoom', String(zoom)], ...params])}`;
  return { endpoint: 'map', path, filters: count };
}

/** `searches` searches and `maps` viewports of one seed, in a seeded mixed order. */
export function makeDraws(
  catalog: Catalog,
  seed: number,
  counts: { searches: number; maps: number },
): Draw[] {
  const r = randomFrom(seed);
  const filters = filterDrawer(catalog);
  const points = pointPickers(catalog);
  const draws = [
    ...Array.from({ length: counts.searches }, () => search(r, filters)),
    ...Array.from({ length: counts.maps }, () => map(r, filters, points)),
  ];
  // Fisher–Yates: searches and maps arrive interleaved, as from many visitors at once.
  for (let i = draws.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [draws[i], draws[j]] = [draws[j]!, draws[i]!];
  }
  return draws;
}
