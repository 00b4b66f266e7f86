import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  smallint,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';
import { agencies } from '../agencies/agencies.schema';
import {
  geoAreas,
  geoCities,
  geoCountries,
  geoDistricts,
  geoRegions,
  geoSubRegions,
} from '../geo/geo.schema';
import { plainCode } from '../../platform/db/json-object';
import { deepestCell } from './map-grid';

/** What cards need of a listing's cover photo; URLs are made from the keys when read. */
export interface CoverPhoto {
  id: string;
  width: number;
  height: number;
  caption: string | null;
  placeholder: string;
  variants: { width: number; format: 'webp' | 'avif' | 'jpeg'; key: string }[];
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Listings (issue 6, ADR 0013): properties and plots in one table. Sizes keep what the agent
 * entered (value + unit, W×L for ft plots) and their square metres, so filters work in any unit;
 * `size_m2` is the size a search compares (land size for plots, else floor area). `place_names`
 * and `place_ids` hold the location chain's names and ids so the full-text vector covers them without a join.
 */
export const listings = pgTable(
  'listing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    rentPeriod: text('rent_period'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceAmount: bigint('price_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('UGX'),
    negotiable: boolean('negotiable').notNull().default(false),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    floorAreaValue: doublePrecision('floor_area_value'),
    floorAreaUnit: text('floor_area_unit'),
    floorAreaWidthFt: doublePrecision('floor_area_width_ft'),
    floorAreaLengthFt: doublePrecision('floor_area_length_ft'),
    floorAreaM2: doublePrecision('floor_area_m2'),
    landSizeValue: doublePrecision('land_size_value'),
    landSizeUnit: text('land_size_unit'),
    landSizeWidthFt: doublePrecision('land_size_width_ft'),
    landSizeLengthFt: doublePrecision('land_size_length_ft'),
    landSizeM2: doublePrecision('land_size_m2'),
    sizeM2: doublePrecision('size_m2'),
    tenure: text('tenure'),
    leaseYears: integer('lease_years'),
    titleStatus: text('title_status'),
    accessRoad: text('access_road'),
    utilities: jsonb('utilities').$type<string[]>().notNull().default([]),
    countryId: uuid('country_id').references(() => geoCountries.id),
    regionId: uuid('region_id').references(() => geoRegions.id),
    subRegionId: uuid('sub_region_id').references(() => geoSubRegions.id),
    districtId: uuid('district_id').references(() => geoDistricts.id),
    cityId: uuid('city_id').references(() => geoCities.id),
    areaId: uuid('area_id').references(() => geoAreas.id),
    /** Every place of the chain (a division above a neighbourhood too): "anywhere in X". */
    placeIds: uuid('place_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    placeNames: text('place_names').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    status: text('status').notNull().default('ACTIVE'),
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    enquiryCount: integer('enquiry_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** DELETE keeps the row (statistics, history, favourites' audit) and hides it everywhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The first processed photo, kept here by the media area so lists need no join (ADR 0023). */
    coverPhoto: jsonb('cover_photo').$type<CoverPhoto>(),
    // 'simple': names and mixed English/Luganda/Swahili text are not stemmed wrongly.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple'::regconfig, ${listings.title} || ' ' || ${listings.description} || ' ' || ${listings.placeNames})`,
    ),
    /**
     * The first four characters of every word of `search_vector` (listing_search_stems(),
     * migration 0013), for the text search's index: a search word of four characters
     * or more is one exact GIN entry here instead of a prefix scan over every word it begins.
     */
    searchStems: tsvector('search_stems').generatedAlwaysAs(
      (): SQL =>
        sql`listing_search_stems(to_tsvector('simple'::regconfig, ${listings.title} || ' ' || ${listings.description} || ' ' || ${listings.placeNames}))`,
    ),
  },
  (t) => [
    // The codes a result card and a map marker write as they are (jsonCode, ADR 0032).
    check(
      'listing_codes_plain',
      sql.join(
        [
          t.kind,
          t.purpose,
          t.rentPeriod,
          t.currency,
          t.floorAreaUnit,
          t.landSizeUnit,
          t.tenure,
          t.titleStatus,
          t.accessRoad,
          t.status,
        ].map((c) => sql`(${plainCode(c)})`),
        sql` and `,
      ),
    ),
    index('listing_public_newest_idx')
      .on(t.status, t.publishedAt.desc())
      .where(sql`${t.deletedAt} is null`),
    index('listing_kind_price_idx').on(t.kind, t.purpose, t.priceAmount),
    index('listing_size_idx').on(t.kind, t.sizeM2),
    // The map (ADR 0014): public listings in a box aggregate from this index alone (index-only
    // scan), hidden agencies and the kind and purpose filters included. Its INCLUDE (id, title,
    // price_amount, currency), written by hand in migration 0016 (drizzle-kit cannot write it),
    // makes a street map's markers an index-only read too (202 markers: 1.0 → 0.14 ms).
    index('listing_public_point_idx')
      .on(t.latitude, t.longitude, t.agencyId, t.kind, t.purpose)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`),
    // Search shapes of the bench (ADR 0014), public rows only; agency_id last so that the
    // visibility check and the capped count read the index alone (index-only scans).
    index('listing_public_kind_newest_idx')
      .on(t.kind, t.publishedAt.desc().nullsLast(), t.createdAt.desc(), t.id, t.agencyId)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`),
    // The id after the price: a price-sorted page is read from the index in order, ties
    // included, without a sort (ADR 0025).
    index('listing_public_price_idx')
      .on(t.kind, t.currency, t.priceAmount, t.id, t.agencyId)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`),
    // Newest first with the point and agency read from the index: a box search walks it and
    // checks the box in the index, without reading a listing that is not on the page (a box of
    // 1,261 listings whose newest were far down the list: 84 ms → 1.1 ms, ADR 0025).
    index('listing_public_newest_point_idx')
      .on(
        t.publishedAt.desc().nullsLast(),
        t.createdAt.desc(),
        t.id,
        t.latitude,
        t.longitude,
        t.agencyId,
      )
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`),
    // A place's listings, newest first, one index per level that people browse (a region, a
    // district, a city, an area without areas inside; a search by such a place reads its level's
    // column, equal to the place being in `place_ids`): the first page reads its 20 entries.
    // Before, a city with 2 % of the listings walked the newest index checking ~1,000 rows'
    // place chains (9 ms, ADR 0025).
    ...(
      [
        ['regionId', 'listing_public_region_newest_idx'],
        ['districtId', 'listing_public_district_newest_idx'],
        ['cityId', 'listing_public_city_newest_idx'],
        ['areaId', 'listing_public_area_newest_idx'],
      ] as const
    ).map(([level, name]) =>
      index(name)
        .on(
          t[level],
          t.publishedAt.desc().nullsLast(),
          t.createdAt.desc().nullsLast(),
          t.id,
          t.agencyId,
        )
        .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`),
    ),
    // Listings of a price range with their point, kind and agency, read from the index alone:
    // the map with a price filter counts a box's listings from it (a city box at zoom 12:
    // 142 ms → 10 ms, ADR 0014), and a price-sorted page of several kinds reads it in order.
    index('listing_public_price_point_idx')
      .on(t.currency, t.priceAmount, t.id, t.latitude, t.longitude, t.agencyId, t.kind, t.purpose)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`),
    // Listings of a size range with their point, agency and purpose, read from the index alone:
    // a map's size range counts its two ends' listings from it (ADR 0037, amended 2026-11-28;
    // a Kampala map at zoom 12 from half an acre, 1,347 plots of exactly that size looked up one
    // by one through listing_size_idx: 13–14 ms → 3.5–5 ms a statement).
    index('listing_public_size_point_idx')
      .on(t.kind, t.sizeM2, t.id, t.latitude, t.longitude, t.agencyId, t.purpose)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`),
    index('listing_public_land_idx')
      .on(t.tenure, t.sizeM2, t.publishedAt, t.createdAt, t.id, t.agencyId)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE' and ${t.kind} = 'land'`),
    // Plots of a tenure, newest first, with the size and agency read from the index: without it
    // a size range that land of this tenure rarely has walked every listing by newest (1M
    // listings: 2.5–5 s; with it 2 ms, ADR 0025).
    index('listing_public_land_newest_idx')
      .on(
        t.tenure,
        t.publishedAt.desc().nullsLast(),
        t.createdAt.desc(),
        t.id,
        t.sizeM2,
        t.agencyId,
      )
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE' and ${t.kind} = 'land'`),
    index('listing_agency_idx').on(t.agencyId, t.createdAt),
    index('listing_agent_idx').on(t.agentId),
    index('listing_places_idx').using('gin', t.placeIds),
    index('listing_featured_idx')
      .on(t.featuredUntil)
      .where(sql`${t.featuredUntil} is not null`),
    index('listing_search_idx').using('gin', t.searchVector),
    index('listing_search_stems_idx').using('gin', t.searchStems),
    // Nearest first (migration 0013): public listings by their point, with the id, agency and
    // coordinates in the index (INCLUDE, added to the migration by hand: drizzle-kit cannot
    // write it), so a KNN walk (`<->`) and a box around its result read the index alone; since
    // migration 0021 also the newest order's columns, kind and purpose, for an area's count and
    // newest page (`fewOrManyPage`).
    index('listing_public_geo_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`),
    // Public listings by their cell of the grid's deepest zoom (`deepestCell`), with their point,
    // agency, kind and purpose (INCLUDE, added to migration 0033 by hand): an area's total reads
    // its border, the cells the grid does not sum, row by row from this index alone
    // (`gridCount`). From the point GiST index, whose entries carry the newest order's columns
    // too, the border of a box in Kampala (5,120 listings) took 5.9 ms; from this one, 1.8 ms.
    index('listing_public_cell_idx')
      .on(deepestCell(t.latitude), deepestCell(t.longitude))
      .where(sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`),
  ],
);

/**
 * What each grid table holds of a cell's listings: their count, the sums of their coordinates
 * (centre of mass) and the box around them.
 */
const cellFacts = () => ({
  n: integer('n').notNull(),
  sumLat: doublePrecision('sum_lat').notNull(),
  sumLng: doublePrecision('sum_lng').notNull(),
  south: doublePrecision('south').notNull(),
  west: doublePrecision('west').notNull(),
  north: doublePrecision('north').notNull(),
  east: doublePrecision('east').notNull(),
});

/**
 * The map's pre-aggregated grid (ADR 0014): per zoom (1–MAP_GRID_MAX_ZOOM) and grid cell, the
 * public listings (ACTIVE, not deleted, agency ACTIVE) of one kind and purpose: their count, the
 * sums of their coordinates (centre of mass) and the box around them. Kept in step by triggers
 * on listing and agency (migration 0009); `listing_map_cell_rebuild()` recomputes it after a
 * bulk load. The bounds only grow on removals (a wider zoom box) until the next rebuild.
 */
export const listingMapCells = pgTable(
  'listing_map_cell',
  {
    zoom: smallint('zoom').notNull(),
    cy: integer('cy').notNull(),
    cx: integer('cx').notNull(),
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    ...cellFacts(),
  },
  (t) => [primaryKey({ columns: [t.zoom, t.cy, t.cx, t.kind, t.purpose] })],
);

/**
 * The grid's cells over all kinds and purposes (migration 0022): the same facts as
 * `listing_map_cell` summed per zoom and cell, kept by the same triggers and rebuild. An
 * unfiltered map and an area search's total read one row a cell here instead of one per kind and
 * purpose (a 9 km radius's 1,473 grid rows). It alone also holds zooms 14 to
 * TOTALS_GRID_MAX_ZOOM (migration 0030, triggers of their own): an unfiltered street map's cells.
 */
export const listingMapTotals = pgTable(
  'listing_map_total',
  {
    zoom: smallint('zoom').notNull(),
    cy: integer('cy').notNull(),
    cx: integer('cx').notNull(),
    ...cellFacts(),
  },
  (t) => [primaryKey({ columns: [t.zoom, t.cy, t.cx] })],
);

/**
 * The grid's cells by purpose and bedrooms (migration 0024): bedrooms up to ROOMS_GRID_TOP, the
 * last row of a cell holding that many or more; listings without bedrooms (land, offices) are not
 * in it. A map filtered by bedrooms (a minimum up to ROOMS_GRID_TOP) and purpose at most sums
 * these rows instead of counting its listings. Kept by triggers of its own on listing and agency,
 * and rebuilt by `listing_map_cell_rebuild()` with the other grid tables.
 */
export const listingMapRooms = pgTable(
  'listing_map_rooms',
  {
    zoom: smallint('zoom').notNull(),
    cy: integer('cy').notNull(),
    cx: integer('cx').notNull(),
    purpose: text('purpose').notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    ...cellFacts(),
  },
  (t) => [primaryKey({ columns: [t.zoom, t.cy, t.cx, t.purpose, t.bedrooms] })],
);

/**
 * Public listings (ACTIVE, not deleted, agency ACTIVE) per place and kind and purpose, for the
 * exact total of a search by place, kind and purpose alone (ADR 0029). A listing counts under
 * every place of its chain (`place_ids`) and under EVERYWHERE, so a search with no place reads
 * one row too. Kept in step by triggers on listing and agency (migration 0015), like the map's
 * grid; `listing_search_counts_rebuild()` recomputes it (and `listing_price_count`) after a bulk
 * load.
 */
export const listingPlaceCounts = pgTable(
  'listing_place_count',
  {
    placeId: uuid('place_id').notNull(),
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.kind, t.purpose] })],
);

/**
 * Public listings per currency, kind, purpose and price band, for the exact total of a search by
 * kind, purpose and a price range in one currency (ADR 0029): the bands wholly inside the range
 * are summed here and only the listings of its two partial bands are counted. `band` is the
 * band's lowest price (`listing_price_band()`, migration 0015, and `priceBand` in
 * price-bands.ts). Kept in step by the same triggers as `listing_place_count`.
 */
export const listingPriceCounts = pgTable(
  'listing_price_count',
  {
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    band: bigint('band', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.kind, t.purpose, t.band] })],
);

/**
 * Public listings per kind, purpose, tenure, title status and size band, for the exact total of
 * a search by a size range with kind, purpose, tenure or title status at most (ADR 0029,
 * amendment of 2026-11-27: the plots page's common search): the bands wholly inside the range are
 * summed here and only the listings of its two partial bands are counted. `band` is the band's
 * lowest size in m² (`listing_size_band()`, migration 0019, and `sizeBand` in size-bands.ts);
 * a listing without a tenure or title status counts under ''. Kept in step by the same triggers
 * as `listing_place_count`.
 */
export const listingSizeCounts = pgTable(
  'listing_size_count',
  {
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    tenure: text('tenure').notNull(),
    titleStatus: text('title_status').notNull(),
    band: doublePrecision('band').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.tenure, t.band, t.purpose, t.titleStatus] })],
);

/** Every status change: who, when, from, to (from is null for the first status). */
export const listingStatusChanges = pgTable(
  'listing_status_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_status_change_idx').on(t.listingId, t.changedAt)],
);

/** The admin-managed list of features and amenities (Borehole, Parking, Perimeter wall…). */
export const features = pgTable('feature', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull().default('General'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const listingFeatures = pgTable(
  'listing_feature',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.featureId] }),
    index('listing_feature_feature_idx').on(t.featureId, t.listingId),
  ],
);

/** One row per listing, visitor and day: a view counts at most once a day per visitor. */
export const listingViews = pgTable(
  'listing_view',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitor, t.day] })],
);
