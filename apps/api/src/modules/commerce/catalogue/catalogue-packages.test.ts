import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommerceErrorCode,
  CommerceMessages,
  FREE_PACKAGE_CODE,
  ItemCode,
  type Item,
  type Package,
} from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { itemsByCode, packageForm, packagesApi } from './catalogue-test-helpers';

describe('admin: catalogue packages', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let items: Record<string, Item>;
  let api: ReturnType<typeof packagesApi>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    items = await itemsByCode(ctx, admin);
    api = packagesApi(ctx, admin);
  });
  afterAll(() => ctx.close());

  it('lists the seeded FREE package with its four items and no end', async () => {
    const all = await api.list();
    expect(all.total).toBe(1);
    const pkg = all.data[0]!;
    expect(pkg).toMatchObject({
      code: FREE_PACKAGE_CODE,
      isFree: true,
      status: 'ACTIVE',
      visibility: 'PRIVATE',
      validityDays: null,
      prices: [],
      version: 1,
    });
    expect(Object.fromEntries(pkg.items.map((i) => [i.code, i.quantity]))).toEqual({
      [ItemCode.LISTING_SLOTS]: 5,
      [ItemCode.AGENT_SEATS]: 1,
      [ItemCode.PHOTO_STORAGE]: 524_288_000,
      [ItemCode.PHOTO_COUNT]: 150,
    });
  });

  it('creates a package with items and prices in minor units, audited', async () => {
    const res = await api.post(
      packageForm({
        name: 'Growth',
        items: [
          { itemId: items[ItemCode.LISTING_SLOTS]!.id, quantity: 50 },
          { itemId: items[ItemCode.FEATURED_DAYS]!.id, quantity: 30 },
        ],
        prices: [
          { currency: 'UGX', amount: '150000' },
          { currency: 'USD', amount: '49.99' },
          { currency: 'KES', amount: '1000.5' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const pkg = res.json() as Package;
    expect(pkg.prices).toEqual([
      { currency: 'KES', amountMinor: 100050 },
      { currency: 'UGX', amountMinor: 150000 },
      { currency: 'USD', amountMinor: 4999 },
    ]);
    expect(pkg.items.map((i) => [i.code, i.quantity, i.kind])).toEqual([
      [ItemCode.FEATURED_DAYS, 30, 'CONSUMABLE'],
      [ItemCode.LISTING_SLOTS, 50, 'CAPACITY'],
    ]);
    expect(await api.get(pkg.id)).toEqual(pkg);
    const entry = (await ctx.app.services.audit.latest(10)).find((e) => e.entityId === pkg.id);
    expect(entry).toMatchObject({ action: 'catalogue.package.create', before: null });
    expect(entry?.after).toMatchObject({ name: 'Growth', prices: pkg.prices });
  });

  it('refuses a UGX price with decimals, naming prices.0.amount, and creates nothing', async () => {
    const before = (await api.list()).total;
    const res = await api.post(packageForm({ prices: [{ currency: 'UGX', amount: '1500.50' }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['prices.0.amount']).toEqual([
      CommerceMessages.PRICE_DECIMALS.replace('{digits}', '0'),
    ]);
    expect((await api.list()).total).toBe(before);
  });

  it('refuses a price past exact integers (prices.1.amount), and creates nothing', async () => {
    const before = (await api.list()).total;
    const res = await api.post(
      packageForm({
        prices: [
          { currency: 'UGX', amount: '999999999999999' },
          { currency: 'USD', amount: '999999999999999.99' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual({
      'prices.1.amount': [CommerceMessages.PRICE_TOO_LARGE],
    });
    expect((await api.list()).total).toBe(before);
  });

  it('refuses an unknown currency, negative or fractional quantities, and creates nothing', async () => {
    const before = (await api.list()).total;
    const slots = items[ItemCode.LISTING_SLOTS]!.id;
    const bumps = items[ItemCode.BUMPS]!.id;
    const res = await api.post({
      ...packageForm({
        items: [
          { itemId: slots, quantity: -1 },
          { itemId: bumps, quantity: 1.5 },
        ],
      }),
      prices: [{ currency: 'XYZ', amount: '10' }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fields).sort()).toEqual([
      'items.0.quantity',
      'items.1.quantity',
      'prices.0.currency',
    ]);
    expect((await api.list()).total).toBe(before);
  });

  it('refuses items that do not exist (field items) and one item or currency twice', async () => {
    const unknown = await api.post(packageForm({ items: [{ itemId: randomUUID(), quantity: 1 }] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields).toEqual({
      items: [CommerceMessages.ITEM_NOT_FOUND],
    });
    const slots = items[ItemCode.LISTING_SLOTS]!.id;
    const twice = await api.post(
      packageForm({
        items: [
          { itemId: slots, quantity: 1 },
          { itemId: slots, quantity: 2 },
        ],
        prices: [
          { currency: 'USD', amount: '1' },
          { currency: 'USD', amount: '2' },
        ],
      }),
    );
    expect(twice.json().error.details.fields).toEqual({
      items: [CommerceMessages.ITEM_DUPLICATE],
      prices: [CommerceMessages.PRICE_DUPLICATE],
    });
  });

  it('refuses a code taken with 409 CODE_TAKEN', async () => {
    const res = await api.post(packageForm({ code: FREE_PACKAGE_CODE }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: CommerceErrorCode.CODE_TAKEN,
      details: { fields: { code: [CommerceMessages.CODE_TAKEN] } },
    });
  });

  it('orders by position then name, searches code and name, filters status and visibility', async () => {
    const q = `ORD${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    await api.create({ code: `${q}_C`, name: 'Charlie', position: 1 });
    await api.create({ code: `${q}_B`, name: 'Bravo', position: 2, visibility: 'PRIVATE' });
    await api.create({ code: `${q}_A`, name: 'Alpha', position: 2, status: 'ARCHIVED' });
    expect((await api.list(`q=${q}`)).data.map((p) => p.name)).toEqual([
      'Charlie',
      'Alpha',
      'Bravo',
    ]);
    expect((await api.list(`q=${q}&status=ARCHIVED`)).data.map((p) => p.name)).toEqual(['Alpha']);
    expect((await api.list(`q=${q}&visibility=PRIVATE`)).data.map((p) => p.name)).toEqual([
      'Bravo',
    ]);
    expect((await api.list('q=charlie')).data.map((p) => p.code)).toEqual([`${q}_C`]);
    const paged = await api.list(`q=${q}&pageSize=2&page=2`);
    expect(paged.total).toBe(3);
    expect(paged.data.map((p) => p.name)).toEqual(['Bravo']);
  });

  it('answers 404 PACKAGE_NOT_FOUND for an unknown package', async () => {
    const id = randomUUID();
    const res = await ctx.app.inject({ url: `/api/admin/packages/${id}`, headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(CommerceErrorCode.PACKAGE_NOT_FOUND);
    const edit = await api.put(id, { ...packageForm(), version: 1 });
    expect(edit.json().error.code).toBe(CommerceErrorCode.PACKAGE_NOT_FOUND);
  });

  it('is for admins only: other roles get 403', async () => {
    for (const role of ['USER', 'AGENT', 'SUPER_AGENT'] as const) {
      const headers = (await signInAs(ctx, role)).auth;
      const read = await ctx.app.inject({ url: '/api/admin/packages', headers });
      const write = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/packages',
        headers,
        payload: packageForm(),
      });
      expect([read.statusCode, write.statusCode]).toEqual([403, 403]);
    }
  });
});
