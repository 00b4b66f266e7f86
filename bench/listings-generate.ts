// Fills a dedicated PostgreSQL database with 1,000,000 listings for bench/listings.ts.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/listings-generate.ts [count]
//
// It (re)creates afrinest_bench beside the database in DATABASE_URL, migrates it with the app's
// migrator, seeds geography and the demo accounts, agencies and listings as `npm start` does,
// then adds the listings in SQL (INSERT … SELECT generate_series, 100,000 rows per statement)
// with the listing indexes dropped during the load and rebuilt after it, as a restore would.
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createMemoryCache } from '../apps/api/src/platform/cache/cache';
import { fromPostgres } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { seedDemo } from '../apps/api/src/seed/index';
import { seedReference } from '../apps/api/src/seed/reference/index';

export const BENCH_DB = 'afrinest_bench';
const BATCH = 100_000;

/** The bench database's URL beside the one given. */
export function benchUrl(url: string): string {
  const u = new URL(url);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
}

/**
 * Every city and neighbourhood of East Africa with a centre, with its whole place chain (ids for
 * "anywhere in X", names for the text search). Uganda's places are listed three times, so about
 * two listings in three are Ugandan, as on a Ugandan portal.
 */
export const PLACES = `
  create temp table bench_place as
  with chain as (
    select co.iso2, co.id as country_id, r.id as region_id, d.sub_region_id, c.district_id,
      c.id as city_id, null::uuid as area_id,
      array_remove(array[co.id, r.id, d.sub_region_id, c.district_id, c.id], null) as place_ids,
      concat_ws(' ', co.name, r.name, sr.name, d.name, c.name) as place_names,
      c.name as place, c.latitude, c.longitude, 0.04 as spread
    from geo_city c
    join geo_region r on r.id = c.region_id
    join geo_country co on co.id = r.country_id
    left join geo_district d on d.id = c.district_id
    left join geo_sub_region sr on sr.id = d.sub_region_id
    where co.iso2 in ('UG', 'KE', 'TZ', 'RW', 'BI') and c.latitude is not null
    union all
    select co.iso2, co.id, r.id, d.sub_region_id, c.district_id, c.id, a.id,
      array_remove(array[co.id, r.id, d.sub_region_id, c.district_id, c.id, a.parent_id, a.id], null),
      concat_ws(' ', co.name, r.name, sr.name, d.name, c.name, pa.name, a.name),
      a.name, a.latitude, a.longitude, 0.008
    from geo_area a
    join geo_city c on c.id = a.city_id
    join geo_region r on r.id = c.region_id
    join geo_country co on co.id = r.country_id
    left join geo_district d on d.id = c.district_id
    left join geo_sub_region sr on sr.id = d.sub_region_id
    left join geo_area pa on pa.id = a.parent_id
    where co.iso2 in ('UG', 'KE', 'TZ', 'RW', 'BI') and a.latitude is not null
  )
  select (row_number() over (order by city_id, area_id) - 1)::int as i, chain.*
  from chain, generate_series(1, case when iso2 = 'UG' then 3 else 1 end)`;

