import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  unique,
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

/** What cards need of a listing's cover photo; URLs are made from the keys when read. */
export interface CoverPhoto {
  id: string;
  width: number;
  height: number;
  caption: string | null;
  placeholder: string;
  variants: { width: number; format: 'webp' | 'avif' | 'jpeg'; key: string }[];
}

/** What the public sees: live listings (the agency's own status is checked when reading). */
const publicRow = (t: { deletedAt: AnyColumn; status: AnyColumn }) =>
  sql`${t.deletedAt} is null and ${t.status} = 'ACTIVE'`;

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
    /**
     * When the agent last said the listing is still available (issue 46): an ACTIVE listing not
     * confirmed for the confirmation period (from this, else published_at) becomes INACTIVE.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The "still available?" mail went out for the current period; cleared by a confirmation. */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    /** DELETE keeps the row (statistics, history, favourites' audit) and hides it everywhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The first processed photo, kept here by the media area so lists need no join (ADR 0023). */
    coverPhoto: jsonb('cover_photo').$type<CoverPhoto>(),
    // 'simple': names and mixed English/Luganda/Swahili text are not stemmed wrongly.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple'::regconfig, ${listings.title} || ' ' || ${listings.description} || ' ' || ${listings.placeNames})`,
    ),
  },
  (t) => [
    // Search (docs/search.md): each sort's order, public rows only, and price and size also
    // after purpose and kind (a price follows the kind: a walk for houses by price must not
    // read every cheaper room first). Each also carries (INCLUDE, written by hand in migration
    // 0037: drizzle-kit cannot) every column a filter, a sort or the agency check reads, so
    // counting and walking them never reads the table.
    index('listing_public_newest_idx')
      .on(t.publishedAt.desc().nullsLast(), t.createdAt.desc().nullsLast(), t.id)
      .where(publicRow(t)),
    index('listing_public_price_idx').on(t.priceAmount, t.id).where(publicRow(t)),
    index('listing_public_size_idx').on(t.sizeM2, t.id).where(publicRow(t)),
    index('listing_public_kind_price_idx')
      .on(t.purpose, t.kind, t.priceAmount, t.id)
      .where(publicRow(t)),
    index('listing_public_kind_size_idx').on(t.purpose, t.kind, t.sizeM2, t.id).where(publicRow(t)),
    // A box (the map, a drawn area) on the plane of latitude and longitude.
    index('listing_public_geo_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(publicRow(t)),
    // A radius and nearest first (KNN `<->`) on the earth (cube + earthdistance).
    index('listing_public_earth_idx')
      .using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(publicRow(t)),
    index('listing_search_idx').using('gin', t.searchVector),
    index('listing_places_idx').using('gin', t.placeIds),
    index('listing_agency_idx').on(t.agencyId, t.createdAt),
    index('listing_agent_idx').on(t.agentId),
    index('listing_featured_idx')
      .on(t.featuredUntil)
      .where(sql`${t.featuredUntil} is not null`),
  ],
);

/**
 * The map's grid (docs/search.md): per zoom up to MAP_GRID_MAX_ZOOM, cell, kind and purpose,
 * the public listings' count, the sums of their coordinates (centre of mass) and the box around
 * them. `listing_map_grid_fold()` (a pg-boss job) adds the changes that triggers append to
 * `listing_map_grid_change`; a read sums both, so the grid is exact without a write ever
 * waiting on another. Bounds only grow until `listing_map_grid_rebuild()`.
 */
export const listingMapGrid = pgTable(
  'listing_map_grid',
  {
    zoom: smallint('zoom').notNull(),
    cy: integer('cy').notNull(),
    cx: integer('cx').notNull(),
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    n: integer('n').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    south: doublePrecision('south').notNull(),
    west: doublePrecision('west').notNull(),
    north: doublePrecision('north').notNull(),
    east: doublePrecision('east').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zoom, t.cy, t.cx, t.kind, t.purpose] })],
);

/** A public listing that joined (+1) or left (-1) the map, not yet folded into the grid. */
export const listingMapGridChange = pgTable('listing_map_grid_change', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  kind: text('kind').notNull(),
  purpose: text('purpose').notNull(),
  delta: smallint('delta').notNull(),
});

/**
 * Live listings (ACTIVE, not deleted) per agency and agent, kept by a trigger on listing in the
 * writing transaction (db/functions/listing_live_count_track.sql): the listing-slot check reads a
 * few rows instead of counting a large agency's listings (issue 41).
 */
export const listingLiveCounts = pgTable(
  'listing_live_count',
  {
    agencyId: uuid('agency_id').notNull(),
    agentId: uuid('agent_id'),
    n: integer('n').notNull(),
  },
  (t) => [unique('listing_live_count_key').on(t.agencyId, t.agentId).nullsNotDistinct()],
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

/**
 * The one-click "still available" links mailed to agents (issue 46): only the token's SHA-256 is
 * kept; a link works once, before it expires, and needs no sign-in.
 */
export const listingConfirmTokens = pgTable(
  'listing_confirm_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_confirm_token_listing_idx').on(t.listingId)],
);
