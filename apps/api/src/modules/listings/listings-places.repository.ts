import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { geoCities, geoCountries, geoRegions } from '../geo/geo.schema';
import { listingsWhere, type ListingScope } from './listings-search.repository';
import { listings } from './listings.schema';

const noFilters = {
  kind: [],
  sizeUnit: 'sqm' as const,
  tenure: [],
  titleStatus: [],
  features: [],
};

/** Listing counts per region and city of a country, under the public search's visibility. */
export function createListingsPlacesRepository(db: Db) {
  const l = listings;
  const visible = (scope: ListingScope, kind: string | undefined) =>
    listingsWhere({ ...noFilters, kind: kind ? [kind] : [] }, scope).condition;

  return {
    /** The country with this id, else the enabled one with this name; null when neither. */
    async country(id: string | undefined, defaultName: string) {
      const [row] = await db
        .select({ id: geoCountries.id, name: geoCountries.name })
        .from(geoCountries)
        .where(
          and(
            eq(geoCountries.enabled, true),
            id ? eq(geoCountries.id, id) : eq(geoCountries.name, defaultName),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async regions(countryId: string, scope: ListingScope, kind?: string) {
      const n = count();
      return db
        .select({ id: geoRegions.id, name: geoRegions.name, count: n })
        .from(l)
        .innerJoin(geoRegions, eq(geoRegions.id, l.regionId))
        .where(and(eq(geoRegions.countryId, countryId), visible(scope, kind)))
        .groupBy(geoRegions.id, geoRegions.name)
        .orderBy(desc(n), asc(geoRegions.name));
    },
    async cities(countryId: string, scope: ListingScope, limit: number, kind?: string) {
      const n = count();
      return db
        .select({
          id: geoCities.id,
          name: geoCities.name,
          regionId: geoCities.regionId,
          count: n,
        })
        .from(l)
        .innerJoin(geoCities, eq(geoCities.id, l.cityId))
        .innerJoin(geoRegions, eq(geoRegions.id, geoCities.regionId))
        .where(and(eq(geoRegions.countryId, countryId), visible(scope, kind)))
        .groupBy(geoCities.id, geoCities.name, geoCities.regionId)
        .orderBy(desc(n), asc(geoCities.name))
        .limit(limit);
    },
  };
}
export type ListingsPlacesRepository = ReturnType<typeof createListingsPlacesRepository>;
