import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExternalSystemMessages } from '@afrinest/contract';
import { rowsOf } from '../../../platform/db/client';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createSystem, keyHeaders, systemForm } from './external-systems-test-helpers';

describe('external systems: admin CRUD and keys', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  const inject = (method: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: admin,
      ...(payload ? { payload } : {}),
    });
  const storedRow = async (id: string) =>
    rowsOf<{ key_hash: string; key_hint: string; last_used_at: Date | null }>(
      await ctx.database.db.execute(
        sql`select key_hash, key_hint, last_used_at from external_system where id = ${id}`,
      ),
    )[0]!;
  const ping = (key: string) =>
    ctx.app.inject({ url: '/api/admin/statistics', headers: keyHeaders(key) });

  it('shows the key once and stores only its SHA-256', async () => {
    const { system, apiKey } = await createSystem(ctx, admin, { scopes: ['statistics:read'] });
    expect(apiKey).toMatch(/^afk_[0-9A-Za-z]{40}$/);
    expect(system).toMatchObject({ status: 'ACTIVE', keyHint: apiKey.slice(0, 12), agency: null });
    const row = await storedRow(system.id);
    expect(row.key_hash).toBe(createHash('sha256').update(apiKey).digest('hex'));
    const dump = JSON.stringify(
      rowsOf(await ctx.database.db.execute(sql`select * from external_system`)),
    );
    expect(dump).not.toContain(apiKey);
    const again = await inject('GET', `/api/admin/external-systems/${system.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain(apiKey);
    expect(again.json()).not.toHaveProperty('apiKey');
    // The key works, and its first use is written as "last used".
    expect((await ping(apiKey)).statusCode).toBe(200);
    expect((await storedRow(system.id)).last_used_at).not.toBeNull();
  });

  it('lists with paging, q on name or owner, and status', async () => {
    const agency = await createAgency(ctx, admin, { name: 'Lister Homes' });
    await createSystem(ctx, admin, { name: 'Zebra Sync', ownerName: 'Okello Peter' });
    await createSystem(ctx, admin, {
      name: 'Agency Site',
      scopes: ['listings:write'],
      agencyId: agency.id,
    });
    const revoked = await createSystem(ctx, admin, { name: 'Old Feed' });
    await inject('POST', `/api/admin/external-systems/${revoked.system.id}/revoke`);

    const byOwner = await inject('GET', '/api/admin/external-systems?q=okello');
    expect(byOwner.json().data.map((s: { name: string }) => s.name)).toEqual(['Zebra Sync']);
    const agencySite = (await inject('GET', '/api/admin/external-systems?q=agency%20site')).json();
    expect(agencySite.data[0].agency).toEqual({ id: agency.id, name: 'Lister Homes' });
    const paged = (await inject('GET', '/api/admin/external-systems?pageSize=2&page=1')).json();
    expect(paged.data).toHaveLength(2);
    expect(paged.total).toBeGreaterThanOrEqual(4);
    const onlyRevoked = (await inject('GET', '/api/admin/external-systems?status=REVOKED')).json();
    expect(onlyRevoked.data.map((s: { name: string }) => s.name)).toEqual(['Old Feed']);
    const active = (await inject('GET', '/api/admin/external-systems?status=ACTIVE')).json();
    expect(active.data.map((s: { name: string }) => s.name)).not.toContain('Old Feed');
  });

  it('refuses an unknown agency, an agency scope without agency and a past expiry', async () => {
    const unknown = await inject(
      'POST',
      '/api/admin/external-systems',
      systemForm({ scopes: ['leads:read'], agencyId: crypto.randomUUID() }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields.agencyId).toBeDefined();
    const noAgency = await inject(
      'POST',
      '/api/admin/external-systems',
      systemForm({ scopes: ['leads:read'] }),
    );
    expect(noAgency.statusCode).toBe(400);
    const past = await inject(
      'POST',
      '/api/admin/external-systems',
      systemForm({ expiresAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details.fields.expiresAt).toEqual([
      ExternalSystemMessages.EXPIRY_PAST,
    ]);
  });

  it('saves a system, revokes it at once and rotates a key, the old one stopping', async () => {
    const { system, apiKey } = await createSystem(ctx, admin, { scopes: ['statistics:read'] });
    const saved = await inject(
      'PUT',
      `/api/admin/external-systems/${system.id}`,
      systemForm({ name: 'Acme CRM v2', scopes: ['statistics:read'], rateLimitPerMinute: 50 }),
    );
    expect(saved.json()).toMatchObject({ name: 'Acme CRM v2', rateLimitPerMinute: 50 });

    const rotated = await inject('POST', `/api/admin/external-systems/${system.id}/rotate-key`);
    expect(rotated.statusCode).toBe(200);
    const newKey = rotated.json().apiKey as string;
    expect(newKey).not.toBe(apiKey);
    expect(rotated.json().system.keyHint).toBe(newKey.slice(0, 12));
    const old = await ping(apiKey);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('API_KEY_INVALID');
    expect((await ping(newKey)).statusCode).toBe(200);

    const revoked = await inject('POST', `/api/admin/external-systems/${system.id}/revoke`);
    expect(revoked.json()).toMatchObject({ status: 'REVOKED' });
    const refused = await ping(newKey);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({
      code: 'API_KEY_REVOKED',
      message: ExternalSystemMessages.API_KEY_REVOKED,
    });

    // Every write audited, never with the key itself.
    const audit = await inject(
      'GET',
      `/api/admin/audit-log?entity=external_system&entityId=${system.id}`,
    );
    const entries = audit.json().data as { action: string }[];
    expect(entries.map((e) => e.action).sort()).toEqual([
      'external_system.create',
      'external_system.revoke',
      'external_system.rotate_key',
      'external_system.update',
    ]);
    expect(audit.body).not.toContain(apiKey);
    expect(audit.body).not.toContain(newKey);
  });

  it('derives EXPIRED once the expiry has passed, and refuses the key with its code', async () => {
    const { system, apiKey } = await createSystem(ctx, admin, {
      scopes: ['statistics:read'],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await ping(apiKey)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update external_system set expires_at = now() - interval '1 minute' where id = ${system.id}`,
    );
    const got = await inject('GET', `/api/admin/external-systems/${system.id}`);
    expect(got.json().status).toBe('EXPIRED');
    const refused = await ping(apiKey);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({
      code: 'API_KEY_EXPIRED',
      message: ExternalSystemMessages.API_KEY_EXPIRED,
    });
  });

  it('answers 404 for an unknown system', async () => {
    const res = await inject('GET', `/api/admin/external-systems/${crypto.randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('EXTERNAL_SYSTEM_NOT_FOUND');
  });
});
