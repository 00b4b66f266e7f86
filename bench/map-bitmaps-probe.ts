// A probe, not the product: would per-cell counts from bitmaps in map order answer a map whose
// filters no grid holds (ADR 0037, proposed) exactly, and how fast, against the map counted live?
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/map-bitmaps-probe.ts
//
// On the bench's data (bench/listings-generate.ts) it builds, in a schema `probe` of its own
// (dropped and made again each run; the product's tables are only read):
// - `slot`: every public listing with a point, numbered in the Morton order of its finest grid
//   cell (zoom 13), so that every grid cell at every zoom is one run of slots;
// - `dir`: each non-empty cell at zooms 7–13 and its run of slots [lo, hi);
// - `bits`: per term (`bath:0`…`bath:5` for 5 or more, `kind:house`…) and block of 65,536 slots,
//   a bit string of the listings having it.
// A map's count per cell is then the bits of its filters' bitmap (terms of one filter ORed, the
// filters ANDed, only the blocks the box's cells reach) counted over each cell's run.
// For the bench's "bathrooms (counted live)" viewports (a city viewport at zoom 12, 1–3 bathrooms
// or more, half of them also with a kind) it checks the counts against the listings counted live
// by the map service (`createListingsMapService`, the API's own), then measures both, two at a
// time for 5 s each: the service's `map()` and the bitmaps' statement (prepared, generic plan).
import pg from 'pg';
import { listingMapQuerySchema } from '@afrinest/contract';
import { fromPostgres } from '../apps/api/src/platform/db/client';
import { createListingsMapRepository } from '../apps/api/src/modules/listings/listings-map.repository';
import { createListingsMapService } from '../apps/api/src/modules/listings/listings-map.service';
import { cellDegrees } from '../apps/api/src/modules/listings/map-grid';
import { benchUrl } from './listings-generate';

const BUILD = `
drop schema if exists probe cascade;
create schema probe;
-- (y, x) interleaved, y's bits odd: cells of a zoom are runs of codes.
create function probe.morton(y int, x int) returns bigint language sql immutable as $$
  select sum((((y::bigint >> i) & 1) << (2 * i + 1)) + (((x::bigint >> i) & 1) << (2 * i)))::bigint
  from generate_series(0, 15) i $$;
-- Zoom 13 cells offset to be non-negative (a cell of zoom z is then the finest's >> (13 - z)).
create table probe.slot as
  select id as listing_id, (row_number() over (order by code, id) - 1)::int as slot,
    ty, tx, latitude, longitude
  from (select id, latitude, longitude, ty, tx, probe.morton(ty, tx) as code
    from (select l.id, l.latitude, l.longitude,
        floor(l.latitude / $1::float8)::int + 16384 as ty,
        floor(l.longitude / $1::float8)::int + 32768 as tx
      from listing l
      where l.status = 'ACTIVE' and l.deleted_at is null and l.latitude is not null
        and l.longitude is not null
        and l.agency_id not in (select id from agency where status <> 'ACTIVE')) located) coded;
create unique index on probe.slot (listing_id);
create table probe.dir as
  select z as zoom, ty >> (13 - z) as cy, tx >> (13 - z) as cx,
    min(slot) as lo, max(slot) + 1 as hi, count(*)::int as n
  from probe.slot, generate_series(7, 13) z group by 1, 2, 3;
alter table probe.dir add primary key (zoom, cy, cx);
create table probe.bits as
  with t as (select s.slot,
      'bath:' || case when l.bathrooms is null then 'none' else least(l.bathrooms, 5)::text end
        as bath, 'kind:' || l.kind as kind
    from probe.slot s join listing l on l.id = s.listing_id),
  terms as (select distinct bath as term from t union select distinct kind from t)
  select terms.term, t.slot >> 16 as block,
    rpad(string_agg(case when terms.term in (t.bath, t.kind) then '1' else '0' end, ''
      order by t.slot), 65536, '0')::bit varying as bits
  from t cross join terms group by 1, 2;
alter table probe.bits add primary key (term, block);
analyze probe.slot; analyze probe.dir; analyze probe.bits;
`;

