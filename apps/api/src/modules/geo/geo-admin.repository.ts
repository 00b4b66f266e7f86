import { eq, sql, type SQL } from 'drizzle-orm';
import type { GeoLevel } from '@afrinest/contract';
import { rowsOf, type Db } from '../../platform/db/client';
import { geoTables } from './geo.repository';

export interface AdminNodeRow {
  id: string;
  level: GeoLevel;
  name: string;
  slug: string;
  latitude: number | null;
  longitude: number | null;
  parent_id: string | null;
  kind: string | null;
  enabled: boolean | null;
  iso2: string | null;
  child_counts: Record<string, number>;
}

/** What lies directly under a node of each level: (child level, table, column naming the node). */
export const childrenOf: Record<GeoLevel, [GeoLevel, string, string][]> = {
  continent: [['country', 'geo_country', 'continent_id']],
  country: [['region', 'geo_region', 'country_id']],
  region: [
    ['subregion', 'geo_sub_region', 'region_id'],
    ['district', 'geo_district', 'region_id'],
    ['city', 'geo_city', 'region_id'],
  ],
  subregion: [['district', 'geo_district', 'sub_region_id']],
  district: [['city', 'geo_city', 'district_id']],
  city: [['area', 'geo_area', 'city_id']],
  area: [['area', 'geo_area', 'parent_id']],
};

const tableOf: Record<GeoLevel, string> = {
  continent: 'geo_continent',
  country: 'geo_country',
  region: 'geo_region',
  subregion: 'geo_sub_region',
  district: 'geo_district',
  city: 'geo_city',
  area: 'geo_area',
};

/** `{ "district": 11, "city": 4 }` for node n, as one SQL expression. */
const countsSql = (level: GeoLevel) =>
  sql.raw(
    `json_build_object(${childrenOf[level]
      .map(
        ([child, table, column]) =>
          `'${child}', (select count(*)::int from ${table} x where x.${column} = n.id)`,
      )
      .join(', ')})`,
  );

/** The admin tree: pages of one level under a parent, with counts of children; writes. */
export function createGeoAdminRepository(db: Db) {
  const select = (level: GeoLevel, where: SQL) => sql`
    select n.id, n.level, n.name, n.slug, n.latitude, n.longitude, n.parent_id, n.kind,
      ${level === 'country' ? sql`t.enabled, t.iso2` : sql`null::boolean as enabled, null::text as iso2`},
      ${countsSql(level)} as child_counts
    from geo_node n join ${sql.identifier(tableOf[level])} t on t.id = n.id
    where n.level = ${level} and ${where}`;

  return {
    /**
     * One page of a level; `parents` (columns of the level's table and their values) narrow it
     * to one parent's children, `q` to names containing it or trigram-similar to it.
     */
    async page(opts: {
      level: GeoLevel;
      parents: { column: string; id: string | null }[];
      q?: string;
      offset: number;
      limit: number;
    }): Promise<{ rows: AdminNodeRow[]; total: number }> {
      const parts: SQL[] = [sql`true`];
      for (const parent of opts.parents)
        parts.push(
          parent.id === null
            ? sql`t.${sql.identifier(parent.column)} is null`
            : sql`t.${sql.identifier(parent.column)} = ${parent.id}`,
        );
      if (opts.q) parts.push(sql`(n.name_norm like ${`%${opts.q}%`} or n.name_norm % ${opts.q})`);
      const where = sql.join(parts, sql` and `);
      const rows = rowsOf<AdminNodeRow>(
        await db.execute(sql`${select(opts.level, where)}
          order by n.name_norm, n.id limit ${opts.limit} offset ${opts.offset}`),
      );
      const [count] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from (${select(opts.level, where)}) s`),
      );
      return { rows, total: count?.n ?? 0 };
    },

    async one(level: GeoLevel, id: string): Promise<AdminNodeRow | undefined> {
      return rowsOf<AdminNodeRow>(await db.execute(select(level, sql`n.id = ${id}`)))[0];
    },

    async insert(level: GeoLevel, values: Record<string, unknown>): Promise<void> {
      // The values were built for this level's table by the service.
      await db.insert(geoTables[level]).values(values as never);
    },

    async update(level: GeoLevel, id: string, values: Record<string, unknown>): Promise<void> {
      const table = geoTables[level];
      await db
        .update(table)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(eq(table.id, id));
    },

    async remove(level: GeoLevel, id: string): Promise<void> {
      const table = geoTables[level];
      await db.delete(table).where(eq(table.id, id));
    },
  };
}
export type GeoAdminRepository = ReturnType<typeof createGeoAdminRepository>;

/** The PostgreSQL error code behind a failed query (drizzle wraps the driver's error). */
export function pgErrorCode(e: unknown): string | undefined {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  const code = err?.cause?.code ?? err?.code;
  return typeof code === 'string' ? code : undefined;
}
