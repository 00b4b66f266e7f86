import type pg from 'pg';

/** What the draws choose from, read from the bench database in a stable order. */
export type PlaceLevel = 'country' | 'region' | 'subRegion' | 'district' | 'city' | 'area';
export interface Place {
  id: string;
  level: PlaceLevel;
  name: string;
  lat: number | null;
  lng: number | null;
  /** Public listings anywhere inside it. */
  listings: number;
}
export interface Catalog {
  features: { id: string; slug: string }[];
  places: Place[];
}

const COUNTRIES = ['UG', 'KE', 'TZ', 'RW', 'BI'];

/** Every place of the five countries at every level, with its public listings counted. */
const PLACES = `
  with counts as (
    select unnest(place_ids) as id, count(*)::int as n
    from listing where deleted_at is null and status = 'ACTIVE' group by 1
  ), country as (select * from geo_country where iso2 = any($1::text[])),
  region as (select r.* from geo_region r join country co on co.id = r.country_id),
  district as (select d.* from geo_district d join region r on r.id = d.region_id),
  city as (select c.* from geo_city c join region r on r.id = c.region_id),
  place as (
    select id, 'country' as level, name, latitude, longitude from country
    union all select id, 'region', name, latitude, longitude from region
    union all select s.id, 'subRegion', s.name, s.latitude, s.longitude
      from geo_sub_region s join region r on r.id = s.region_id
    union all select id, 'district', name, latitude, longitude from district
    union all select id, 'city', name, latitude, longitude from city
    union all select a.id, 'area', a.name, a.latitude, a.longitude
      from geo_area a join city c on c.id = a.city_id
  )
  select p.id, p.level, p.name, p.latitude as lat, p.longitude as lng, coalesce(c.n, 0) as listings
  from place p left join counts c on c.id = p.id
  order by p.level, p.id`;

export async function readCatalog(c: pg.ClientBase): Promise<Catalog> {
  const features = (await c.query('select id, slug from feature where active order by slug'))
    .rows as Catalog['features'];
  const places = (await c.query(PLACES, [COUNTRIES])).rows as Place[];
  return { features, places };
}
