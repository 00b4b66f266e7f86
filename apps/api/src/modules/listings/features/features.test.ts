import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createListing } from '../listings-test-helpers';

describe('features', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let other: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const a = (await createAgency(ctx, admin, { name: 'Agency A' })).id;
    const b = (await createAgency(ctx, admin, { name: 'Agency B' })).id;
    agent = (await signInAs(ctx, 'AGENT', { email: 'a@test.afrinest', agencyId: a })).auth;
    other = (await signInAs(ctx, 'AGENT', { email: 'b@test.afrinest', agencyId: b })).auth;
  });
  afterAll(() => ctx.close());

  const add = (name: string, extra = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/features',
      headers: admin,
      payload: { name, ...extra },
    });

  it('admins keep the list (audited); the public sees the active ones', async () => {
    const pool = (await add('Swimming pool', { category: 'Outdoor' })).json();
    expect(pool).toMatchObject({
      name: 'Swimming pool',
      slug: 'swimming-pool',
      category: 'Outdoor',
      active: true,
    });
    expect((await add('swimming  POOL')).statusCode).toBe(409);
    expect((await add('x')).statusCode).toBe(400);
    const gym = (await add('Gym')).json();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/features/${gym.id}`,
      headers: admin,
      payload: { name: 'Gym', active: false },
    });
    const pub = (await ctx.app.inject({ url: '/properties/features' })).json().data;
    expect(pub.map((f: { name: string }) => f.name)).toEqual(['Swimming pool']);
    const page = (await ctx.app.inject({ url: '/api/admin/features?q=gy', headers: admin })).json();
    expect(page).toMatchObject({ total: 1, data: [{ name: 'Gym', active: false }] });
    const audit = (
      await ctx.app.inject({ url: '/api/admin/audit-log?entity=feature', headers: admin })
    ).json();
    expect(audit.data.map((e: { action: string }) => e.action).sort()).toEqual([
      'feature.create',
      'feature.create',
      'feature.update',
    ]);
  });

  it('sets a listing’s features (own agency only; active features only); a used feature is not deleted', async () => {
    const wall = (await add('Perimeter wall')).json().id as string;
    const off = (await add('Sauna', { active: false })).json().id as string;
    const listing = await createListing(ctx, agent);
    const set = (auth: Record<string, string>, features: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: `/properties/${listing.id}/features`,
        headers: auth,
        payload: { features },
      });
    expect((await set(other, [wall])).statusCode).toBe(403);
    expect((await set(agent, [off])).statusCode).toBe(400);
    const ok = await set(agent, [wall]);
    expect(ok.json().features.map((f: { name: string }) => f.name)).toEqual(['Perimeter wall']);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/features/${wall}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.code).toBe('FEATURE_IN_USE');
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/features/${off}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(204);
    expect((await set(agent, [])).json().features).toEqual([]);
  });
});
