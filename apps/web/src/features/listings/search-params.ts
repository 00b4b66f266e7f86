import {
  AREA_UNITS,
  CURRENCIES,
  CURRENCY_MINOR_DIGITS,
  LISTING_KINDS,
  LISTING_PURPOSES,
  LISTING_SORTS,
  RENT_PERIODS,
  TENURES,
  TITLE_STATUSES,
  type AreaUnit,
  type Currency,
  type ListingKind,
  type ListingPurpose,
  type ListingSort,
  type RentPeriod,
  type Tenure,
  type TitleStatus,
} from '@afrinest/contract';

/**
 * A listing search as the address bar keeps it (issue 6: "filters kept in the URL so a search can
 * be shared"). Plain code, no zod: this runs on budgeted public pages. Anything unknown in a URL
 * is dropped rather than sent, so an old or hand-edited link still shows results.
 *
 * Prices are in minor units in the URL and the API (UGX: shillings; USD: cents), like the
 * contract; the filter form shows major units and converts with `majorToMinor`.
 */
export interface ListingSearch {
  q?: string;
  kind: ListingKind[];
  purpose?: ListingPurpose;
  rentPeriod?: RentPeriod;
  priceMin?: number;
  priceMax?: number;
  currency?: Currency;
  bedrooms?: number;
  bathrooms?: number;
  sizeMin?: number;
  sizeMax?: number;
  sizeUnit?: AreaUnit;
  /** Minor units per `sizeUnit` (UGX per acre). */
  pricePerUnitMin?: number;
  pricePerUnitMax?: number;
  tenure: Tenure[];
  titleStatus: TitleStatus[];
  features: string[];
  placeId?: string;
  /** The chosen place's name, kept beside its id so a shared link shows it without a lookup. */
  placeName?: string;
  /** The map's box "south,west,north,east" (the map page keeps it so a link opens the same view). */
  bbox?: string;
  sort: ListingSort;
  page: number;
  pageSize: number;
  /** List of cards or the map of the same search. */
  view: 'list' | 'map';
}

/** The search pages have no point to measure from, so every order but `distance`. */
export const SEARCH_SORTS = LISTING_SORTS.filter(
  (sort): sort is Exclude<ListingSort, 'distance'> => sort !== 'distance',
);
export const SEARCH_PAGE_SIZE = 12;
/** Page sizes offered: a multiple of 1, 2, 3 and 4 columns keeps every grid row full. */
export const PAGE_SIZES = [12, 24, 48] as const;
const BBOX = /^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const emptySearch = (): ListingSearch => ({
  kind: [],
  tenure: [],
  titleStatus: [],
  features: [],
  sort: 'newest',
  page: 1,
  pageSize: SEARCH_PAGE_SIZE,
  view: 'list',
});

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** "a,b" and repeated keys alike; only known values, each once. */
function listOf<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: (v: string) => v is T,
) {
  const values = params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(allowed);
  return [...new Set(values)];
}
const inList =
  <T extends string>(list: readonly T[]) =>
  (v: string): v is T =>
    (list as readonly string[]).includes(v);
const isUuid = (v: string): v is string => UUID.test(v);

/** A whole number ≥ 0 (counts, minor units), else undefined. */
function wholeNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}
/** A size ≥ 0 with decimals ("0.5" acres), else undefined. */
function decimalNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** "south,west,north,east" with south ≤ north and west ≤ east inside the world, else undefined. */
function validBox(value: string | null): string | undefined {
  if (!value || !BBOX.test(value)) return undefined;
  const [s, w, n, e] = value.split(',').map(Number) as [number, number, number, number];
  const inWorld =
    Math.abs(s) <= 90 && Math.abs(n) <= 90 && Math.abs(w) <= 180 && Math.abs(e) <= 180;
  return inWorld && s <= n && w <= e ? value : undefined;
}

/**
 * Prices of sales and rents are not compared (issue 39): sorted by price, a search is always of
 * one purpose, as on Rightmove and Property24 — buying, unless the person picked renting.
 */
export const isPriceSort = (sort: ListingSort) => sort === 'price_asc' || sort === 'price_desc';
const onePurposeForPrice = (s: ListingSearch): ListingSearch =>
  isPriceSort(s.sort) && !s.purpose ? { ...s, purpose: 'SALE' } : s;

/** The address bar → a search (unknown values dropped). */
export function parseSearch(params: URLSearchParams): ListingSearch {
  const page = wholeNumber(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 200);
  const placeId = params.get('placeId') ?? '';
  return onePurposeForPrice({
    q: q || undefined,
    kind: listOf(params, 'kind', inList(LISTING_KINDS)),
    purpose: oneOf(LISTING_PURPOSES, params.get('purpose')),
    rentPeriod: oneOf(RENT_PERIODS, params.get('rentPeriod')),
    priceMin: wholeNumber(params.get('priceMin')),
    priceMax: wholeNumber(params.get('priceMax')),
    currency: oneOf(CURRENCIES, params.get('currency')),
    bedrooms: wholeNumber(params.get('bedrooms')),
    bathrooms: wholeNumber(params.get('bathrooms')),
    sizeMin: decimalNumber(params.get('sizeMin')),
    sizeMax: decimalNumber(params.get('sizeMax')),
    sizeUnit: oneOf(AREA_UNITS, params.get('sizeUnit')),
    pricePerUnitMin: wholeNumber(params.get('pricePerUnitMin')),
    pricePerUnitMax: wholeNumber(params.get('pricePerUnitMax')),
    tenure: listOf(params, 'tenure', inList(TENURES)),
    titleStatus: listOf(params, 'titleStatus', inList(TITLE_STATUSES)),
    features: listOf(params, 'features', isUuid),
    placeId: isUuid(placeId) ? placeId : undefined,
    placeName: isUuid(placeId) ? params.get('placeName')?.slice(0, 200) || undefined : undefined,
    bbox: validBox(params.get('bbox')),
    sort: oneOf(SEARCH_SORTS, params.get('sort')) ?? 'newest',
    page: page && page > 1 ? page : 1,
    pageSize:
      PAGE_SIZES.find((size) => size === wholeNumber(params.get('pageSize'))) ?? SEARCH_PAGE_SIZE,
    view: params.get('view') === 'map' ? 'map' : 'list',
  });
}

