import {
  CURRENCY_MINOR_DIGITS,
  type Currency,
  type ListingKind,
  type ListingPurpose,
} from '@afrinest/contract';
import type { Catalog, Place, PlaceLevel } from './catalog';
import { kindWeights, typicalUgx, UGX_PER } from './market';
import { weightedPicker, type Random } from './random';
import { QUERY_WORDS } from './vocabulary';

/**
 * The filters of one drawn search or map request, combined as visitors combine them: each filter
 * is present with its own probability (times `rate`: the map's panel is used less), its values
 * from the market model. `count` is how many filters the request has (sort and page are not).
 */
export interface DrawnFilters {
  params: [string, string][];
  count: number;
}
export interface FilterOptions {
  rate: number;
  /** Searches may ask for a box or a radius; the map's box is its viewport. */
  geo: boolean;
}

/** How often a visitor picks a place at each level of the place picker. */
const LEVEL_WEIGHTS: Record<PlaceLevel, number> = {
  country: 5,
  region: 8,
  subRegion: 4,
  district: 15,
  city: 38,
  area: 30,
};
/** Features by how often visitors tick them; a feature not named here is ticked rarely. */
const FEATURE_POPULARITY: Record<string, number> = {
  parking: 10,
  '24-hour-security': 6,
  'perimeter-wall': 5,
  borehole: 5,
  garden: 4,
  furnished: 4,
  'water-tank': 3,
  'swimming-pool': 3,
  'servants-quarters': 3,
  'solar-power': 2,
  'backup-generator': 2,
};
const SIZE_STEPS: Record<string, number[]> = {
  acres: [0.25, 0.5, 1, 2, 3, 5, 10, 20, 50],
  decimals: [10, 12, 13, 15, 20, 25, 30, 50, 100],
  hectares: [1, 2, 5, 10, 20, 50],
  sqm: [30, 50, 80, 100, 150, 200, 300, 500, 1000, 2000],
  sqft: [300, 500, 1000, 1500, 2000, 3000, 5000],
};

/** An amount as people type it: one or two significant figures. */
function typed(r: Random, amount: number): number {
  const digits = r.chance(0.5) ? 1 : 2;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(amount, 1))) - digits + 1);
  return Math.max(unit, Math.round(amount / unit) * unit);
}

/** Min and max from an ordered list of steps: one end or both, as a filter panel offers. */
function stepRange(r: Random, steps: number[]): { min?: number; max?: number } {
  const i = r.int(0, steps.length - 1);
  const j = r.int(i, steps.length - 1);
  const shape = r.weighted({ both: 40, min: 30, max: 30 });
  if (shape === 'min') return { min: steps[i] };
  if (shape === 'max') return { max: steps[j] };
  return i === j ? { min: steps[i], max: steps[j]! * 2 } : { min: steps[i], max: steps[j] };
}

/**
 * Cities and neighbourhoods with a centre: `busy` in proportion to their listings (where people
 * look most), `any` uniformly (quiet towns too).
 */
export function pointPickers(catalog: Catalog) {
  const located = catalog.places.filter(
    (p) => (p.level === 'city' || p.level === 'area') && p.lat !== null && p.lng !== null,
  );
  return {
    busy: weightedPicker(located, (p) => p.listings),
    any: (r: Random) => r.pick(located),
  };
}