/** One batch: g from..to. hashint8 of g and a salt gives each row stable pseudo-random draws. */
export const INSERT = `
  with draw as (
    select g,
      abs(hashint8(g)) % $3 as pi,
      abs(hashint8(g * 7 + 1)) % 1000 / 1000.0 as r1,
      abs(hashint8(g * 7 + 2)) % 1000 / 1000.0 as r2,
      abs(hashint8(g * 7 + 3)) % 1000 / 1000.0 as r3,
      abs(hashint8(g * 7 + 4)) % 1000 / 1000.0 as r4,
      abs(hashint8(g * 7 + 5)) % 1000 / 1000.0 as r5
    from generate_series($1::bigint, $2::bigint) g
  ), shaped as (
    select d.*, p.*,
      case when r1 < 0.32 then 'land' when r1 < 0.60 then 'house' when r1 < 0.80 then 'apartment'
        when r1 < 0.85 then 'room' when r1 < 0.90 then 'commercial' when r1 < 0.93 then 'office'
        when r1 < 0.95 then 'warehouse' when r1 < 0.97 then 'hotel' else 'building' end as kind,
      case when p.iso2 = 'UG' then 'UGX' when r4 < 0.3 then 'USD'
        when p.iso2 = 'KE' then 'KES' when p.iso2 = 'TZ' then 'TZS'
        when p.iso2 = 'RW' then 'RWF' else 'BIF' end as currency
    from draw d join bench_place p on p.i = d.pi
  ), priced as (
    select s.*,
      case when kind in ('apartment', 'room') and r2 < 0.8 then 'RENT'
        when kind = 'house' and r2 < 0.4 then 'RENT' when kind in ('office', 'commercial', 'warehouse') and r2 < 0.6 then 'RENT'
        else 'SALE' end as purpose,
      case when kind = 'land' then
        case when r3 < 0.4 then 'acres' when r3 < 0.8 then 'decimals' else 'ft_plot' end end as land_unit,
      case when kind = 'land' then
        case when r3 < 0.4 then round((0.25 + r5 * 20)::numeric, 2)::float8
          when r3 < 0.8 then (5 + floor(r5 * 95))::float8 end end as land_value,
      case when kind <> 'land' then (20 + floor(r5 * 580))::float8 end as floor_m2,
      case when kind in ('house', 'apartment') then 1 + floor(r3 * 6)::int
        when kind = 'room' then 1 end as beds
    from shaped s
  ), sized as (
    select p.*,
      case land_unit when 'acres' then land_value * 4046.8564224
        when 'decimals' then land_value * 40.468564224 when 'ft_plot' then 464.5152 end as land_m2,
      -- UGX-equivalent first, then the listing's currency (rough rates; a bench needs spread).
      (case when purpose = 'RENT' then 300000 + r4 * 9000000
        when kind = 'land' then 15000000 + r4 * 900000000 else 80000000 + r4 * 3000000000 end
      ) / case currency when 'USD' then 3700 when 'KES' then 28 when 'TZS' then 1.45
        when 'RWF' then 2.8 when 'BIF' then 1.3 else 1 end as price
    from priced p
  )
  insert into listing (kind, purpose, rent_period, title, description, price_amount, currency,
    negotiable, bedrooms, bathrooms, floor_area_value, floor_area_unit, floor_area_m2,
    land_size_value, land_size_unit, land_size_width_ft, land_size_length_ft, land_size_m2, size_m2,
    tenure, lease_years, title_status, access_road, country_id, region_id, sub_region_id,
    district_id, city_id, area_id, place_ids, place_names, latitude, longitude, agent_id,
    agency_id, status, view_count, created_at, updated_at, published_at)
  select kind, purpose, case when purpose = 'RENT' then 'MONTH' end,
    case when kind = 'land' then
      case land_unit when 'acres' then land_value || ' acres' when 'decimals' then land_value || ' decimals'
        else '50×100 ft plot' end || ' of land in ' || place
    when beds is not null then beds || '-bedroom ' || kind || ' in ' || place
    else initcap(kind) || ' space in ' || place end,
    (array['Quiet neighbourhood, tarmac road, water and power connected.',
      'Close to schools, shopping and the main road; secure compound.',
      'Good investment: ready title, surveyed, gentle slope.',
      'Spacious and bright, with parking, garden and a borehole.',
      'Newly built, self-contained, with 24-hour security.'])[1 + floor(r5 * 5)::int],
    round(price)::bigint, currency, r2 < 0.5, beds, case when beds is not null then greatest(1, beds - 1) end,
    floor_m2, case when floor_m2 is not null then 'sqm' end, floor_m2,
    land_value, land_unit, case when land_unit = 'ft_plot' then 50 end,
    case when land_unit = 'ft_plot' then 100 end, land_m2, coalesce(floor_m2, land_m2),
    case when kind = 'land' then (array['MAILO', 'FREEHOLD', 'LEASEHOLD', 'CUSTOMARY'])[1 + floor(r2 * 4)::int] end,
    case when kind = 'land' and floor(r2 * 4) = 2 then 49 + 50 * floor(r3 * 2)::int end,
    case when kind = 'land' then (array['TITLED', 'TITLE_IN_PROCESS', 'UNTITLED'])[1 + floor(r4 * 3)::int] end,
    case when kind = 'land' then (array['TARMAC', 'MURRAM', 'FOOTPATH', 'NONE'])[1 + floor(r3 * 4)::int] end,
    country_id, region_id, sub_region_id, district_id, city_id, area_id, place_ids, place_names,
    latitude + (r3 - 0.5) * 2 * spread, longitude + (r5 - 0.5) * 2 * spread,
    ($4::uuid[])[1 + g % array_length($4::uuid[], 1)], ($5::uuid[])[1 + g % array_length($5::uuid[], 1)],
    case when r4 < 0.9 then 'ACTIVE' when r4 < 0.95 then 'INACTIVE' when r4 < 0.98 then 'SOLD' else 'ARCHIVED' end,
    floor(r1 * 500)::int,
    now() - (r2 * 730 || ' days')::interval, now() - (r2 * 730 || ' days')::interval,
    now() - (r2 * 730 || ' days')::interval
  from sized`;

