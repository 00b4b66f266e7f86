import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The location hierarchy (docs/geography.md). Every node has a name, a slug, a normalised name
 * for search (lower case, no accents; kept by the repository) and a centre where known.
 * Composite foreign keys keep each chain consistent: a district's sub-region lies in the
 * district's own region, a city's district in the city's own region, an area's parent area in
 * the same city. Deleting a node that anything refers to is refused (RESTRICT).
 */
const node = () => ({
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  nameNorm: text('name_norm').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const trgm = (table: string, column: { name: string }) =>
  index(`${table}_name_trgm_idx`).using('gin', sql`${sql.identifier(column.name)} gin_trgm_ops`);

export const geoContinents = pgTable(
  'geo_continent',
  { ...node(), code: text('code').notNull().unique() },
  (t) => [unique('geo_continent_slug_key').on(t.slug)],
);

export const geoCountries = pgTable(
  'geo_country',
  {
    ...node(),
    continentId: uuid('continent_id')
      .notNull()
      .references(() => geoContinents.id, { onDelete: 'restrict' }),
    iso2: text('iso2').notNull().unique(),
    iso3: text('iso3').notNull().unique(),
    currency: text('currency').notNull(),
    callingCode: text('calling_code').notNull(),
    enabled: boolean('enabled').notNull().default(false),
  },
  (t) => [
    unique('geo_country_slug_key').on(t.slug),
    index('geo_country_continent_idx').on(t.continentId),
    trgm('geo_country', t.nameNorm),
  ],
);

export const geoRegions = pgTable(
  'geo_region',
  {
    ...node(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => geoCountries.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('geo_region_country_slug_key').on(t.countryId, t.slug),
    trgm('geo_region', t.nameNorm),
  ],
);

export const geoSubRegions = pgTable(
  'geo_sub_region',
  {
    ...node(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => geoRegions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('geo_sub_region_region_slug_key').on(t.regionId, t.slug),
    unique('geo_sub_region_id_region_key').on(t.id, t.regionId),
    trgm('geo_sub_region', t.nameNorm),
  ],
);

export const geoDistricts = pgTable(
  'geo_district',
  {
    ...node(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => geoRegions.id, { onDelete: 'restrict' }),
    subRegionId: uuid('sub_region_id'),
  },
  (t) => [
    unique('geo_district_region_slug_key').on(t.regionId, t.slug),
    unique('geo_district_id_region_key').on(t.id, t.regionId),
    // The sub-region, when set, lies in the district's own region.
    foreignKey({
      name: 'geo_district_sub_region_fk',
      columns: [t.subRegionId, t.regionId],
      foreignColumns: [geoSubRegions.id, geoSubRegions.regionId],
    })
      .onDelete('restrict')
      .onUpdate('cascade'),
    index('geo_district_sub_region_idx').on(t.subRegionId),
    trgm('geo_district', t.nameNorm),
  ],
);

export const geoCities = pgTable(
  'geo_city',
  {
    ...node(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => geoRegions.id, { onDelete: 'restrict' }),
    districtId: uuid('district_id'),
    kind: text('kind').notNull().default('town'),
  },
  (t) => [
    unique('geo_city_region_slug_key').on(t.regionId, t.slug),
    foreignKey({
      name: 'geo_city_district_fk',
      columns: [t.districtId, t.regionId],
      foreignColumns: [geoDistricts.id, geoDistricts.regionId],
    })
      .onDelete('restrict')
      .onUpdate('cascade'),
    index('geo_city_district_idx').on(t.districtId),
    index('geo_city_lat_lng_idx').on(t.latitude, t.longitude),
    trgm('geo_city', t.nameNorm),
  ],
);

export const geoAreas = pgTable(
  'geo_area',
  {
    ...node(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => geoCities.id, { onDelete: 'restrict' }),
    parentId: uuid('parent_id'),
    kind: text('kind').notNull().default('neighbourhood'),
  },
  (t) => [
    // Makindye the neighbourhood lies inside Makindye the division: unique per parent.
    unique('geo_area_city_parent_slug_key').on(t.cityId, t.parentId, t.slug).nullsNotDistinct(),
    unique('geo_area_id_city_key').on(t.id, t.cityId),
    foreignKey({
      name: 'geo_area_parent_fk',
      columns: [t.parentId, t.cityId],
      foreignColumns: [t.id, t.cityId],
    })
      .onDelete('restrict')
      .onUpdate('cascade'),
    index('geo_area_parent_idx').on(t.parentId),
    index('geo_area_lat_lng_idx').on(t.latitude, t.longitude),
    trgm('geo_area', t.nameNorm),
  ],
);

/** Which version of the committed reference data was applied (seed/reference): one row. */
export const geoReferenceVersion = pgTable('geo_reference_version', {
  id: integer('id').primaryKey().default(1),
  hash: text('hash').notNull(),
  nodes: integer('nodes').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
