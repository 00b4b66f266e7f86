import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceErrorCode, type PurchaseLimits } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { anotherAgency, insertPayment, offersWorld } from './offers-test-helpers';

describe('admin: purchase limits and spend ceilings', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof offersWorld>>;
  const base = '/api/admin/purchase-limits';
  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = world.admin,
  ) => ctx.app.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });
  const overview = async (query = '') => (await call('GET', query)).json() as PurchaseLimits;

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await offersWorld(ctx, 'Ceiling Homes');
  });
  afterAll(() => ctx.close());

  it('sets, replaces and removes a package limit, audited', async () => {
    const url = `/packages/${world.pkg.id}`;
    expect((await call('PUT', url, { maxPurchases: 1, periodDays: 7 })).statusCode).toBe(200);
    const res = await call('PUT', url, { maxPurchases: 3, periodDays: 30 });
    expect(res.json()).toEqual({
      packageId: world.pkg.id,
      packageName: 'Ceiling Homes Gold',
      maxPurchases: 3,
      periodDays: 30,
    });
    expect((await overview()).packages).toEqual([res.json()]);
    const entry = (await ctx.app.services.audit.latest(5)).find((e) => e.entityId === world.pkg.id);
    expect(entry).toMatchObject({
      action: 'purchase_limit.set',
      before: { maxPurchases: 1, periodDays: 7 },
      after: { maxPurchases: 3, periodDays: 30 },
    });
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await overview()).packages).toEqual([]);
    expect((await call('DELETE', url)).statusCode).toBe(404);
  });

  it('refuses an unknown package (404) and a limit out of range (400 naming the field)', async () => {
    const unknown = await call('PUT', `/packages/${randomUUID()}`, {
      maxPurchases: 1,
      periodDays: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(CommerceErrorCode.PACKAGE_NOT_FOUND);
    const bad = await call('PUT', `/packages/${world.pkg.id}`, {
      maxPurchases: 0,
      periodDays: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fields).sort()).toEqual([
      'maxPurchases',
      'periodDays',
    ]);
  });

  it("sets an agency's ceiling per currency and shows this month's counted spend", async () => {
    const url = `/agencies/${world.agencyId}`;
    const set = await call('PUT', url, { ceiling: { currency: 'UGX', amount: '1500000' } });
    expect(set.statusCode).toBe(200);
    await insertPayment(ctx, {
      agencyId: world.agencyId,
      payerId: world.boss.id,
      status: 'SUCCEEDED',
      totalMinor: 200_000,
    });
    await insertPayment(ctx, {
      agencyId: world.agencyId,
      payerId: world.boss.id,
      status: 'PENDING',
      totalMinor: 50_000,
    });
    await insertPayment(ctx, {
      agencyId: world.agencyId,
      payerId: world.boss.id,
      status: 'REFUNDED',
      totalMinor: 70_000,
    });
    await call('PUT', url, { ceiling: { currency: 'USD', amount: '99.50' } });
    const { ceilings } = await overview('?page=1&pageSize=1');
    expect(ceilings).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(ceilings.data).toEqual([
      {
        agencyId: world.agencyId,
        agencyName: 'Ceiling Homes',
        currency: 'UGX',
        ceilingMinor: 1_500_000,
        spentThisMonthMinor: 250_000,
      },
    ]);
    expect((await overview('?page=2&pageSize=1')).ceilings.data[0]).toMatchObject({
      currency: 'USD',
      ceilingMinor: 9950,
      spentThisMonthMinor: 0,
    });
    const entry = (await ctx.app.services.audit.latest(5)).find(
      (e) => e.action === 'spend_ceiling.set',
    );
    expect(entry).toMatchObject({
      entityId: world.agencyId,
      after: { currency: 'USD', ceilingMinor: 9950 },
    });
  });

  it('removes a ceiling in one currency (204), then 404; refuses unknown agencies and bad amounts', async () => {
    const other = await anotherAgency(ctx, world.admin, 'Ceiling Other');
    await call('PUT', `/agencies/${other.agencyId}`, {
      ceiling: { currency: 'KES', amount: '100' },
    });
    expect((await call('DELETE', `/agencies/${other.agencyId}/KES`)).statusCode).toBe(204);
    expect((await call('DELETE', `/agencies/${other.agencyId}/KES`)).statusCode).toBe(404);
    expect((await call('DELETE', `/agencies/${other.agencyId}/XYZ`)).statusCode).toBe(400);
    const unknown = await call('PUT', `/agencies/${randomUUID()}`, {
      ceiling: { currency: 'UGX', amount: '1' },
    });
    expect(unknown.statusCode).toBe(404);
    const decimals = await call('PUT', `/agencies/${other.agencyId}`, {
      ceiling: { currency: 'UGX', amount: '10.5' },
    });
    expect(decimals.statusCode).toBe(400);
    expect(Object.keys(decimals.json().error.details.fields)).toEqual(['ceiling.amount']);
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: base })).statusCode).toBe(401);
    const agent = world.boss.auth;
    expect((await call('GET', '', undefined, agent)).statusCode).toBe(403);
    const put = await call(
      'PUT',
      `/agencies/${world.agencyId}`,
      { ceiling: { currency: 'UGX', amount: '1' } },
      agent,
    );
    expect(put.statusCode).toBe(403);
    expect((await call('DELETE', `/packages/${world.pkg.id}`, undefined, agent)).statusCode).toBe(
      403,
    );
    const assistant = (await signInAs(ctx, 'ASSISTANT_ADMIN')).auth;
    expect((await call('GET', '', undefined, assistant)).statusCode).toBe(200);
  });
});
