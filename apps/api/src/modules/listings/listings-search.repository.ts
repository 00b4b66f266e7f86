import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { prepared, rowsOf, type Db } from '../../platform/db/client';
import { literal } from '../../platform/db/literal';
import { selectList } from '../../platform/db/select-list';
import { agencies } from '../agencies/agencies.schema';
import { users } from '../users/users.schema';
import { cardJson } from './listings-card-json';
import { boxAround, geoPoint, radiusBox } from './listings-geo';
import { textBitsQuery, textBitsWith, type TextBitsQuery } from './listings-search-text-bits';
import {
  gridCount,
  placeCount,
  priceCount,
  sizeCount,
  sizeCountBands,
} from './listings-search-totals';
import {
  filtersOnly,
  GEO_FIELDS,
  isPublicScope,
  listingsWhere,
  type ListingFilters,
  type ListingScope,
} from './listings-where';
import { listings, type CoverPhoto } from './listings.schema';
import type { FeatureFields } from './listings.dto';
import type { ListingDtoRow } from './listings.repository';

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

/**
 * A public search of several kinds, newest first, filtered by kind, purpose and rent period at
 * most: `kindsPage`.
 */
const walksKinds = (f: ListingFilters, scope: ListingScope) =>
  isPublicScope(scope) &&
  f.sort === 'newest' &&
  new Set(f.kind).size > 1 &&
  filtersOnly(f, ['kind', 'purpose', 'rentPeriod']);

/** The page of `f` in `order`: ORDER BY, LIMIT and OFFSET. */
const pageClause = (order: SQL, f: ListingFilters) =>
  sql`order by ${order} limit ${literal(f.pageSize)} offset ${literal((f.page - 1) * f.pageSize)}`;

