import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from './helper';

/** Issue 39: bad input answers a 400 in the standard shape, never a 500. */
describe('input hardening', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_MAX: '10000', AUTH_RATE_LIMIT_MAX: '10000' });
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });
  const expect400 = (res: { statusCode: number; json(): unknown }, field?: string) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; details?: { fields: object } } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    if (field) expect(Object.keys(body.error.details!.fields)).toContain(field);
  };

  describe('NUL characters', () => {
    it('refuses a NUL in a body text field', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Nul\u0000Name',
          email: 'nul@test.afrinest',
          password: 'Kampala-hills-42',
        },
      });
      expect400(res, 'name');
      expect(res.json().error.details.fields.name).toEqual(['Text cannot contain NUL characters.']);
    });

    it('refuses a NUL in a query text filter', async () => {
      expect400(await get('/api/properties?q=ho%00use'), 'querystring.q');
      expect400(await get('/api/admin/users?q=%00'), 'querystring.q');
      expect400(await get('/api/geo/autocomplete?q=Kam%00pala'), 'querystring.q');
      // Found by the fuzzer: the development mailbox's filter reached the database with it.
      expect400(await get('/api/dev/mailbox?to=a%00b'), 'querystring.to');
    });

    it('refuses a NUL in a path text parameter', async () => {
      expect400(await get('/api/agent-invitations/abcdefghij%00klmn'), 'params.token');
    });

    it('refuses a lone surrogate (text no UTF-8 can carry) in a text field', async () => {
      // Found by the fuzzer: "\udfff" in a JSON string answered 500 where a jsonb column holds
      // it, and was stored as U+FFFD in a text column.
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/contact',
        headers: admin,
        // JSON.stringify writes a lone surrogate as the escape "\udfff".
        payload: {
          companyName: 'AfriNest Ltd',
          addressLines: ['Plot 1, Kampala Road'],
          city: 'Kampala',
          country: 'Uganda',
          phone: '+256700111222',
          email: 'hello@afrinest.test',
          openingHours: 'Mon\udfff-Fri',
          latitude: 0.3136,
          longitude: 32.5811,
        },
      });
      expect400(res, 'openingHours');
      expect(res.json().error.details.fields.openingHours).toEqual([
        'Text cannot contain broken characters.',
      ]);
      const name = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Ok\ud800', email: 'half@test.afrinest', password: 'Kampala-hills-42' },
      });
      expect400(name, 'name');
    });

    it('refuses a NUL in an admin write', async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/website-state',
        headers: admin,
        payload: { state: 'NORMAL', description: 'x\u0000' },
      });
      expect400(res, 'description');
    });
  });

  describe('numbers within what their columns hold', () => {
    it.each([
      ['/api/properties?sizeMin=1000000000000000000000', 'querystring.sizeMin'],
      ['/api/properties?bedrooms=2147483648', 'querystring.bedrooms'],
      ['/api/properties?priceMin=99999999999999999999', 'querystring.priceMin'],
      ['/api/properties?page=9007199254740991', 'querystring.page'],
      ['/api/admin/users?page=9007199254740991', 'querystring.page'],
      ['/api/properties/sitemap?page=99999999999', 'querystring.page'],
      ['/api/admin/geo/nodes?level=country&page=9007199254740991', 'querystring.page'],
      [`/api/geo/reverse?lat=0.${'0'.repeat(323)}5&lng=32`, 'querystring.lat'],
    ])('%s is a 400', async (url, field) => {
      expect400(await get(url), field);
    });

    it('still serves the last sane page', async () => {
      expect((await get('/api/properties?page=1000')).statusCode).toBe(200);
    });
  });

  describe('query-string numbers are decimal digits, empty values are refused', () => {
    it.each([
      ['/api/properties?page=0x10', 'querystring.page'],
      ['/api/properties?page=1e3', 'querystring.page'],
      ['/api/properties?page=', 'querystring.page'],
      ['/api/properties?pageSize=%20', 'querystring.pageSize'],
      ['/api/properties?sizeMin=1e21', 'querystring.sizeMin'],
      ['/api/properties?bedrooms=Infinity', 'querystring.bedrooms'],
      ['/api/geo/reverse?lat=5e-324&lng=32', 'querystring.lat'],
      ['/api/geo/reverse?lat=0x1&lng=32', 'querystring.lat'],
      ['/api/geo/countries?limit=', 'querystring.limit'],
    ])('%s is a 400', async (url, field) => {
      expect400(await get(url), field);
    });

    it('accepts signs and decimal points where the field is a decimal', async () => {
      expect((await get('/api/geo/reverse?lat=0.3136&lng=32.5811')).statusCode).toBe(200);
      expect((await get('/api/geo/reverse?lat=-0.5&lng=%2B32.5')).statusCode).not.toBe(400);
      expect((await get('/api/properties?sizeMin=2.5&page=2')).statusCode).toBe(200);
    });
  });

  describe('bodies', () => {
    it('refuses invalid UTF-8 in a JSON body instead of storing U+FFFD', async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/website-state',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: Buffer.concat([
          Buffer.from('{"state":"NORMAL","description":"bad '),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('"}'),
        ]),
      });
      expect400(res);
      const state = await ctx.app.inject({ method: 'GET', url: '/website-state' });
      expect(state.json().description).not.toContain('\uFFFD');
    });

    it('still reads JSON with a byte-order mark-free UTF-8 text of any script', async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/website-state',
        headers: { ...admin, 'content-type': 'application/json; charset=utf-8' },
        payload: Buffer.from(
          JSON.stringify({ state: 'NORMAL', description: 'Karibu — ñ 日本 🏠' }),
        ),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().description).toBe('Karibu — ñ 日本 🏠');
    });
  });
});
