import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/index';

describe('demo seed: agencies', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates the Kampala, Wakiso and Entebbe agencies once, with the demo agents in the first', async () => {
    await seedDemo(ctx.app.services);
    await seedDemo(ctx.app.services);
    const admin = (await signInAs(ctx, 'AFRI_ADMIN', { email: 'seed-admin@test.afrinest' })).auth;
    const list = await ctx.app.inject({ url: '/api/admin/broker/agencies', headers: admin });
    expect(list.json().total).toBe(3);
    const kampala = list
      .json()
      .data.find((a: { slug: string }) => a.slug === 'kampala-prime-properties');
    expect(kampala).toMatchObject({ status: 'ACTIVE', agentCount: 2 });
    const page = await ctx.app.inject({ url: `/api/broker/agencies/${kampala.id}` });
    expect(
      page
        .json()
        .agents.map((a: { name: string }) => a.name)
        .sort(),
    ).toEqual(['David Mugisha', 'Grace Namubiru']);
    const entebbe = list
      .json()
      .data.find((a: { slug: string }) => a.slug === 'entebbe-lakeside-homes');
    expect(entebbe.place.name).toBe('Entebbe');
  });
});
