import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { LISTING_PURPOSES, SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { rowsOf, type Db } from '../../../platform/db/client';
import { agencies } from '../../agencies/agencies.schema';
import { users } from '../../users/users.schema';
import type { FeatureFields } from '../crud/listings.dto';
import type { ListingDtoRow } from '../crud/listings.repository';
import { listings as l } from '../listings.schema';
import { earthPoint, nearestTo } from './geo';
import { createListingsMapRepository } from '../map/map.repository';
import { areaBox, listingsWhere, type ListingFilters, type ListingScope } from './search-where';

/**
 * Under this many matches a page is sorted from the matches themselves; at it, the sorts'
 * indexes are walked (one listing in a hundred matches or more: short walks).
 */
export const FEW_MATCHES = SEARCH_TOTAL_CAP;

/** The page of `f` in the order `by`: LIMIT and OFFSET. */
const pageOf = (by: SQL, f: Pick<ListingFilters, 'page' | 'pageSize'>) =>
  sql`order by ${by} limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;

/**
 * Many matches in a sort's order: a walk of the sort's index, stopping at the page's end. A price
 * or a size follows the kind and purpose, so a search by kinds walks each kind's own order (per
 * purpose asked, or both), each as deep as the page, merged (a Merge Append that stops at the
 * page's end): a walk for houses by price must not read every cheaper room first.
 */
function sortedWalk(
  condition: SQL,
  table: SQL,
  by: SQL,
  f: Pick<ListingFilters, 'page' | 'pageSize' | 'purpose' | 'kind' | 'sort'>,
) {
  const byKind = f.kind.length > 0 && f.sort !== 'newest';
  if (!byKind) return sql`select ${l.id}::text from ${table} where ${condition} ${pageOf(by, f)}`;
  const purposes = f.purpose ? [f.purpose] : [...LISTING_PURPOSES];
  const walks = purposes.flatMap((purpose) =>
    [...new Set(f.kind)].map(
      (kind) => sql`(select ${l.id}, ${l.priceAmount}, ${l.sizeM2} from ${table}
        where ${condition} and ${l.purpose} = ${purpose} and ${l.kind} = ${kind}
        order by ${by} limit ${f.page * f.pageSize})`,
    ),
  );
  return sql`select ${l.id}::text from (${sql.join(walks, sql` union all `)}) ${l} ${pageOf(by, f)}`;
}

/**
 * Many matches nearest first: the earth index walks in order of distance (KNN) to the page's
 * last listing, but by distance alone (the id that breaks ties would make PostgreSQL sort every
 * match), so the page is what lies within that distance (a cube on the same index), ties whole,
 * sorted by distance and id.
 */
function nearestPage(
  point: { lat: number; lng: number },
  condition: SQL,
  table: SQL,
  by: SQL,
  f: Pick<ListingFilters, 'page' | 'pageSize'>,
) {
  const kth = sql`(select max(k.d) from (select ${nearestTo(point)} as d from ${table}
    where ${condition} order by ${nearestTo(point)} limit ${f.page * f.pageSize}) k)`;
  return sql`select ${l.id}::text from ${table} where ${condition}
    and ${earthPoint()} <@ earth_box(ll_to_earth(${point.lat}::float8, ${point.lng}::float8),
      ${kth}) and ${nearestTo(point)} <= ${kth} ${pageOf(by, f)}`;
}

/** What a listing card needs besides the row. */
export type SearchRow = ListingDtoRow & {
  distanceKm: number | null;
  agency: { id: string; name: string; slug: string } | null;
  agent: { id: string; name: string } | null;
  features: FeatureFields[];
};

/**
 * The search in SQL (docs/search.md): one statement gives the page's ids and the total counted
 * up to SEARCH_TOTAL_CAP, a second reads those rows. Under the cap the page is sorted from the
 * matches the count read; at the cap it is read in the sort's order from its index, stopping
 * once the page is full.
 */
export function createListingsSearchRepository(db: Db) {
  // The vectors and the place chain are most of a row's size and no card shows them.
  const {
    searchVector: _searchVector,
    placeIds: _placeIds,
    placeNames: _placeNames,
    ...dtoColumns
  } = getTableColumns(l);

  const grid = createListingsMapRepository(db, db);

  /** The page's ids and the capped total, one round trip (and a look at the grid for an area). */
  async function idsAndTotal(f: ListingFilters, scope: ListingScope) {
    const box = areaBox(f);
    const denseArea = box ? await grid.isDense(box, f) : false;
    const where = listingsWhere(f, scope, { denseArea });
    const { condition, walked: walkedCondition, distance, point } = where;
    // The id breaks ties, in the sort's direction, so pages never overlap.
    const order: Record<ListingFilters['sort'], SQL> = {
      newest: sql`${l.publishedAt} desc nulls last, ${l.createdAt} desc nulls last, ${l.id}`,
      price_asc: sql`${l.priceAmount} asc, ${l.id} asc`,
      price_desc: sql`${l.priceAmount} desc, ${l.id} desc`,
      size_asc: sql`${l.sizeM2} asc nulls last, ${l.id} asc`,
      size_desc: sql`${l.sizeM2} desc nulls last, ${l.id} desc`,
      distance: point ? sql`${nearestTo(point)}, ${l.id}` : sql`${l.id}`,
    };
    const by = order[f.sort];
    const page = pageOf(by, f);
    // The table itself, where the CTE of the matches (named as it is) would hide it.
    const table = sql`${sql.raw('public.listing')} ${l}`;
    const many =
      point && f.sort === 'distance'
        ? nearestPage(point, walkedCondition, table, by, f)
        : sortedWalk(walkedCondition, table, by, f);
    // Up to the cap, the matches are read once (through whichever index their filters pick)
    // with their sort keys: they give the total and, under the cap, the page sorted from them.
    // At the cap the matches are many: the page is read in the sort's order (`many`). Only the
    // branch the count chooses runs.
    const statement = sql`with ${l} as materialized (
        select ${l.id}, ${l.publishedAt}, ${l.createdAt}, ${l.priceAmount}, ${l.sizeM2},
          ${l.latitude}, ${l.longitude} from ${l} where ${condition} limit ${SEARCH_TOTAL_CAP}),
      counted as (select count(*)::int as n from ${l})
      select counted.n as total, case when counted.n < ${FEW_MATCHES}
        then array(select ${l.id}::text from ${l} ${page})
        else array(${many}) end as ids
      from counted`;
    const [row] = rowsOf<{ ids: string[]; total: number }>(await db.execute(statement));
    const ids = row?.ids ?? [];
    return { ids, total: row?.total ?? 0, distance };
  }

  return {
    /** A page of listings with what their DTOs need, and the total counted up to the cap. */
    async rows(
      f: ListingFilters,
      scope: ListingScope,
    ): Promise<{ rows: SearchRow[]; total: number }> {
      const { ids, total: counted, distance } = await idsAndTotal(f, scope);
      const offset = (f.page - 1) * f.pageSize;
      // A page that is not full ends the matches: its position is the total.
      const total =
        ids.length < f.pageSize && (ids.length > 0 || f.page === 1)
          ? Math.min(offset + ids.length, SEARCH_TOTAL_CAP)
          : counted;
      if (!ids.length) return { rows: [], total };
      const found = await db
        .select({
          ...dtoColumns,
          distanceKm: sql<number | null>`${distance}`.mapWith((d) =>
            d === null ? null : Math.round(Number(d) * 100) / 100,
          ),
          agencyName: agencies.name,
          agencySlug: agencies.slug,
          agentName: sql<
            string | null
          >`(select ${users.name} from ${users} where ${users.id} = ${l.agentId})`,
          features: sql<FeatureFields[]>`coalesce((
            select json_agg(json_build_object('id', f.id, 'name', f.name, 'slug', f.slug,
              'category', f.category, 'active', f.active) order by f.name)
            from listing_feature lf join feature f on f.id = lf.feature_id
            where lf.listing_id = ${l.id}), '[]'::json)`,
        })
        .from(l)
        .innerJoin(agencies, sql`${agencies.id} = ${l.agencyId}`)
        .where(inArray(l.id, ids));
      const byId = new Map(found.map((r) => [r.id, r]));
      const rows = ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const { agencyName, agencySlug, agentName, features, ...listing } = r;
        return [
          {
            ...listing,
            distanceKm: listing.distanceKm,
            agency: { id: listing.agencyId, name: agencyName, slug: agencySlug },
            agent: listing.agentId && agentName ? { id: listing.agentId, name: agentName } : null,
            features:
              typeof features === 'string' ? (JSON.parse(features) as FeatureFields[]) : features,
          },
        ];
      });
      return { rows, total };
    },
  };
}

export type ListingsSearch = ReturnType<typeof createListingsSearchRepository>;
