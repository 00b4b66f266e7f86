import { sql, type SQL } from 'drizzle-orm';
import { toSquareMetres, type ListingSort, type ListingStatus } from '@afrinest/contract';
import type { Db } from '../../platform/db/client';
import { listings } from './listings.schema';
import type { ListingRow } from './listings.repository';

const EARTH_KM = 6371;

/** What a search may filter on (the contract's query, already parsed). */
export interface ListingFilters {
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
  sort: ListingSort;
  page: number;
  pageSize: number;
}
/** Who is looking: the public sees ACTIVE listings of public agencies; managers any status. */
export interface ListingScope {
  statuses?: ListingStatus[];
  hiddenAgencies: string[];
  /** Only this agency's listings (the agent area). */
  agencyId?: string;
}

/** Words → a prefix tsquery ("kolo hou" → 'kolo':* & 'hou':*), punctuation dropped. */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

const ids = (list: string[]) =>
  sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The search and its count in SQL, so paging, sorting and distance happen on the server.
 * A radius is first a bounding box (index on latitude, longitude), then the haversine distance.
 */
export function createListingsSearchRepository(db: Db) {
  const l = listings;
  return async function search(
    f: ListingFilters,
    scope: ListingScope,
  ): Promise<{ rows: (ListingRow & { distanceKm: number | null })[]; total: number }> {
    const where: SQL[] = [sql`${l.deletedAt} is null`];
    if (scope.statuses?.length) where.push(sql`${l.status} in (${ids(scope.statuses)})`);
    if (scope.hiddenAgencies.length)
      where.push(sql`${l.agencyId} not in (${ids(scope.hiddenAgencies)})`);
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
    const order = {
      newest: sql`${l.publishedAt} desc nulls last, ${l.createdAt} desc`,
      price_asc: sql`${l.priceAmount} asc`,
      price_desc: sql`${l.priceAmount} desc`,
      size_asc: sql`${l.sizeM2} asc nulls last`,
      size_desc: sql`${l.sizeM2} desc nulls last`,
      distance: sql`${distance} asc nulls last`,
    }[f.sort];
    const condition = sql.join(where, sql` and `);
    const [rows, counted] = await Promise.all([
      db
        .select({ listing: l, distanceKm: sql<number | string | null>`${distance}` })
        .from(l)
        .where(condition)
        .orderBy(sql`${order}, ${l.id}`)
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(l)
        .where(condition),
    ]);
    return {
      rows: rows.map((r) => ({
        ...r.listing,
        distanceKm:
          point && r.distanceKm != null ? Math.round(Number(r.distanceKm) * 100) / 100 : null,
      })),
      total: counted[0]?.n ?? 0,
    };
  };
}
export type ListingsSearch = ReturnType<typeof createListingsSearchRepository>;
