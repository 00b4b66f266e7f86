import type { Currency, ListingKind, ListingPurpose } from '@afrinest/contract';

/**
 * The market the generator writes and the draws ask about: shares of kinds and purposes, room
 * counts, sizes and prices as East African portals show them. One model, so a drawn price range
 * or size range falls where listings are, as a visitor's would.
 */

/** A discrete distribution as a bag of 100 values: a uniform pick from it follows the weights. */
export function bag<T extends string | number>(weights: [T, number][]): T[] {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  return weights.flatMap(([value, w]) => Array<T>(Math.round((100 * w) / total)).fill(value));
}

export interface KindModel {
  /** Share of all listings, in per cent. */
  share: number;
  /** Share of this kind's listings that are for rent. */
  rentShare: number;
  /** Bedrooms (0: none given); null for kinds that have none. */
  bedrooms: number[] | null;
  /** Bathrooms as bedrooms plus this (at least 1), or a count of their own for other kinds. */
  bathroomsOffset?: number[];
  bathrooms?: number[];
  /** Floor area in m²: median and spread (log-normal); null for land. */
  floorM2: [median: number, sigma: number] | null;
  /** UGX at a hub's centre for a typical listing of the kind: sale price, rent a month. */
  sale: number;
  rentMonthly: number;
  rentPeriods: string[];
}

const homeRent = bag([
  ['MONTH', 93],
  ['DAY', 5],
  ['WEEK', 2],
]);
const businessRent = bag([
  ['MONTH', 85],
  ['YEAR', 15],
]);

export const KINDS: Record<ListingKind, KindModel> = {
  house: {
    share: 30,
    rentShare: 0.42,
    bedrooms: bag([
      [2, 10],
      [3, 32],
      [4, 30],
      [5, 17],
      [6, 8],
      [7, 3],
    ]),
    bathroomsOffset: bag([
      [-2, 10],
      [-1, 35],
      [0, 40],
      [1, 15],
    ]),
    floorM2: [220, 0.45],
    sale: 650_000_000,
    rentMonthly: 3_500_000,
    rentPeriods: homeRent,
  },
  apartment: {
    share: 21,
    rentShare: 0.74,
    bedrooms: bag([
      [0, 4],
      [1, 24],
      [2, 38],
      [3, 26],
      [4, 8],
    ]),
    bathroomsOffset: bag([
      [-1, 30],
      [0, 55],
      [1, 15],
    ]),
    floorM2: [95, 0.4],
    sale: 380_000_000,
    rentMonthly: 2_200_000,
    rentPeriods: homeRent,
  },
  room: {
    share: 7,
    rentShare: 0.97,
    bedrooms: [1],
    bathrooms: bag([
      [1, 65],
      [0, 35],
    ]),
    floorM2: [16, 0.3],
    sale: 40_000_000,
    rentMonthly: 350_000,
    rentPeriods: homeRent,
  },
  commercial: {
    share: 6,
    rentShare: 0.7,
    bedrooms: null,
    bathrooms: bag([
      [0, 40],
      [1, 40],
      [2, 20],
    ]),
    floorM2: [80, 1.0],
    sale: 900_000_000,
    rentMonthly: 3_000_000,
    rentPeriods: businessRent,
  },
  office: {
    share: 4,
    rentShare: 0.85,
    bedrooms: null,
    bathrooms: bag([
      [1, 45],
      [2, 35],
      [4, 20],
    ]),
    floorM2: [120, 0.9],
    sale: 1_200_000_000,
    rentMonthly: 4_000_000,
    rentPeriods: businessRent,
  },
  warehouse: {
    share: 2,
    rentShare: 0.65,
    bedrooms: null,
    bathrooms: bag([
      [0, 50],
      [1, 50],
    ]),
    floorM2: [900, 0.8],
    sale: 2_500_000_000,
    rentMonthly: 9_000_000,
    rentPeriods: businessRent,
  },
  land: {
    share: 27,
    rentShare: 0.04,
    bedrooms: null,
    floorM2: null,
    sale: 0, // priced per acre: LAND_UGX_PER_ACRE
    rentMonthly: 0,
    rentPeriods: bag([
      ['YEAR', 80],
      ['MONTH', 20],
    ]),
  },
  hotel: {
    share: 1,
    rentShare: 0.15,
    bedrooms: bag([
      [8, 20],
      [12, 25],
      [20, 25],
      [30, 15],
      [60, 15],
    ]),
    bathroomsOffset: [0],
    floorM2: [1500, 0.7],
    sale: 4_500_000_000,
    rentMonthly: 35_000_000,
    rentPeriods: businessRent,
  },
  building: {
    share: 2,
    rentShare: 0.2,
    bedrooms: null,
    bathrooms: bag([
      [2, 30],
      [4, 40],
      [8, 30],
    ]),
    floorM2: [1200, 0.8],
    sale: 3_500_000_000,
    rentMonthly: 25_000_000,
    rentPeriods: businessRent,
  },
};

