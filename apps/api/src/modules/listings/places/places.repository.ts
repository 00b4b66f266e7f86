import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { geoCities, geoCountries, geoRegions } from '../../geo/geo.schema';
import { listings as l } from '../listings.schema';
import { inPublicAgency } from '../search/search-where';

/**
 * Public listing counts per region and city of a country, with the public search's visibility:
 * the same totals as a search by each place. Counted live; the public read cache keeps answers.
 */
export function createListingsPlacesRepository(db: Db) {
  const n = sql<number>`count(*)::int`.mapWith(Number);
  const shown = (kind: string | undefined) =>
    and(
      sql`${l.deletedAt} is null and ${l.status} = 'ACTIVE'`,
      inPublicAgency(),
      kind ? eq(l.kind, kind) : undefined,
    );

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
        .from(l)
        .innerJoin(geoRegions, eq(geoRegions.id, l.regionId))
        .where(and(eq(geoRegions.countryId, countryId), shown(kind)))
        .groupBy(geoRegions.id, geoRegions.name)
        .orderBy(desc(n), asc(geoRegions.name));
    },
    async cities(countryId: string, limit: number, kind?: string) {
      return db
        .select({ id: geoCities.id, name: geoCities.name, regionId: geoCities.regionId, count: n })
        .from(l)
        .innerJoin(geoCities, eq(geoCities.id, l.cityId))
        .innerJoin(geoRegions, eq(geoRegions.id, geoCities.regionId))
        .where(and(eq(geoRegions.countryId, countryId), shown(kind)))
        .groupBy(geoCities.id, geoCities.name, geoCities.regionId)
        .orderBy(desc(n), asc(geoCities.name))
        .limit(limit);
    },
  };
}
export type ListingsPlacesRepository = ReturnType<typeof createListingsPlacesRepository>;
