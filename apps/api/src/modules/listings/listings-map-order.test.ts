import { listingMapQuerySchema, type ListingFormValues } from '@afrinest/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';
import { mapOrderGroups } from './listings-map-order';
import { prefixQuery, sizeBoundsM2 } from './listings-where';
import { MAP_RENUMBER_QUEUE } from './listings.module';
import {
  behindTheApi,
  createListing,
  keptTableWrites,
  listingForm,
  plotForm,
  twoAgencies,
  type WriteStep,
} from './listings-test-helpers';
import { cellDegrees } from './map-grid';

const ugx = (amount: number) => ({ amount, currency: 'UGX' as const });

/** Where (latitude, longitude), which agency (0: A, 1: B) and what each listing is. */
const LISTINGS: [number, number, 0 | 1, Partial<ListingFormValues>][] = [
  [0.3291, 32.5951, 0, { bedrooms: 4, bathrooms: 3 }],
  [0.3312, 32.5987, 0, { kind: 'apartment', bedrooms: 2, bathrooms: 1, price: ugx(430e6) }],
  [
    0.3423,
    32.6021,
    0,
    { bedrooms: 6, bathrooms: 5, purpose: 'RENT', rentPeriod: 'MONTH', price: ugx(3.5e6) },
  ],
  [
    0.3567,
    32.6178,
    1,
    { kind: 'apartment', bedrooms: 1, bathrooms: 1, purpose: 'RENT', rentPeriod: 'MONTH' },
  ],
  [0.3611, 32.6234, 0, { bedrooms: 3, bathrooms: 2, price: ugx(500e6) }],
  [0.0512, 32.4633, 1, { bedrooms: 5, bathrooms: 4, price: { amount: 25e6, currency: 'USD' } }],
  [
    0.4012,
    32.6521,
    0,
    { kind: 'room', bedrooms: 0, bathrooms: 1, purpose: 'RENT', rentPeriod: 'MONTH' },
  ],
  [-0.6071, 30.6583, 1, { bedrooms: 3, bathrooms: null, price: ugx(120e6) }],
  [0.3544, 32.6171, 0, { price: ugx(85e6) }],
  [0.3721, 32.6402, 1, { price: ugx(40e6) }],
];
/** Entries of LISTINGS that are plots (tenure and title status), by index. */
const PLOTS: Record<number, Partial<ListingFormValues>> = {
  8: { land: { tenure: 'MAILO', titleStatus: 'TITLED', accessRoad: 'MURRAM', utilities: [] } },
  9: { land: { tenure: 'FREEHOLD', titleStatus: 'UNTITLED', accessRoad: 'MURRAM', utilities: [] } },
};

/** Maps the bitmaps answer: several zooms and boxes, each filter alone and together. */
const BOXES = ['bbox=-1.5,29.5,4.3,35&zoom=7', 'bbox=0.2,32.4,0.5,32.8&zoom=10'];
const FILTERS = [
  'bathrooms=2',
  'bathrooms=5',
  'bedrooms=0&bathrooms=1',
  'bedrooms=3&bathrooms=1',
  'kind=house&bathrooms=1',
  'kind=house,room&purpose=RENT&bedrooms=0',
  'tenure=MAILO,FREEHOLD',
  'titleStatus=UNTITLED&kind=land',
  'purpose=SALE&bathrooms=3',
  // Price bands wholly inside the range from the bitmaps, its two ends from the listings.
  'currency=UGX&priceMin=420000000&priceMax=870000000&bathrooms=1',
  'currency=UGX&priceMax=100000000&kind=land',
  // A maximum that is a fine band's edge: only a listing of exactly that price from the listings.
  'currency=UGX&priceMin=84960000&priceMax=430000000&bathrooms=1',
  'currency=USD&bedrooms=1',
  // A price range alone (the price grid's until 2026-11-29): ends inside bands, no maximum.
  'currency=UGX&priceMin=137000000&priceMax=337000000',
  'currency=UGX&priceMin=40000000',
  // A place (any level) and a rent period.
  `placeId=${ref.kampala}&bathrooms=1`,
  `placeId=${ref.uganda}&kind=land`,
  'purpose=RENT&rentPeriod=MONTH&bedrooms=1',
  // Sizes: bands and fine bands from the bitmaps, the ends (a plot's 4,046.86 m² in an acre's
  // last fine band) from the listings, with the kind asked or every kind.
  'sizeMin=300&sizeMax=400&bathrooms=1',
  'kind=land&sizeUnit=acres&sizeMin=0.5&sizeMax=1',
  'sizeUnit=acres&sizeMax=1&purpose=SALE',
  // Words: each the range of lexemes it begins (place names are words of a listing too).
  'q=garden&bathrooms=1',
  'q=Murram, road!',
  'q=kol hou',
  'q=borehole&purpose=RENT',
  'q=kira',
];
const MAPS = [
  ...BOXES.flatMap((box) => FILTERS.map((f) => `${box}&${f}`)),
  'bbox=0.3,32.55,0.42,32.7&zoom=13&bathrooms=1',
  'bbox=0.3,32.55,0.42,32.7&zoom=12&bedrooms=2&bathrooms=1&purpose=SALE',
];