/** The filters as query pairs, defaults left out so links stay short; lists comma-joined. */
function filterPairs(s: ListingSearch): [string, string][] {
  const pairs: [string, string | number | undefined][] = [
    ['q', s.q],
    ['kind', s.kind.join(',')],
    ['purpose', s.purpose],
    ['rentPeriod', s.purpose === 'SALE' ? undefined : s.rentPeriod],
    ['priceMin', s.priceMin],
    ['priceMax', s.priceMax],
    ['bedrooms', s.bedrooms],
    ['bathrooms', s.bathrooms],
    ['sizeMin', s.sizeMin],
    ['sizeMax', s.sizeMax],
    ['pricePerUnitMin', s.pricePerUnitMin],
    ['pricePerUnitMax', s.pricePerUnitMax],
    ['tenure', s.tenure.join(',')],
    ['titleStatus', s.titleStatus.join(',')],
    ['features', s.features.join(',')],
    ['placeId', s.placeId],
    ['bbox', s.bbox],
  ];
  const priced = [s.priceMin, s.priceMax, s.pricePerUnitMin, s.pricePerUnitMax].some(
    (v) => v !== undefined,
  );
  const sized = [s.sizeMin, s.sizeMax, s.pricePerUnitMin, s.pricePerUnitMax].some(
    (v) => v !== undefined,
  );
  // A currency or unit alone changes nothing; with a bound it says what the bound means.
  if (priced) pairs.push(['currency', s.currency]);
  if (sized) pairs.push(['sizeUnit', s.sizeUnit]);
  return pairs
    .filter((p): p is [string, string | number] => p[1] !== undefined && p[1] !== '')
    .map(([k, v]) => [k, String(v)]);
}

/** A search → the address bar (what a shared link carries). */
export function toSearchParams(s: ListingSearch): URLSearchParams {
  const params = new URLSearchParams(filterPairs(s));
  if (s.placeId && s.placeName) params.set('placeName', s.placeName);
  if (s.sort !== 'newest') params.set('sort', s.sort);
  if (s.page > 1) params.set('page', String(s.page));
  if (s.pageSize !== SEARCH_PAGE_SIZE) params.set('pageSize', String(s.pageSize));
  if (s.view === 'map') params.set('view', 'map');
  return params;
}

/** A search → the query of GET /api/properties (or /api/plots): filters, order, page. */
export function toApiQuery(s: ListingSearch): Record<string, string> {
  return {
    ...Object.fromEntries(filterPairs(s)),
    sort: s.sort,
    page: String(s.page),
    pageSize: String(s.pageSize),
  };
}

/** A search → the filters of GET /api/properties/map (no order, no page; the box comes apart). */
export const toMapFilters = (s: ListingSearch): Record<string, string> =>
  Object.fromEntries(filterPairs(s).filter(([k]) => k !== 'bbox'));

/** How many filters are set (the phone's "Filters (3)" button). */
export function activeFilterCount(s: ListingSearch): number {
  const pairs = filterPairs(s).filter(([k]) => !['currency', 'sizeUnit', 'bbox'].includes(k));
  return pairs.length;
}

/** Changes filters: any change other than the page itself goes back to page 1. */
export function withFilters(s: ListingSearch, patch: Partial<ListingSearch>): ListingSearch {
  return onePurposeForPrice({ ...s, page: 1, ...patch });
}

/** The same view (list or map, page size, the map's box), every filter cleared. */
export const clearedSearch = (s: ListingSearch): ListingSearch => ({
  ...emptySearch(),
  pageSize: s.pageSize,
  view: s.view,
  bbox: s.bbox,
});

/**
 * Digits after the point in a currency's major unit (UGX 0, USD 2): ISO 4217, from the
 * contract's table, so reading a shared search's price range needs no Intl formatter (ADR 0028).
 */
export function minorDigits(currency: string): number {
  return CURRENCY_MINOR_DIGITS[currency as keyof typeof CURRENCY_MINOR_DIGITS] ?? 2;
}

/**
 * What someone typed in major units ("1,500,000", "12.5") → whole minor units, exactly (text is
 * split at the point, never multiplied as a float: 0.29 USD is 29 cents, not 28.999…).
 * Undefined for empty or unreadable text.
 */
export function majorToMinor(text: string, currency: string): number | undefined {
  const cleaned = text.replace(/[\s,_]/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return undefined;
  const digits = minorDigits(currency);
  const [whole = '', fraction = ''] = cleaned.split('.');
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const roundUp = Number(fraction.charAt(digits) || '0') >= 5 ? 1 : 0;
  const minor = Number(`${whole || '0'}${kept}`) + roundUp;
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/**
 * Money as it is typed, grouped in thousands with commas ("1000000000" → "1,000,000,000",
 * "1234.5" → "1,234.5"): anything but digits and the first point is dropped. Commas, not the
 * visitor's locale: `majorToMinor` reads the text back, and the drawn page needs no Intl.
 */
export function groupDigits(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length ? `${grouped}.${rest.join('')}` : grouped;
}

/** Minor units → the major-unit text a form field shows ("1500000", "12.5"). */
export function minorToMajor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  const whole = text.slice(0, -digits);
  const fraction = text.slice(-digits).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
