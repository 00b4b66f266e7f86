import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';

const contact = {
  companyName: 'AfriNest Ltd',
  addressLines: ['Plot 14 Kololo Hill Drive'],
  city: 'Kampala',
  country: 'Uganda',
  phone: '+256414123456',
  email: 'hello@afrinest.test',
  latitude: 0.3326,
  longitude: 32.595,
};

/** SPEC §7 names /api/admin/settings; the admin settings screen edits analytics and contact. */
describe('GET and PUT /api/admin/settings', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'ASSISTANT_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  const get = (headers = admin) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
  const put = (payload: object, headers = admin) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });

  it('answers the defaults before anything is set', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      analytics: { measurementId: '', isEnabled: false },
      contact: null,
    });
  });

  it('saves either part alone, keeps the other, and the public reads follow', async () => {
    const analytics = { measurementId: 'G-ABC1234', isEnabled: true };
    const first = await put({ analytics });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ analytics, contact: null });

    const second = await put({ contact });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ analytics, contact });
    expect((await get()).json()).toEqual({ analytics, contact });
    expect((await ctx.app.inject({ url: '/api/analytics/config' })).json()).toEqual(analytics);
    expect((await ctx.app.inject({ url: '/api/content/contact' })).json()).toEqual(contact);
  });

  it('checks the body with the parts’ own rules and changes nothing when refused', async () => {
    const before = (await get()).json();
    const bad = await put({
      analytics: { measurementId: 'UA-1', isEnabled: true },
      contact: { ...contact, city: 'Entebbe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields['analytics.measurementId']).toEqual([
      'A GA4 measurement id looks like G-XXXXXXXXXX.',
    ]);
    expect((await put({})).statusCode).toBe(400);
    expect((await get()).json()).toEqual(before);
  });

  it('is for admins only', async () => {
    const user = (await signInAs(ctx, 'SUPER_AGENT')).auth;
    expect((await get(user)).statusCode).toBe(403);
    expect((await put({ contact }, user)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
  });
});