/** Land at a hub's centre, UGX an acre; it falls off with the square of the place factor. */
export const LAND_UGX_PER_ACRE = 900_000_000;
/** A yearly land lease costs this share of the land's price. */
export const LAND_LEASE_YEARLY = 0.04;

/** Land listings' units (per cent), the values agents give in each, and W×L ft plots. */
export const LAND_UNITS = bag([
  ['decimals', 38],
  ['ft_plot', 20],
  ['acres', 34],
  ['hectares', 8],
]);
export const DECIMALS = bag([
  [10, 8],
  [12, 10],
  [12.5, 12],
  [13, 10],
  [15, 12],
  [20, 12],
  [25, 12],
  [30, 8],
  [40, 6],
  [50, 6],
  [80, 4],
]);
/** Acres and hectares: log-normal, median and spread. */
export const ACRES: [number, number] = [2, 1.1];
export const HECTARES: [number, number] = [5, 1.2];
export const FT_PLOTS: [width: number, length: number][] = [
  ...Array<[number, number]>(60).fill([50, 100]),
  ...Array<[number, number]>(10).fill([40, 60]),
  ...Array<[number, number]>(10).fill([50, 80]),
  ...Array<[number, number]>(8).fill([60, 100]),
  ...Array<[number, number]>(7).fill([100, 100]),
  ...Array<[number, number]>(5).fill([30, 50]),
];

export const TENURES_UG = bag([
  ['MAILO', 30],
  ['FREEHOLD', 22],
  ['LEASEHOLD', 26],
  ['CUSTOMARY', 10],
  ['KIBANJA', 12],
]);
/** Mailo and kibanja (an occupant's interest on mailo land) are Uganda's alone. */
export const TENURES_ELSEWHERE = bag([
  ['FREEHOLD', 45],
  ['LEASEHOLD', 45],
  ['CUSTOMARY', 10],
]);
export const LEASE_YEARS = bag([
  [49, 35],
  [99, 40],
  [45, 8],
  [30, 7],
  [66, 5],
  [999, 5],
]);
export const TITLES = bag([
  ['TITLED', 65],
  ['TITLE_IN_PROCESS', 22],
  ['UNTITLED', 13],
]);
export const CUSTOMARY_TITLES = bag([
  ['UNTITLED', 70],
  ['TITLE_IN_PROCESS', 20],
  ['TITLED', 10],
]);
export const ACCESS_ROADS = bag([
  ['MURRAM', 52],
  ['TARMAC', 25],
  ['FOOTPATH', 15],
  ['NONE', 8],
]);

/** UGX for one unit of each currency a listing may be priced in (rough, for spread only). */
export const UGX_PER: Partial<Record<Currency, number>> = {
  UGX: 1,
  USD: 3700,
  KES: 28.5,
  TZS: 1.42,
  RWF: 2.6,
  BIF: 1.25,
};
export const LOCAL_CURRENCY: Record<string, Currency> = {
  UG: 'UGX',
  KE: 'KES',
  TZ: 'TZS',
  RW: 'RWF',
  BI: 'BIF',
};
/** Share of listings priced in US dollars: more at the top of the market, more outside Uganda. */
export const USD_SHARE = { uganda: 0.07, elsewhere: 0.18, dearPlaces: 0.2 };

/** Rent per period from the monthly figure. */
export const PERIOD_FACTOR: Record<string, number> = {
  DAY: 1 / 22,
  WEEK: 1 / 3.6,
  MONTH: 1,
  YEAR: 11,
};

/**
 * Where listings gather and what they cost: each hub pulls listings towards it (`pull`) and
 * prices rise near it (`price`), falling off over `reachKm`. Places far from every hub are cheap
 * and sparse.
 */
