import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessages, moneyText } from '@afrinest/contract';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { insertPayment, offersWorld, outcomeOf } from './offers-test-helpers';
import { monthStartOf } from './limits.service';

const DAY = 86_400_000;

describe('checkout: purchase limits and spend ceilings', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof offersWorld>>;
  const put = (url: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url, headers: world.admin, payload });
  /** As checkout calls it: in a transaction, for the world's agency and package by default. */
  const check = (
    over: { packageId?: string | null; currency?: string; totalMinor?: number } = {},
  ) =>
    outcomeOf(
      ctx.database.db.transaction((tx) =>
        ctx.app.services.offers.checkLimits(tx, {
          agencyId: world.agencyId,
          packageId: world.pkg.id,
          currency: 'UGX',
          totalMinor: 100_000,
          ...over,
        }),
      ),
    );
  const pay = (
    status: string,
    over: { createdAt?: Date; totalMinor?: number; currency?: string } = {},
  ) =>
    insertPayment(ctx, {
      agencyId: world.agencyId,
      payerId: world.boss.id,
      packageId: world.pkg.id,
      status,
      ...over,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await offersWorld(ctx, 'Limit Homes');
  });
  afterAll(() => ctx.close());

  it('shows amounts grouped with their currency', () => {
    expect(moneyText(150_000_000, 'UGX')).toBe('UGX 150,000,000');
    expect(moneyText(123_456_789, 'USD')).toBe('USD 1,234,567.89');
    expect(moneyText(5, 'KES')).toBe('KES 0.05');
  });

  it('allows one below the package limit and refuses exactly at it, ignoring older or ended payments', async () => {
    const limit = await put(`/api/admin/purchase-limits/packages/${world.pkg.id}`, {
      maxPurchases: 2,
      periodDays: 30,
    });
    expect(limit.statusCode).toBe(200);
    // Outside the 30 days, or failed, cancelled, expired or refunded: none of these count.
    await pay('SUCCEEDED', { createdAt: new Date(Date.now() - 31 * DAY) });
    for (const status of ['FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED']) await pay(status);
    await pay('SUCCEEDED', { createdAt: new Date(Date.now() - 29 * DAY) });
    expect(await check()).toBe('ok');
    await pay('PENDING');
    const refused = PaymentMessages.PURCHASE_LIMIT.replace('{max}', '2').replace('{days}', '30');
    expect(await check()).toBe(`422 PURCHASE_LIMIT: ${refused}`);
    // Another package, or a purchase of no package, is not limited by it.
    expect(await check({ packageId: null })).toBe('ok');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/purchase-limits/packages/${world.pkg.id}`,
      headers: world.admin,
    });
    expect(await check()).toBe('ok');
  });

  it('allows reaching the monthly ceiling exactly and refuses one unit over', async () => {
    const res = await put(`/api/admin/purchase-limits/agencies/${world.agencyId}`, {
      ceiling: { currency: 'USD', amount: '1500' },
    });
    expect(res.statusCode).toBe(200);
    const thisMonth = monthStartOf(new Date());
    // Last month's, ended ones and other currencies do not count.
    await pay('SUCCEEDED', {
      currency: 'USD',
      totalMinor: 90_000,
      createdAt: new Date(thisMonth.getTime() - 1000),
    });
    await pay('FAILED', { currency: 'USD', totalMinor: 90_000 });
    await pay('SUCCEEDED', { currency: 'UGX', totalMinor: 9_000_000 });
    await pay('SUCCEEDED', { currency: 'USD', totalMinor: 50_000 });
    await pay('CREATED', { currency: 'USD', totalMinor: 40_000 });
    // 50,000 + 40,000 spent (in cents) of 150,000: 60,000 left.
    expect(await check({ currency: 'USD', totalMinor: 60_000 })).toBe('ok');
    const refused = PaymentMessages.SPEND_CEILING.replace('{ceiling}', 'USD 1,500.00');
    expect(await check({ currency: 'USD', totalMinor: 60_001 })).toBe(
      `422 SPEND_CEILING: ${refused}`,
    );
    // No ceiling in UGX.
    expect(await check({ currency: 'UGX', totalMinor: 10_000_000, packageId: null })).toBe('ok');
  });
});
