import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceErrorCode, CommerceMessages, type Discount } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { discountForm, insertPayment, offersWorld } from './offers-test-helpers';

describe('admin: discount codes', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof offersWorld>>;
  const post = (payload: object, headers = world.admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/discounts', headers, payload });
  const put = (id: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${id}`,
      headers: world.admin,
      payload,
    });
  const list = async (query = '') =>
    (await ctx.app.inject({ url: `/api/admin/discounts?${query}`, headers: world.admin })).json()
      .data as Discount[];

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await offersWorld(ctx, 'Discount Homes');
  });
  afterAll(() => ctx.close());

  it('creates a code upper-cased, FIXED amounts in minor units, audited', async () => {
    const res = await post(
      discountForm({
        code: ' launch-20 ',
        kind: 'FIXED',
        percent: 15,
        amounts: [
          { currency: 'UGX', amount: '20000' },
          { currency: 'USD', amount: '5.5' },
        ],
        packageIds: [world.pkg.id],
        validUntil: '2030-01-01T00:00:00.000Z',
      }),
    );
    expect(res.statusCode).toBe(201);
    const d = res.json() as Discount;
    expect(d).toMatchObject({
      code: 'LAUNCH-20',
      kind: 'FIXED',
      // A FIXED code keeps no percentage.
      percent: null,
      amounts: [
        { currency: 'UGX', amountMinor: 20000 },
        { currency: 'USD', amountMinor: 550 },
      ],
      packageIds: [world.pkg.id],
      validUntil: '2030-01-01T00:00:00.000Z',
      redemptions: 0,
      version: 1,
    });
    const entry = (await ctx.app.services.audit.latest(10)).find((e) => e.entityId === d.id);
    expect(entry).toMatchObject({ action: 'discount.create', entity: 'discount', before: null });
    expect(entry?.after).toMatchObject({ code: 'LAUNCH-20' });
  });

  it('refuses a code that exists, in any case, with 409 CODE_TAKEN', async () => {
    await post(discountForm({ code: 'TWICE' }));
    const res = await post(discountForm({ code: 'twice' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: CommerceErrorCode.CODE_TAKEN,
      message: CommerceMessages.CODE_TAKEN,
    });
  });

  it('refuses a package that does not exist, naming the field', async () => {
    const res = await post(discountForm({ packageIds: [world.pkg.id, randomUUID()] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual({
      'packageIds.1': [CommerceMessages.PACKAGE_NOT_FOUND],
    });
  });

  it('refuses a PERCENT code without a percentage and a window that ends before it starts', async () => {
    const res = await post(
      discountForm({
        percent: null,
        validFrom: '2030-01-02T00:00:00.000Z',
        validUntil: '2030-01-01T00:00:00.000Z',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual({
      percent: ['Enter a percentage.'],
      validUntil: ['The end comes after the start.'],
    });
  });

  it('edits with the version read; a stale version is 409 STALE_VERSION and changes nothing', async () => {
    const d = (await post(discountForm({ code: 'EDITME' }))).json() as Discount;
    const body = { ...discountForm({ code: 'EDITED', percent: 25 }), version: d.version };
    const res = await put(d.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'EDITED', percent: 25, version: 2 });
    const stale = await put(d.id, { ...body, percent: 50 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: CommerceErrorCode.STALE_VERSION,
      message: CommerceMessages.STALE_VERSION,
    });
    expect((await list('q=EDITED'))[0]).toMatchObject({ percent: 25, version: 2 });
    const entry = (await ctx.app.services.audit.latest(10)).find((e) => e.entityId === d.id);
    expect(entry).toMatchObject({
      action: 'discount.update',
      before: { code: 'EDITME', percent: 10 },
      after: { code: 'EDITED', percent: 25 },
    });
  });

  it('refuses renaming to a taken code, and 404 for an unknown id', async () => {
    const d = (await post(discountForm())).json() as Discount;
    const taken = await put(d.id, { ...discountForm({ code: 'TWICE' }), version: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe(CommerceErrorCode.CODE_TAKEN);
    const missing = await put(randomUUID(), { ...discountForm(), version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('DISCOUNT_NOT_FOUND');
  });

  it('counts redemptions: every payment but failed, cancelled and expired ones', async () => {
    const d = (await post(discountForm({ code: 'COUNTED' }))).json() as Discount;
    const statuses = [
      'CREATED',
      'PENDING',
      'SUCCEEDED',
      'REFUNDED',
      'FAILED',
      'CANCELLED',
      'EXPIRED',
    ];
    for (const status of statuses)
      await insertPayment(ctx, {
        agencyId: world.agencyId,
        payerId: world.boss.id,
        status,
        discountId: d.id,
      });
    expect((await list('q=counted'))[0]?.redemptions).toBe(4);
  });

  it('searches and pages', async () => {
    const res = await ctx.app.inject({
      url: '/api/admin/discounts?q=launch&page=1&pageSize=1',
      headers: world.admin,
    });
    expect(res.json()).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(res.json().data[0].code).toBe('LAUNCH-20');
  });

  it('is for admins only: 401 anonymous, 403 to a super agent, open to an assistant admin', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/discounts' })).statusCode).toBe(401);
    expect((await post(discountForm(), world.boss.auth)).statusCode).toBe(403);
    const assistant = (await signInAs(ctx, 'ASSISTANT_ADMIN')).auth;
    const put403 = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${randomUUID()}`,
      headers: world.boss.auth,
      payload: { ...discountForm(), version: 1 },
    });
    expect(put403.statusCode).toBe(403);
    expect((await post(discountForm(), assistant)).statusCode).toBe(201);
  });
});