/**
 * Per cell of the zoom's range [cy0, cy1] × [cx0, cx1] (the finest cells' offsets shifted), the
 * listings having a term of each group: $5 the bathrooms' terms, $6 the kinds' (empty: any).
 */
const COUNT = `
with cells as (select cy, cx, lo, hi from probe.dir
    where zoom = $1 and cy between $2 and $3 and cx between $4 and $5),
  reach as (select min(lo) >> 16 as b0, (max(hi) - 1) >> 16 as b1 from cells),
  baths as (select block, bit_or(bits) as b from probe.bits, reach
    where term = any($6::text[]) and block between b0 and b1 group by block),
  kinds as (select block, bit_or(bits) as b from probe.bits, reach
    where term = any($7::text[]) and block between b0 and b1 group by block),
  f as materialized (select baths.block, case when cardinality($7::text[]) = 0 then baths.b
      else baths.b & kinds.b end as b
    from baths left join kinds using (block)),
  parts as (select c.cy, c.cx, f.b, greatest(c.lo, f.block << 16) - (f.block << 16) as a,
      least(c.hi, (f.block + 1) << 16) - (f.block << 16) as z
    from cells c join f on f.block between c.lo >> 16 and (c.hi - 1) >> 16)
select cy, cx, sum(bit_count(substring(b from a + 1 for z - a)))::int as n
from parts group by 1, 2 having sum(bit_count(substring(b from a + 1 for z - a))) > 0`;

