import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { loadConfig, ConfigError } from '../src/config';
import { createTestApp, signInAs, type TestContext } from './helper';

describe('platform', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_MAX: '40' });
  });
  afterAll(() => ctx.close());

  it('answers unknown routes with 404 in the standard error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /api/nope not found.' },
    });
  });

  it('answers malformed JSON with 400 in the standard shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'p' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reports health and readiness', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ok',
      database: true,
    });
  });

  it('publishes OpenAPI generated from the contract schemas, and the docs UI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/website-state'].get.responses['200'].content['application/json'].schema.properties
        .state.enum,
    ).toContain('ONLY_ADMIN');
    expect(
      doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required,
    ).toContain('password');
    expect((await ctx.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('allows the web origin with credentials and sends security headers and a request id', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/users/profile',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const evil = await ctx.app.inject({
      method: 'GET',
      url: '/website-state',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Helmet's headers on every answer, an error's too, with resources shared only within the
    // site (the web app on its own origin reads the API and its media).
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    for (const res of [evil, missing]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'same-site',
        'cross-origin-opener-policy': 'same-origin',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
      });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('compresses answers of 1 KB or more for clients that ask, and only those', async () => {
    const asked = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const plain = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await ctx.app.inject({ method: 'GET', url: '/openapi.json', headers: asked });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(zipped.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
    // Gzip for a client that asks for nothing better.
    const gzipped = await ctx.app.inject({
      method: 'GET',
      url: '/openapi.json',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Under 1 KB, compressing costs more than it saves.
    const small = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: asked });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('records every API call per day, route pattern, status and caller, off the request path', async () => {
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    await ctx.app.services.apiCalls.flush();
    const before = await ctx.database.db.execute(
      sql`select coalesce(sum(count),0)::int as n from api_call_daily where route = '/api/users/profile'`,
    );
    for (let i = 0; i < 3; i++)
      await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: admin.auth });
    await ctx.app.inject({ method: 'GET', url: '/api/users/profile' });
    await ctx.app.services.apiCalls.flush();
    const rows = await ctx.database.db.execute(
      sql`select status, user_id, count from api_call_daily where route = '/api/users/profile' and method = 'GET' order by status`,
    );
    const list = (rows as unknown as { rows: { status: number; user_id: string; count: number }[] })
      .rows;
    expect(list).toEqual([
      { status: 200, user_id: admin.id, count: 3 },
      { status: 401, user_id: '', count: 1 },
    ]);
    expect((before as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('limits request rates with 429, Retry-After and the standard shape', async () => {
    let last;
    for (let i = 0; i < 45; i++)
      last = await ctx.app.inject({ method: 'GET', url: '/website-state' });
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('configuration', () => {
  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('has working defaults and never enables the dev mailbox by default in production', () => {
    const c = loadConfig({});
    expect(c.API_PORT).toBe(3000);
    expect(c.devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }).devMailbox).toBe(
      false,
    );
  });
});
