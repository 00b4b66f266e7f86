import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  SEARCH_TOTAL_CAP,
  toSquareMetres,
  type GeoLevel,
  type ListingSort,
  type ListingStatus,
} from '@afrinest/contract';
import { prepared, rowsOf, type Db } from '../../platform/db/client';
import { literal, literals } from '../../platform/db/literal';
import { selectList } from '../../platform/db/select-list';
import { agencies } from '../agencies/agencies.schema';
import { users } from '../users/users.schema';
import { cardJson } from './listings-card-json';
import { listings, type CoverPhoto } from './listings.schema';
import type { FeatureFields } from './listings.dto';
import type { ListingDtoRow } from './listings.repository';
import { bandsWithin } from './price-bands';
import { sizeBandsWithin } from './size-bands';

const EARTH_KM = 6371;

/** What a search or a map may filter on (the contract's query, already parsed). */
export interface ListingWhere {
  q?: string;
  kind: string[];
  purpose?: string;
  rentPeriod?: string;
  priceMin?: number;
  priceMax?: number;
  currency?: string;
  bedrooms?: number;
  bathrooms?: number;
  sizeMin?: number;
  sizeMax?: number;
  sizeUnit: 'sqm' | 'sqft' | 'acres' | 'hectares' | 'decimals';
  /** Minor units per `sizeUnit` (UGX per acre): only listings with a size can match. */
  pricePerUnitMin?: number;
  pricePerUnitMax?: number;
  tenure: string[];
  titleStatus: string[];
  features: string[];
  placeId?: string;
  /** The level whose column holds `placeId` exactly, when known (see LEVEL_COLUMNS). */
  placeLevel?: GeoLevel;
  agencyId?: string;
  agentId?: string;
  bbox?: { south: number; west: number; north: number; east: number };
  lat?: number;
  lng?: number;
  radiusKm?: number;
}
/** A search: the filters plus its order and page. */
export interface ListingFilters extends ListingWhere {
  sort: ListingSort;
  page: number;
  pageSize: number;
}
/** Who is looking: the public sees ACTIVE listings of public agencies; managers any status. */
export interface ListingScope {
  statuses?: ListingStatus[];
  /** Only agencies in public view (ACTIVE), checked in SQL on the small agency table. */
  publicAgenciesOnly?: boolean;
  /** Only this agency's listings (the agent area). */
  agencyId?: string;
}

