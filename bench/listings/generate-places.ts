import type pg from 'pg';
import { HUB_REACH_KM, HUBS } from './market';

/**
 * Temp tables of where listings go: `bench_place`, every city and neighbourhood of East Africa
 * with a centre, its whole place chain (ids for "anywhere in X", names for the text search), how
 * many listings it draws (`weight`: near a hub, more) and how dear it is (`price_factor`: near a
 * hub, dearer; each place a little dearer or cheaper than its neighbours); `bench_slot`, 20,000
 * slots shared out by weight, so one uniform draw picks a place.
 */
const CHAIN = `
  with chain as (
    select co.iso2, co.id as country_id, r.id as region_id, d.sub_region_id, c.district_id,
      c.id as city_id, null::uuid as area_id,
      array_remove(array[co.id, r.id, d.sub_region_id, c.district_id, c.id], null) as place_ids,
      concat_ws(' ', co.name, r.name, sr.name, d.name, c.name) as place_names,
      c.name as place, c.name as city, c.latitude, c.longitude, 0.03 as spread
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
      a.name, c.name, a.latitude, a.longitude, 0.006
    from geo_area a
    join geo_city c on c.id = a.city_id
    join geo_region r on r.id = c.region_id
    join geo_country co on co.id = r.country_id
    left join geo_district d on d.id = c.district_id
    left join geo_sub_region sr on sr.id = d.sub_region_id
    left join geo_area pa on pa.id = a.parent_id
    where co.iso2 in ('UG', 'KE', 'TZ', 'RW', 'BI') and a.latitude is not null
  )`;

const PLACES = `
  create temp table bench_place as
  ${CHAIN}
  select (row_number() over (order by city_id, area_id) - 1)::int as i, chain.*,
    0.3 + hub.pull as weight,
    (0.3 + hub.price) * (0.75 + 0.75 * (hashtextextended(chain.place_ids::text, $1) & 1023) / 1023.0)
      as price_factor
  from chain
  cross join lateral (
    select sum(h.pull * exp(-km / $2)) as pull, max(h.price * exp(-km / ($2 * 2.5))) as price
    from bench_hub h,
      lateral (select 111.2 * sqrt(power(chain.latitude - h.lat, 2)
        + power((chain.longitude - h.lng) * cos(radians(chain.latitude)), 2)) as km) d
  ) hub`;

const SLOTS = `
  create temp table bench_slot as
  select (row_number() over (order by p.i, n) - 1)::int as i, p.i as place_i
  from bench_place p,
    generate_series(1, greatest(1, round(20000 * p.weight / (select sum(weight) from bench_place)))::int) n`;

/** Makes bench_hub, bench_place and bench_slot; returns the number of slots. */
export async function createPlaces(c: pg.ClientBase, seed: number): Promise<number> {
  await c.query(`create temp table bench_hub (lat float8, lng float8, pull float8, price float8)`);
  await c.query(
    `insert into bench_hub select * from unnest($1::float8[], $2::float8[], $3::float8[], $4::float8[])`,
    [
      HUBS.map((h) => h.lat),
      HUBS.map((h) => h.lng),
      HUBS.map((h) => h.pull),
      HUBS.map((h) => h.price),
    ],
  );
  await c.query(PLACES, [seed, HUB_REACH_KM]);
  await c.query(SLOTS);
  await c.query('create unique index on bench_slot (i)');
  await c.query('create unique index on bench_place (i)');
  return Number((await c.query('select count(*) from bench_slot')).rows[0].count);
}
