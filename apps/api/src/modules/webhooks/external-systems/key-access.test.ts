import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExternalSystemMessages } from '@afrinest/contract';
import { rowsOf } from '../../../platform/db/client';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createSystem, keyHeaders } from './external-systems-test-helpers';

describe('API keys: authentication, limits, scopes, agency, statistics, OpenAPI', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  const call = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
  const lastUsed = async (id: string) =>
    rowsOf<{ at: string | null }>(
      await ctx.database.db.execute(
        sql`select last_used_at::text as at from external_system where id = ${id}`,
      ),
    )[0]!.at;

  it('takes the key as X-API-Key or as a bearer, and refuses an unknown one with 401', async () => {
    const { apiKey } = await createSystem(ctx, admin, { scopes: ['statistics:read'] });
    for (const as of ['x-api-key', 'bearer'] as const) {
      expect((await call('/api/admin/statistics', keyHeaders(apiKey, as))).statusCode).toBe(200);
      const wrong = await call('/api/admin/statistics', keyHeaders(`${apiKey.slice(0, -1)}x`, as));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        error: { code: 'API_KEY_INVALID', message: ExternalSystemMessages.API_KEY_INVALID },
      });
    }
    // Even on a public route an unknown key is refused: a partner learns its key is wrong.
    expect((await call('/api/properties', keyHeaders('afk_nope'))).statusCode).toBe(401);
  });

  it('answers 429 past the per-key limit with retry-after, and writes last used once', async () => {
    const { system, apiKey } = await createSystem(ctx, admin, {
      scopes: ['statistics:read'],
      rateLimitPerMinute: 3,
    });
    const other = await createSystem(ctx, admin, { scopes: ['statistics:read'] });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call('/api/admin/statistics', keyHeaders(apiKey))).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const first = await lastUsed(system.id);
    expect(first).not.toBeNull();
    const limited = await call('/api/admin/statistics', keyHeaders(apiKey));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'API_KEY_RATE_LIMITED',
      message: ExternalSystemMessages.API_KEY_RATE_LIMITED,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per key: another key is not limited by this one.
    expect((await call('/api/admin/statistics', keyHeaders(other.apiKey))).statusCode).toBe(200);
    // Three calls, one write of "last used" (within the minute).
    expect(await lastUsed(system.id)).toBe(first);
  });

  it('reaches public routes and its scope only; anything else is 403 API_KEY_SCOPE', async () => {
    const { apiKey } = await createSystem(ctx, admin, { scopes: ['statistics:read'] });
    expect((await call('/api/properties', keyHeaders(apiKey))).statusCode).toBe(200);
    for (const url of ['/api/admin/users', '/api/users/profile', '/api/admin/analytics/monthly']) {
      const res = await call(url, keyHeaders(apiKey));
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toEqual({
        code: 'API_KEY_SCOPE',
        message: ExternalSystemMessages.API_KEY_SCOPE,
      });
    }
  });

  it("lets a leads:read key read its own agency's leads only", async () => {
    const a = (await createAgency(ctx, admin, { name: 'Leads A', whatsappNumbers: [] })).id;
    const b = (await createAgency(ctx, admin, { name: 'Leads B', whatsappNumbers: [] })).id;
    await signInAs(ctx, 'SUPER_AGENT', { email: 'boss-a@leads.test', agencyId: a });
    const bossB = await signInAs(ctx, 'SUPER_AGENT', { email: 'boss-b@leads.test', agencyId: b });
    const contact = (agencyId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/broker/agencies/${agencyId}/contact`,
        payload: { channel: 'PHONE' },
      });
    expect((await contact(a)).statusCode).toBe(200);
    expect((await contact(b)).statusCode).toBe(200);
    expect((await contact(b)).statusCode).toBe(200);
    const { apiKey } = await createSystem(ctx, admin, { scopes: ['leads:read'], agencyId: a });

    const leads = await call('/api/agent/leads', keyHeaders(apiKey));
    expect(leads.statusCode).toBe(200);
    expect(leads.json().total).toBe(1);
    const summary = await call('/api/agent/leads/summary', keyHeaders(apiKey));
    expect(summary.json().total).toBe(1);
    const theirs = await call(`/api/agent/leads?agentId=${bossB.id}`, keyHeaders(apiKey));
    expect([403, 404]).toContain(theirs.statusCode);
  });

  it('counts key calls in the API-call statistics under the system', async () => {
    const { system, apiKey } = await createSystem(ctx, admin, { scopes: ['statistics:read'] });
    for (let i = 0; i < 2; i++) await call('/api/admin/statistics', keyHeaders(apiKey));
    await call('/api/admin/users', keyHeaders(apiKey));
    await vi.waitFor(async () => {
      await ctx.app.services.apiCalls.flush();
      const rows = rowsOf<{ route: string; status: number; n: number }>(
        await ctx.database.db.execute(sql`
          select route, status, sum(count)::int as n from api_call_daily
          where user_id = ${system.id} group by route, status order by route`),
      );
      expect(rows).toEqual([
        { route: '/api/admin/statistics', status: 200, n: 2 },
        { route: '/api/admin/users', status: 403, n: 1 },
      ]);
    });
  });

  it('marks in /openapi.json how to authenticate and which operations a key may call', async () => {
    const doc = (await ctx.app.inject({ url: '/openapi.json' })).json();
    expect(doc.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
    expect(doc.info.description).toContain('X-API-Key');
    const put = doc.paths['/api/external/properties/{externalId}'].put;
    expect(put.description).toContain('API key scope: listings:write');
    expect(put.security).toEqual(expect.arrayContaining([{ apiKey: [] }]));
    expect(doc.paths['/api/agent/leads'].get.description).toContain('API key scope: leads:read');
    // An operation no key reaches says nothing of keys.
    expect(doc.paths['/api/admin/users'].get.description ?? '').not.toContain('API key scope');
  });
});
