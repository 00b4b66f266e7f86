import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdErrorCode,
  ErrorCode,
  type Ad,
  type AdInput,
  type AdStats,
  type ServedAd,
} from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { addDays, dayIn } from '../../statistics/marketplace-days';
import { isPerson, pickByWeight } from './ad-serving.service';
import { adsApi, adsAt, BROWSER, GOOGLEBOT, insertImage, seededRandom } from './ads-test-helpers';

/**
 * Each test targets its ads to a region of its own (or a slot no other test uses), so the ads
 * of other tests never compete with them.
 */
describe('advertisements: serving and counting', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof adsApi>;
  let imageId: string;
  const zone = 'Africa/Kampala';

  beforeAll(async () => {
    ctx = await createTestApp();
    api = adsApi(ctx, (await signInAs(ctx, 'AFRI_ADMIN')).auth);
    imageId = await insertImage(ctx);
  });
  afterAll(() => ctx.close());

  const inRegion = (over: Partial<AdInput> = {}) => {
    const region = randomUUID();
    return {
      region,
      create: (more: Partial<AdInput> = {}) =>
        api.created(imageId, { regionIds: [region], ...over, ...more }),
    };
  };
  const serveHttp = (query: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/ads?${query}`, headers });
  const click = (id: string, headers: Record<string, string> = { 'user-agent': BROWSER }) =>
    ctx.app.inject({ url: `/api/ads/${id}/click`, headers });
  const beacon = (id: string, opts: { headers?: Record<string, string>; payload?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/ads/${id}/impressions`,
      headers: { 'user-agent': BROWSER, ...opts.headers },
      payload: opts.payload,
    });
  /** Figures over yesterday to tomorrow: the real clock's day, whichever side of midnight. */
  const totals = async (id: string) => {
    const today = dayIn(new Date(), zone);
    const res = await api.stats(id, `from=${addDays(today, -1)}&to=${addDays(today, 1)}`);
    return (res.json() as AdStats).totals;
  };

  it('serves a live ad of the slot with our click and beacon addresses, briefly cacheable', async () => {
    const { region, create } = inRegion();
    const ad = await create();
    const res = await serveHttp(`slot=HOME_BANNER&page=home&region=${region}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json()).toEqual({
      id: ad.id,
      slot: 'HOME_BANNER',
      image: ad.image,
      altText: ad.altText,
      advertiser: ad.advertiser,
      clickUrl: `${ctx.config.API_URL}/api/ads/${ad.id}/click`,
      impressionUrl: `${ctx.config.API_URL}/api/ads/${ad.id}/impressions`,
    } satisfies ServedAd);
    expect(res.body).not.toContain('paints.example.ug');
    const other = await serveHttp(`slot=SEARCH_RESULTS&page=home&region=${region}`);
    expect(other.json()).toBeNull();
    expect((await serveHttp('slot=NOPE&page=home')).statusCode).toBe(400);
  });

  it('shows an admin write at once: a paused ad leaves, a new one arrives', async () => {
    const { region, create } = inRegion({ slot: 'SEARCH_RESULTS' });
    const query = `slot=SEARCH_RESULTS&page=properties&region=${region}`;
    expect((await serveHttp(query)).json()).toBeNull();
    const ad = await create();
    expect((await serveHttp(query)).json()).toMatchObject({ id: ad.id });
    await api.setStatus(ad.id, 'PAUSED');
    expect((await serveHttp(query)).json()).toBeNull();
  });

  it('targets page kinds and regions; an ad targeting none shows everywhere in its slot', async () => {
    const everywhere = await api.created(imageId, { slot: 'PLOTS_PAGE' });
    const serving = adsAt(ctx, { now: new Date() }).adServing;
    for (const page of ['plots', 'home'] as const)
      expect(await serving.serve({ slot: 'PLOTS_PAGE', page })).toMatchObject({
        id: everywhere.id,
      });
    const { region, create } = inRegion({ slot: 'LISTING_SIDE' });
    const onListings = await create({ pageKinds: ['listing'] });
    const serve = (page: 'listing' | 'hotels', r?: string) =>
      serving.serve({ slot: 'LISTING_SIDE', page, region: r });
    expect(await serve('listing', region)).toMatchObject({ id: onListings.id });
    expect(await serve('listing', region.toUpperCase())).toMatchObject({ id: onListings.id });
    expect(await serve('hotels', region)).toBeNull();
    expect(await serve('listing', randomUUID())).toBeNull();
    // A page without a region never gets a region-targeted ad.
    expect(await serve('listing')).toBeNull();
  });

  it('shows an ad to its last day and from its first, in Kampala time', async () => {
    const { region, create } = inRegion();
    const ending = await create({ startsOn: '2026-12-01', endsOn: '2026-12-31' });
    const clock = { now: new Date('2026-12-31T20:59:00Z') };
    const serving = adsAt(ctx, clock).adServing;
    const serve = () => serving.serve({ slot: 'HOME_BANNER', page: 'home', region });
    // 23:59 on 31 December in Kampala.
    expect(await serve()).toMatchObject({ id: ending.id });
    // 00:00 on 1 January 2027 in Kampala, still 31 December in UTC.
    clock.now = new Date('2026-12-31T21:00:00Z');
    expect(await serve()).toBeNull();

    const later = inRegion();
    const starting = await later.create({ startsOn: '2026-06-11' });
    clock.now = new Date('2026-06-10T20:59:59Z');
    const serveLater = () =>
      serving.serve({ slot: 'HOME_BANNER', page: 'home', region: later.region });
    expect(await serveLater()).toBeNull();
    clock.now = new Date('2026-06-10T21:00:00Z');
    expect(await serveLater()).toMatchObject({ id: starting.id });
  });

  it('picks by weight: shares follow the weights over many draws', async () => {
    const { region, create } = inRegion();
    const ads: Ad[] = [];
    for (const weight of [1, 2, 7]) ads.push(await create({ weight, name: `Weight ${weight}` }));
    const serving = adsAt(ctx, { now: new Date() }, seededRandom(44)).adServing;
    const seen = new Map<string, number>();
    const draws = 5000;
    for (let i = 0; i < draws; i += 1) {
      const ad = await serving.serve({ slot: 'HOME_BANNER', page: 'home', region });
      seen.set(ad!.id, (seen.get(ad!.id) ?? 0) + 1);
    }
    const shares = ads.map((a) => (seen.get(a.id) ?? 0) / draws);
    expect(shares[0]).toBeCloseTo(0.1, 1);
    expect(shares[1]).toBeCloseTo(0.2, 1);
    expect(shares[2]).toBeCloseTo(0.7, 1);
  });

  it('maps the random number onto the weights exactly', () => {
    const ads = [{ ad: { weight: 1 } }, { ad: { weight: 3 } }];
    expect(pickByWeight(ads, () => 0)).toBe(ads[0]);
    expect(pickByWeight(ads, () => 0.2499)).toBe(ads[0]);
    expect(pickByWeight(ads, () => 0.25)).toBe(ads[1]);
    expect(pickByWeight(ads, () => 0.9999)).toBe(ads[1]);
    expect(pickByWeight([], () => 0.5)).toBeUndefined();
  });

  it('counts impressions and clicks per marketplace day', async () => {
    const { create } = inRegion();
    const ad = await create();
    const clock = { now: new Date('2026-05-01T20:30:00Z') };
    const serving = adsAt(ctx, clock).adServing;
    await serving.impression(ad.id, BROWSER);
    await serving.impression(ad.id, BROWSER);
    expect(await serving.click(ad.id, BROWSER)).toBe('https://paints.example.ug/offer');
    // 00:30 on 2 May in Kampala: the next day's row.
    clock.now = new Date('2026-05-01T21:30:00Z');
    await Promise.all([1, 2, 3].map(() => serving.impression(ad.id, BROWSER)));
    const stats = (await api.stats(ad.id, 'from=2026-05-01&to=2026-05-02')).json() as AdStats;
    expect(stats.days).toEqual([
      { day: '2026-05-01', impressions: 2, clicks: 1 },
      { day: '2026-05-02', impressions: 3, clicks: 0 },
    ]);
  });

  it('takes a beacon with any body or none, answers 204, and counts it', async () => {
    const ad = await inRegion().create();
    const answers = [
      await beacon(ad.id),
      await beacon(ad.id, {
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: 'x',
      }),
      await beacon(ad.id, { headers: { 'content-type': 'application/json' }, payload: '' }),
      await beacon(ad.id, { headers: { 'content-type': 'application/json' }, payload: '{bad' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204, 204, 204]);
    expect(answers[0]!.headers['set-cookie']).toBeUndefined();
    expect(await totals(ad.id)).toMatchObject({ impressions: 4, clicks: 0 });
  });

  it('redirects a click to the link the admin set, never one from the request, and counts it', async () => {
    const ad = await inRegion().create({
      linkUrl: 'https://paints.example.ug/kampala?ref=afrinest',
    });
    const res = await ctx.app.inject({
      url: `/api/ads/${ad.id}/click?url=https://evil.example/&next=https://evil.example/`,
      headers: { 'user-agent': BROWSER },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://paints.example.ug/kampala?ref=afrinest');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await totals(ad.id)).toMatchObject({ impressions: 0, clicks: 1 });
    const unknown = await click(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(AdErrorCode.AD_NOT_FOUND);
  });

  it('does not count bots or requests without a user agent', async () => {
    const ad = await inRegion().create();
    // An empty user agent is how the test client sends none.
    for (const agent of [GOOGLEBOT, 'curl/8.5.0', 'python-requests/2.32', '']) {
      const headers = { 'user-agent': agent };
      expect((await beacon(ad.id, { headers })).statusCode).toBe(204);
      // A bot following the link still gets there.
      expect((await click(ad.id, headers)).statusCode).toBe(302);
    }
    expect(await totals(ad.id)).toMatchObject({ impressions: 0, clicks: 0 });
    await beacon(ad.id);
    expect(await totals(ad.id)).toMatchObject({ impressions: 1, clicks: 0 });
    expect(isPerson(undefined)).toBe(false);
  });

  it("still redirects a paused or ended ad's click but counts nothing for it", async () => {
    const ad = await inRegion().create();
    await api.setStatus(ad.id, 'PAUSED');
    const paused = await click(ad.id);
    expect(paused.statusCode).toBe(302);
    expect(paused.headers.location).toBe(ad.linkUrl);
    await beacon(ad.id);
    const yesterday = addDays(dayIn(new Date(), zone), -2);
    const ended = await inRegion().create({ startsOn: '2026-01-01', endsOn: yesterday });
    expect((await click(ended.id)).headers.location).toBe(ended.linkUrl);
    await beacon(ended.id);
    expect(await totals(ad.id)).toMatchObject({ impressions: 0, clicks: 0 });
    expect(await totals(ended.id)).toMatchObject({ impressions: 0, clicks: 0 });
  });

  it('limits clicks and beacons per client', async () => {
    const ad = await inRegion().create();
    const from = (remoteAddress: string) =>
      ctx.app.inject({
        url: `/api/ads/${ad.id}/click`,
        headers: { 'user-agent': BROWSER },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await from('10.9.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 302)).toBe(true);
    const refused = await from('10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe(ErrorCode.RATE_LIMITED);
    // Another client is not held back by the first.
    expect((await from('10.9.0.2')).statusCode).toBe(302);
  });
});
