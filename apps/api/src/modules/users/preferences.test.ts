import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';

describe('preferences', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const chosen = {
    currency: 'KES',
    language: 'sw',
    areaUnit: 'decimals',
    notifications: {
      listingAlerts: false,
      priceChanges: true,
      agentMessages: true,
      newsletter: true,
    },
  };

  it('starts from the defaults (UGX, English, acres) and keeps what each person saves', async () => {
    const amina = await signInAs(ctx, 'USER');
    const brian = await signInAs(ctx, 'AGENT');
    const get = (auth: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/preferences', headers: auth });
    expect((await get(amina.auth)).json()).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES).toMatchObject({
      currency: 'UGX',
      language: 'en',
      areaUnit: 'acres',
    });

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/preferences',
      headers: amina.auth,
      payload: chosen,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await get(amina.auth)).json()).toEqual(chosen);
    expect((await get(brian.auth)).json()).toEqual(DEFAULT_PREFERENCES);
    expect(await ctx.app.services.preferences.wantsMail(amina.id, 'newsletter')).toBe(true);
    expect(await ctx.app.services.preferences.wantsMail(brian.id, 'newsletter')).toBe(false);
  });

  it('refuses an unknown currency with field details and keeps what was saved', async () => {
    const me = await signInAs(ctx, 'USER');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/preferences',
      headers: me.auth,
      payload: { ...chosen, currency: 'XYZ', areaUnit: 'furlongs' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fields).sort()).toEqual(['areaUnit', 'currency']);
    const now = await ctx.app.inject({ method: 'GET', url: '/preferences', headers: me.auth });
    expect(now.json()).toEqual(chosen);
  });

  it('belongs to signed-in users only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/preferences' })).statusCode).toBe(401);
  });
});