function randomFrom(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

interface Viewport {
  query: Record<string, string>;
  params: unknown[];
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL (PostgreSQL): the probe reads the bench database.');
  const admin = new pg.Client({ connectionString: benchUrl(url), options: '-c jit=off' });
  await admin.connect();
  let t = performance.now();
  await admin.query(`set work_mem = '256MB'`);
  for (const statement of BUILD.split(/;\n/).filter((s) => s.trim()))
    await admin.query(
      statement.includes('$1') ? statement.replace(/\$1/g, `${cellDegrees(13)}`) : statement,
    );
  const built = (performance.now() - t) / 1000;
  const sizes = (
    await admin.query(`select c.relname as name, pg_size_pretty(pg_total_relation_size(c.oid)) as size,
        (select count(*) from probe.slot) as slots
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'probe' and c.relkind = 'r' order by 1`)
  ).rows as { name: string; size: string; slots: string }[];

  // The bench's city viewports at zoom 12 (bench/listings.ts: `cityMap`, 1280 × 800 pixels).
  const cities = (
    await admin.query(`select c.latitude as lat, c.longitude as lng from geo_city c
      join (select city_id, count(*) n from listing group by city_id order by n desc limit 40) t
      on t.city_id = c.id`)
  ).rows as { lat: number; lng: number }[];
  const r = randomFrom(42);
  const zoom = 12;
  const degPerPx = 360 / 256 / 2 ** zoom;
  const cell = cellDegrees(zoom);
  const viewports: Viewport[] = Array.from({ length: 40 }, (_, i) => {
    const c0 = cities[Math.floor(r() * cities.length)]!;
    const lat = c0.lat + (r() - 0.5) * 0.2;
    const lng = c0.lng + (r() - 0.5) * 0.2;
    const [south, west, north, east] = [
      lat - (800 * degPerPx) / 2,
      lng - (1280 * degPerPx) / 2,
      lat + (800 * degPerPx) / 2,
      lng + (1280 * degPerPx) / 2,
    ];
    const bathrooms = 1 + Math.floor(r() * 3);
    const kind = i % 2 ? ['house', 'apartment', 'land'][Math.floor(r() * 3)]! : undefined;
    const shift = 2 ** (13 - zoom);
    const cy = (v: number) => Math.floor(v / cell) + 16384 / shift;
    const cx = (v: number) => Math.floor(v / cell) + 32768 / shift;
    return {
      query: {
        bbox: [south, west, north, east].map((v) => v.toFixed(5)).join(','),
        zoom: String(zoom),
        bathrooms: String(bathrooms),
        ...(kind ? { kind } : {}),
      },
      params: [
        zoom,
        cy(Number(south.toFixed(5))),
        cy(Number(north.toFixed(5))),
        cx(Number(west.toFixed(5))),
        cx(Number(east.toFixed(5))),
        [bathrooms, 2, 3, 4, 5].filter((b) => b >= bathrooms).map((b) => `bath:${b}`),
        kind ? [`kind:${kind}`] : [],
      ],
    };
  });

  const database = fromPostgres(benchUrl(url), 2);
  const service = createListingsMapService({ repo: createListingsMapRepository(database.db) });
  const live = (v: Viewport) => service.map(listingMapQuerySchema.parse(v.query));
  const generic = new pg.Pool({
    connectionString: benchUrl(url),
    max: 2,
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  });
  const fromBits = async (v: Viewport) =>
    (await generic.query({ name: 'probe_count', text: COUNT, values: v.params })).rows as {
      cy: number;
      cx: number;
      n: number;
    }[];

  // Exactness: every cell's count, and the total, as the service counts them live.
  let cellsCompared = 0;
  let listingsCompared = 0;
  for (const v of viewports) {
    const answer = JSON.parse((await live(v)).text) as {
      total: number;
      items: { type: string; count?: number; lat: number; lng: number }[];
    };
    const counted = await fromBits(v);
    const total = counted.reduce((sum, c) => sum + c.n, 0);
    const counts = (list: number[]) => list.sort((a, b) => a - b).join(',');
    const liveCounts = answer.items.map((item) => (item.type === 'cluster' ? item.count! : 1));
    if (total !== answer.total || counts(liveCounts) !== counts(counted.map((c) => c.n)))
      throw new Error(
        `${JSON.stringify(v.query)}: live ${answer.total} in ${liveCounts.length} cells, bitmaps ${total} in ${counted.length}`,
      );
    cellsCompared += counted.length;
    listingsCompared += total;
  }

  /** Calls a second, `each` running two at a time over the viewports, for `seconds`. */
  async function rate(each: (v: Viewport) => Promise<unknown>, seconds = 5) {
    const end = performance.now() + seconds * 1000;
    let calls = 0;
    await Promise.all(
      [0, 1].map(async (lane) => {
        for (let i = lane; performance.now() < end; i += 2) {
          await each(viewports[i % viewports.length]!);
          calls += 1;
        }
      }),
    );
    return calls / seconds;
  }
  /** The median time of one call, alone, over every viewport three times. */
  async function alone(each: (v: Viewport) => Promise<unknown>) {
    const times: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const v of viewports) {
        t = performance.now();
        await each(v);
        times.push(performance.now() - t);
      }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  }
  const liveRate = await rate(live);
  const bitsRate = await rate(fromBits);
  const liveMs = await alone(live);
  const bitsMs = await alone(fromBits);

  console.log(
    `built in ${built.toFixed(1)} s: ${sizes[0]?.slots} slots; ${sizes.map((s) => `${s.name} ${s.size}`).join(', ')}`,
  );
  console.log(
    `exact: ${viewports.length} viewports, ${cellsCompared} cells, ${listingsCompared} listings equal to the live count`,
  );
  console.log('| way | one at a time (median ms) | two at a time (calls/s) |');
  console.log('| --- | --- | --- |');
  console.log(`| map service, counted live | ${liveMs.toFixed(2)} | ${liveRate.toFixed(0)} |`);
  console.log(`| bitmaps' per-cell counts | ${bitsMs.toFixed(2)} | ${bitsRate.toFixed(0)} |`);
  await generic.end();
  await database.close();
  await admin.query('drop schema probe cascade');
  await admin.end();
}

await main();