/** The words of a text search: lower case, punctuation dropped. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Words → a prefix tsquery ("kolo hou" → 'kolo':* & 'hou':*), punctuation dropped. */
export function prefixQuery(text: string): string | null {
  const words = wordsOf(text);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

/** Characters of a word kept in `search_stems` (listing_search_stems(), migration 0013). */
const STEM = 4;

/**
 * The text filter: every word begins a word of the title, description or place names
 * (`search_vector @@ prefixQuery`). In the GIN index of `search_vector` a prefix is a partial
 * match, which first collects every listing of every lexeme it begins ('house':* gathers the
 * bench's 280,000 houses before "ntinda" narrows them), so the words are looked up in the index
 * of `search_stems` instead (migration 0013): a word of four or more plain letters and digits is
 * the one exact entry of its first four characters there (GIN intersects exact entries without
 * collecting them), shorter ones are prefixes of those stems. Only plain ASCII words: JavaScript
 * and PostgreSQL lower-case them alike and the parser keeps each as one lexeme, so the stems of
 * every listing the prefix query finds hold them. Where the stems do not say it all (a word longer
 * than four characters, a short word beside long ones) the prefix query is checked on the rows
 * the stems found, as a filter (`is true` keeps it off the indexes); beside any other word it stays
 * indexable too. `row` is that check alone, for a read that walks another index.
 */
function textMatch(text: string): { indexed: SQL; row: SQL } | null {
  const tsq = prefixQuery(text);
  if (!tsq) return null;
  const full = sql`${listings.searchVector} @@ to_tsquery('simple', ${tsq})`;
  const row = sql`(${full}) is true`;
  const words = wordsOf(text);
  const ascii = words.filter((w) => /^[a-z0-9]+$/.test(w));
  const long = ascii.filter((w) => w.length >= STEM);
  const short = ascii.filter((w) => w.length < STEM);
  const stems = long.length
    ? [...new Set(long.map((w) => `'${w.slice(0, STEM)}'`))]
    : short.map((w) => `'${w}':*`);
  if (!stems.length) return { indexed: full, row };
  const byStems = sql`${listings.searchStems} @@ to_tsquery('simple', ${stems.join(' & ')})`;
  // Any other word stays in an index too: its prefixes may be rare where the ASCII words' are not.
  if (ascii.length < words.length) return { indexed: sql`${byStems} and ${full}`, row };
  const whole = long.length === 0 || (short.length === 0 && long.every((w) => w.length === STEM));
  return { indexed: whole ? byStems : sql`${byStems} and ${row}`, row };
}

/**
 * The listing's agency is in public view. A hashed subplan on the small agency table, evaluated
 * once per statement: no id-list round trip before the query. Every public read uses it.
 */
export const inPublicAgency = () =>
  sql`${listings.agencyId} not in (select ${agencies.id} from ${agencies}
    where ${agencies.status} <> 'ACTIVE')`;

const ids = (list: string[]) =>
  sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The column of a listing that holds its place, for each level with a newest index of its own
 * (migrations 0017, 0018; the same ids as `place_ids`). A search whose `placeLevel` is one of
 * these filters on that column and reads that index; any other (a country, a sub-region, a
 * level not given) on `place_ids` (GIN), as before. The service leaves the level out for an area
 * with areas inside (Ntinda lies in Nakawa, and `area_id` holds the deepest area only).
 */
const LEVEL_COLUMNS: Partial<Record<GeoLevel, AnyColumn>> = {
  region: listings.regionId,
  district: listings.districtId,
  city: listings.cityId,
  area: listings.areaId,
};
const inPlace = (placeId: string, level: GeoLevel | undefined): SQL => {
  const column = level && LEVEL_COLUMNS[level];
  return column
    ? sql`${column} = ${placeId}`
    : sql`${listings.placeIds} @> array[${placeId}]::uuid[]`;
};

/** Kilometres from `point` to (lat, lng) on a sphere (haversine), as SQL. */
const haversine = (
  point: { lat: number; lng: number },
  lat: SQL | AnyColumn,
  lng: SQL | AnyColumn,
) =>
  sql`(2 * ${EARTH_KM} * asin(sqrt(
        power(sin(radians(${lat} - ${point.lat}) / 2), 2)
        + cos(radians(${point.lat})) * cos(radians(${lat}))
          * power(sin(radians(${lng} - ${point.lng}) / 2), 2))))`;

const RAD = Math.PI / 180;

/** cos φ0 · cos φ at its smallest within `angle` (radians) of the point's latitude φ0. */
const lowestCosProduct = (point: { lat: number }, angle: number) =>
  Math.cos(point.lat * RAD) * Math.cos(Math.abs(point.lat) * RAD + angle);

/**
 * The box a radius search reads first (its rows must also lie within the radius): every point
 * within `km` by the search's haversine distance, as `boxAround` in SQL, widened by 1e-9
 * (relative and in degrees) against rounding. The latitude reach is the angle itself; from
 * hav(d) = hav(Δφ) + cos φ0 cos φ hav(Δλ), the longitude reach has Δφ = 0 and the box's smallest
 * cos φ; the whole circle of longitudes near a pole. (It was km / 111.32 km a degree, 0.11 %
 * short of the radius north and south.)
 */
function radiusBox(point: { lat: number; lng: number }, km: number) {
  const widen = (deg: number) => deg * (1 + 1e-9) + 1e-9;
  const angle = km / EARTH_KM;
  const dLat = widen(angle / RAD);
  const cosProduct = lowestCosProduct(point, angle);
  const room = Math.sin(angle / 2) ** 2 * (1 + 1e-9);
  const dLng =
    cosProduct <= 1e-12 || room >= cosProduct
      ? 180
      : Math.min(180, widen((2 * Math.asin(Math.sqrt(room / cosProduct))) / RAD));
  return {
    south: point.lat - dLat,
    north: point.lat + dLat,
    west: point.lng - dLng,
    east: point.lng + dLng,
  };
}

/**
 * The radius (degrees, on the plane of longitude and latitude) of a circle around `point` holding
 * every point within `km` of it by the haversine distance, or null where none is used (near a
 * pole, a `box` (the radius's) across ±180° or a quarter of the globe wide). From hav(d) = hav(Δφ) + cos φ0 cos φ
 * hav(Δλ), with sin²(x/2) ≥ (x/2)²(1 − x²/24)² ≥ k (x/2)² for x up to m (the box's larger reach)
 * and cos φ0 cos φ ≥ c (the box's smallest): a point within the radius r has Δφ² + c Δλ² ≤ r²/k,
 * so Δφ² + Δλ² ≤ r² / (k c). Widened by 1e-9 against rounding. A box of a radius beside a town
 * holds the town in its corners: a 15 km radius beside Kampala 24,008 listings, its circle 5,939.
 */
function radiusCircle(
  point: { lat: number; lng: number },
  km: number,
  box: ReturnType<typeof radiusBox>,
): number | null {
  const angle = km / EARTH_KM;
  const reach = (box.east - point.lng) * RAD;
  const c = lowestCosProduct(point, angle);
  if (c <= 1e-12 || reach >= Math.PI / 2 || box.west < -180 || box.east > 180) return null;
  const m = Math.max(angle, reach);
  const k = (1 - (m * m) / 24) ** 2;
  return (angle / Math.sqrt(k * c) / RAD) * (1 + 1e-9) + 1e-9;
}

/** A listing's position as a point (x = longitude), as `listing_public_geo_idx` holds it. */
const geoPoint = sql`point(${listings.longitude}, ${listings.latitude})`;

/**
 * A search's size range in m², as its SQL compares it. A tiny tolerance: 0.5 acres typed in a
 * filter equals 0.5 acres stored, whatever the float.
 */
export function sizeBoundsM2(f: Pick<ListingWhere, 'sizeMin' | 'sizeMax' | 'sizeUnit'>) {
  const m2 = (value: number) => toSquareMetres({ unit: f.sizeUnit, value });
  return {
    min: f.sizeMin === undefined ? undefined : m2(f.sizeMin) - 1e-6,
    max: f.sizeMax === undefined ? undefined : m2(f.sizeMax) + 1e-6,
  };
}

/**
 * The WHERE of a search, shared by the result list and the map (listings-map.repository.ts) so
 * both apply exactly the same filters and visibility. A radius is first a bounding box (index on
 * latitude, longitude), then the haversine distance; `distance` is that distance (null without a
 * point) for sorting.
 */
export function listingsWhere(f: ListingWhere, scope: ListingScope) {
  const l = listings;
  const where: SQL[] = [sql`${l.deletedAt} is null`];
  if (scope.statuses?.length) where.push(sql`${l.status} in (${literals(scope.statuses)})`);
  if (scope.publicAgenciesOnly) where.push(inPublicAgency());
  if (scope.agencyId) where.push(sql`${l.agencyId} = ${scope.agencyId}`);
  const text = f.q ? textMatch(f.q) : null;
  if (f.kind.length) where.push(sql`${l.kind} in (${literals(f.kind)})`);
  if (f.purpose) where.push(sql`${l.purpose} = ${literal(f.purpose)}`);
  if (f.rentPeriod) where.push(sql`${l.rentPeriod} = ${literal(f.rentPeriod)}`);
  if (f.currency) where.push(sql`${l.currency} = ${literal(f.currency)}`);
  if (f.priceMin !== undefined) where.push(sql`${l.priceAmount} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) where.push(sql`${l.priceAmount} <= ${f.priceMax}`);
  if (f.bedrooms !== undefined) where.push(sql`${l.bedrooms} >= ${f.bedrooms}`);
  if (f.bathrooms !== undefined) where.push(sql`${l.bathrooms} >= ${f.bathrooms}`);
  const m2 = (value: number) => toSquareMetres({ unit: f.sizeUnit, value });
  const size = sizeBoundsM2(f);
  const sizeRange = [
    ...(size.min !== undefined ? [sql`${l.sizeM2} >= ${size.min}`] : []),
    ...(size.max !== undefined ? [sql`${l.sizeM2} <= ${size.max}`] : []),
  ];
  // Price per unit = price / size in the unit; compared as price against bound × size, so a
  // listing without a size never matches and 300M for exactly 1 acre equals 300M per acre.
  const perUnit = (bound: number) => sql`${bound}::float8 * ${l.sizeM2} / ${m2(1)}::float8`;
  if (f.pricePerUnitMin !== undefined || f.pricePerUnitMax !== undefined)
    where.push(sql`${l.sizeM2} > 0`);
  if (f.pricePerUnitMin !== undefined)
    where.push(sql`${l.priceAmount} >= ${perUnit(f.pricePerUnitMin)} * (1 - 1e-12)`);
  if (f.pricePerUnitMax !== undefined)
    where.push(sql`${l.priceAmount} <= ${perUnit(f.pricePerUnitMax)} * (1 + 1e-12)`);
  if (f.tenure.length) where.push(sql`${l.tenure} in (${literals(f.tenure)})`);
  if (f.titleStatus.length) where.push(sql`${l.titleStatus} in (${literals(f.titleStatus)})`);
  if (f.features.length)
    where.push(sql`(select count(*) from listing_feature lf
      where lf.listing_id = ${l.id} and lf.feature_id in (${ids(f.features)})) = ${f.features.length}`);
  if (f.placeId) where.push(inPlace(f.placeId, f.placeLevel));
  if (f.agencyId) where.push(sql`${l.agencyId} = ${f.agencyId}`);
  if (f.agentId) where.push(sql`${l.agentId} = ${f.agentId}`);
  // The area again as a box of points, for `byArea` below (`<@` compares exactly, edges included,
  // as `between` does: the same rows).
  const areaBoxes: SQL[] = [];
  const inBox = (b: { south: number; west: number; north: number; east: number }) =>
    sql`${geoPoint} <@ box(point(${b.west}, ${b.south}), point(${b.east}, ${b.north}))`;
  if (f.bbox) {
    where.push(sql`${l.latitude} between ${f.bbox.south} and ${f.bbox.north}
      and ${l.longitude} between ${f.bbox.west} and ${f.bbox.east}`);
    areaBoxes.push(inBox(f.bbox));
  }

  const point = f.lat !== undefined && f.lng !== undefined ? { lat: f.lat, lng: f.lng } : null;
  const distance = point ? haversine(point, l.latitude, l.longitude) : sql`null::float8`;
  if (point && f.radiusKm !== undefined) {
    const box = radiusBox(point, f.radiusKm);
    const { south, north, west, east } = box;
    where.push(sql`${l.latitude} between ${south} and ${north}
      and ${l.longitude} between ${west} and ${east}
      and ${distance} <= ${f.radiusKm}`);
    areaBoxes.push(inBox({ south, north, west, east }));
    const circle = radiusCircle(point, f.radiusKm, box);
    // Also a circle of points (`<@ circle`, which the point GiST index serves): the box's
    // corners are not read.
    if (circle !== null)
      areaBoxes.push(
        sql`${geoPoint} <@ circle(point(${point.lng}::float8, ${point.lat}::float8), ${circle}::float8)`,
      );
  }
  // The size range and the text go last, each said its way by the variants below.
  const and = (size: SQL[], textMatched?: SQL) =>
    sql.join([...where, ...size, ...(textMatched ? [textMatched] : [])], sql` and `);
  const condition = and(sizeRange, text?.indexed);
  /** The same rows, the text checked on each row rather than looked up in an index. */
  const unindexedText = text ? and(sizeRange, text.row) : condition;
  /**
   * The same rows, the box or radius also said as points in a box, so that PostgreSQL reads an
   * area's rows through the point GiST index (`listing_public_geo_idx`, index-only for the
   * public) instead of the btree on latitude and longitude, which walks the whole band of
   * latitude across the map and checks each longitude: a box west of Kampala read all of
   * Kampala's entries (its count of 7,479 listings: 13.7 → 2.9 ms). For counts and for an area's
   * own rows; a walk of a sort's index keeps `condition`, whose box it checks in the entries it
   * walks.
   */
  const byArea = areaBoxes.length ? sql.join([condition, ...areaBoxes], sql` and `) : condition;
  /**
   * The same rows, the size range checked on each entry an index gives, so that a walk of a
   * newest-first index is not traded for sorting every match of the range (`tenuresPage`): inside
   * `coalesce(…, false)` the range is no index's condition, and PostgreSQL guesses that it keeps
   * half the entries (as a range it guessed 159 of 2,975 plots, and the walk looked as if it read
   * the whole index for twenty rows). `not (… or …)` is turned back into the range by the planner.
   */
  const sizeChecked = and(
    sizeRange.length ? [sql`coalesce(${sql.join(sizeRange, sql` and `)}, false)`] : [],
    text?.indexed,
  );
  return { condition, unindexedText, byArea, sizeChecked, distance, point };
}

/**
 * Below this many matches a box or radius search sorts the area's own rows for its page rather
 * than walk the sort's index (`fewOrManyPage`). The walk reads about (page size × listings / n)
 * index entries to fill a page, the area about n rows and their sort keys; on the bench's
 * million listings and a page of 20 they cost about the same near 2,000. Plots of given tenures
 * (`tenuresPage`) choose between walking each tenure's newest index and sorting by the same
 * number: a walk reads about page size × the tenure's plots / its matches entries.
 */
export const FEW_IN_AREA = 2000;

/**
 * A public search of plots of given tenures, newest first, on its first pages (at most 100 rows
 * deep: a walk reads about that many rows times the tenure's plots over its matches), without
 * text, box or radius (their own ways come first): `tenuresPage`.
 */
const walksTenures = (f: ListingFilters, scope: ListingScope) =>
  isPublicScope(scope) &&
  f.sort === 'newest' &&
  f.kind.length === 1 &&
  f.kind[0] === 'land' &&
  f.tenure.length > 0 &&
  !f.q &&
  !f.bbox &&
  f.radiusKm === undefined &&
  f.page * f.pageSize <= 100;

/** Smaller circles tried before the search's own radius (none: the whole map) when sorting by distance. */
const distanceRings = (radiusKm: number | undefined): number[] =>
  radiusKm === undefined ? [2, 16, 128] : [radiusKm / 16, radiusKm / 4];

/** Whether a search filters on `fields` only: any other field with a value, a future one too, says no. */
const filtersOnly = (f: ListingFilters, fields: string[]) =>
  Object.entries(f).every(
    ([key, value]) =>
      fields.includes(key) ||
      ['sort', 'page', 'pageSize', 'sizeUnit', 'placeLevel'].includes(key) ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && value.length === 0),
  );
const GEO_FIELDS = ['bbox', 'lat', 'lng', 'radiusKm'];

/**
 * The public searches whose statement may keep a generic plan (ADR 0030): their values other
 * than prices are written into the statement (`literal`), and the plan of a price range does not
 * depend on its bounds; nor does a place's, read from its level's column and newest index (with
 * kind and purpose at most: its total comes from `listing_place_count`). Measured on the bench's
 * million listings: a search by a place through `place_ids`, a box, a radius, text or size planned
 * once for all ran 2–6 times slower, so those are planned each time (but for plots of given
 * tenures by size, whose statement `tenuresPage` shapes so that its plan fits every size).
 */
const genericPlanFits = (f: ListingFilters, scope: ListingScope) =>
  isPublicScope(scope) &&
  f.sort !== 'distance' &&
  (filtersOnly(f, ['kind', 'purpose', 'rentPeriod', 'currency', 'priceMin', 'priceMax']) ||
    (!!f.placeLevel && filtersOnly(f, ['placeId', 'kind', 'purpose'])));

/** The public's view (ACTIVE listings of agencies in public view), which the count tables hold. */
const isPublicScope = (scope: ListingScope) =>
  !!scope.publicAgenciesOnly &&
  !scope.agencyId &&
  scope.statuses?.length === 1 &&
  scope.statuses[0] === 'ACTIVE';

/** The kind and purpose filters on a kept table aliased `c` (grid cells, search counts). */
const kindAndPurpose = (f: Pick<ListingWhere, 'kind' | 'purpose'>): SQL[] => [
  ...(f.kind.length ? [sql`c.kind in (${literals(f.kind)})`] : []),
  ...(f.purpose ? [sql`c.purpose = ${literal(f.purpose)}`] : []),
];

/** The key of `listing_place_count` that every public listing counts under (migration 0015). */
const EVERYWHERE = '00000000-0000-0000-0000-000000000000';

/**
 * The exact total of a public search by place, kind and purpose alone (none of them required),
 * capped, from `listing_place_count` (ADR 0029) as SQL, or null when the table cannot say (any
 * other field with a value, a future one too, turns it off). A few rows instead of counting up
 * to SEARCH_TOTAL_CAP listings: a city's 10,000 took 20 ms on 1,000,000 listings.
 */
export function placeCount(f: ListingFilters, scope: ListingScope): SQL | null {
  if (!isPublicScope(scope) || !filtersOnly(f, ['placeId', 'kind', 'purpose'])) return null;
  const where = [sql`c.place_id = ${f.placeId ?? EVERYWHERE}::uuid`, ...kindAndPurpose(f)];
  return sql`(select least(coalesce(sum(c.n), 0), ${literal(SEARCH_TOTAL_CAP)})::int
    from listing_place_count c where ${sql.join(where, sql` and `)})`;
}

/**
 * The exact total of a public search by kind, purpose and a price range in one currency (the
 * bounds optional), capped, as SQL, or null when the table cannot say (ADR 0029): the listings of
 * the price bands wholly inside the range are summed from `listing_price_count`, and only those
 * priced in the two partial bands at its ends are counted (`condition` narrowed to them, through
 * the price indexes). Any other field with a value turns it off, as for `placeCount`.
 */
export function priceCount(f: ListingFilters, scope: ListingScope, condition: SQL): SQL | null {
  const fields = ['kind', 'purpose', 'currency', 'priceMin', 'priceMax'];
  if (!isPublicScope(scope) || !f.currency || !filtersOnly(f, fields)) return null;
  const bands = bandsWithin(f.priceMin, f.priceMax);
  if (!bands) return null;
  const where = [
    sql`c.currency = ${literal(f.currency)}`,
    sql`c.band >= ${bands.from}`,
    ...kindAndPurpose(f),
  ];
  if (bands.to !== undefined) where.push(sql`c.band < ${bands.to}`);
  const banded = sql`(select coalesce(sum(c.n), 0) from listing_price_count c
    where ${sql.join(where, sql` and `)})`;
  return bandedCount(banded, condition, listings.priceAmount, bands, f.priceMin, f.priceMax);
}

/**
 * The exact total of a public search by a size range (either bound) with kind, purpose, tenure
 * and title status at most, capped, as SQL, or null when the table cannot say (ADR 0029,
 * amendment of 2026-11-27): as `priceCount`, the bands wholly inside the range from
 * `listing_size_count`, the listings of the two partial bands at its ends counted live (through
 * the land and size indexes). The plots page's common search: on the bench's million listings,
 * MAILO or FREEHOLD of 4–6 acres counted 5,779 index entries (4 ms).
 */
export function sizeCount(f: ListingFilters, scope: ListingScope, condition: SQL): SQL | null {
  const counted = sizeCountBands(f, scope);
  if (!counted) return null;
  const { size, bands } = counted;
  const where = [sql`c.band >= ${bands.from}::float8`, ...kindAndPurpose(f)];
  if (bands.to !== undefined) where.push(sql`c.band < ${bands.to}::float8`);
  if (f.tenure.length) where.push(sql`c.tenure in (${literals(f.tenure)})`);
  if (f.titleStatus.length) where.push(sql`c.title_status in (${literals(f.titleStatus)})`);
  const banded = sql`(select coalesce(sum(c.n), 0) from listing_size_count c
    where ${sql.join(where, sql` and `)})`;
  return bandedCount(banded, condition, listings.sizeM2, bands, size.min, size.max);
}

/** The size range and its bands wholly inside when `listing_size_count` gives the total, else null. */
function sizeCountBands(f: ListingFilters, scope: ListingScope) {
  const fields = ['kind', 'purpose', 'tenure', 'titleStatus', 'sizeMin', 'sizeMax'];
  if (!isPublicScope(scope) || !filtersOnly(f, fields)) return null;
  const size = sizeBoundsM2(f);
  if (size.min === undefined && size.max === undefined) return null;
  const bands = sizeBandsWithin(size.min, size.max);
  return bands ? { size, bands } : null;
}

/**
 * A total from a count table's bands wholly inside a range, [from, to), plus the matches in the
 * two partial bands at the range's ends, [min, from) and [to, max], counted live; capped.
 */
function bandedCount(
  banded: SQL,
  condition: SQL,
  column: AnyColumn,
  bands: { from: number; to?: number },
  min: number | undefined,
  max: number | undefined,
): SQL {
  const live = (edge: SQL) => sql`(select count(*) from
    (select 1 from ${listings} where ${condition} and ${edge} limit ${literal(SEARCH_TOTAL_CAP)}) edge)`;
  // An end that starts or stops on a band's edge has no partial band to count.
  const edges = [
    ...((min ?? 0) < bands.from ? [live(sql`${column} < ${bands.from}`)] : []),
    ...(bands.to !== undefined && max !== undefined && bands.to <= max
      ? [live(sql`${column} >= ${bands.to}`)]
      : []),
  ];
  return sql`least(${sql.join([banded, ...edges], sql` + `)}, ${literal(SEARCH_TOTAL_CAP)})::int`;
}

/**
 * The listings of the map's grid (listing_map_cell, ADR 0014) in the cells wholly inside a public
 * search's area, as SQL, or null when the grid cannot say: only for the public scope, a box or a
 * radius (or both), and no other filter than kind and purpose (any other field with a value, a
 * future one too, turns it off). The grid counts exactly the public listings of each cell (ACTIVE,
 * not deleted, agency ACTIVE: its triggers and the bench's rebuild), so these cells' sum is at
 * most the search's matches: a lower bound, which settles a capped total without counting
 * listings. A cell is inside when its edges, widened by 1e-9° against rounding in the grid's
 * floor(lat / cell), lie in the area's box and, with a radius, its four corners are nearer than
 * the radius by a margin: along a parallel the distance grows with the longitude gap and along a
 * meridian it is convex this far from the poles (|lat| ≤ 60°, radius ≤ 500 km), so no point of
 * the cell is farther than a corner. Cells are at most an eighth of the area's smaller side (the
 * grid's zoom 13 at most): a few hundred grid rows, about a millisecond.
 */
export function gridLowerBound(f: ListingFilters, scope: ListingScope): SQL | null {
  if (!isPublicScope(scope) || !filtersOnly(f, [...GEO_FIELDS, 'kind', 'purpose'])) return null;
  const point = f.lat !== undefined && f.lng !== undefined ? { lat: f.lat, lng: f.lng } : null;
  const areas = [
    ...(f.bbox ? [f.bbox] : []),
    ...(point && f.radiusKm !== undefined ? [radiusBox(point, f.radiusKm)] : []),
  ];
  if (!areas.length) return null;
  const south = Math.max(...areas.map((a) => a.south));
  const north = Math.min(...areas.map((a) => a.north));
  const west = Math.max(...areas.map((a) => a.west));
  const east = Math.min(...areas.map((a) => a.east));
  const side = Math.min(north - south, east - west);
  if (!(side > 0) || west < -180 || east > 180 || Math.max(-south, north) > 60) return null;
  const zoom = Math.min(13, Math.max(1, Math.ceil(Math.log2((8 * 84.375) / side))));
  const cell = ((360 / 2 ** zoom) * 60) / 256; // listing_map_cell_deg(zoom), the same float
  const [cy0, cy1] = [Math.floor(south / cell), Math.floor(north / cell)];
  const [cx0, cx1] = [Math.floor(west / cell), Math.floor(east / cell)];
  if ((cy1 - cy0 + 1) * (cx1 - cx0 + 1) > 4000) return null;
  const deg = sql`listing_map_cell_deg(${zoom}::int)`;
  const edges = {
    south: sql`(c.cy * ${deg} - 1e-9)`,
    north: sql`((c.cy + 1) * ${deg} + 1e-9)`,
    west: sql`(c.cx * ${deg} - 1e-9)`,
    east: sql`((c.cx + 1) * ${deg} + 1e-9)`,
  };
  const where = [
    sql`c.zoom = ${zoom}`,
    sql`c.cy between ${cy0} and ${cy1} and c.cx between ${cx0} and ${cx1}`,
    sql`${edges.south} >= ${south}::float8 and ${edges.north} <= ${north}::float8`,
    sql`${edges.west} >= ${west}::float8 and ${edges.east} <= ${east}::float8`,
    ...kindAndPurpose(f),
  ];
  if (point && f.radiusKm !== undefined) {
    const within = f.radiusKm - Math.max(f.radiusKm * 1e-9, 1e-9);
    for (const lat of [edges.south, edges.north])
      for (const lng of [edges.west, edges.east])
        where.push(sql`${haversine(point, lat, lng)} <= ${within}::float8`);
  }
  return sql`select coalesce(sum(c.n), 0)::int as n from listing_map_cell c
    where ${sql.join(where, sql` and `)}`;
}

/**
 * A box around `point` holding every listing within `km` of it by the search's haversine
 * distance, as SQL over `km` (a value computed in SQL). The latitude reach is the angle itself;
 * the longitude reach follows from hav(d) = hav(Δφ) + cos φ0 cos φ hav(Δλ) with
 * cos φ ≥ cos(|φ0| + d), and is the whole circle of longitudes near a pole or across ±180°. Both
 * are widened by 1e-9 (relative and in degrees) against rounding: the box may hold a few more
 * listings, never fewer.
 */
function boxAround(point: { lat: number; lng: number }, km: SQL) {
  const angle = sql`(${km} / ${EARTH_KM}::float8)`;
  const cosLat = Math.cos((point.lat * Math.PI) / 180);
  const dLat = sql`(degrees(${angle}) * 1.000000001 + 1e-9)`;
  const cosFar = sql`cos(radians(abs(${point.lat}::float8)) + ${angle})`;
  const dLng = sql`(case when ${cosFar} <= 1e-12 or ${cosLat}::float8 <= 1e-12 then 360::float8
    else degrees(2 * asin(least(1, sqrt(power(sin(${angle} / 2), 2) / (${cosLat}::float8 * ${cosFar})))))
      * 1.000000001 + 1e-9 end)`;
  const [lng, lat] = [sql`${point.lng}::float8`, sql`${point.lat}::float8`];
  const wraps = sql`(${lng} - ${dLng} < -180 or ${lng} + ${dLng} > 180)`;
  return sql`box(
    point(case when ${wraps} then -180 else ${lng} - ${dLng} end, ${lat} - ${dLat}),
    point(case when ${wraps} then 180 else ${lng} + ${dLng} end, ${lat} + ${dLat}))`;
}

/**
 * What a search reads of each listing: all a listing's DTO is made from ('full': the agent and
 * admin lists), or a result card's JSON ('cards': the public search, whose answers are
 * summaries, ADR 0025, written by PostgreSQL, ADR 0032).
 */
export type Shape = 'full' | 'cards';

/**
 * A public result card read by the search: its JSON as PostgreSQL wrote it (`cardJson`), and
 * what the service adds to it (`withCardExtras`).
 */
export interface CardRow {
  card: string;
  /** The deepest place of its location, whose names geography gives. */
  placeId: string | null;
  coverPhoto: CoverPhoto | null;
  featuredUntil: Date | null;
  distanceKm: number | null;
}

/** What a listing card needs besides the row, joined in the page query. */
export type SearchRow = ListingDtoRow & {
  distanceKm: number | null;
  agency: { id: string; name: string; slug: string } | null;
  agent: { id: string; name: string } | null;
  features: FeatureFields[];
};

/**
 * The search in SQL, so paging, sorting and distance happen on the server (ADR 0014): one
 * statement for the page with its agency, agent and features joined and its capped count beside
 * it (one round trip; the total is read from the count, or from the page when that is not full). A text search and a nearest-first public search
 * take their own ways: `textPage` and `nearestPage`.
 */
export function createListingsSearchRepository(db: Db) {
  const l = listings;
  // The columns the DTOs are made from: the tsvectors and the place chain's ids and names are
  // several times the size of the rest of a row, and parsing them cost the API more than
  // anything else it does for a search.
  const {
    searchVector: _searchVector,
    searchStems: _searchStems,
    placeIds: _placeIds,
    placeNames: _placeNames,
    ...dtoColumns
  } = getTableColumns(l);
  const featuresOfRow = sql<FeatureFields[] | string>`coalesce((
    select json_agg(json_build_object('id', f.id, 'name', f.name, 'slug', f.slug,
      'category', f.category, 'active', f.active) order by f.name)
    from listing_feature lf join feature f on f.id = lf.feature_id
    where lf.listing_id = ${l.id}), '[]'::json)`;
  const agentNameOfRow = sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${l.agentId})`;
  /**
   * What a page reads of each listing, written out once (ADR 0031): for the agent and admin
   * lists every column a listing's DTO is made from, with its agency, agent and features; for a
   * public result card (ADR 0025) the card's JSON as PostgreSQL writes it (ADR 0032: `cardJson`)
   * and the few values the service adds to it.
   */
  const lists = {
    full: {
      listing: selectList(dtoColumns),
      joined: selectList({
        agencyName: agencies.name,
        agencySlug: agencies.slug,
        agentName: agentNameOfRow,
        features: featuresOfRow,
      }),
    },
    cards: selectList({
      card: sql<string>`${cardJson.text}`,
      // `deepestPlaceId` (listings.dto.ts) said in SQL: the deepest level that is set.
      placeId: sql<string | null>`coalesce(${l.areaId}, ${l.cityId}, ${l.districtId},
        ${l.subRegionId}, ${l.regionId}, ${l.countryId})`,
      coverPhoto: l.coverPhoto,
      featuredUntil: l.featuredUntil,
    }),
  };
  /**
   * Listings whose ids `ids` selects, in the order asked, with their agency, read as `shape`
   * says; with `total` (a scalar count, evaluated once), each row carries it too. `isPrepared`:
   * sent as a prepared statement that PostgreSQL may plan once for all runs (ADR 0030; only
   * where `genericPlanFits`). `counted`: the statement begins with `with counted as (…)`, a
   * capped count that `ids` and `total` may both read (`fewOrManyPage`).
   */
  async function listingRows(
    ids: SQL,
    order: SQL,
    distance: SQL,
    shape: Shape,
    { total = sql`null`, isPrepared = false, counted }: RowsOptions = {},
  ) {
    const list =
      shape === 'cards'
        ? lists.cards.sql
        : sql`${lists.full.listing.sql}, ${lists.full.joined.sql}`;
    const head = counted ? sql`with counted as materialized (select ${counted} as n) ` : sql``;
    const statement = sql`${head}select ${list}, ${distance} as "distanceKm", ${total} as "total"
      from ${l} inner join ${agencies} on ${agencies.id} = ${l.agencyId}
      where ${l.id} in (${ids}) order by ${order}`;
    const result = await db.execute(isPrepared ? prepared(statement) : statement);
    return rowsOf<
      Record<string, unknown> & { distanceKm: number | string | null; total: number | null }
    >(result);
  }
  type Found = Awaited<ReturnType<typeof listingRows>>;
  interface RowsOptions {
    total?: SQL;
    isPrepared?: boolean;
    counted?: SQL;
  }
  /**
   * One page of a condition in the order asked, with what the cards need joined. The page's ids
   * come first (index-only where an index covers the filter, offset rows never read from the
   * table), then only those rows are read.
   */
  function pageOf(
    condition: SQL,
    order: SQL,
    distance: SQL,
    f: ListingFilters,
    shape: Shape,
    options?: RowsOptions,
  ) {
    return listingRows(
      sql`select ${l.id} from ${l} where ${condition}
        order by ${order} limit ${literal(f.pageSize)} offset ${literal((f.page - 1) * f.pageSize)}`,
      order,
      distance,
      shape,
      options,
    );
  }

  /**
   * A search in a box or a radius, in any order but distance: its capped count first, then the
   * page the way that count says is cheaper. PostgreSQL guesses that a box holds a thousandth of
   * the listings, so it walks the sort's index checking the box on each entry until the page is
   * full; a box with a few listings (over a lake, a forest, the edge of a town) then walks all of
   * the index (on the bench's million listings, an empty box: 33 ms). Under FEW_IN_AREA matches
   * the page is sorted from the area's own rows (read through the point index), otherwise the
   * sort's index is walked as before. Both ways sit in one statement behind the count (a one-time
   * filter each: the other way never runs), with the count as the total.
   */
  function fewOrManyPage(
    where: ReturnType<typeof listingsWhere>,
    order: SQL,
    f: ListingFilters,
    shape: Shape,
    count: SQL,
  ) {
    const { condition, byArea, distance } = where;
    const n = sql`(select counted.n from counted)`;
    const page = sql`order by ${order} limit ${literal(f.pageSize)} offset ${literal((f.page - 1) * f.pageSize)}`;
    // `offset 0` keeps the area's rows a subquery of their own, read whole before the sort.
    const few = sql`select ${l.id} from (select * from ${l} where ${byArea} offset 0) ${l}
      where ${n} < ${literal(FEW_IN_AREA)} ${page}`;
    const many = sql`select ${l.id} from ${l} where ${condition} and ${n} >= ${literal(FEW_IN_AREA)} ${page}`;
    return listingRows(sql`(${few}) union all (${many})`, order, distance, shape, {
      total: n,
      counted: count,
    });
  }

  /**
   * Plots of one or more tenures, newest first (the plots page's search, first pages): its capped
   * count first, then the page the way that count says is cheaper. PostgreSQL underestimates a
   * land size range (land sizes and floor areas share `size_m2`, and their ranges do not mix: 159
   * of 2,975 plots guessed for MAILO of 3–5 acres on the bench), so it sorted every match read
   * through `listing_public_land_idx`; and `listing_public_land_newest_idx` orders one tenure
   * only, so two tenures were sorted too. From FEW_IN_AREA matches on, each tenure's newest index
   * is walked for the page's rows, the size checked on its entries (`sizeChecked`), and the walks
   * are merged; below, the matches are sorted as before. Both ways sit in one statement behind
   * the count, as in `fewOrManyPage`. Its plan does not depend on the sizes' values (each way
   * reads the one index it can), so with its total from `listing_size_count` the statement is
   * prepared (ADR 0030): planning it took 3 ms, longer than running it. Measured on the bench's
   * million listings, MAILO or FREEHOLD of 4–6 acres (5,779 plots): the page 4.3 → 0.3 ms, the
   * whole statement 1.4 ms planning and 8 ms running → 1.6 ms running a generic plan.
   */
  function tenuresPage(
    where: ReturnType<typeof listingsWhere>,
    order: SQL,
    f: ListingFilters,
    shape: Shape,
    count: SQL,
    { isPrepared }: { isPrepared: boolean },
  ) {
    const n = sql`(select counted.n from counted)`;
    const page = sql`order by ${order} limit ${literal(f.pageSize)} offset ${literal((f.page - 1) * f.pageSize)}`;
    const few = sql`select ${l.id} from ${l} where ${where.condition} and ${n} < ${literal(FEW_IN_AREA)} ${page}`;
    const walks = [...new Set(f.tenure)].map(
      (tenure) => sql`(select ${l.id}, ${l.publishedAt}, ${l.createdAt} from ${l}
        where ${where.sizeChecked} and ${l.tenure} = ${literal(tenure)} and ${n} >= ${literal(FEW_IN_AREA)}
        order by ${order} limit ${literal(f.page * f.pageSize)})`,
    );
    const many = sql`select ${l.id} from (${sql.join(walks, sql` union all `)}) ${l} ${page}`;
    return listingRows(sql`(${few}) union all (${many})`, order, where.distance, shape, {
      total: n,
      counted: count,
      isPrepared,
    });
  }

  /**
   * A text search reads its matches once. They come from the GIN index in the table's order, so
   * neither a sorted page nor the count can stop early on them: up to SEARCH_TOTAL_CAP matches
   * are read into a CTE with the sort's columns, which gives the total and, under the cap, the
   * page itself (the matches are not read a second time for the page). At the cap the text is
   * common (on the bench, 10,000 of a million listings or more): the first pages walk the sort's
   * own index checking the text on each row (`unindexedText`), far fewer rows than sorting ten
   * thousand matches or more; deeper pages are left to the planner.
   */
  async function textPage(
    where: ReturnType<typeof listingsWhere>,
    order: SQL,
    f: ListingFilters,
    shape: Shape,
  ): Promise<{ found: Found; total: number }> {
    const offset = (f.page - 1) * f.pageSize;
    const atCap = offset + f.pageSize <= 100 ? where.unindexedText : where.condition;
    const sortColumns = {
      newest: sql`${l.publishedAt}, ${l.createdAt}`,
      price_asc: sql`${l.priceAmount}`,
      price_desc: sql`${l.priceAmount}`,
      size_asc: sql`${l.sizeM2}`,
      size_desc: sql`${l.sizeM2}`,
      distance: sql`${l.latitude}, ${l.longitude}`,
    }[f.sort];
    const head = await db.execute(sql`with matched as materialized (
        select ${l.id}, ${sortColumns} from ${l} where ${where.condition} limit ${literal(SEARCH_TOTAL_CAP)}),
      counted as (select count(*)::int as n from matched)
      select counted.n, case when counted.n < ${literal(SEARCH_TOTAL_CAP)}
        then array(select ${l.id}::text from matched ${l}
          order by ${order} limit ${literal(f.pageSize)} offset ${literal(offset)})
        else array(select ${l.id}::text from ${l} where ${atCap}
          order by ${order} limit ${literal(f.pageSize)} offset ${literal(offset)}) end as ids
      from counted`);
    const [first] = rowsOf<{ n: number; ids: string[] | string }>(head);
    const n = first?.n ?? 0;
    const pageIds = typeof first?.ids === 'string' ? parseTextArray(first.ids) : (first?.ids ?? []);
    const found = pageIds.length
      ? await listingRows(
          sql.join(
            pageIds.map((id) => sql`${id}`),
            sql`, `,
          ),
          order,
          where.distance,
          shape,
        )
      : [];
    return { found, total: Math.min(n, SEARCH_TOTAL_CAP) };
  }

  /**
   * Nearest first for the public, from `listing_public_geo_idx` (migration 0013). The public
   * listings nearest to the point by the index's own distance (degrees on a plane, `<->`: a KNN
   * walk, which stops when it has enough) are read until K of them match the search (K = offset
   * + page size; at most `reach` listings are read); the farthest of those K by the search's
   * distance is a radius h. The true first K are all within h (those K are), so a box holding the
   * circle of h holds the page, which is then read and sorted exactly. The box is null (no rows,
   * the caller goes on with its rings) when the walk did not find K. Both reads start from the
   * public rows of the index alone (the OFFSET 0 and LIMIT keep the planner from merging the
   * search's filters in, which made it trade the walk for a bitmap of every listing of a kind).
   */
  function nearestPage(
    where: ReturnType<typeof listingsWhere>,
    point: { lat: number; lng: number },
    order: SQL,
    f: ListingFilters,
    shape: Shape,
    total?: SQL,
  ) {
    const k = f.page * f.pageSize;
    const reach = Math.max(1000, 10 * k);
    const publicRows = sql`${l.deletedAt} is null and ${l.status} = 'ACTIVE'`;
    // A search by place alone needs only what the index holds (its rows are public by its
    // predicate): read from the index alone, and a radius's box (`<@`, edges included)
    // ends the walk where the radius does. Any other filter reads the listings' rows (and no
    // box: the planner, which guesses a box holds a thousandth of the rows, would trade the walk
    // for sorting every listing in it).
    const narrow = filtersOnly(f, GEO_FIELDS);
    const columns = narrow
      ? sql`${l.id}, ${l.agencyId}, ${l.latitude}, ${l.longitude},
          null::timestamptz as deleted_at, 'ACTIVE'::text as status`
      : sql`*`;
    const box = narrow && f.radiusKm !== undefined ? radiusBox(point, f.radiusKm) : null;
    const inBox = box
      ? sql` and ${geoPoint} <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`
      : sql``;
    const nearest = sql`select ${where.distance} as d from (select ${columns} from ${l}
        where ${publicRows}${inBox}
        order by ${geoPoint} <-> point(${point.lng}::float8, ${point.lat}::float8)
        limit ${literal(reach)}) ${l}
      where ${where.condition} limit ${literal(k)}`;
    const ring = sql`(select case when count(k.d) = ${literal(k)} then ${boxAround(point, sql`max(k.d)`)} end
      from (${nearest}) k)`;
    const inRing = sql`(select ${columns} from ${l} where ${publicRows} and ${geoPoint} <@ ${ring}
      offset 0) ${l}`;
    return listingRows(
      sql`select ${l.id} from ${inRing} where ${where.condition}
        order by ${order} limit ${literal(f.pageSize)} offset ${literal((f.page - 1) * f.pageSize)}`,
      order,
      where.distance,
      shape,
      { total },
    );
  }

  /** A page of the search in `shape`, each row with its distance in km (or null), and its capped total. */
  async function find(f: ListingFilters, scope: ListingScope, shape: Shape) {
    const where = listingsWhere(f, scope);
    const { distance, point } = where;
    // The id breaks ties (a stable order across pages) in the sort's own direction, so that a
    // descending sort reads the same index backwards instead of sorting again (ADR 0025).
    // `created_at` is never null: "nulls last" only says it as the newest-first indexes hold
    // it, so that they give the whole order without an incremental sort.
    const order = {
      newest: sql`${l.publishedAt} desc nulls last, ${l.createdAt} desc nulls last, ${l.id}`,
      price_asc: sql`${l.priceAmount} asc, ${l.id} asc`,
      price_desc: sql`${l.priceAmount} desc, ${l.id} desc`,
      size_asc: sql`${l.sizeM2} asc nulls last, ${l.id} asc`,
      size_desc: sql`${l.sizeM2} desc nulls last, ${l.id} desc`,
      distance: sql`${distance} asc nulls last, ${l.id}`,
    }[f.sort];
    let found: Found | undefined;
    let total: number | undefined;
    if (f.sort === 'distance' && point) {
      let rings = distanceRings(f.radiusKm);
      if (publicPoints(scope)) {
        // The capped total rides along (one round trip), counted once the page has a row.
        const count = cappedCount(where, f, scope);
        const rows = await nearestPage(where, point, order, f, shape, count);
        if (rows.length === f.pageSize) found = rows;
        // A radius alone that did not give K listings holds few: read them all at once.
        else if (f.radiusKm !== undefined && filtersOnly(f, GEO_FIELDS)) rings = [];
      }
      // Nearest first, ring by ring: a full page inside a circle is the nearest page of all
      // (every listing outside is farther), so the sort reads the few listings near the point,
      // through the point index (`byArea`: a circle's band of latitude holds a whole country's).
      if (!found)
        for (const ring of rings) {
          const near = listingsWhere({ ...f, radiusKm: ring }, scope).byArea;
          const rows = await pageOf(near, order, distance, f, shape);
          if (rows.length === f.pageSize) {
            found = rows;
            break;
          }
        }
    } else if (f.q && where.condition !== where.unindexedText) {
      ({ found, total } = await textPage(where, order, f, shape));
    }
    if (!found && f.sort !== 'distance' && (f.bbox || (point && f.radiusKm !== undefined)))
      found = await fewOrManyPage(where, order, f, shape, cappedCount(where, f, scope));
    if (!found && walksTenures(f, scope))
      found = await tenuresPage(where, order, f, shape, cappedCount(where, f, scope), {
        isPrepared: sizeCountBands(f, scope) !== null,
      });
    if (!found) {
      // The page and its capped total in one statement: one round trip instead of two. When
      // the page is not full, the count reads no more rows than the page did. A search with an
      // area gets here sorted by distance only, which sorts all the area's rows: they are read
      // through the point index (`byArea`; without an area it is `condition`). An empty radius
      // near Kampala read 1,819 pages of the latitude btree (18 ms).
      found = await pageOf(where.byArea, order, distance, f, shape, {
        total: cappedCount(where, f, scope),
        isPrepared: genericPlanFits(f, scope),
      });
    }
    if (found[0]?.total != null) total ??= Number(found[0].total);
    const offset = (f.page - 1) * f.pageSize;
    // A page that is not full ends the matches: its position is the total, whatever a count
    // kept in a table says (the page and its total never disagree).
    if (found.length < f.pageSize && (found.length > 0 || f.page === 1))
      total = Math.min(offset + found.length, SEARCH_TOTAL_CAP);
    total ??= await countUpToCap(where, f, scope);
    // Kilometres to two decimals, as every distance the API sends.
    const km = (d: number | string | null) =>
      point && d != null ? Math.round(Number(d) * 100) / 100 : null;
    return { found: found.map((r) => ({ row: r, distanceKm: km(r.distanceKm) })), total };
  }

  return {
    /** A page of listings with what their DTOs need (the agent and admin lists). */
    async rows(
      f: ListingFilters,
      scope: ListingScope,
    ): Promise<{ rows: SearchRow[]; total: number }> {
      const { found, total } = await find(f, scope, 'full');
      return {
        rows: found.map(({ row, distanceKm }) => {
          const listing = lists.full.listing.decode(row);
          const r = lists.full.joined.decode(row);
          return {
            ...listing,
            distanceKm,
            agency: { id: listing.agencyId, name: r.agencyName, slug: r.agencySlug },
            agent:
              listing.agentId && r.agentName ? { id: listing.agentId, name: r.agentName } : null,
            features:
              typeof r.features === 'string'
                ? (JSON.parse(r.features) as FeatureFields[])
                : r.features,
          };
        }),
        total,
      };
    },
    /** A page of public result cards, each its JSON as PostgreSQL wrote it (ADR 0032). */
    async cards(
      f: ListingFilters,
      scope: ListingScope,
    ): Promise<{ cards: CardRow[]; total: number }> {
      const { found, total } = await find(f, scope, 'cards');
      return {
        cards: found.map(({ row, distanceKm }) => ({ ...lists.cards.decode(row), distanceKm })),
        total,
      };
    },
  };

  /**
   * Counted up to the cap: past it, counting every match costs more than the page itself. A
   * search by place, kind and purpose alone reads its total from `listing_place_count`
   * (`placeCount`), one by kind, purpose and price in a currency mostly from
   * `listing_price_count` (`priceCount`), one by a size range with kind, purpose, tenure and
   * title status mostly from `listing_size_count` (`sizeCount`). Otherwise a lower bound from the map's grid
   * (`gridLowerBound`) that reaches the cap settles it first: a city's radius or box then reads
   * a few hundred grid rows instead of ten thousand listings.
   */
  async function countUpToCap(
    where: ReturnType<typeof listingsWhere>,
    f: ListingFilters,
    scope: ListingScope,
  ): Promise<number> {
    const counted = await db.execute(sql`select ${cappedCount(where, f, scope)} as n`);
    return rowsOf<{ n: number }>(counted)[0]?.n ?? 0;
  }

  /**
   * The capped count as a scalar SQL expression (for its own statement or a page's). Counted
   * through `byArea`: a box's or radius's rows from the point GiST index.
   */
  function cappedCount(
    where: ReturnType<typeof listingsWhere>,
    f: ListingFilters,
    scope: ListingScope,
  ): SQL {
    const condition = where.byArea;
    const kept =
      placeCount(f, scope) ?? priceCount(f, scope, condition) ?? sizeCount(f, scope, condition);
    if (kept) return kept;
    const live = sql`(select count(*)::int from
      (select 1 from ${l} where ${condition} limit ${literal(SEARCH_TOTAL_CAP)}) matched)`;
    const lowerBound = gridLowerBound(f, scope);
    // Both as subqueries of one expression: the live count runs only when the grid falls short.
    return lowerBound
      ? sql`(case when (${lowerBound}) >= ${literal(SEARCH_TOTAL_CAP)}
          then ${literal(SEARCH_TOTAL_CAP)}::int else ${live} end)`
      : live;
  }
}

/**
 * The scope reads ACTIVE rows only (never deleted ones), the rows `listing_public_geo_idx`
 * holds; lists of other statuses sorted by distance keep the rings.
 */
const publicPoints = (scope: ListingScope) =>
  scope.statuses?.length === 1 && scope.statuses[0] === 'ACTIVE';

/** A PostgreSQL text[] literal ({a,b}) of ids (no quotes or commas inside) as an array. */
const parseTextArray = (value: string): string[] =>
  value === '{}' ? [] : value.replace(/^\{|\}$/g, '').split(',');

export type ListingsSearch = ReturnType<typeof createListingsSearchRepository>;
