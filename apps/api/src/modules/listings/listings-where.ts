/**
 * What a search filters on and its WHERE in SQL, shared by the result list, the counts and the
 * map (listings-map.repository.ts), so all apply exactly the same filters and visibility.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  toSquareMetres,
  type GeoLevel,
  type ListingSort,
  type ListingStatus,
} from '@afrinest/contract';
import { literal, literals } from '../../platform/db/literal';
import { agencies } from '../agencies/agencies.schema';
import { geoPoint, haversine, radiusBox, radiusCircle } from './listings-geo';
import { listings } from './listings.schema';

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
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

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
  /** The box or radius as ranges of latitude and longitude (and the distance). */
  const area: SQL[] = [];
  const inBox = (b: { south: number; west: number; north: number; east: number }) =>
    sql`${geoPoint} <@ box(point(${b.west}, ${b.south}), point(${b.east}, ${b.north}))`;
  if (f.bbox) {
    area.push(sql`${l.latitude} between ${f.bbox.south} and ${f.bbox.north}
      and ${l.longitude} between ${f.bbox.west} and ${f.bbox.east}`);
    areaBoxes.push(inBox(f.bbox));
  }

  const point = f.lat !== undefined && f.lng !== undefined ? { lat: f.lat, lng: f.lng } : null;
  const distance = point ? haversine(point, l.latitude, l.longitude) : sql`null::float8`;
  if (point && f.radiusKm !== undefined) {
    const box = radiusBox(point, f.radiusKm);
    const { south, north, west, east } = box;
    area.push(sql`${l.latitude} between ${south} and ${north}
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
  const and = (size: SQL[], textMatched?: SQL, areaAs = area) =>
    sql.join([...where, ...areaAs, ...size, ...(textMatched ? [textMatched] : [])], sql` and `);
  const condition = and(sizeRange, text?.indexed);
  // The area checked on each row an index gives, never read from the btree of latitude and
  // longitude (inside `coalesce(…, false)` a range is no index's condition, as in `sizeChecked`).
  const areaChecked = area.map((range) => sql`coalesce(${range}, false)`);
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
   * For a plan made without the area's values (a generic plan, ADR 0030), the same rows with the
   * area checked on each row an index gives: `byAreaChecked` reads the area from the point GiST
   * index only, `areaWalked` only walks a sort's index. Not knowing the box, a generic plan read
   * a dense area from the btree of latitude and longitude and sorted it: all 133,132 listings of
   * Kampala's band of latitude for twenty.
   */
  const byAreaChecked = areaBoxes.length
    ? sql.join([and(sizeRange, text?.indexed, areaChecked), ...areaBoxes], sql` and `)
    : condition;
  const areaWalked = area.length ? and(sizeRange, text?.indexed, areaChecked) : condition;
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
  return {
    condition,
    unindexedText,
    byArea,
    byAreaChecked,
    areaWalked,
    sizeChecked,
    distance,
    point,
  };
}

/** Whether a search filters on `fields` only: any other field with a value, a future one too, says no. */
export const filtersOnly = (f: ListingFilters, fields: string[]) =>
  Object.entries(f).every(
    ([key, value]) =>
      fields.includes(key) ||
      ['sort', 'page', 'pageSize', 'sizeUnit', 'placeLevel'].includes(key) ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && value.length === 0),
  );
export const GEO_FIELDS = ['bbox', 'lat', 'lng', 'radiusKm'];

/** The public's view (ACTIVE listings of agencies in public view), which the count tables hold. */
export const isPublicScope = (scope: ListingScope) =>
  !!scope.publicAgenciesOnly &&
  !scope.agencyId &&
  scope.statuses?.length === 1 &&
  scope.statuses[0] === 'ACTIVE';