export const HUBS: { name: string; lat: number; lng: number; pull: number; price: number }[] = [
  { name: 'Kampala', lat: 0.3136, lng: 32.5811, pull: 12, price: 1.0 },
  { name: 'Entebbe', lat: 0.0512, lng: 32.4637, pull: 3, price: 0.8 },
  { name: 'Mukono', lat: 0.3533, lng: 32.7553, pull: 2, price: 0.55 },
  { name: 'Jinja', lat: 0.4244, lng: 33.2042, pull: 2, price: 0.45 },
  { name: 'Mbarara', lat: -0.6072, lng: 30.6545, pull: 1.5, price: 0.4 },
  { name: 'Gulu', lat: 2.7724, lng: 32.2881, pull: 1, price: 0.3 },
  { name: 'Nairobi', lat: -1.2864, lng: 36.8172, pull: 8, price: 1.1 },
  { name: 'Mombasa', lat: -4.0435, lng: 39.6682, pull: 3, price: 0.8 },
  { name: 'Kisumu', lat: -0.0917, lng: 34.768, pull: 1.5, price: 0.5 },
  { name: 'Dar es Salaam', lat: -6.7924, lng: 39.2083, pull: 5, price: 0.9 },
  { name: 'Arusha', lat: -3.3869, lng: 36.683, pull: 2, price: 0.7 },
  { name: 'Mwanza', lat: -2.5164, lng: 32.9175, pull: 1, price: 0.4 },
  { name: 'Kigali', lat: -1.9441, lng: 30.0619, pull: 4, price: 0.9 },
  { name: 'Bujumbura', lat: -3.3614, lng: 29.3599, pull: 1.5, price: 0.5 },
];
export const HUB_REACH_KM = 12;

/** Feature shares by kind (per listing); '*' for the kinds not named. Unlisted features: 3 %. */
export const FEATURE_SHARES: Record<string, Partial<Record<ListingKind | '*', number>>> = {
  parking: { house: 0.7, apartment: 0.65, commercial: 0.5, office: 0.7, hotel: 0.8, '*': 0.2 },
  'perimeter-wall': { house: 0.55, land: 0.12, '*': 0.2 },
  '24-hour-security': { house: 0.35, apartment: 0.6, office: 0.5, hotel: 0.7, '*': 0.2 },
  garden: { house: 0.45, apartment: 0.15, hotel: 0.5, '*': 0.03 },
  'swimming-pool': { house: 0.05, apartment: 0.08, hotel: 0.4, '*': 0 },
  borehole: { house: 0.12, land: 0.06, hotel: 0.2, '*': 0.03 },
  'water-tank': { house: 0.4, apartment: 0.3, room: 0.2, '*': 0.15 },
  'solar-power': { house: 0.18, apartment: 0.1, '*': 0.05 },
  'backup-generator': { apartment: 0.35, office: 0.45, hotel: 0.7, building: 0.4, '*': 0.04 },
  furnished: { apartment: 0.25, room: 0.2, house: 0.08, hotel: 0.9, '*': 0 },
  'servants-quarters': { house: 0.3, '*': 0 },
  lift: { apartment: 0.12, office: 0.35, building: 0.35, hotel: 0.4, '*': 0 },
};

/** Kinds a visitor pairs with a purpose, by how often they ask for them. */
export function kindWeights(purpose: ListingPurpose | undefined): Record<ListingKind, number> {
  const out = {} as Record<ListingKind, number>;
  for (const [kind, m] of Object.entries(KINDS) as [ListingKind, KindModel][])
    out[kind] =
      m.share * (purpose === 'RENT' ? m.rentShare : purpose === 'SALE' ? 1 - m.rentShare : 1);
  return out;
}

/** A typical UGX price of a kind and purpose at a hub (a month for rent). */
export function typicalUgx(kind: ListingKind, purpose: ListingPurpose): number {
  const m = KINDS[kind];
  if (kind === 'land')
    return purpose === 'RENT'
      ? (LAND_UGX_PER_ACRE * 0.25 * LAND_LEASE_YEARLY) / 12
      : LAND_UGX_PER_ACRE * 0.25;
  return purpose === 'RENT' ? m.rentMonthly : m.sale;
}
