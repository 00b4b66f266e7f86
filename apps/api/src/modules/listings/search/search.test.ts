import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { ref } from '../../geo/geo-test-helpers';
import { createListing, listingForm, plotForm } from '../listings-test-helpers';

/** Search filters, sorting, paging and the plots views over a small known set. */
describe('listings search', () => {
  let ctx: TestContext;
  const id: Record<string, string> = {};
  let borehole: string;
  let parking: string;
  let agent: Record<string, string>;
  let admin: Record<string, string>;

  const search = async (query: string, base = '/api/properties') => {
    const res = await ctx.app.inject({ url: `${base}?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as { data: { id: string; distanceKm: number | null }[]; total: number };
  };
  const names = async (query: string, base?: string) => {
    const byId = new Map(Object.entries(id).map(([k, v]) => [v, k]));
    return (await search(query, base)).data.map((l) => byId.get(l.id));
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agency = (await createAgency(ctx, admin)).id;
    agent = (await signInAs(ctx, 'AGENT', { agencyId: agency })).auth;
    const feature = async (name: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/features',
          headers: admin,
          payload: { name },
        })
      ).json().id as string;
    borehole = await feature('Borehole');
    parking = await feature('Parking');
    // Created oldest first: "newest" puts them in reverse.
    id.house = (await createListing(ctx, agent, listingForm({ features: [borehole, parking] }))).id;
    id.flat = (
      await createListing(
        ctx,
        agent,
        listingForm({
          kind: 'apartment',
          purpose: 'RENT',
          rentPeriod: 'MONTH',
          title: 'Two-bedroom apartment in Ntinda',
          description: 'Serviced flat with a lift.',
          price: { amount: 2_500_000, currency: 'UGX' },
          bedrooms: 2,
          bathrooms: 2,
          floorArea: { unit: 'sqm', value: 95 },
          landSize: null,
          features: [parking],
          location: { countryId: ref.uganda, cityId: ref.kampala, areaId: ref.ntinda },
          latitude: 0.354,
          longitude: 32.617,
        }),
      )
    ).id;
    id.acre = (
      await createListing(ctx, agent, plotForm({ price: { amount: 300_000_000, currency: 'UGX' } }))
    ).id;
    id.halfAcre = (
      await createListing(
        ctx,
        agent,
        plotForm({
          title: 'Half-acre plot in Kira',
          landSize: { unit: 'decimals', value: 50 },
          land: { tenure: 'FREEHOLD', titleStatus: 'TITLE_IN_PROCESS' },
          price: { amount: 120_000_000, currency: 'UGX' },
          location: { countryId: ref.uganda, cityId: ref.kira },
          latitude: 0.397,
          longitude: 32.64,
        }),
      )
    ).id;
    id.kibanja = (
      await createListing(
        ctx,
        agent,
        plotForm({
          title: 'Kibanja plot 50 by 100 in Mbarara',
          landSize: { unit: 'ft_plot', widthFt: 50, lengthFt: 100 },
          land: { tenure: 'CUSTOMARY', titleStatus: 'UNTITLED' },
          price: { amount: 15_000, currency: 'USD' },
          location: { countryId: ref.uganda, regionId: ref.western, cityId: ref.mbarara },
          latitude: -0.607,
          longitude: 30.654,
        }),
      )
    ).id;
  });
  afterAll(() => ctx.close());

  it('sorts newest first by default and pages on the server', async () => {
    expect(await names('')).toEqual(['kibanja', 'halfAcre', 'acre', 'flat', 'house']);
    const page2 = await search('pageSize=2&page=2');
    expect(page2.total).toBe(5);
    expect(page2.data).toHaveLength(2);
    expect(await names('pageSize=2&page=3')).toEqual(['house']);
    expect((await search('pageSize=2&page=3')).total).toBe(5);
    // Past the last page: no rows to carry the count, which is then asked on its own.
    const past = await search('pageSize=2&page=4');
    expect(past).toMatchObject({ data: [], total: 5 });
  });

  it('answers result cards: what a card shows, without description, features or place chain', async () => {
    const [card] = (await ctx.app.inject({ url: `/api/properties?q=ntinda&kind=apartment` })).json()
      .data as Record<string, unknown>[];
    expect(card).toMatchObject({
      id: id.flat,
      title: 'Two-bedroom apartment in Ntinda',
      price: { amount: 2_500_000, currency: 'UGX' },
      bedrooms: 2,
      place: { id: ref.ntinda, name: 'Ntinda', short: 'Ntinda, Nakawa' },
    });
    expect((card!.place as { label: string }).label).toMatch(/^Ntinda, .*Uganda$/);
    for (const left of ['description', 'features', 'location', 'agent', 'viewCount'])
      expect(card, left).not.toHaveProperty(left);
    expect(card!.place).not.toHaveProperty('chain');
    // The listing's own page still reads all of it.
    const full = (await ctx.app.inject({ url: `/properties/${id.flat}` })).json();
    expect(full.description).toBe('Serviced flat with a lift.');
    expect(full.place.chain.length).toBeGreaterThan(2);
  });

  it('searches words by prefix over title, description and place names', async () => {
    expect(await names('q=apart')).toEqual(['flat']);
    expect(await names('q=borehole')).toEqual(['house']);
    expect((await names('q=ntinda')).sort()).toEqual(['acre', 'flat']); // place name and title
    expect(await names('q=western')).toEqual(['kibanja']); // the region of Mbarara
    expect(await names('q=nowhere')).toEqual([]);
  });

  it('filters by kind, purpose, price and currency, rooms', async () => {
    expect(await names('kind=land&sort=price_asc&currency=UGX')).toEqual(['halfAcre', 'acre']);
    expect(await names('kind=house,apartment&purpose=RENT')).toEqual(['flat']);
    expect(await names('priceMin=100000000&priceMax=400000000&currency=UGX')).toEqual([
      'halfAcre',
      'acre',
    ]);
    expect(await names('bedrooms=3')).toEqual(['house']);
    expect(await names('bathrooms=2&bedrooms=2')).toEqual(['flat', 'house']);
    expect(await names('currency=USD')).toEqual(['kibanja']);
  });

  it('answers the same search with other bounds alike, run after run', async () => {
    // Every run must find the same two, in the same order.
    for (let run = 0; run < 8; run++) {
      const query = `kind=land&currency=UGX&priceMin=${100_000_000 + run}&priceMax=${300_000_000 + run}&sort=price_asc`;
      const found = await search(query);
      expect(found.data.map((r) => r.id)).toEqual([id.halfAcre, id.acre]);
      expect(found.total).toBe(2);
    }
    expect(await names('kind=land&currency=UGX&priceMin=120000001&priceMax=300000000')).toEqual([
      'acre',
    ]);
  });

  it('filters by size in any unit (exact conversions)', async () => {
    // 0.5 acres = 50 decimals = 2023.4282112 m²; 1 acre = 4046.8564224 m²; 50×100 ft = 464.5152 m².
    expect(await names('kind=land&sizeMin=0.5&sizeUnit=acres&sort=size_asc')).toEqual([
      'halfAcre',
      'acre',
    ]);
    expect(await names('kind=land&sizeMin=50&sizeMax=50&sizeUnit=decimals')).toEqual(['halfAcre']);
    expect(await names('kind=land&sizeMax=5000&sizeUnit=sqft')).toEqual(['kibanja']);
    expect(await names('kind=land&sizeMin=0.4&sizeMax=0.41&sizeUnit=hectares')).toEqual(['acre']);
    expect(await names('sort=size_desc&kind=land')).toEqual(['acre', 'halfAcre', 'kibanja']);
  });

  it('filters by price per unit area in the unit chosen', async () => {
    // Acre plot: 300M per acre. Half acre: 120M for 50 decimals = 240M per acre, 2.4M per decimal.
    // House: 850M for 320 m²; flat: 2.5M for 95 m² (≈106M per acre); kibanja priced in USD.
    const perAcre = 'sizeUnit=acres&currency=UGX&sort=price_asc';
    expect(await names(`${perAcre}&pricePerUnitMin=250000000&kind=land`)).toEqual(['acre']);
    expect(await names(`${perAcre}&pricePerUnitMax=240000000`)).toEqual(['flat', 'halfAcre']);
    expect(await names(`${perAcre}&pricePerUnitMin=240000000&pricePerUnitMax=300000000`)).toEqual([
      'halfAcre',
      'acre',
    ]);
    expect(await names('kind=land&sizeUnit=decimals&pricePerUnitMax=2400000&currency=UGX')).toEqual(
      ['halfAcre'],
    );
    expect(await names('sizeUnit=sqm&pricePerUnitMin=1000000')).toEqual(['house']);
    // Without a currency every price counts: 15,000 USD for 464.5 m² is about 32 per m².
    expect(await names('sizeUnit=sqm&pricePerUnitMax=100&kind=land')).toEqual(['kibanja']);
    const bad = await ctx.app.inject({ url: '/api/properties?pricePerUnitMin=-1' });
    expect(Object.keys(bad.json().error.details.fields)).toEqual(['querystring.pricePerUnitMin']);
  });

  it('filters plots by tenure and title status, and by features (all of them)', async () => {
    expect(await names('tenure=MAILO,CUSTOMARY&sort=price_asc')).toEqual(['kibanja', 'acre']);
    expect(await names('titleStatus=UNTITLED')).toEqual(['kibanja']);
    expect(await names(`features=${parking}`)).toEqual(['flat', 'house']);
    expect(await names(`features=${parking},${borehole}`)).toEqual(['house']);
  });

  it('filters by a place at any level', async () => {
    expect(await names(`placeId=${ref.western}`)).toEqual(['kibanja']);
    expect(await names(`placeId=${ref.nakawa}`)).toEqual(['acre', 'flat']); // Ntinda's division
    expect(await names(`placeId=${ref.kampala}`)).toEqual(['acre', 'flat', 'house']);
    expect(await names(`placeId=${ref.uganda}`)).toHaveLength(5);
  });

  it('finds by a place of any level exactly the listings whose chain holds the place', async () => {
    // Regions, districts, cities and areas, which nest (Ntinda in Nakawa).
    const places = Object.entries(ref).filter(([name]) => !['africa', 'france'].includes(name));
    for (const [name, placeId] of places) {
      const inChain = (await ctx.database.db.execute(sql`
        select id from listing where place_ids @> array[${placeId}]::uuid[]
        order by published_at desc nulls last, created_at desc nulls last, id`)) as unknown as {
        rows: { id: string }[];
      };
      const expected = inChain.rows.map((r) => r.id);
      const found = await search(`placeId=${placeId}`);
      expect(
        found.data.map((r) => r.id),
        name,
      ).toEqual(expected);
      expect(found.total, name).toBe(expected.length);
      // With another filter the total is counted from the same condition.
      const houses = await search(`placeId=${placeId}&kind=house&bedrooms=1`);
      expect(houses.total, name).toBe(houses.data.length);
    }
  });

  it('filters by bounding box and radius, and sorts by distance', async () => {
    expect(await names('bbox=0.3,32.55,0.36,32.62')).toEqual(['acre', 'flat', 'house']);
    // From Kira: the Kira plot (0 km), Ntinda (plot and flat, ~5.4 km), Kololo (~9 km).
    const near = await search('lat=0.397&lng=32.64&radiusKm=10&sort=distance');
    const ids = near.data.map((l) => l.id);
    expect(ids[0]).toBe(id.halfAcre);
    expect(ids.slice(1, 3).sort()).toEqual([id.acre, id.flat].sort());
    expect(ids[3]).toBe(id.house);
    expect(near.data[0]!.distanceKm).toBe(0);
    expect(near.data[1]!.distanceKm).toBeGreaterThan(5);
    expect(near.data[3]!.distanceKm).toBeGreaterThan(8);
    expect(await names('lat=0.397&lng=32.64&radiusKm=6&sort=distance')).toHaveLength(3);
    expect(await names('lat=0.397&lng=32.64&radiusKm=1')).toEqual(['halfAcre']);
  });

  it('refuses bad filters with field details', async () => {
    const bad = await ctx.app.inject({
      url: '/api/properties?kind=castle&priceMin=-1&bbox=1,2,3&radiusKm=5',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fields).sort()).toEqual([
      'querystring.bbox',
      'querystring.kind.0',
      'querystring.priceMin',
    ]);
    const radius = await ctx.app.inject({ url: '/api/properties?radiusKm=5' });
    expect(radius.json().error.details.fields['querystring.lat']).toBeDefined();
  });

  it('serves plots as land listings: list, search and nearby by distance', async () => {
    expect(await names('', '/api/plots')).toEqual(['kibanja', 'halfAcre', 'acre']);
    expect(await names('tenure=FREEHOLD', '/api/plots/search')).toEqual(['halfAcre']);
    expect(await names('kind=house', '/api/plots')).toEqual(['kibanja', 'halfAcre', 'acre']);
    expect(await names('lat=0.354&lng=32.617', '/api/plots/nearby')).toEqual(['acre', 'halfAcre']);
    const noPoint = await ctx.app.inject({ url: '/api/plots/nearby' });
    expect(noPoint.statusCode).toBe(400);
  });
  it('reads a full listing for the agent list and only what a card shows for the public search', async () => {
    type Row = { id: string; description?: string; features?: { name: string }[]; agent?: unknown };
    const agentList = await ctx.app.inject({
      url: '/api/agent/properties?q=Kololo&pageSize=50',
      headers: agent,
    });
    expect(agentList.statusCode).toBe(200);
    const house = (agentList.json() as { data: Row[] }).data.find((l) => l.id === id.house)!;
    expect(house.description).toBe('Quiet street, garden, borehole.');
    expect(house.features?.map((f) => f.name)).toEqual(['Borehole', 'Parking']);
    expect(house.agent).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const card = (await search('q=Kololo&pageSize=50')).data.find((l) => l.id === id.house)!;
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('features');
    expect(card).not.toHaveProperty('agent');
    expect(card).toMatchObject({ id: id.house, agency: { id: expect.any(String) } });
  });

  // Last two: they add places, an agency and listings that the tests above do not expect.
  it('finds a listing in an area added inside a leaf area, once the geography changed', async () => {
    // Kololo has no areas inside yet.
    expect(await names(`placeId=${ref.kololo}`)).toEqual(['house']);
    const location = { countryId: ref.uganda, regionId: ref.central, cityId: ref.kampala };
    const hill = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/geo/nodes',
      headers: admin,
      payload: {
        level: 'area',
        name: 'Kololo Hill',
        kind: 'neighbourhood',
        parent: { ...location, areaId: ref.kololo },
      },
    });
    expect(hill.statusCode).toBe(201);
    const onTheHill = await createListing(
      ctx,
      agent,
      listingForm({ location: { ...location, areaId: hill.json().id as string } }),
    );
    // Kololo now holds an area: its search finds the listing there too.
    const found = await search(`placeId=${ref.kololo}`);
    expect(found.data.map((r) => r.id)).toEqual([onTheHill.id, id.house]);
    expect(found.total).toBe(2);
  });

  it('stores kibanja as a tenure and filters by it (issue 46): one plot of each tenure', async () => {
    const agencyId = (await createAgency(ctx, admin, { name: 'Tenure Estates' })).id;
    const own = (await signInAs(ctx, 'AGENT', { email: 'tenures@test.afrinest', agencyId })).auth;
    const byTenure: Record<string, string> = {};
    for (const tenure of ['MAILO', 'FREEHOLD', 'LEASEHOLD', 'CUSTOMARY', 'KIBANJA'] as const) {
      const leaseYears = tenure === 'LEASEHOLD' ? 49 : null;
      const land = { tenure, leaseYears, titleStatus: 'TITLED' as const, utilities: [] };
      byTenure[tenure] = (
        await createListing(ctx, own, plotForm({ title: `${tenure} plot in Ntinda`, land }))
      ).id;
    }
    const stored = (await ctx.app.inject({ url: `/properties/${byTenure.KIBANJA}` })).json();
    expect(stored.land).toMatchObject({ tenure: 'KIBANJA', leaseYears: null });
    const ids = async (query: string, base = '/api/plots/search') =>
      (await search(`agencyId=${agencyId}&${query}`, base)).data.map((l) => l.id);
    expect(await ids('tenure=KIBANJA')).toEqual([byTenure.KIBANJA]);
    expect(await ids('tenure=KIBANJA', '/api/properties')).toEqual([byTenure.KIBANJA]);
    expect((await ids('tenure=KIBANJA,MAILO')).sort()).toEqual(
      [byTenure.KIBANJA, byTenure.MAILO].sort(),
    );
    expect(await ids('')).toHaveLength(5);
    const wrong = await ctx.app.inject({ url: '/api/plots/search?tenure=kibanja' });
    expect(wrong.statusCode).toBe(400);
  });
});
