import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client';

type Coords = { latitude: number | null; longitude: number | null };
type Named = { id: string; name: string; slug: string; name_norm: string } & Coords;
/** The reference data as rows, ids derived and parents resolved (seed/reference builds them). */
export interface ReferenceRows {
  continents: (Named & { code: string })[];
  countries: (Named & {
    continent_id: string;
    iso2: string;
    iso3: string;
    currency: string;
    calling_code: string;
    enabled: boolean;
  })[];
  regions: (Named & { country_id: string })[];
  subRegions: (Named & { region_id: string })[];
  districts: (Named & { region_id: string; sub_region_id: string | null })[];
  cities: (Named & { region_id: string; district_id: string | null; kind: string })[];
  /** Outer areas before the areas inside them. */
  areas: (Named & { city_id: string; parent_id: string | null; kind: string })[];
}

const named = sql.raw(`id uuid, name text, slug text, name_norm text,
  latitude double precision, longitude double precision`);
const columns = 'id, name, slug, name_norm, latitude, longitude';

/**
 * Inserts what is missing and never touches what is there: an admin's rename, move or disabled
 * country survives every start. A row whose parent an admin deleted or moved away is skipped
 * rather than failing the start. One statement per level (json_to_recordset), in one transaction.
 */
export function createGeoReferenceRepository(db: Db) {
  return {
    async version(): Promise<{ hash: string; nodes: number } | undefined> {
      const result = await db.execute(
        sql`select hash, nodes from geo_reference_version where id = 1`,
      );
      return rowsOf<{ hash: string; nodes: number }>(result)[0];
    },
    async apply(rows: ReferenceRows, hash: string): Promise<{ inserted: number }> {
      return db.transaction(async (tx) => {
        let inserted = 0;
        const run = async (table: string, extra: string, json: unknown[], where = 'true') => {
          if (json.length === 0) return;
          // "region_id uuid, kind text" → "region_id, kind": the extra columns' names.
          const extraNames = extra.split(',').map((c) => c.trim().split(' ')[0]);
          const cols = [columns, ...extraNames].join(', ');
          const result = await tx.execute(sql`
            insert into ${sql.identifier(table)} (${sql.raw(cols)})
            select ${sql.raw(cols)} from json_to_recordset(${JSON.stringify(json)}::json)
              as x(${named}${sql.raw(extra ? `, ${extra}` : '')})
            where ${sql.raw(where)}
            on conflict do nothing
            returning id`);
          inserted += rowsOf(result).length;
        };
        await run('geo_continent', 'code text', rows.continents);
        await run(
          'geo_country',
          'continent_id uuid, iso2 text, iso3 text, currency text, calling_code text, enabled boolean',
          rows.countries,
          'exists (select 1 from geo_continent p where p.id = x.continent_id)',
        );
        await run(
          'geo_region',
          'country_id uuid',
          rows.regions,
          'exists (select 1 from geo_country p where p.id = x.country_id)',
        );
        await run(
          'geo_sub_region',
          'region_id uuid',
          rows.subRegions,
          'exists (select 1 from geo_region p where p.id = x.region_id)',
        );
        await run(
          'geo_district',
          'region_id uuid, sub_region_id uuid',
          rows.districts,
          `exists (select 1 from geo_region p where p.id = x.region_id) and (x.sub_region_id is null
           or exists (select 1 from geo_sub_region p where p.id = x.sub_region_id and p.region_id = x.region_id))`,
        );
        await run(
          'geo_city',
          'region_id uuid, district_id uuid, kind text',
          rows.cities,
          `exists (select 1 from geo_region p where p.id = x.region_id) and (x.district_id is null
           or exists (select 1 from geo_district p where p.id = x.district_id and p.region_id = x.region_id))`,
        );
        // Outer areas first, so a neighbourhood finds its division already in place.
        for (const outer of [true, false])
          await run(
            'geo_area',
            'city_id uuid, parent_id uuid, kind text',
            rows.areas.filter((a) => (a.parent_id === null) === outer),
            `exists (select 1 from geo_city p where p.id = x.city_id) and (x.parent_id is null
             or exists (select 1 from geo_area p where p.id = x.parent_id and p.city_id = x.city_id))`,
          );
        // Fresh statistics, so the planner knows the tables are no longer empty.
        if (inserted > 0)
          await tx.execute(
            sql`analyze geo_continent, geo_country, geo_region, geo_sub_region, geo_district, geo_city, geo_area`,
          );
        const nodes = Object.values(rows).reduce((n, list: unknown[]) => n + list.length, 0);
        await tx.execute(sql`
          insert into geo_reference_version (id, hash, nodes, applied_at)
          values (1, ${hash}, ${nodes}, now())
          on conflict (id) do update set hash = excluded.hash, nodes = excluded.nodes,
            applied_at = excluded.applied_at`);
        return { inserted };
      });
    },
  };
}
export type GeoReferenceRepository = ReturnType<typeof createGeoReferenceRepository>;
