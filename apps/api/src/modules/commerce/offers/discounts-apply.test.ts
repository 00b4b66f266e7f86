import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessages, type Discount, type DiscountInput } from '@afrinest/contract';
import { createTestApp, type TestContext } from '../../../../test/helper';
import {
  anotherAgency,
  discountForm,
  insertPayment,
  offersWorld,
  outcomeOf,
} from './offers-test-helpers';

const INVALID = `422 DISCOUNT_INVALID: ${PaymentMessages.DISCOUNT_INVALID}`;
const USED_UP = `422 DISCOUNT_INVALID: ${PaymentMessages.DISCOUNT_USED_UP}`;
const HOUR = 3_600_000;

describe('checkout: applying a discount code', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof offersWorld>>;

  async function create(over: Partial<DiscountInput>): Promise<Discount> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: world.admin,
      payload: discountForm(over),
    });
    if (res.statusCode !== 201) throw new Error(`discount not created: ${res.body}`);
    return res.json();
  }
  /** As checkout calls it: in a transaction, for the world's agency and package by default. */
  const apply = (
    code: string,
    over: {
      agencyId?: string;
      packageId?: string | null;
      currency?: string;
      subtotalMinor?: number;
    } = {},
  ) =>
    ctx.database.db.transaction((tx) =>
      ctx.app.services.offers.applyDiscount(tx, {
        code,
        agencyId: world.agencyId,
        packageId: world.pkg.id,
        currency: 'UGX',
        subtotalMinor: 100_000,
        ...over,
      }),
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await offersWorld(ctx, 'Apply Homes');
  });
  afterAll(() => ctx.close());

  it('prices a percent code, typed in any case, rounding the discount down', async () => {
    const d = await create({ code: 'ROUND15', percent: 15 });
    expect(await apply('round15', { subtotalMinor: 99_999 })).toEqual({
      discountId: d.id,
      code: 'ROUND15',
      description: d.description,
      amountMinor: 14_999,
    });
    expect((await apply(' Round15 ', { currency: 'USD', subtotalMinor: 1001 })).amountMinor).toBe(
      150,
    );
  });

  it('takes a fixed amount in the order currency, never more than the subtotal', async () => {
    await create({
      code: 'FIXED50K',
      kind: 'FIXED',
      amounts: [{ currency: 'UGX', amount: '50000' }],
    });
    expect((await apply('FIXED50K')).amountMinor).toBe(50_000);
    expect((await apply('FIXED50K', { subtotalMinor: 30_000 })).amountMinor).toBe(30_000);
    // No amount in USD: the code does not apply there.
    expect(await outcomeOf(apply('FIXED50K', { currency: 'USD' }))).toBe(INVALID);
  });

  it('refuses an unknown or inactive code', async () => {
    expect(await outcomeOf(apply('NOSUCHCODE'))).toBe(INVALID);
    await create({ code: 'ASLEEP', active: false });
    expect(await outcomeOf(apply('ASLEEP'))).toBe(INVALID);
  });

  it('refuses a code before its start and from its end on', async () => {
    const now = Date.now();
    await create({ code: 'SOON', validFrom: new Date(now + HOUR).toISOString() });
    await create({
      code: 'OVER',
      validFrom: new Date(now - 2 * HOUR).toISOString(),
      validUntil: new Date(now - HOUR).toISOString(),
    });
    await create({
      code: 'OPENNOW',
      validFrom: new Date(now - HOUR).toISOString(),
      validUntil: new Date(now + HOUR).toISOString(),
    });
    expect(await outcomeOf(apply('SOON'))).toBe(INVALID);
    expect(await outcomeOf(apply('OVER'))).toBe(INVALID);
    expect(await outcomeOf(apply('OPENNOW'))).toBe('ok');
  });

  it('applies a package code to that package only; a request purchase takes only codes for all', async () => {
    await create({ code: 'GOLDONLY', packageIds: [world.pkg.id] });
    await create({ code: 'ANYPKG' });
    expect(await outcomeOf(apply('GOLDONLY'))).toBe('ok');
    const free = (
      await ctx.app.inject({ url: '/api/admin/packages?q=free', headers: world.admin })
    ).json().data[0].id as string;
    expect(await outcomeOf(apply('GOLDONLY', { packageId: free }))).toBe(INVALID);
    expect(await outcomeOf(apply('GOLDONLY', { packageId: null }))).toBe(INVALID);
    expect(await outcomeOf(apply('ANYPKG', { packageId: null }))).toBe('ok');
  });

  it('counts every payment but failed, cancelled and expired ones against the cap', async () => {
    const d = await create({ code: 'TWOUSES', maxRedemptions: 2 });
    const payer = { agencyId: world.agencyId, payerId: world.boss.id, discountId: d.id };
    for (const status of ['FAILED', 'CANCELLED', 'EXPIRED', 'SUCCEEDED'])
      await insertPayment(ctx, { ...payer, status });
    expect(await outcomeOf(apply('TWOUSES'))).toBe('ok');
    // A pending payment holds its use: the cap is reached.
    await insertPayment(ctx, { ...payer, status: 'PENDING' });
    expect(await outcomeOf(apply('TWOUSES'))).toBe(USED_UP);
  });

  it('caps uses per agency, leaving other agencies theirs', async () => {
    const other = await anotherAgency(ctx, world.admin, 'Apply Second');
    const d = await create({ code: 'ONEEACH', maxPerAgency: 1 });
    await insertPayment(ctx, {
      agencyId: world.agencyId,
      payerId: world.boss.id,
      discountId: d.id,
      status: 'CREATED',
    });
    expect(await outcomeOf(apply('ONEEACH'))).toBe(USED_UP);
    expect(await outcomeOf(apply('ONEEACH', { agencyId: other.agencyId }))).toBe('ok');
  });
});
