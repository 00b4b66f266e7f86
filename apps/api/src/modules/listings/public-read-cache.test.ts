import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createCache, createMemoryCache } from '../../platform/cache/cache';
import { agencyForm, createAgency } from '../agencies/agencies-test-helpers';
import { ref } from '../geo/geo-test-helpers';
import { createListing, listingForm, plotForm } from './listings-test-helpers';
import { createPublicReadCache, stableJson } from './public-read-cache';

describe('public read cache', () => {
  // On CI the generation lives in Redis, as it does for every API instance in production.
  const shared = createCache(process.env.REDIS_URL, `afrinest-reads-test-${process.pid}:`);
  afterAll(() => shared.close());
  const counter = () => {
    let n = 0;
    return async () => String(++n);
  };

  it('keys a query by its fields, whatever their order; undefined fields do not count', () => {
    expect(stableJson({ b: [2, { y: 1, x: 0 }], a: 'x', c: undefined })).toBe(
      stableJson({ a: 'x', b: [2, { x: 0, y: 1 }] }),
    );
    expect(stableJson({ a: 1 })).not.toBe(stableJson({ a: '1' }));
  });

  it('answers a repeated read from memory until a bump, then computes again', async () => {
    const reads = createPublicReadCache({ cache: shared, ttlMs: 60_000 });
    const compute = counter();
    expect(await reads.read('search', { q: 'kololo', page: 1 }, compute)).toEqual({
      body: '1',
      hit: false,
    });
    expect(await reads.read('search', { page: 1, q: 'kololo' }, compute)).toEqual({
      body: '1',
      hit: true,
    });
    expect(await reads.read('map', { q: 'kololo', page: 1 }, compute)).toMatchObject({
      body: '2',
      hit: false,
    });
    await reads.bump();
    expect(await reads.read('search', { q: 'kololo', page: 1 }, compute)).toEqual({
      body: '3',
      hit: false,
    });
  });

  it("sees another instance's bump through the shared cache", async () => {
    const one = createPublicReadCache({ cache: shared, ttlMs: 60_000 });
    const other = createPublicReadCache({ cache: shared, ttlMs: 60_000 });
    const compute = counter();
    await one.read('places', {}, compute);
    expect((await one.read('places', {}, compute)).hit).toBe(true);
    await other.bump();
    expect(await one.read('places', {}, compute)).toEqual({ body: '2', hit: false });
  });

  it('forgets an answer after its TTL, keeps at most maxEntries, and is off at TTL 0', async () => {
    let now = 0;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const reads = createPublicReadCache({
        cache: createMemoryCache(),
        ttlMs: 1_000,
        maxEntries: 2,
      });
      const compute = counter();
      await reads.read('search', { page: 1 }, compute);
      now = 999;
      expect((await reads.read('search', { page: 1 }, compute)).hit).toBe(true);
      now = 2_000;
      expect((await reads.read('search', { page: 1 }, compute)).hit).toBe(false);
      await reads.read('search', { page: 2 }, compute);
      await reads.read('search', { page: 3 }, compute);
      expect((await reads.read('search', { page: 1 }, compute)).hit).toBe(false);
    } finally {
      Date.now = realNow;
    }
    const off = createPublicReadCache({ cache: shared, ttlMs: 0 });
    const compute = counter();
    await off.read('search', {}, compute);
    expect(await off.read('search', {}, compute)).toEqual({ body: '2', hit: false });
  });
});

/**
 * The API: public reads carry x-cache, and every kind of write they show makes the next read a
 * miss that shows the change at once.
 */
