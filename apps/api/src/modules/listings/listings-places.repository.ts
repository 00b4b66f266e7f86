import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { geoCities, geoCountries, geoRegions } from '../geo/geo.schema';
import { listingPlaceCounts } from './listings.schema';

/**
 * Public listing counts per region and city of a country, from `listing_place_count` (ADR 0029):
 * the public search's visibility, and the same totals as a search by that place. A few hundred
 * rows instead of grouping every listing of the country (Uganda's regions on 1,000,000
 * listings: 714 ms).
 */
export function createListingsPlacesRepository(db: Db) {
  const c = listingPlaceCounts;
  const n = sql<number>`sum(${c.n})::int`.mapWith(Number);
  const ofKind = (kind: string | undefined) => (kind ? eq(c.kind, kind) : undefined);

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
    async regions(countryId: string, kind?: string) {
      return db
        .select({ id: geoRegions.id, name: geoRegions.name, count: n })
        .from(c)
        .innerJoin(geoRegions, eq(geoRegions.id, c.placeId))
        .where(and(eq(geoRegions.countryId, countryId), ofKind(kind)))
        .groupBy(geoRegions.id, geoRegions.name)
        .orderBy(desc(n), asc(geoRegions.name));
    },
    async cities(countryId: string, limit: number, kind?: string) {
      return db
        .select({ id: geoCities.id, name: geoCities.name, regionId: geoCities.regionId, count: n })
        .from(c)
        .innerJoin(geoCities, eq(geoCities.id, c.placeId))
        .innerJoin(geoRegions, eq(geoRegions.id, geoCities.regionId))
        .where(and(eq(geoRegions.countryId, countryId), ofKind(kind)))
        .groupBy(geoCities.id, geoCities.name, geoCities.regionId)
        .orderBy(desc(n), asc(geoCities.name))
        .limit(limit);
    },
  };
}
export type ListingsPlacesRepository = ReturnType<typeof createListingsPlacesRepository>;