/** Smaller circles tried before the search's own radius (none: the whole map) when sorting by distance. */
const distanceRings = (radiusKm: number | undefined): number[] =>
  radiusKm === undefined ? [2, 16, 128] : [radiusKm / 16, radiusKm / 4];

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
    { total = sql`null`, isPrepared = false, counted, withs, tail = sql`` }: RowsOptions = {},
  ) {
    const list =
      shape === 'cards'
        ? lists.cards.sql
        : sql`${lists.full.listing.sql}, ${lists.full.joined.sql}`;
    const head = counted
      ? sql`with counted as materialized (select ${counted} as n) `
      : withs
        ? sql`with ${withs} `
        : sql``;
    const statement = sql`${head}select ${list}, ${distance} as "distanceKm", ${total} as "total"
      from ${l} inner join ${agencies} on ${agencies.id} = ${l.agencyId}
      where ${l.id} in (${ids}) order by ${order} ${tail}`;
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
    /** A WITH list the ids and the total may read (instead of `counted`). */
    withs?: SQL;
    /** After the order: a LIMIT and OFFSET. */
    tail?: SQL;
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
      sql`select ${l.id} from ${l} where ${condition} ${pageClause(order, f)}`,
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
   * Newest first, the few are sorted from the point index alone, which carries the order's
   * columns, kind and purpose (migration 0021), as the count is: a box of 1,966 listings on the
   * bench read 963 table pages for its page before.
   */
  function fewOrManyPage(
    where: ReturnType<typeof listingsWhere>,
    order: SQL,
    f: ListingFilters,
    scope: ListingScope,
    shape: Shape,
  ) {
    const { areaWalked, byAreaChecked, byArea, condition, distance } = where;
    // Newest first with kind and purpose at most, one plan serves every box (ADR 0030): the area
    // and its count then come from the point index only, checked on each row (`byAreaChecked`).
    const isPrepared =
      isPublicScope(scope) &&
      f.sort === 'newest' &&
      filtersOnly(f, [...GEO_FIELDS, 'kind', 'purpose']);
    const area = isPrepared ? byAreaChecked : byArea;
    const count = cappedCount(where, f, scope, area);
    const n = sql`(select counted.n from counted)`;
    const page = pageClause(order, f);
    // `offset 0` keeps the area's rows a subquery of their own, read whole before the sort;
    // newest first, only the columns the point index carries (migration 0021).
    const columns = f.sort === 'newest' ? sql`${l.id}, ${l.publishedAt}, ${l.createdAt}` : sql`*`;
    const few = sql`select ${l.id} from (select ${columns} from ${l} where ${area} offset 0) ${l}
      where ${n} < ${literal(FEW_IN_AREA)} ${page}`;
    // Prepared (newest first only), the walk must be the only way for the "many" branch: a
    // generic plan does not know the box. Planned each time, the planner may also read a dense
    // box from the btree of latitude and longitude and sort it (a price or size order has no
    // index that holds the box's columns: walking it read far more).
    const many = sql`select ${l.id} from ${l} where ${isPrepared ? areaWalked : condition}
      and ${n} >= ${literal(FEW_IN_AREA)} ${page}`;
    return listingRows(sql`(${few}) union all (${many})`, order, distance, shape, {
      total: n,
      counted: count,
      isPrepared,
    });
  }

  /**
   * The page of `f`, newest first, from one walk of the newest index per value of `column`
   * (`condition` checked on each entry), each as deep as the page, merged (a Merge Append that
   * stops at the page's end): `tenuresPage`, `kindsPage`.
   */
  function walksMerged(
    column: AnyColumn,
    values: string[],
    condition: SQL,
    order: SQL,
    f: ListingFilters,
  ) {
    const walks = [...new Set(values)].map(
      (value) => sql`(select ${l.id}, ${l.publishedAt}, ${l.createdAt} from ${l}
        where ${condition} and ${column} = ${literal(value)}
        order by ${order} limit ${literal(f.page * f.pageSize)})`,
    );
    return sql`select ${l.id} from (${sql.join(walks, sql` union all `)}) ${l} ${pageClause(order, f)}`;
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
    const page = pageClause(order, f);
    const few = sql`select ${l.id} from ${l} where ${where.condition} and ${n} < ${literal(FEW_IN_AREA)} ${page}`;
    const many = walksMerged(
      l.tenure,
      f.tenure,
      sql`${where.sizeChecked} and ${n} >= ${literal(FEW_IN_AREA)}`,
      order,
      f,
    );
    return listingRows(sql`(${few}) union all (${many})`, order, where.distance, shape, {
      total: n,
      counted: count,
      isPrepared,
    });
  }

  /**
   * Several kinds newest first (`walksKinds`). `listing_public_kind_newest_idx` orders one kind at
   * a time, so PostgreSQL read every public listing of the kinds and sorted them for the page:
   * page 50 of houses and apartments on the bench's million listings, 5.3 ms in psql. Each kind's
   * newest index is walked instead, as deep as the page, and the walks merged (a Merge Append
   * that stops at the page's end): 0.55 ms, from the index alone.
   */
  function kindsPage(
    where: ReturnType<typeof listingsWhere>,
    order: SQL,
    f: ListingFilters,
    shape: Shape,
    options: RowsOptions,
  ) {
    return listingRows(
      walksMerged(l.kind, f.kind, where.condition, order, f),
      order,
      where.distance,
      shape,
      options,
    );
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
   * A public search by text (with kinds and a purpose at most), newest first, from the posting bitmaps (`textBitsWith`, ADR
   * 0036): the total and the page's ids without reading a listing, then the page's rows, in one
   * prepared statement. When misplaced listings match (numbered out of order; usually none), the
   * candidates are read and the search's own order pages them. A page past the last reads the
   * bitmaps' total alone; an empty first page has none.
   */
  async function textBitsPage(
    asked: TextBitsQuery,
    where: ReturnType<typeof listingsWhere>,
    order: SQL,
    f: ListingFilters,
    shape: Shape,
  ): Promise<{ found: Found; total: number }> {
    const offset = (f.page - 1) * f.pageSize;
    const withs = textBitsWith(asked, f.q ?? '', offset, f.pageSize);
    const found = await listingRows(sql`select id from bits_page`, order, where.distance, shape, {
      withs,
      total: sql`(select n from bits_total)`,
      isPrepared: true,
      tail: sql`limit ${f.pageSize}::int
        offset (select case when m > 0 then ${offset}::int else 0 end from wanted)`,
    });
    if (found.length) return { found, total: Math.min(Number(found[0]!.total), SEARCH_TOTAL_CAP) };
    // An empty first page is a total of 0 (`find` says so of every first page that is not
    // full), so the bitmaps are not counted again: over a quarter of the bench's searches by
    // text and kind match nothing ("office kampala", "plot mukono" among houses), and that
    // second statement, whose count `find` then set aside, had cost them as much as the first.
    if (offset === 0) return { found, total: 0 };
    const [alone] = rowsOf<{ n: number }>(
      await db.execute(prepared(sql`with ${withs} select n from bits_total`)),
    );
    return { found, total: Math.min(alone?.n ?? 0, SEARCH_TOTAL_CAP) };
  }

  /**
   * Nearest first for the public, from `listing_public_geo_idx` (migration 0013). The public
   * listings nearest to the point by the index's own distance (degrees on a plane, `<->`: a KNN
   * walk, which stops when it has enough) are read until K of them match the search (K = offset
   * + page size; at most `reach` listings are read); the farthest of those K by the search's
   * distance is a radius h. The true first K are all within h (those K are), so a box holding the
   * circle of h holds the page, which is then read and sorted exactly. When the walk did not find
   * K, a radius alone reads the box of its whole circle (the page is whole, full or not); otherwise
   * the box is null (no rows, the caller goes on with its rings). Both reads start from the
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
    // A radius alone whose walk found fewer than K reads, in the same statement, every listing of
    // a box holding its circle: the page is then exact whatever the walk saw (and few, nearly
    // always: the walk read the box's listings nearest first). It was a second statement, planned
    // each time: 3 of the 4.7 ms of an empty radius beside a town.
    const whole =
      narrow && f.radiusKm !== undefined
        ? boxAround(point, sql`${f.radiusKm}::float8`)
        : sql`null::box`;
    const ring = sql`(select case when count(k.d) = ${literal(k)} then ${boxAround(point, sql`max(k.d)`)}
        else ${whole} end
      from (${nearest}) k)`;
    const inRing = sql`(select ${columns} from ${l} where ${publicRows} and ${geoPoint} <@ ${ring}
      offset 0) ${l}`;
    // Its plan (a walk of the point index, then a box around what it found) does not depend on
    // the point or the radius, nor on a kind or purpose: sent prepared (ADR 0030), planned once
    // (3–6 ms a time). On the bench's million listings, 250 of its radii of 3–15 km beside
    // towns, one at a time: 13.6–15.2 → 5.4–6.9 ms on average; of houses or apartments,
    // 16.6 → 9.4 ms. Other filters are planned each time, as before.
    const isPrepared = filtersOnly(f, [...GEO_FIELDS, 'kind', 'purpose']);
    return listingRows(
      sql`select ${l.id} from ${inRing} where ${where.condition} ${pageClause(order, f)}`,
      order,
      where.distance,
      shape,
      { total, isPrepared },
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
    const textBits = textBitsQuery(f, scope);
    if (f.sort === 'distance' && point) {
      const rings = distanceRings(f.radiusKm);
      if (publicPoints(scope)) {
        // The capped total rides along (one round trip), counted once the page has a row; from
        // the point index only, as the statement may be prepared (`byAreaChecked`).
        const count = cappedCount(where, f, scope, where.byAreaChecked);
        const rows = await nearestPage(where, point, order, f, shape, count);
        // A radius alone gets its whole page, full or not (`nearestPage`).
        if (rows.length === f.pageSize || (f.radiusKm !== undefined && filtersOnly(f, GEO_FIELDS)))
          found = rows;
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
    } else if (textBits) {
      ({ found, total } = await textBitsPage(textBits, where, order, f, shape));
    } else if (f.q && where.condition !== where.unindexedText) {
      ({ found, total } = await textPage(where, order, f, shape));
    }
    if (!found && f.sort !== 'distance' && (f.bbox || (point && f.radiusKm !== undefined)))
      found = await fewOrManyPage(where, order, f, scope, shape);
    if (!found && walksTenures(f, scope))
      found = await tenuresPage(where, order, f, shape, cappedCount(where, f, scope), {
        isPrepared: sizeCountBands(f, scope) !== null,
      });
    if (!found && walksKinds(f, scope))
      found = await kindsPage(where, order, f, shape, {
        total: cappedCount(where, f, scope),
        isPrepared: genericPlanFits(f, scope),
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
   * title status mostly from `listing_size_count` (`sizeCount`), one by an area with kind and
   * purpose at most mostly from the map's grid (`gridCount`: the area's whole cells from the
   * grid, the listings of its border one by one; a city's radius or box whose cells reach the
   * cap reads a few hundred grid rows instead of ten thousand listings).
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
   * through `byArea`: a box's or radius's rows from the point GiST index (`byAreaChecked` in a
   * statement planned once for every box, where it must be the only way); an area's border from
   * the grid's cells, the area checked on each entry (`areaWalked`, `gridCount`).
   */
  function cappedCount(
    where: ReturnType<typeof listingsWhere>,
    f: ListingFilters,
    scope: ListingScope,
    condition = where.byArea,
  ): SQL {
    const kept =
      placeCount(f, scope) ?? priceCount(f, scope, condition) ?? sizeCount(f, scope, condition);
    if (kept) return kept;
    const live = sql`(select count(*)::int from
      (select 1 from ${l} where ${condition} limit ${literal(SEARCH_TOTAL_CAP)}) matched)`;
    return gridCount(f, scope, condition, where.areaWalked) ?? live;
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
