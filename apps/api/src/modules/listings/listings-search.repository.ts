import { eq, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_TOTAL_CAP,
  toSquareMetres,
  type ListingSort,
  type ListingStatus,
} from '@afrinest/contract';
import type { Db } from '../../platform/db/client';
import { agencies } from '../agencies/agencies.schema';
import { users } from '../users/users.schema';
import { listings } from './listings.schema';
import type { FeatureFields } from './listings.dto';
import type { ListingRow } from './listings.repository';

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

/** Words → a prefix tsquery ("kolo hou" → 'kolo':* & 'hou':*), punctuation dropped. */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
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
 * The WHERE of a search, shared by the result list and the map (listings-map.repository.ts) so
 * both apply exactly the same filters and visibility. A radius is first a bounding box (index on
 * latitude, longitude), then the haversine distance; `distance` is that distance (null without a
 * point) for sorting.
 */
export function listingsWhere(f: ListingWhere, scope: ListingScope) {
  const l = listings;
  const where: SQL[] = [sql`${l.deletedAt} is null`];
  if (scope.statuses?.length) where.push(sql`${l.status} in (${ids(scope.statuses)})`);
  if (scope.publicAgenciesOnly) where.push(inPublicAgency());
  if (scope.agencyId) where.push(sql`${l.agencyId} = ${scope.agencyId}`);
  const tsq = f.q ? prefixQuery(f.q) : null;
  if (tsq) where.push(sql`${l.searchVector} @@ to_tsquery('simple', ${tsq})`);
  if (f.kind.length) where.push(sql`${l.kind} in (${ids(f.kind)})`);
  if (f.purpose) where.push(sql`${l.purpose} = ${f.purpose}`);
  if (f.rentPeriod) where.push(sql`${l.rentPeriod} = ${f.rentPeriod}`);
  if (f.currency) where.push(sql`${l.currency} = ${f.currency}`);
  if (f.priceMin !== undefined) where.push(sql`${l.priceAmount} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) where.push(sql`${l.priceAmount} <= ${f.priceMax}`);
  if (f.bedrooms !== undefined) where.push(sql`${l.bedrooms} >= ${f.bedrooms}`);
  if (f.bathrooms !== undefined) where.push(sql`${l.bathrooms} >= ${f.bathrooms}`);
  const m2 = (value: number) => toSquareMetres({ unit: f.sizeUnit, value });
  // A tiny tolerance: 0.5 acres typed in a filter equals 0.5 acres stored, whatever the float.
  if (f.sizeMin !== undefined) where.push(sql`${l.sizeM2} >= ${m2(f.sizeMin) - 1e-6}`);
  if (f.sizeMax !== undefined) where.push(sql`${l.sizeM2} <= ${m2(f.sizeMax) + 1e-6}`);
  // Price per unit = price / size in the unit; compared as price against bound × size, so a
  // listing without a size never matches and 300M for exactly 1 acre equals 300M per acre.
  const perUnit = (bound: number) => sql`${bound}::float8 * ${l.sizeM2} / ${m2(1)}::float8`;
  if (f.pricePerUnitMin !== undefined || f.pricePerUnitMax !== undefined)
    where.push(sql`${l.sizeM2} > 0`);
  if (f.pricePerUnitMin !== undefined)
    where.push(sql`${l.priceAmount} >= ${perUnit(f.pricePerUnitMin)} * (1 - 1e-12)`);
  if (f.pricePerUnitMax !== undefined)
    where.push(sql`${l.priceAmount} <= ${perUnit(f.pricePerUnitMax)} * (1 + 1e-12)`);
  if (f.tenure.length) where.push(sql`${l.tenure} in (${ids(f.tenure)})`);
  if (f.titleStatus.length) where.push(sql`${l.titleStatus} in (${ids(f.titleStatus)})`);
  if (f.features.length)
    where.push(sql`(select count(*) from listing_feature lf
      where lf.listing_id = ${l.id} and lf.feature_id in (${ids(f.features)})) = ${f.features.length}`);
  if (f.placeId) where.push(sql`${l.placeIds} @> array[${f.placeId}]::uuid[]`);
  if (f.agencyId) where.push(sql`${l.agencyId} = ${f.agencyId}`);
  if (f.agentId) where.push(sql`${l.agentId} = ${f.agentId}`);
  if (f.bbox)
    where.push(sql`${l.latitude} between ${f.bbox.south} and ${f.bbox.north}
      and ${l.longitude} between ${f.bbox.west} and ${f.bbox.east}`);

  const point = f.lat !== undefined && f.lng !== undefined ? { lat: f.lat, lng: f.lng } : null;
  const distance = point
    ? sql`(2 * ${EARTH_KM} * asin(sqrt(
        power(sin(radians(${l.latitude} - ${point.lat}) / 2), 2)
        + cos(radians(${point.lat})) * cos(radians(${l.latitude}))
          * power(sin(radians(${l.longitude} - ${point.lng}) / 2), 2))))`
    : sql`null::float8`;
  if (point && f.radiusKm !== undefined) {
    const dLat = f.radiusKm / 111.32;
    const cos = Math.cos((point.lat * Math.PI) / 180);
    const dLng = cos < 0.01 ? 180 : Math.min(180, f.radiusKm / (111.32 * cos));
    where.push(sql`${l.latitude} between ${point.lat - dLat} and ${point.lat + dLat}
      and ${l.longitude} between ${point.lng - dLng} and ${point.lng + dLng}
      and ${distance} <= ${f.radiusKm}`);
  }
  return { condition: sql.join(where, sql` and `), distance, point };
}

/** Smaller circles tried before the search's own radius (none: the whole map) when sorting by distance. */
const distanceRings = (radiusKm: number | undefined): number[] =>
  radiusKm === undefined ? [2, 16, 128] : [radiusKm / 16, radiusKm / 4];

/** What a listing card needs besides the row, joined in the page query. */
export type SearchRow = ListingRow & {
  distanceKm: number | null;
  agency: { id: string; name: string; slug: string } | null;
  agent: { id: string; name: string } | null;
  features: FeatureFields[];
};

/**
 * The search in SQL, so paging, sorting and distance happen on the server (ADR 0014): one
 * statement for the page with its agency, agent and features joined, and the capped count only
 * when the page does not tell the total already.
 */
export function createListingsSearchRepository(db: Db) {
  const l = listings;
  const featuresOfRow = sql<FeatureFields[] | string>`coalesce((
    select json_agg(json_build_object('id', f.id, 'name', f.name, 'slug', f.slug,
      'category', f.category, 'active', f.active) order by f.name)
    from listing_feature lf join feature f on f.id = lf.feature_id
    where lf.listing_id = ${l.id}), '[]'::json)`;
  /**
   * One page of a condition in the order asked, with what the cards need joined. The page's ids
   * come first (index-only where an index covers the filter, offset rows never read from the
   * table), then only those rows are read.
   */
  function pageOf(condition: SQL, order: SQL, distance: SQL, f: ListingFilters) {
    const ids = sql`select ${l.id} from ${l} where ${condition}
      order by ${order} limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;
    return db
      .select({
        listing: l,
        distanceKm: sql<number | string | null>`${distance}`,
        agencyName: agencies.name,
        agencySlug: agencies.slug,
        agentName: users.name,
        features: featuresOfRow,
      })
      .from(l)
      .innerJoin(agencies, eq(agencies.id, l.agencyId))
      .leftJoin(users, eq(users.id, l.agentId))
      .where(sql`${l.id} in (${ids})`)
      .orderBy(order);
  }

  return async function search(
    f: ListingFilters,
    scope: ListingScope,
  ): Promise<{ rows: SearchRow[]; total: number }> {
    const { condition, distance, point } = listingsWhere(f, scope);
    // The id breaks ties (a stable order across pages) in the sort's own direction, so that a
    // descending sort reads the same index backwards instead of sorting again (ADR 0025).
    const order = {
      newest: sql`${l.publishedAt} desc nulls last, ${l.createdAt} desc, ${l.id}`,
      price_asc: sql`${l.priceAmount} asc, ${l.id} asc`,
      price_desc: sql`${l.priceAmount} desc, ${l.id} desc`,
      size_asc: sql`${l.sizeM2} asc nulls last, ${l.id} asc`,
      size_desc: sql`${l.sizeM2} desc nulls last, ${l.id} desc`,
      distance: sql`${distance} asc nulls last, ${l.id}`,
    }[f.sort];
    // Nearest first: a full page inside a small circle is the nearest page of all (every listing
    // outside is farther), so the sort reads the few listings near the point, not the whole radius.
    let found: Awaited<ReturnType<typeof pageOf>> | undefined;
    if (f.sort === 'distance' && point)
      for (const ring of distanceRings(f.radiusKm)) {
        const near = listingsWhere({ ...f, radiusKm: ring }, scope).condition;
        const rows = await pageOf(near, order, distance, f);
        if (rows.length === f.pageSize) {
          found = rows;
          break;
        }
      }
    found ??= await pageOf(condition, order, distance, f);
    const offset = (f.page - 1) * f.pageSize;
    // A page that is not full ends the matches: its position is the total, no count needed.
    const total =
      found.length < f.pageSize && (found.length > 0 || f.page === 1)
        ? Math.min(offset + found.length, SEARCH_TOTAL_CAP)
        : await countUpToCap(condition);
    return {
      rows: found.map((r) => ({
        ...r.listing,
        distanceKm:
          point && r.distanceKm != null ? Math.round(Number(r.distanceKm) * 100) / 100 : null,
        agency: { id: r.listing.agencyId, name: r.agencyName, slug: r.agencySlug },
        agent:
          r.listing.agentId && r.agentName ? { id: r.listing.agentId, name: r.agentName } : null,
        features:
          typeof r.features === 'string' ? (JSON.parse(r.features) as FeatureFields[]) : r.features,
      })),
      total,
    };
  };

  /** Counted up to the cap: past it, counting every match costs more than the page itself. */
  async function countUpToCap(condition: SQL): Promise<number> {
    const counted = await db.execute(sql`select count(*)::int as n from
      (select 1 from ${l} where ${condition} limit ${SEARCH_TOTAL_CAP}) matched`);
    return (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }
}
export type ListingsSearch = ReturnType<typeof createListingsSearchRepository>;
