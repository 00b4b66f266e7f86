import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  geoAreas,
  geoCities,
  geoContinents,
  geoCountries,
  geoDistricts,
  geoRegions,
  geoSubRegions,
} from './geo.schema';

export type ContinentRow = typeof geoContinents.$inferSelect;
export type CountryRow = typeof geoCountries.$inferSelect;
export type RegionRow = typeof geoRegions.$inferSelect;
export type SubRegionRow = typeof geoSubRegions.$inferSelect;
export type DistrictRow = typeof geoDistricts.$inferSelect;
export type CityRow = typeof geoCities.$inferSelect;
export type AreaRow = typeof geoAreas.$inferSelect;

/** The table of each level, for code that works on any level. */
export const geoTables = {
  continent: geoContinents,
  country: geoCountries,
  region: geoRegions,
  subregion: geoSubRegions,
  district: geoDistricts,
  city: geoCities,
  area: geoAreas,
} as const;
export type GeoTables = typeof geoTables;

/** Reads of the public lists and single places: one query each, ordered by name. */
export function createGeoRepository(db: Db) {
  const where = (...conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean));
  return {
    listCountries(opts: { includeDisabled: boolean; limit: number }): Promise<CountryRow[]> {
      return db
        .select()
        .from(geoCountries)
        .where(opts.includeDisabled ? undefined : eq(geoCountries.enabled, true))
        .orderBy(asc(geoCountries.nameNorm))
        .limit(opts.limit);
    },
    continentsByIds(ids: string[]): Promise<ContinentRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(geoContinents).where(inArray(geoContinents.id, ids));
    },
    regionsOfCountries(ids: string[]): Promise<RegionRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(geoRegions)
        .where(inArray(geoRegions.countryId, ids))
        .orderBy(asc(geoRegions.nameNorm));
    },
    listRegions(countryId: string, limit: number): Promise<RegionRow[]> {
      return db
        .select()
        .from(geoRegions)
        .where(eq(geoRegions.countryId, countryId))
        .orderBy(asc(geoRegions.nameNorm))
        .limit(limit);
    },
    listSubRegions(regionId: string, limit: number): Promise<SubRegionRow[]> {
      return db
        .select()
        .from(geoSubRegions)
        .where(eq(geoSubRegions.regionId, regionId))
        .orderBy(asc(geoSubRegions.nameNorm))
        .limit(limit);
    },
    listDistricts(regionId: string, subRegionId: string | undefined, limit: number) {
      return db
        .select()
        .from(geoDistricts)
        .where(
          where(
            eq(geoDistricts.regionId, regionId),
            subRegionId ? eq(geoDistricts.subRegionId, subRegionId) : undefined,
          ),
        )
        .orderBy(asc(geoDistricts.nameNorm))
        .limit(limit);
    },
    listCities(regionId: string, districtId: string | undefined, limit: number) {
      return db
        .select()
        .from(geoCities)
        .where(
          where(
            eq(geoCities.regionId, regionId),
            districtId ? eq(geoCities.districtId, districtId) : undefined,
          ),
        )
        .orderBy(asc(geoCities.nameNorm))
        .limit(limit);
    },
    /** A city's areas; with parentId only the areas inside that one. */
    listAreas(cityId: string, parentId: string | undefined | null, limit: number) {
      return db
        .select()
        .from(geoAreas)
        .where(
          where(
            eq(geoAreas.cityId, cityId),
            parentId === null
              ? isNull(geoAreas.parentId)
              : parentId
                ? eq(geoAreas.parentId, parentId)
                : undefined,
          ),
        )
        .orderBy(asc(geoAreas.nameNorm))
        .limit(limit);
    },
    async country(id: string): Promise<CountryRow | undefined> {
      const [row] = await db.select().from(geoCountries).where(eq(geoCountries.id, id));
      return row;
    },
    async region(id: string): Promise<RegionRow | undefined> {
      const [row] = await db.select().from(geoRegions).where(eq(geoRegions.id, id));
      return row;
    },
    async subRegion(id: string): Promise<SubRegionRow | undefined> {
      const [row] = await db.select().from(geoSubRegions).where(eq(geoSubRegions.id, id));
      return row;
    },
    async district(id: string): Promise<DistrictRow | undefined> {
      const [row] = await db.select().from(geoDistricts).where(eq(geoDistricts.id, id));
      return row;
    },
    async city(id: string): Promise<CityRow | undefined> {
      const [row] = await db.select().from(geoCities).where(eq(geoCities.id, id));
      return row;
    },
    async area(id: string): Promise<AreaRow | undefined> {
      const [row] = await db.select().from(geoAreas).where(eq(geoAreas.id, id));
      return row;
    },
  };
}
export type GeoRepository = ReturnType<typeof createGeoRepository>;
