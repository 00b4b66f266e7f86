import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exec } from '../entitlements/ledger.repository';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { discountForm, insertPayment, offersWorld, outcomeOf } from './offers-test-helpers';

/**
 * Checkouts of one code or one agency at the same moment (issue 42): each must see the others'
 * payments. Only the real PostgreSQL server runs transactions in parallel (PGlite runs one
 * statement at a time), so this runs in CI's API suite on PostgreSQL.
 */
describe.runIf(process.env.DATABASE_URL)('offers under concurrent checkouts', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof offersWorld>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await offersWorld(ctx, 'Race Offers');
  });
  afterAll(() => ctx.close());

  /**
   * Five checkouts at once, each checking then writing its payment in one transaction; the
   * pause between them widens the window a missing lock would let others through.
   */
  const fiveCheckouts = (
    check: (tx: Exec) => Promise<unknown>,
    payment: {
      discountId?: string;
      packageId?: string | null;
      currency?: string;
      totalMinor?: number;
    },
  ) =>
    Promise.all(
      Array.from({ length: 5 }, () =>
        outcomeOf(
          ctx.database.db.transaction(async (tx) => {
            await check(tx);
            await tx.execute(sql`select pg_sleep(0.05)`);
            const row = { agencyId: world.agencyId, payerId: world.boss.id, status: 'CREATED' };
            await insertPayment(ctx, { ...row, packageId: world.pkg.id, ...payment }, tx);
          }),
        ),
      ),
    );
  const okCount = (outcomes: string[]) => outcomes.filter((o) => o === 'ok').length;

  it('lets exactly one checkout take the last use of a code', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: world.admin,
      payload: discountForm({ code: 'LASTONE', maxRedemptions: 1 }),
    });
    const discountId = res.json().id as string;
    const order = {
      code: 'LASTONE',
      agencyId: world.agencyId,
      packageId: world.pkg.id,
      currency: 'UGX',
      subtotalMinor: 100_000,
    };
    const outcomes = await fiveCheckouts((tx) => ctx.app.services.offers.applyDiscount(tx, order), {
      discountId,
    });
    expect(okCount(outcomes)).toBe(1);
  });

  it("lets exactly one checkout through an agency's purchase limit and monthly ceiling", async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase-limits/agencies/${world.agencyId}`,
      headers: world.admin,
      payload: { ceiling: { currency: 'KES', amount: '1000' } },
    });
    const order = {
      agencyId: world.agencyId,
      packageId: null,
      currency: 'KES',
      totalMinor: 60_000,
    };
    const ceiling = await fiveCheckouts((tx) => ctx.app.services.offers.checkLimits(tx, order), {
      packageId: null,
      currency: 'KES',
      totalMinor: 60_000,
    });
    expect(okCount(ceiling)).toBe(1);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase-limits/packages/${world.pkg.id}`,
      headers: world.admin,
      payload: { maxPurchases: 2, periodDays: 30 },
    });
    // The discount test above left one purchase of the package.
    const limited = await fiveCheckouts(
      (tx) =>
        ctx.app.services.offers.checkLimits(tx, {
          ...order,
          packageId: world.pkg.id,
          currency: 'UGX',
        }),
      {},
    );
    expect(okCount(limited)).toBe(1);
  });
});
