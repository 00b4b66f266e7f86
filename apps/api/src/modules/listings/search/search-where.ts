/**
 * What a search filters on and its WHERE, shared by the result list, its count and the map, so
 * all three apply the same filters and visibility (docs/search.md). Every value is a parameter.
 */
import { sql, type SQL } from 'drizzle-orm';
import { toSquareMetres, type ListingSort, type ListingStatus } from '@afrinest/contract';
import { agencies } from '../../agencies/agencies.schema';
import { listings as l } from '../listings.schema';
import { haversine, radiusBox } from './geo';

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
  /** Only agencies in public view (ACTIVE). */
  publicAgenciesOnly?: boolean;
  /** Only this agency's listings (the agent area). */
  agencyId?: string;
}

/** The words of a text search: lower case, punctuation dropped. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Words → a prefix tsquery ("kolo hou" → 'kolo':* & 'hou':*): every word begins a word of the
 * title, description or place names. Only letters and digits reach it, so no tsquery syntax can.
 */
export function prefixQuery(text: string): string | null {
  const words = wordsOf(text);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

/** The listing's agency is in public view: a hashed subplan on the small agency table. */
export const inPublicAgency = () =>
  sql`${l.agencyId} not in (select ${agencies.id} from ${agencies}
    where ${agencies.status} <> 'ACTIVE')`;

/** A list as one array parameter: `= any(…)` keeps one statement text whatever its length. */
const anyOf = (values: string[]) => sql`any(${sql.param(values)}::text[])`;

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

/** The conditions of the filters themselves (no visibility, no area). */
function filterConditions(f: ListingWhere): SQL[] {
  const where: SQL[] = [];
  if (f.kind.length) where.push(sql`${l.kind} = ${anyOf([...new Set(f.kind)])}`);
  if (f.purpose) where.push(sql`${l.purpose} = ${f.purpose}`);
  if (f.rentPeriod) where.push(sql`${l.rentPeriod} = ${f.rentPeriod}`);
  if (f.currency) where.push(sql`${l.currency} = ${f.currency}`);
  if (f.priceMin !== undefined) where.push(sql`${l.priceAmount} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) where.push(sql`${l.priceAmount} <= ${f.priceMax}`);
  if (f.bedrooms !== undefined) where.push(sql`${l.bedrooms} >= ${f.bedrooms}`);
  if (f.bathrooms !== undefined) where.push(sql`${l.bathrooms} >= ${f.bathrooms}`);
  const size = sizeBoundsM2(f);
  if (size.min !== undefined) where.push(sql`${l.sizeM2} >= ${size.min}`);
  if (size.max !== undefined) where.push(sql`${l.sizeM2} <= ${size.max}`);
  // Price per unit = price / size in the unit; compared as price against bound × size, so a
  // listing without a size never matches and 300M for exactly 1 acre equals 300M per acre.
  const unitM2 = toSquareMetres({ unit: f.sizeUnit, value: 1 });
  const perUnit = (bound: number) => sql`${bound}::float8 * ${l.sizeM2} / ${unitM2}::float8`;
  if (f.pricePerUnitMin !== undefined || f.pricePerUnitMax !== undefined)
    where.push(sql`${l.sizeM2} > 0`);
  if (f.pricePerUnitMin !== undefined)
    where.push(sql`${l.priceAmount} >= ${perUnit(f.pricePerUnitMin)} * (1 - 1e-12)`);
  if (f.pricePerUnitMax !== undefined)
    where.push(sql`${l.priceAmount} <= ${perUnit(f.pricePerUnitMax)} * (1 + 1e-12)`);
  if (f.tenure.length) where.push(sql`${l.tenure} = ${anyOf(f.tenure)}`);
  if (f.titleStatus.length) where.push(sql`${l.titleStatus} = ${anyOf(f.titleStatus)}`);
  for (const feature of new Set(f.features))
    where.push(sql`exists (select 1 from listing_feature lf
      where lf.listing_id = ${l.id} and lf.feature_id = ${feature}::uuid)`);
  if (f.placeId) where.push(sql`${l.placeIds} @> array[${f.placeId}::uuid]`);
  if (f.agencyId) where.push(sql`${l.agencyId} = ${f.agencyId}`);
  if (f.agentId) where.push(sql`${l.agentId} = ${f.agentId}`);
  return where;
}

/** Listings whose point is in the box, edges included (the point GiST index serves `<@`). */
export const inBox = (b: { south: number; west: number; north: number; east: number }) =>
  sql`point(${l.longitude}, ${l.latitude}) <@ box(point(${b.west}::float8, ${b.south}::float8),
    point(${b.east}::float8, ${b.north}::float8))`;

/**
 * The WHERE of a search: visibility, filters, box and radius. A radius is the box around it on
 * the point index first, then the exact haversine distance; `distance` is that distance in km
 * (null without a point) for the cards.
 */
export function listingsWhere(
  f: ListingWhere,
  scope: ListingScope,
  { denseArea = false }: { denseArea?: boolean } = {},
) {
  const where: SQL[] = [sql`${l.deletedAt} is null`];
  // Public rows are said as the partial indexes say them, so every plan can use those.
  if (isPublicScope(scope)) where.push(sql`${l.status} = 'ACTIVE'`);
  else if (scope.statuses?.length) where.push(sql`${l.status} = ${anyOf(scope.statuses)}`);
  if (scope.publicAgenciesOnly) where.push(inPublicAgency());
  if (scope.agencyId) where.push(sql`${l.agencyId} = ${scope.agencyId}`);
  where.push(...filterConditions(f));
  /** Text and area: their GIN and GiST indexes' estimates are constants, not counts. */
  const guessed: SQL[] = [];
  const tsq = f.q ? prefixQuery(f.q) : null;
  if (tsq) guessed.push(sql`${l.searchVector} @@ to_tsquery('simple', ${tsq})`);
  /**
   * The area. Its GiST estimate is a constant (a thousandth), so PostgreSQL reads any area
   * through the point index; an area the grid knows to be dense (`denseArea`) is checked on each
   * row instead, where the covering indexes hold the point.
   */
  const area: SQL[] = [];
  if (f.bbox) area.push(inBox(f.bbox));
  const point = f.lat !== undefined && f.lng !== undefined ? { lat: f.lat, lng: f.lng } : null;
  const distance = point ? haversine(point, l.latitude, l.longitude) : sql`null::float8`;
  if (point && f.radiusKm !== undefined) {
    area.push(inBox(radiusBox(point, f.radiusKm)));
    where.push(sql`${distance} <= ${f.radiusKm}::float8`);
  }
  const checked = (c: SQL) => sql`(${c}) is true`;
  if (denseArea) where.push(...area.map(checked));
  else guessed.push(...area);
  return {
    condition: sql.join([...where, ...guessed], sql` and `),
    /**
     * The same rows, text and area checked on each row (`is true` keeps them off their
     * indexes): for walking a sort's index when the matches are known to be many, where the
     * planner, guessing the area or the word rare, would read and sort every match instead.
     */
    walked: sql.join([...where, ...guessed.map(checked)], sql` and `),
    distance,
    point,
  };
}

/** Live listings only (every status but ACTIVE left out). */
export const isPublicScope = (scope: ListingScope) =>
  scope.statuses?.length === 1 && scope.statuses[0] === 'ACTIVE';

/** The box a search's area lies in (its box, or its radius's), if it has one. */
export function areaBox(f: ListingWhere) {
  if (f.bbox) return f.bbox;
  if (f.lat !== undefined && f.lng !== undefined && f.radiusKm !== undefined)
    return radiusBox({ lat: f.lat, lng: f.lng }, f.radiusKm);
  return null;
}