interface MapAnswer {
  items: { type: string; id?: string; lat: number; lng: number; count?: number }[];
  total: number;
}

/**
 * The map's bitmaps in map order (ADR 0037, migration 0026): kept in step with the public
 * listings by triggers on every write, they give every cell the count the listings themselves
 * give, and its markers, whether a listing is numbered in them or waits in the delta.
 */
describe('listings map: counts from the bitmaps in map order', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let agencyB: string;
  const ids: string[] = [];

  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    (await ctx.database.db.execute(statement)) as unknown as { rows: T[] };
  const map = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties/map?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as MapAnswer;
  };

  /**
   * The map's cells as the listings give them: per cell of the zoom, the public listings that
   * pass the filters (as the live count writes them, `listingsWhere`), and the one listing of a
   * cell of one.
   */
  const reference = async (query: string) => {
    const q = listingMapQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const c = cellDegrees(q.zoom);
    const box = q.bbox!;
    const list = (values: string[]) => (values.length ? values.join(',') : null);
    const words = q.q === undefined ? null : prefixQuery(q.q);
    const size = sizeBoundsM2(q);
    const found = await rows<{ cy: number; cx: number; n: number; one: string | null }>(sql`
      select floor(latitude / ${c}::float8)::int as cy, floor(longitude / ${c}::float8)::int as cx,
        count(*)::int as n, case when count(*) = 1 then min(id::text) end as one
      from listing
      where status = 'ACTIVE' and deleted_at is null and latitude is not null
        and agency_id not in (select id from agency where status <> 'ACTIVE')
        and floor(latitude / ${c}::float8) between ${Math.floor(box.south / c)} and ${Math.floor(box.north / c)}
        and floor(longitude / ${c}::float8) between ${Math.floor(box.west / c)} and ${Math.floor(box.east / c)}
        and (${list(q.kind)}::text is null or kind = any(string_to_array(${list(q.kind)}, ',')))
        and (${q.purpose ?? null}::text is null or purpose = ${q.purpose ?? null})
        and (${q.rentPeriod ?? null}::text is null or rent_period = ${q.rentPeriod ?? null})
        and (${q.placeId ?? null}::uuid is null or ${q.placeId ?? null}::uuid = any(place_ids))
        and (${q.bedrooms ?? null}::int is null or bedrooms >= ${q.bedrooms ?? null})
        and (${q.bathrooms ?? null}::int is null or bathrooms >= ${q.bathrooms ?? null})
        and (${list(q.tenure)}::text is null or tenure = any(string_to_array(${list(q.tenure)}, ',')))
        and (${list(q.titleStatus)}::text is null
          or title_status = any(string_to_array(${list(q.titleStatus)}, ',')))
        and (${words}::text is null or search_vector @@ to_tsquery('simple', ${words}))
        and (${q.currency ?? null}::text is null or currency = ${q.currency ?? null})
        and (${size.min ?? null}::float8 is null or size_m2 >= ${size.min ?? null})
        and (${size.max ?? null}::float8 is null or size_m2 <= ${size.max ?? null})
        and (${q.priceMin ?? null}::bigint is null or price_amount >= ${q.priceMin ?? null})
        and (${q.priceMax ?? null}::bigint is null or price_amount <= ${q.priceMax ?? null})
      group by 1, 2`);
    return { zoom: q.zoom, cells: found.rows };
  };
  /** An answer's items as cells: a cluster in the cell of its centre, a marker in its point's. */
  const cellsOf = (answer: MapAnswer, zoom: number) => {
    const c = cellDegrees(zoom);
    return answer.items.map((item) => ({
      cy: Math.floor(item.lat / c),
      cx: Math.floor(item.lng / c),
      n: item.type === 'cluster' ? item.count! : 1,
      one: item.type === 'point' ? item.id! : null,
    }));
  };
  const sorted = <T extends { cy: number; cx: number }>(cells: T[]) =>
    [...cells].sort((a, b) => a.cy - b.cy || a.cx - b.cx);

  /** Every map of MAPS answers as the listings say, and enough of them find something. */
  const expectMapsEqualListings = async () => {
    let found = 0;
    for (const query of MAPS) {
      expect(mapOrderGroups(listingMapQuerySchema.parse(params(query))), query).not.toBeNull();
      const expected = await reference(query);
      const answer = await map(query);
      expect(sorted(cellsOf(answer, expected.zoom)), query).toEqual(sorted(expected.cells));
      expect(answer.total, query).toBe(expected.cells.reduce((sum, cell) => sum + cell.n, 0));
      found += answer.total ? 1 : 0;
    }
    expect(found).toBeGreaterThan(MAPS.length / 2);
  };
  const params = (query: string) => Object.fromEntries(new URLSearchParams(query));

  /**
   * The bitmaps hold exactly the counted listings' terms (as `listing_map_masks` writes them
   * afresh), and every public listing with a point is counted there or waits in the delta,
   * never both: counted when it has a slot numbered in the finest cell it is in.
   */
  const expectBitsEqualListings = async () => {
    const publicIds = sql`array(select l.id from listing l join agency a on a.id = l.agency_id
      and a.status = 'ACTIVE' where l.status = 'ACTIVE' and l.deleted_at is null
      and l.latitude is not null)`;
    const kept = sql`select term::text, block, bits::text from listing_map_bits`;
    const fresh = sql`select term, block, mask::text from listing_map_masks(${publicIds})`;
    const drift = await rows<{ term: string }>(
      sql`(${kept} except ${fresh}) union all (${fresh} except ${kept})`,
    );
    expect(drift.rows).toEqual([]);
    const counted = sql`select l.id from listing l join listing_map_slot s on s.listing_id = l.id
      and s.ty = listing_map_ty(l.latitude) and s.tx = listing_map_tx(l.longitude)
      where l.id = any(${publicIds})`;
    const wrong = await rows<{ id: string }>(sql`
      (select id from listing where id = any(${publicIds}) except ${counted}
        except select listing_id from listing_map_delta)
      union all (select listing_id from listing_map_delta except
        (select id from listing where id = any(${publicIds}) except ${counted}))`);
    expect(wrong.rows).toEqual([]);
  };
  const renumber = () => behindTheApi(ctx, sql`select listing_map_order_rebuild()`);

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    const who = await twoAgencies(ctx);
    ({ admin, agent, agencyB } = who);
    for (const [i, [latitude, longitude, agency, over]] of LISTINGS.entries()) {
      const place = { countryId: ref.uganda, cityId: i === 7 ? ref.mbarara : ref.kampala };
      const form = PLOTS[i]
        ? plotForm({ latitude, longitude, location: place, ...PLOTS[i] })
        : listingForm({ latitude, longitude, location: place, ...over });
      ids.push((await createListing(ctx, agency === 0 ? who.agent : who.agentB, form)).id);
    }
  });
  afterAll(() => ctx.close());

  it('counts listings published since the numbering from the delta, then from the bitmaps', async () => {
    // Created after the migration numbered an empty table: all of them wait in the delta.
    expect((await rows(sql`select 1 from listing_map_delta`)).rows).toHaveLength(LISTINGS.length);
    await expectBitsEqualListings();
    await expectMapsEqualListings();
    await renumber();
    expect((await rows(sql`select 1 from listing_map_delta`)).rows).toEqual([]);
    expect((await rows(sql`select 1 from listing_map_slot`)).rows).toHaveLength(LISTINGS.length);
    await expectBitsEqualListings();
    await expectMapsEqualListings();
  });

  it('answers from the bitmaps: a bit cleared behind the triggers hides its listing', async () => {
    const query = 'bbox=-1.5,29.5,4.3,35&zoom=7&bathrooms=5';
    const before = await map(query);
    expect(before.total).toBe(1);
    await behindTheApi(
      ctx,
      sql`update listing_map_bits b set bits = set_bit(bits, s.slot & 65535, 0)
        from listing_map_slot s where s.listing_id = ${ids[2]!} and b.term = 'bath:5'`,
    );
    expect((await map(query)).total).toBe(0);
    expect((await map('bbox=-1.5,29.5,4.3,35&zoom=7&bathrooms=4')).total).toBe(1);
    await renumber();
    expect(await map(query)).toEqual(before);
  });

  it('follows every write: moves, edits, statuses, deletes, an agency leaving and returning', async () => {
    const totals: Partial<Record<WriteStep, number>> = {};
    await keptTableWrites(
      ctx,
      { agent, admin },
      {
        moved: ids[0]!,
        rekinded: ids[1]!,
        toggled: ids[4]!,
        deleted: ids[6]!,
        agencyId: agencyB,
        removed: ids[2]!,
      },
      async (step) => {
        totals[step] = (await map('bbox=-1.5,29.5,4.3,35&zoom=7&bathrooms=1')).total;
        await expectBitsEqualListings();
        await expectMapsEqualListings();
      },
    );
    // Moved to other finest cells (the first house to Kira, the flat made a room at the form's
    // own point), two listings wait in the delta until a renumbering.
    const waiting = await rows<{ listing_id: string }>(
      sql`select listing_id from listing_map_delta`,
    );
    expect(waiting.rows.map((r) => r.listing_id).sort()).toEqual([ids[0]!, ids[1]!].sort());
    // Agency B's two listings with bathrooms left with it and came back.
    expect(totals.suspended).toBe(totals.restored! - 2);
    // The nightly job numbers them in.
    await ctx.app.services.jobs.send(MAP_RENUMBER_QUEUE, {});
    await expect
      .poll(async () => (await rows(sql`select 1 from listing_map_delta`)).rows.length, {
        timeout: 10_000,
      })
      .toBe(0);
    await expectBitsEqualListings();
    await expectMapsEqualListings();
  });

  it('moves a listing between terms when only they change, behind the API too', async () => {
    const query = 'bbox=-1.5,29.5,4.3,35&zoom=7&bathrooms=4&bedrooms=5';
    expect((await map(query)).total).toBe(1);
    await behindTheApi(ctx, sql`update listing set bathrooms = 2 where id = ${ids[5]!}`);
    await expectBitsEqualListings();
    expect((await map(query)).total).toBe(0);
    await behindTheApi(ctx, sql`update listing set bathrooms = 7 where id = ${ids[5]!}`);
    expect((await map(query)).total).toBe(1);
    // A price alone, to another band (a write no API edit makes: they write every column).
    const priced =
      'bbox=-1.5,29.5,4.3,35&zoom=7&currency=UGX&priceMin=420000000&priceMax=870000000&bedrooms=3';
    const before = (await map(priced)).total;
    await behindTheApi(ctx, sql`update listing set price_amount = 100000000 where id = ${ids[4]!}`);
    await expectBitsEqualListings();
    expect((await map(priced)).total).toBe(before - 1);
    // Its places alone (as an operator's geography clean-up might write them).
    await behindTheApi(
      ctx,
      sql`update listing set place_ids = array[${ref.uganda}]::uuid[] where id = ${ids[9]!}`,
    );
    await behindTheApi(ctx, sql`update listing set tenure = 'LEASEHOLD' where id = ${ids[8]!}`);
    // Its size alone.
    const sized = 'bbox=-1.5,29.5,4.3,35&zoom=7&sizeMin=5000&sizeMax=6000';
    expect((await map(sized)).total).toBe(0);
    await behindTheApi(ctx, sql`update listing set size_m2 = 5500.5 where id = ${ids[9]!}`);
    expect((await map(sized)).total).toBe(1);
    // Its text alone: the words are a generated column's, which the trigger watches.
    const worded = 'bbox=-1.5,29.5,4.3,35&zoom=7&q=cottage';
    expect((await map(worded)).total).toBe(0);
    await behindTheApi(
      ctx,
      sql`update listing set title = 'Cottage by the lake' where id = ${ids[3]!}`,
    );
    expect((await map(worded)).total).toBe(1);
    await expectBitsEqualListings();
    await expectMapsEqualListings();
  });

  it('counts runs that cross blocks of the bitmaps', async () => {
    // The slots spread over several blocks of 65,536 (as a million listings are), the runs and
    // bitmaps written again from them: a zoom 7 cell's run now crosses blocks.
    const db = ctx.database.db;
    await db.execute(sql`update listing_map_slot set slot = slot * 30011 + 65000`);
    await db.execute(sql`truncate listing_map_run, listing_map_bits`);
    await db.execute(sql`insert into listing_map_run (zoom, cy, cx, lo, hi)
      select z, ty >> (13 - z), tx >> (13 - z), min(slot), max(slot) + 1
      from listing_map_slot cross join listing_map_zooms() z group by 1, 2, 3`);
    await behindTheApi(
      ctx,
      sql`insert into listing_map_bits (term, block, bits) select term, block, mask
        from listing_map_masks(array(select listing_id from listing_map_slot))`,
    );
    const blocks = await rows<{ n: number }>(
      sql`select count(distinct block)::int as n from listing_map_bits`,
    );
    expect(blocks.rows[0]!.n).toBeGreaterThan(3);
    await expectBitsEqualListings();
    await expectMapsEqualListings();
    await renumber();
    await expectMapsEqualListings();
  });

  it('leaves other maps to the grids and the live count', () => {
    const groups = (query: string) => mapOrderGroups(listingMapQuerySchema.parse(params(query)));
    const box = 'bbox=0,32,1,33&zoom=10';
    expect(groups(`${box}&kind=house,room&bedrooms=3&bathrooms=5&titleStatus=TITLED`)).toEqual({
      groups: [
        ['kind:house', 'kind:room'],
        ['bed:3', 'bed:4', 'bed:5'],
        ['bath:5'],
        ['title:TITLED'],
      ],
    });
    expect(groups(`${box}&purpose=RENT&tenure=MAILO&currency=USD`)).toEqual({
      groups: [
        ['purpose:RENT'],
        ['tenure:MAILO'],
        [{ from: 'price:USD:0000000000000000000', to: 'price:USD;' }],
      ],
    });
    // 420 M is inside the 400 M band: the bands from 450 M up to the 800 M band are whole, the
    // middle bands of 420–450 M and 800–870 M beside them; only a listing of exactly 870 M is
    // counted from the listings.
    expect(groups(`${box}&currency=UGX&priceMin=420000000&priceMax=870000000&bedrooms=2`)).toEqual({
      groups: [
        ['bed:2', 'bed:3', 'bed:4', 'bed:5'],
        [
          { from: 'price:UGX:0000000000450000000', to: 'price:UGX:0000000000800000000' },
          { from: 'pricem:UGX:0000000000420000000', to: 'pricem:UGX:0000000000450000000' },
          { from: 'pricem:UGX:0000000000800000000', to: 'pricem:UGX:0000000000870000000' },
        ],
      ],
      priced: { from: 420_000_000, to: 870_000_000 },
    });
    // Within one band: its fine bands alone, the ends from the listings.
    expect(
      groups(`${box}&currency=UGX&priceMin=401500000&priceMax=419000000&purpose=SALE`),
    ).toEqual({
      groups: [
        ['purpose:SALE'],
        [{ from: 'pricef:UGX:0000000000402000000', to: 'pricef:UGX:0000000000419000000' }],
      ],
      priced: { from: 402_000_000, to: 419_000_000 },
    });
    expect(groups(`${box}&placeId=${ref.kira}&purpose=RENT&rentPeriod=MONTH`)).toEqual({
      groups: [['purpose:RENT'], ['rent:MONTH'], [`place:${ref.kira}`]],
    });
    expect(groups(`${box}&q=Borehole, GARDEN borehole&kind=land`)).toEqual({
      groups: [
        [{ from: 'word:borehole', to: 'word:boreholf' }],
        [{ from: 'word:garden', to: 'word:gardeo' }],
        ['kind:land'],
      ],
    });
    // A size range in m²: 300–400 m² is the bands of 320 up to 400, the middle bands of 300–320
    // and the fine band of 400–401 (a size of 400.5 m² is 400 m² and more).
    expect(groups(`${box}&sizeMin=300&sizeMax=400`)).toEqual({
      groups: [
        [
          { from: 'size:0000000000000000320', to: 'size:0000000000000000400' },
          { from: 'sizem:0000000000000000300', to: 'sizem:0000000000000000320' },
          { from: 'sizef:0000000000000000400', to: 'sizef:0000000000000000401' },
        ],
      ],
      sized: { from: 300, to: 401 },
    });
    // Both a price and a size range: counted live (a listing in both ends would count twice).
    expect(groups(`${box}&sizeMin=300&currency=UGX&priceMax=100000000`)).toBeNull();
    // A word of two letters, or not plain ASCII: the text search's bitmaps do not take it either.
    expect(groups(`${box}&q=3 bedroom house`)).toBeNull();
    expect(groups(`${box}&q=Nakasero café`)).toBeNull();
    // A price range without a currency, or within one fine band.
    expect(groups(`${box}&priceMin=1000&bedrooms=2`)).toBeNull();
    expect(
      groups(`${box}&currency=UGX&priceMin=401500000&priceMax=401900000&bedrooms=2`),
    ).toBeNull();
    // Rooms past the top term, maps past the grid's zooms, no filter at all.
    expect(groups(`${box}&bedrooms=6`)).toBeNull();
    expect(groups('bbox=0,32,0.01,32.01&zoom=14&bathrooms=2')).toBeNull();
    expect(groups(box)).toBeNull();
  });
});