export async function generate(url: string, count: number) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  // Short queries only: JIT compiling a count or a map aggregate costs more than it saves
  // (ADR 0014 recommends the same for production servers).
  await admin.query(`ALTER DATABASE ${BENCH_DB} SET jit = off`);
  await admin.end();

  const started = performance.now();
  const database = fromPostgres(benchUrl(url), 4);
  await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-'.repeat(4),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, cache: createMemoryCache(), logger: false });
  await seedReference(app.services);
  await seedDemo(app.services);
  await app.close();
  await database.close();
  const seededMs = performance.now() - started;

  const c = new pg.Client({ connectionString: benchUrl(url) });
  await c.connect();
  try {
    await c.query(`set maintenance_work_mem = '512MB'`);
    // As pg_restore --disable-triggers: the rows reference seeded places, agents and agencies by
    // construction, so the foreign-key triggers (60 µs a row) are skipped, and so are the map
    // grid's (listing_map_cell, listing_map_total, listing_map_rooms) and the search counts' (listing_place_count, listing_price_count),
    // and the text bitmaps' (listing_text_slot, listing_text_bits), rebuilt in one pass each after the load.
    await c.query(`set session_replication_role = replica`);
    await c.query(PLACES);
    const places = Number((await c.query('select count(*) from bench_place')).rows[0].count);
    const agencies = (await c.query(`select id from agency order by created_at`)).rows.map(
      (r: { id: string }) => r.id,
    );
    // Each agency's listings by one of its agents (the demo agents work for the first agency).
    const agents = (
      await c.query(`select id from "user" where role in ('AGENT', 'SUPER_AGENT') order by email`)
    ).rows.map((r: { id: string }) => r.id);
    const indexes = (
      await c.query(`select indexname, indexdef from pg_indexes
        where tablename = 'listing' and indexname not like '%_pkey'`)
    ).rows as { indexname: string; indexdef: string }[];
    for (const ix of indexes) await c.query(`drop index ${ix.indexname}`);

    const loadStarted = performance.now();
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await c.query(INSERT, [from, to, places, agents, agencies]);
      console.log(
        `  ${to.toLocaleString('en')} listings (${Math.round((performance.now() - loadStarted) / 1000)} s)`,
      );
    }
    const loadMs = performance.now() - loadStarted;
    const indexStarted = performance.now();
    for (const ix of indexes) await c.query(ix.indexdef);
    await c.query('vacuum analyze listing');
    const indexMs = performance.now() - indexStarted;
    const gridStarted = performance.now();
    await c.query('select listing_map_cell_rebuild()');
    await c.query('vacuum analyze listing_map_cell, listing_map_total, listing_map_rooms');
    await c.query('select listing_search_counts_rebuild()');
    await c.query('vacuum analyze listing_place_count, listing_price_count, listing_size_count');
    await c.query('select listing_text_rebuild()');
    await c.query('vacuum analyze listing_text_slot, listing_text_bits');
    await c.query('select listing_map_order_rebuild()');
    await c.query('vacuum analyze listing_map_slot, listing_map_run, listing_map_bits');
    const gridMs = performance.now() - gridStarted;
    const total = Number((await c.query('select count(*) from listing')).rows[0].count);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `${total.toLocaleString('en')} listings over ${places} places in ${BENCH_DB}: ` +
        `migrations + seeds ${s(seededMs)}, rows ${s(loadMs)}, ${indexes.length} indexes + vacuum analyze ${s(indexMs)}, map grid + search counts + text and map bitmaps ${s(gridMs)}, ` +
        `total ${s(performance.now() - started)}`,
    );
    return { total, seededMs, loadMs, indexMs, gridMs };
  } finally {
    await c.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (PostgreSQL): the bench needs a real server.');
  generate(url, Number(process.argv[2] ?? 1_000_000)).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
