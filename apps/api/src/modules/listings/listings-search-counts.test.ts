import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';
import {
  createListing,
  listingForm,
  plotForm,
  behindTheApi,
  keptTableWrites,
  twoAgencies,
  type WriteStep,
} from './listings-test-helpers';

/**
 * Searches whose total the kept tables give: place at any level, kind, purpose, none
 * (`listing_place_count`); kind, purpose and prices in a currency (`listing_price_count`); sizes
 * with kind, purpose, tenure and title status (`listing_size_count`).
 */
const KEPT = [
  '',
  'kind=land',
  'kind=house,apartment',
  'purpose=RENT',
  `placeId=${ref.uganda}`,
  `placeId=${ref.central}`,
  `placeId=${ref.kampala}`,
  `placeId=${ref.ntinda}`,
  `placeId=${ref.kira}&kind=land`,
  `placeId=${ref.kampala}&kind=house&purpose=SALE`,
  'currency=UGX',
  'currency=USD&kind=house',
  'currency=UGX&priceMin=500000000',
  'currency=UGX&priceMax=850000000',
  'currency=UGX&priceMin=100000000&priceMax=900000000&kind=house,land',
  'currency=UGX&priceMin=849999999&priceMax=850000000',
  'currency=UGX&priceMin=1&priceMax=849999999&purpose=SALE',
  'kind=land&sizeMin=0.5&sizeUnit=acres',
  'kind=land&tenure=MAILO&sizeMin=1&sizeMax=1&sizeUnit=acres',
  'kind=land&tenure=MAILO,FREEHOLD&titleStatus=TITLED&sizeMin=10&sizeMax=100000&sizeUnit=sqm',
  'kind=land&tenure=FREEHOLD&sizeMin=2&sizeMax=4&sizeUnit=acres',
  'sizeMax=400&sizeUnit=sqm',
  'kind=house&purpose=SALE&sizeMin=300&sizeUnit=sqm',
];

/**
 * The totals of searches by place, kind and purpose, and by kind, purpose and price (ADR 0029):
 * kept in step by triggers on every write, the tables answer exactly what counting the listings
 * answers.
 */
