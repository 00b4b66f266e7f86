import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENURES } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { seedDemo } from '../../../seed/index';
import { demoFeatures, demoListingRows } from '../../../seed/demo-listings';

describe('demo seed: listings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates the demo listings and features once, across the five places, by the demo agents', async () => {
    await seedDemo(ctx.app.services);
    await seedDemo(ctx.app.services);
    const admin = (await signInAs(ctx, 'AFRI_ADMIN', { email: 'seed-admin@test.afrinest' })).auth;
    const all = (
      await ctx.app.inject({ url: '/api/admin/properties?pageSize=100', headers: admin })
    ).json();
    expect(all.total).toBe(demoListingRows.length);
    expect(demoListingRows.length).toBeGreaterThanOrEqual(40);
    const agents = new Set(all.data.map((l: { agent: { name: string } }) => l.agent.name));
    expect([...agents].sort()).toEqual(['David Mugisha', 'Grace Namubiru']);
    const features = (await ctx.app.inject({ url: '/properties/features' })).json().data;
    expect(features).toHaveLength(demoFeatures.length);
    const search = async (q: string) =>
      (await ctx.app.inject({ url: `/api/properties?${q}` })).json().total;
    for (const place of ['kampala', 'wakiso', 'entebbe', 'mukono', 'jinja'])
      expect(await search(`q=${place}`)).toBeGreaterThan(1);
    expect(await search('purpose=RENT&rentPeriod=MONTH')).toBeGreaterThanOrEqual(10);
    const plots = (await ctx.app.inject({ url: '/api/plots?pageSize=100' })).json();
    expect(plots.total).toBe(demoListingRows.filter((r) => r.kind === 'land').length);
    const units = new Set(plots.data.map((l: { landSize: { unit: string } }) => l.landSize.unit));
    expect([...units].sort()).toEqual(['acres', 'decimals', 'ft_plot']);
    const tenures = new Set(plots.data.map((l: { land: { tenure: string } }) => l.land.tenure));
    expect([...tenures].sort()).toEqual([...TENURES].sort());
  });
});