export function filterDrawer(catalog: Catalog) {
  const withListings = catalog.places.filter((p) => p.listings > 0);
  const levelPickers = new Map<PlaceLevel, (r: Random) => Place>();
  for (const level of Object.keys(LEVEL_WEIGHTS) as PlaceLevel[]) {
    const ofLevel = withListings.filter((p) => p.level === level);
    if (ofLevel.length)
      levelPickers.set(
        level,
        weightedPicker(ofLevel, (p) => Math.sqrt(p.listings)),
      );
  }
  const levels = Object.fromEntries(
    [...levelPickers.keys()].map((level) => [level, LEVEL_WEIGHTS[level]]),
  ) as Record<PlaceLevel, number>;
  const anyPlace = catalog.places;
  /** A place from the picker: mostly one with listings, by its size; sometimes any. */
  const place = (r: Random): Place =>
    r.chance(0.05) || levelPickers.size === 0
      ? r.pick(anyPlace)
      : levelPickers.get(r.weighted(levels))!(r);
  const busyPoint = pointPickers(catalog).busy;
  const features = weightedPicker(catalog.features, (f) => FEATURE_POPULARITY[f.slug] ?? 1);

  return (r: Random, options: FilterOptions): DrawnFilters => {
    const params: [string, string][] = [];
    let count = 0;
    const add = (...pairs: [string, string | number][]) => {
      for (const [k, v] of pairs) params.push([k, String(v)]);
      count += 1;
    };
    const maybe = (p: number) => r.chance(p * options.rate);

    const purpose: ListingPurpose | undefined = maybe(0.8)
      ? r.weighted({ SALE: 55, RENT: 45 })
      : undefined;
    if (purpose) add(['purpose', purpose]);
    if (purpose === 'RENT' && r.chance(0.1))
      add(['rentPeriod', r.weighted({ MONTH: 85, DAY: 10, YEAR: 5 })]);

    let kinds: ListingKind[] = [];
    if (maybe(0.6)) {
      const weights = kindWeights(purpose);
      kinds = [r.weighted(weights)];
      if (r.chance(0.25)) {
        const second = r.weighted({ ...weights, [kinds[0]!]: 0 });
        kinds.push(second);
      }
      add(['kind', kinds.join(',')]);
    }
    const homes = kinds.length === 0 || kinds.some((k) => ['house', 'apartment'].includes(k));
    const land = kinds.includes('land');

    if (maybe(homes ? 0.35 : 0.03))
      add(['bedrooms', r.weighted({ 1: 15, 2: 30, 3: 35, 4: 15, 5: 5 })]);
    if (maybe(homes ? 0.2 : 0.03)) add(['bathrooms', r.weighted({ 1: 35, 2: 40, 3: 20, 4: 5 })]);

    let currency: Currency | undefined;
    if (maybe(0.35)) {
      currency = r.weighted({ UGX: 88, USD: 10, KES: 2 });
      const kind = kinds.length ? r.pick(kinds) : purpose === 'RENT' ? 'apartment' : 'house';
      const centre = typicalUgx(kind, purpose ?? 'SALE') * 1.3 * Math.exp(r.normal(0, 0.6));
      const minor = (ugx: number) =>
        typed(r, ugx / UGX_PER[currency!]!) * 10 ** CURRENCY_MINOR_DIGITS[currency!];
      const shape = r.weighted({ max: 45, both: 30, min: 25 });
      const pairs: [string, string | number][] = [['currency', currency]];
      if (shape !== 'max') pairs.push(['priceMin', minor(centre * (0.3 + 0.5 * r.next()))]);
      if (shape !== 'min') pairs.push(['priceMax', minor(centre * (1.2 + 0.8 * r.next()))]);
      add(...pairs);
    } else if (maybe(0.03)) {
      currency = r.weighted({ UGX: 80, USD: 20 });
      add(['currency', currency]);
    }

    let sizeUnit: string | undefined;
    if (maybe(land ? 0.45 : 0.08)) {
      sizeUnit = land
        ? r.weighted({ acres: 40, decimals: 40, hectares: 10, sqm: 10 })
        : r.weighted({ sqm: 80, sqft: 20 });
      const { min, max } = stepRange(r, SIZE_STEPS[sizeUnit]!);
      const pairs: [string, string | number][] = [['sizeUnit', sizeUnit]];
      if (min !== undefined) pairs.push(['sizeMin', min]);
      if (max !== undefined) pairs.push(['sizeMax', max]);
      add(...pairs);
    }
    if (land && maybe(0.04)) {
      // Land compared by price an acre, in shillings.
      const pairs: [string, string | number][] = [
        ['pricePerUnitMax', typed(r, 400_000_000 * Math.exp(r.normal(0, 0.8)))],
      ];
      if (!sizeUnit) pairs.push(['sizeUnit', 'acres']);
      if (!currency) pairs.push(['currency', 'UGX']);
      add(...pairs);
    }
    if (maybe(land ? 0.3 : purpose === 'SALE' && kinds.length === 0 ? 0.03 : 0)) {
      const tenures = ['MAILO', 'FREEHOLD', 'LEASEHOLD', 'CUSTOMARY', 'KIBANJA'];
      add(['tenure', r.sample(tenures, r.chance(0.8) ? 1 : 2).join(',')]);
    }
    if (maybe(land ? 0.15 : 0))
      add(['titleStatus', r.chance(0.8) ? 'TITLED' : 'TITLED,TITLE_IN_PROCESS']);

    if (maybe(0.2)) {
      const n = Number(r.weighted({ 1: 70, 2: 25, 3: 5 }));
      const chosen = new Set<string>();
      for (let i = 0; i < n * 3 && chosen.size < n; i++) chosen.add(features(r).id);
      add(['features', [...chosen].join(',')]);
    }
    if (maybe(0.45)) add(['placeId', place(r).id]);
    if (maybe(0.3)) {
      const words = r.sample(QUERY_WORDS, Number(r.weighted({ 1: 50, 2: 35, 3: 15 })));
      if (r.chance(0.25)) words[words.length - 1] = busyPoint(r).name.toLowerCase();
      add(['q', words.join(' ')]);
    }
    if (options.geo && maybe(0.12)) {
      const at = busyPoint(r);
      const lat = at.lat! + r.normal(0, 0.02);
      const lng = at.lng! + r.normal(0, 0.02);
      if (r.chance(0.5)) {
        const half = r.pick([0.01, 0.02, 0.05, 0.1, 0.25]);
        const f = (x: number) => x.toFixed(5);
        add(['bbox', [lat - half, lng - half, lat + half, lng + half].map(f).join(',')]);
      } else {
        add(
          ['lat', lat.toFixed(5)],
          ['lng', lng.toFixed(5)],
          ['radiusKm', r.weighted({ 1: 10, 2: 20, 3: 20, 5: 25, 10: 15, 20: 7, 50: 3 })],
        );
      }
    }
    return { params, count };
  };
}