describe('listing search counts', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let agencyB: string;
  const id: Record<string, string> = {};

  /** A search's total; one listing a page, so the total is the count's, not the page's end. */
  const total = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties?pageSize=1&${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return (res.json() as { total: number }).total;
  };
  /** Rows of either table whose count differs from the public listings counted afresh. */
  const drift = async () =>
    (
      (await ctx.database.db.execute(sql`
        with public as (
          select l.* from listing l join agency a on a.id = l.agency_id and a.status = 'ACTIVE'
          where l.status = 'ACTIVE' and l.deleted_at is null
        ), places as (
          select k as place_id, kind, purpose, count(*)::int as n from public,
            unnest(array['00000000-0000-0000-0000-000000000000'::uuid] || place_ids) k
          group by 1, 2, 3
        ), prices as (
          select currency, kind, purpose, listing_price_band(price_amount) as band,
            count(*)::int as n
          from public group by 1, 2, 3, 4
        ), sizes as (
          select kind, purpose, coalesce(tenure, '') as tenure,
            coalesce(title_status, '') as title_status, listing_size_band(size_m2) as band,
            count(*)::int as n
          from public where size_m2 is not null group by 1, 2, 3, 4, 5
        )
        select 'place' as of, place_id::text as key, kind, purpose, c.n as kept, f.n as counted
        from listing_place_count c full join places f using (place_id, kind, purpose)
        where c.n is distinct from f.n
        union all
        select 'price', currency || ' ' || band, kind, purpose, c.n, f.n
        from listing_price_count c full join prices f using (currency, kind, purpose, band)
        where c.n is distinct from f.n
        union all
        select 'size', tenure || ' ' || title_status || ' ' || band, kind, purpose, c.n, f.n
        from listing_size_count c
          full join sizes f using (kind, purpose, tenure, title_status, band)
        where c.n is distinct from f.n`)) as { rows: unknown[] }
    ).rows;
  /**
   * Every kept search: its total equals the listings counted. A point without a radius only adds
   * each result's distance (the same matches), and no table answers a search with a point.
   */
  async function expectCountsEqualListings() {
    expect(await drift()).toEqual([]);
    for (const query of KEPT)
      expect(await total(query), query).toBe(await total(`${query}&lat=0&lng=0`));
  }

  beforeAll(async () => {
    // Each check asks every kept search twice: more than a visitor's minute of requests.
    ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    let agentB: Record<string, string>;
    ({ admin, agencyB, agent, agentB } = await twoAgencies(ctx));
    id.house = (await createListing(ctx, agent, listingForm())).id;
    id.house2 = (await createListing(ctx, agent, listingForm({ title: 'House in Kololo' }))).id;
    id.plot = (await createListing(ctx, agent, plotForm())).id;
    id.flat = (
      await createListing(
        ctx,
        agent,
        listingForm({
          kind: 'apartment',
          purpose: 'RENT',
          rentPeriod: 'MONTH',
          title: 'Flat in Ntinda',
          price: { amount: 1_500_000, currency: 'UGX' },
          landSize: null,
          location: {
            countryId: ref.uganda,
            regionId: ref.central,
            cityId: ref.kampala,
            areaId: ref.ntinda,
          },
        }),
      )
    ).id;
    id.kira = (
      await createListing(
        ctx,
        agent,
        plotForm({
          title: 'Plot in Kira',
          price: { amount: 120_000_000, currency: 'UGX' },
          location: { countryId: ref.uganda, cityId: ref.kira },
        }),
      )
    ).id;
    id.kira2 = (
      await createListing(
        ctx,
        agentB,
        plotForm({
          title: 'Plot by Kira',
          price: { amount: 25_000_000, currency: 'USD' },
          location: { countryId: ref.uganda, cityId: ref.kira },
        }),
      )
    ).id;
    id.mbarara = (
      await createListing(
        ctx,
        agentB,
        plotForm({
          title: 'Plot in Mbarara',
          price: { amount: 60_000_000, currency: 'UGX' },
          location: { countryId: ref.uganda, regionId: ref.western, cityId: ref.mbarara },
          latitude: -0.607,
          longitude: 30.654,
        }),
      )
    ).id;
  });
  afterAll(() => ctx.close());

  it('holds the public listings after they are created', async () => {
    expect(await total(`placeId=${ref.kampala}`)).toBe(4);
    expect(await total('kind=land')).toBe(4);
    await expectCountsEqualListings();
  });

  it('is what a search by place, kind and purpose reads, capped; a rebuild recomputes it', async () => {
    // A row changed behind the triggers' back shows in the totals that read it, and only there.
    await behindTheApi(
      ctx,
      sql`update listing_place_count set n = n + 5
      where place_id = ${ref.kampala} and kind = 'house' and purpose = 'SALE'`,
    );
    expect(await total(`placeId=${ref.kampala}`)).toBe(9);
    expect(await total(`placeId=${ref.kampala}&kind=house`)).toBe(7);
    expect(await total(`placeId=${ref.kampala}&kind=land`)).toBe(1);
    expect(await total(`placeId=${ref.kampala}&lat=0&lng=0`)).toBe(4);
    expect(await total('kind=house')).toBe(2);
    // "Browse by region and city" reads the same rows.
    const places = (await ctx.app.inject({ url: '/api/properties/places' })).json() as {
      cities: { id: string; count: number }[];
    };
    expect(places.cities.find((c) => c.id === ref.kampala)?.count).toBe(9);
    await behindTheApi(
      ctx,
      sql`update listing_place_count set n = 20000
      where place_id = '00000000-0000-0000-0000-000000000000' and kind = 'land' and purpose = 'SALE'`,
    );
    expect(await total('kind=land')).toBe(10_000);
    await behindTheApi(ctx, sql`select listing_search_counts_rebuild()`);
    await expectCountsEqualListings();
  });

  it('gives the totals of price ranges from whole bands, counting the listings of the partial ends', async () => {
    // 850,000,000 UGX (the houses) is in the band from 800,000,000 to 899,999,999.
    await behindTheApi(
      ctx,
      sql`update listing_price_count set n = n + 5
      where currency = 'UGX' and kind = 'house' and band = 800000000`,
    );
    expect(await total('currency=UGX&kind=house')).toBe(7);
    const houses = 'currency=UGX&kind=house';
    expect(await total(`${houses}&priceMin=800000000&priceMax=899999999`)).toBe(7);
    expect(await total(`${houses}&priceMin=700000000&priceMax=950000000`)).toBe(7);
    // The plot in Ntinda, also 850,000,000 UGX, from its own row.
    expect(await total('currency=UGX&priceMin=700000000&priceMax=950000000')).toBe(8);
    // A band cut by the range is counted from the listings: the table is not read for it.
    expect(await total(`${houses}&priceMin=800000001&priceMax=950000000`)).toBe(2);
    expect(await total(`${houses}&priceMin=700000000&priceMax=899999998`)).toBe(2);
    expect(await total('currency=UGX&kind=house&lat=0&lng=0')).toBe(2);
    await behindTheApi(ctx, sql`select listing_search_counts_rebuild()`);
    await expectCountsEqualListings();
  });

  it('gives the totals of size ranges from whole bands, counting the listings of the partial ends', async () => {
    // The four plots are MAILO, titled, 1 acre: 4,046.86 m², in the band from 4,000 to 4,499.
    await behindTheApi(
      ctx,
      sql`update listing_size_count set n = n + 5
      where kind = 'land' and tenure = 'MAILO' and title_status = 'TITLED' and band = 4000`,
    );
    const mailo = 'kind=land&tenure=MAILO&sizeUnit=acres';
    expect(await total(`${mailo}&sizeMin=0.5&sizeMax=2`)).toBe(9);
    expect(await total(`${mailo}&sizeMin=0.5`)).toBe(9);
    expect(await total('kind=land&titleStatus=TITLED&sizeMax=2&sizeUnit=acres')).toBe(9);
    // A band cut by the range is counted from the listings: the table is not read for it.
    expect(await total(`${mailo}&sizeMin=1&sizeMax=2`)).toBe(4);
    expect(await total(`${mailo}&sizeMin=0.5&sizeMax=1`)).toBe(4);
    // Another tenure, title status or a filter the table does not hold: not this row.
    expect(await total('kind=land&tenure=FREEHOLD&sizeMin=0.5&sizeUnit=acres')).toBe(0);
    expect(await total(`${mailo}&titleStatus=UNTITLED&sizeMin=0.5`)).toBe(0);
    expect(await total(`${mailo}&sizeMin=0.5&bedrooms=0`)).toBe(0);
    expect(await total(`${mailo}&sizeMin=0.5&lat=0&lng=0`)).toBe(4);
    await behindTheApi(ctx, sql`select listing_search_counts_rebuild()`);
    await expectCountsEqualListings();
  });

  it("follows the edits of a plot's tenure, title status and size", async () => {
    const put = (size: number, tenure: 'MAILO' | 'FREEHOLD', titleStatus: 'TITLED' | 'UNTITLED') =>
      ctx.app.inject({
        method: 'PUT',
        url: `/properties/${id.kira}`,
        headers: agent,
        payload: plotForm({
          title: 'Plot in Kira',
          price: { amount: 120_000_000, currency: 'UGX' },
          location: { countryId: ref.uganda, cityId: ref.kira },
          landSize: { unit: 'acres', value: size },
          land: { tenure, titleStatus, accessRoad: 'MURRAM', utilities: ['WATER'] },
        }),
      });
    expect((await put(3, 'FREEHOLD', 'UNTITLED')).statusCode).toBe(200);
    await expectCountsEqualListings();
    expect(await total('kind=land&tenure=FREEHOLD&sizeMin=2&sizeMax=4&sizeUnit=acres')).toBe(1);
    expect((await put(1, 'MAILO', 'TITLED')).statusCode).toBe(200);
    await expectCountsEqualListings();
    expect(await total('kind=land&tenure=FREEHOLD&sizeMin=2&sizeMax=4&sizeUnit=acres')).toBe(0);
  });

  it('follows every write: edits of place and kind, statuses, deletes, an agency leaving and returning', async () => {
    const totals: Partial<Record<WriteStep, number>> = {};
    const kira: Partial<Record<WriteStep, number>> = {};
    await keptTableWrites(
      ctx,
      { agent, admin },
      {
        moved: id.house!,
        rekinded: id.flat!,
        toggled: id.kira!,
        deleted: id.plot!,
        agencyId: agencyB,
        removed: id.mbarara!,
      },
      async (step) => {
        totals[step] = await total(`placeId=${ref.uganda}`);
        kira[step] = await total(`placeId=${ref.kira}`);
        await expectCountsEqualListings();
      },
    );
    // The house moved to Kira joins its two plots; agency B's two plots (Kira, Mbarara) leave
    // and come back; the one in Mbarara leaves last.
    expect(kira.moved).toBe(3);
    expect(totals).toEqual({
      moved: 7,
      rekinded: 7,
      inactive: 6,
      deleted: 6,
      suspended: 4,
      restored: 6,
      removed: 5,
    });
  });
});
