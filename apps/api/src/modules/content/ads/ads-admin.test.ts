import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdErrorCode, AdMessages, type Ad, type AdStats } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { addDays, dayIn } from '../../statistics/marketplace-days';
import { adForm, adsApi, adsAt, BROWSER, insertImage } from './ads-test-helpers';

describe('admin: advertisements', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof adsApi>;
  let imageId: string;
  let today: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    api = adsApi(ctx, admin.auth);
    imageId = await insertImage(ctx);
    today = dayIn(new Date(), ctx.config.MARKETPLACE_TIME_ZONE);
  });
  afterAll(() => ctx.close());

  it('creates an ad with its image and live flag, reads it back, audited', async () => {
    const region = randomUUID();
    const res = await api.create(
      adForm(imageId, { pageKinds: ['plots', 'home', 'home'], regionIds: [region], weight: 3 }),
    );
    expect(res.statusCode).toBe(201);
    const ad = res.json() as Ad;
    expect(ad).toMatchObject({
      name: 'Rainy season offer',
      linkUrl: 'https://paints.example.ug/offer',
      pageKinds: ['home', 'plots'],
      regionIds: [region],
      weight: 3,
      status: 'ACTIVE',
      live: true,
      image: { id: imageId, width: 1200, height: 250 },
    });
    expect(ad.image.webp.map((v) => v.width)).toEqual([600, 1200]);
    expect(ad.image.jpeg?.url).toMatch(/public\/content\/banner\/1200\.jpg$/);
    expect((await api.get(ad.id)).json()).toEqual(ad);
    const entry = (await ctx.app.services.audit.latest(10)).find((e) => e.entityId === ad.id);
    expect(entry).toMatchObject({ action: 'advert.create', entity: 'advert', before: null });
    expect(entry?.after).toMatchObject({ name: 'Rainy season offer', weight: 3 });
  });

  it('refuses a last day before the first, a link that is not https, and an unknown image', async () => {
    const reversed = await api.create(
      adForm(imageId, { startsOn: '2026-05-10', endsOn: '2026-05-09' }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details.fields).toEqual({
      endsOn: [AdMessages.ENDS_BEFORE_START],
    });
    for (const linkUrl of ['http://paints.example.ug', 'javascript:alert(1)', 'https://nodot']) {
      const res = await api.create(adForm(imageId, { linkUrl }));
      expect(res.statusCode, linkUrl).toBe(400);
      expect(Object.keys(res.json().error.details.fields)).toEqual(['linkUrl']);
    }
    const unknown = await api.create(adForm(randomUUID()));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: AdErrorCode.IMAGE_NOT_FOUND,
      message: AdMessages.IMAGE_NOT_FOUND,
      details: { fields: { imageId: [AdMessages.IMAGE_NOT_FOUND] } },
    });
    const ad = await api.created(imageId);
    const edit = await api.update(ad.id, adForm(randomUUID()));
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.code).toBe(AdErrorCode.IMAGE_NOT_FOUND);
  });

  it('saves an edit and audits what changed; unknown ids are 404 AD_NOT_FOUND', async () => {
    const ad = await api.created(imageId, { name: 'Before edit' });
    const res = await api.update(
      ad.id,
      adForm(imageId, { name: 'After edit', startsOn: addDays(today, 1) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'After edit', live: false });
    const entry = (await ctx.app.services.audit.latest(10)).find(
      (e) => e.entityId === ad.id && e.action === 'advert.update',
    );
    expect(entry?.before).toEqual({ name: 'Before edit', startsOn: '2020-01-01' });
    expect(entry?.after).toEqual({ name: 'After edit', startsOn: addDays(today, 1) });
    const missing = randomUUID();
    for (const res of [
      await api.get(missing),
      await api.update(missing, adForm(imageId)),
      await api.setStatus(missing, 'PAUSED'),
      await api.stats(missing),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(AdErrorCode.AD_NOT_FOUND);
    }
  });

  it('pauses and resumes, audited each time, an ad that is no longer live while paused', async () => {
    const ad = await api.created(imageId);
    const paused = await api.setStatus(ad.id, 'PAUSED');
    expect(paused.json()).toMatchObject({ status: 'PAUSED', live: false });
    // The same status again changes nothing and records nothing.
    await api.setStatus(ad.id, 'PAUSED');
    expect((await api.setStatus(ad.id, 'ACTIVE')).json()).toMatchObject({ live: true });
    const actions = (await ctx.app.services.audit.latest(20))
      .filter((e) => e.entityId === ad.id)
      .map((e) => e.action);
    expect(actions.sort()).toEqual(['advert.create', 'advert.pause', 'advert.resume']);
  });

  it('lists newest first, filtered by text, slot and status, with figures over the range', async () => {
    const tag = `Tag${Math.random().toString(36).slice(2, 8)}`;
    const first = await api.created(imageId, { name: `${tag} one`, slot: 'PLOTS_PAGE' });
    const second = await api.created(imageId, { name: `${tag} two`, slot: 'PLOTS_PAGE' });
    const other = await api.created(imageId, { advertiser: `${tag} Ltd`, slot: 'LISTING_SIDE' });
    await api.setStatus(other.id, 'PAUSED');
    // Four impressions and one click on the first, on two days well inside the range.
    const clock = { now: new Date('2026-03-01T09:00:00Z') };
    const counted = adsAt(ctx, clock).adServing;
    await counted.impression(first.id, BROWSER);
    await counted.impression(first.id, BROWSER);
    await counted.click(first.id, BROWSER);
    clock.now = new Date('2026-03-02T09:00:00Z');
    await counted.impression(first.id, BROWSER);
    await counted.impression(first.id, BROWSER);

    const all = (await api.list(`q=${tag}&from=2026-02-01&to=2026-03-31`)).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.data.map((a: Ad) => a.id)).toEqual([other.id, second.id, first.id]);
    expect(all.data[2].figures).toEqual({ impressions: 4, clicks: 1, clickRate: 0.25 });
    expect(all.data[1].figures).toEqual({ impressions: 0, clicks: 0, clickRate: 0 });
    const oneDay = (await api.list(`q=${tag}&from=2026-03-02&to=2026-03-02`)).json();
    expect(oneDay.data[2].figures).toEqual({ impressions: 2, clicks: 0, clickRate: 0 });
    const plots = (await api.list(`q=${tag}&slot=PLOTS_PAGE&status=ACTIVE`)).json();
    expect(plots.data.map((a: Ad) => a.id)).toEqual([second.id, first.id]);
    const paused = (await api.list(`q=${tag}&status=PAUSED`)).json();
    expect(paused.data.map((a: Ad) => a.id)).toEqual([other.id]);
    const paged = (await api.list(`q=${tag}&pageSize=2&page=2`)).json();
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.data.map((a: Ad) => a.id)).toEqual([first.id]);
  });

  it('answers stats per day over the range, zero-filled, with totals', async () => {
    const ad = await api.created(imageId);
    const clock = { now: new Date('2026-04-10T06:00:00Z') };
    const counted = adsAt(ctx, clock).adServing;
    for (let i = 0; i < 5; i += 1) await counted.impression(ad.id, BROWSER);
    await counted.click(ad.id, BROWSER);
    const res = await api.stats(ad.id, 'from=2026-04-08&to=2026-04-11');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-04-08',
      to: '2026-04-11',
      totals: { impressions: 5, clicks: 1, clickRate: 0.2 },
      days: [
        { day: '2026-04-08', impressions: 0, clicks: 0 },
        { day: '2026-04-09', impressions: 0, clicks: 0 },
        { day: '2026-04-10', impressions: 5, clicks: 1 },
        { day: '2026-04-11', impressions: 0, clicks: 0 },
      ],
    } satisfies AdStats);
  });

  it('defaults the range to the last 30 marketplace days and refuses a reversed or long one', async () => {
    const ad = await api.created(imageId);
    const stats = (await api.stats(ad.id)).json() as AdStats;
    expect(stats).toMatchObject({ from: addDays(today, -29), to: today });
    expect(stats.days).toHaveLength(30);
    const reversed = await api.stats(ad.id, 'from=2026-04-10&to=2026-04-09');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details.fields).toEqual({ to: [AdMessages.RANGE_REVERSED] });
    const long = await api.list('from=2024-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details.fields).toEqual({ to: [AdMessages.RANGE_TOO_LONG] });
  });

  it('is for admins only', async () => {
    const assistant = adsApi(ctx, (await signInAs(ctx, 'ASSISTANT_ADMIN')).auth);
    expect((await assistant.list()).statusCode).toBe(200);
    const agent = adsApi(ctx, (await signInAs(ctx, 'SUPER_AGENT')).auth);
    expect((await agent.list()).statusCode).toBe(403);
    expect((await agent.create(adForm(imageId))).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/ads' })).statusCode).toBe(401);
  });
});