describe('public listing reads through the API', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let boss: Record<string, string>;
  let agent: Record<string, string>;
  let agentId: string;
  let colleagueId: string;
  let agencyId: string;
  let houseId: string;
  let gardenId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Cache Homes', slug: 'cache-homes' })).id;
    boss = (await signInAs(ctx, 'SUPER_AGENT', { agencyId })).auth;
    const signedIn = await signInAs(ctx, 'AGENT', { agencyId });
    agent = signedIn.auth;
    agentId = signedIn.id;
    colleagueId = (await signInAs(ctx, 'AGENT', { email: 'colleague@test.afrinest', agencyId })).id;
    gardenId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/features',
        headers: admin,
        payload: { name: 'Walled garden', category: 'outdoor', active: true },
      })
    ).json().id;
    houseId = (await createListing(ctx, agent, listingForm({ features: [gardenId] }))).id;
    await createListing(ctx, agent, plotForm());
  });
  afterAll(() => ctx.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return { cache: res.headers['x-cache'], body: res.json() };
  };
  const send = async (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: object,
    payload?: object,
  ) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: who as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };
  const SEARCH = '/api/properties?q=kololo';
  type Listing = {
    id: string;
    title: string;
    status: string;
    featured: boolean;
    agency: { name: string } | null;
    place: { label: string } | null;
  };
  /** The search read twice: the first after a write must be a miss, the second a hit. */
  async function searchAfterWrite(url = SEARCH): Promise<Listing[]> {
    const first = await get(url);
    expect(first.cache).toBe('miss');
    expect((await get(url)).cache).toBe('hit');
    return first.body.data as Listing[];
  }
  /** The search kept in the cache before a write, so the miss that follows is the write's. */
  async function primed(url = SEARCH) {
    await get(url);
    expect((await get(url)).cache).toBe('hit');
  }
  const houseIn = (list: Listing[]) => list.find((l) => l.id === houseId);

  it('marks every cached public route miss, then hit; the same answer both times', async () => {
    const box = 'bbox=0.2,32.5,0.5,32.7';
    const street = 'bbox=0.3,32.57,0.36,32.63';
    for (const url of [
      '/api/properties?kind=house',
      '/api/properties/search?kind=apartment',
      '/api/properties/featured',
      '/api/plots',
      '/api/plots/search?tenure=MAILO',
      '/api/plots/featured',
      '/api/plots/nearby?lat=0.35&lng=32.6',
      `/api/properties/map?${box}&zoom=12`,
      `/api/plots/map?${street}&zoom=16`,
      '/api/properties/places',
    ]) {
      const first = await get(url);
      const second = await get(url);
      expect([first.cache, second.cache], url).toEqual(['miss', 'hit']);
      expect(second.body, url).toEqual(first.body);
    }
    // Another spelling of the same parsed query is the same entry.
    expect((await get('/api/properties?kind=house&page=1')).cache).toBe('hit');
  });

  it("writes a cached answer with the route's serializer: only the contract's fields", async () => {
    const { body } = await get('/api/properties?pageSize=1&kind=house');
    const card = body.data[0] as Record<string, unknown>;
    // A summary, not the listing: its description, features and agent are never sent.
    expect(card.id).toBe(houseId);
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('features');
    expect(card).not.toHaveProperty('agencyId');
  });

  it('never caches a single listing, the agent and admin lists or favourites', async () => {
    for (const [url, who] of [
      [`/properties/${houseId}`, {}],
      ['/api/agent/properties', agent],
      ['/api/admin/properties', admin],
      ['/favorites', agent],
    ] as const) {
      expect((await get(url, who)).cache, url).toBeUndefined();
      expect((await get(url, who)).cache, url).toBeUndefined();
    }
  });

  it('shows a created, edited, re-featured and deleted listing at once', async () => {
    await primed();
    const flat = await createListing(
      ctx,
      agent,
      listingForm({ kind: 'apartment', title: 'Kololo flat with a view', landSize: null }),
    );
    expect((await searchAfterWrite()).map((l) => l.id)).toContain(flat.id);

    await send('PUT', `/properties/${flat.id}`, agent, listingForm({ title: 'Kololo penthouse' }));
    expect((await searchAfterWrite()).find((l) => l.id === flat.id)?.title).toBe(
      'Kololo penthouse',
    );

    const until = new Date(Date.now() + 86_400_000).toISOString();
    await get('/api/properties/featured');
    await send('PUT', `/api/admin/properties/${flat.id}/featured`, admin, { until });
    const featured = await get('/api/properties/featured');
    expect(featured.cache).toBe('miss');
    expect(featured.body.data.map((l: Listing) => l.id)).toContain(flat.id);

    await send('DELETE', `/properties/${flat.id}`, agent);
    expect((await searchAfterWrite()).map((l) => l.id)).not.toContain(flat.id);
  });

  it('follows status changes and the features of a listing', async () => {
    await primed();
    await send('PUT', `/api/properties/${houseId}/status`, agent, {
      status: 'INACTIVE',
      note: 'Off the market',
    });
    expect(houseIn(await searchAfterWrite())).toBeUndefined();
    await send('PUT', `/api/properties/${houseId}/status`, agent, { status: 'ACTIVE', note: '' });
    expect(houseIn(await searchAfterWrite())).toBeDefined();

    // Result cards carry no features: a feature filter shows the change.
    const withGarden = `${SEARCH}&features=${gardenId}`;
    await primed(withGarden);
    await send('POST', `/properties/${houseId}/features`, agent, { features: [] });
    expect(houseIn(await searchAfterWrite(withGarden))).toBeUndefined();
    await send('POST', `/properties/${houseId}/features`, agent, { features: [gardenId] });
    expect(houseIn(await searchAfterWrite(withGarden))).toBeDefined();
  });

  it("follows a feature's rename and deactivation", async () => {
    const withGarden = `${SEARCH}&features=${gardenId}`;
    await primed(withGarden);
    await send('PUT', `/api/admin/features/${gardenId}`, admin, {
      name: 'Private garden',
      category: 'outdoor',
      active: true,
    });
    expect(houseIn(await searchAfterWrite(withGarden))).toBeDefined();
    await send('PUT', `/api/admin/features/${gardenId}`, admin, {
      name: 'Private garden',
      category: 'outdoor',
      active: false,
    });
    const after = houseIn(await searchAfterWrite(withGarden));
    const fresh = (await get(`/properties/${houseId}`)).body.features as unknown[];
    expect(after !== undefined).toBe(fresh.length > 0);
  });

  it('follows listings moved to another agent', async () => {
    const colleagues = `/api/properties?agentId=${colleagueId}`;
    await primed(colleagues);
    await send('POST', `/api/agent/agents/${agentId}/move-listings`, boss, {
      toAgentId: colleagueId,
    });
    expect(houseIn(await searchAfterWrite(colleagues))).toBeDefined();
  });

  it("takes a suspended agency's listings out of every public read at once", async () => {
    const urls = [
      SEARCH,
      '/api/plots',
      '/api/properties/map?bbox=0.3,32.57,0.36,32.63&zoom=16',
      '/api/properties/places',
    ];
    const before = await Promise.all(urls.map((u) => get(u)));
    expect(before.map((r) => r.body.total ?? r.body.cities?.length)).not.toContain(0);
    for (const u of urls) expect((await get(u)).cache, u).toBe('hit');

    const status = (value: string) =>
      send('PUT', `/api/admin/broker/agencies/${agencyId}/status`, admin, {
        status: value,
        reason: 'Unpaid fees',
      });
    await status('SUSPENDED');
    const suspended = await Promise.all(urls.map((u) => get(u)));
    expect(suspended.map((r) => r.cache)).toEqual(urls.map(() => 'miss'));
    expect(suspended.map((r) => r.body.total ?? r.body.cities.length)).toEqual([0, 0, 0, 0]);

    await status('ACTIVE');
    expect(houseIn(await searchAfterWrite())).toBeDefined();
  });

  it("follows an agency's rename", async () => {
    await primed();
    await send(
      'PUT',
      `/api/admin/broker/agencies/${agencyId}`,
      admin,
      agencyForm({ name: 'Cache Homes Uganda', slug: 'cache-homes' }),
    );
    expect(houseIn(await searchAfterWrite())?.agency?.name).toBe('Cache Homes Uganda');
  });

  it('follows a place renamed or moved by the geography admin', async () => {
    await primed('/api/properties?q=house');
    await get('/api/properties/places');
    await send('PATCH', `/api/admin/geo/nodes/${ref.kololo}`, admin, { name: 'Kololo Hill' });
    expect(houseIn(await searchAfterWrite('/api/properties?q=house'))?.place?.label).toContain(
      'Kololo Hill',
    );
    await send('PATCH', `/api/admin/geo/nodes/${ref.kira}`, admin, { name: 'Kira Town' });
    expect((await get('/api/properties/places')).cache).toBe('miss');
  });
});
