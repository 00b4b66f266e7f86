import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommerceErrorCode,
  CommerceMessages,
  ItemCode,
  type Item,
  type Package,
} from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import {
  asUpdate,
  createItem,
  itemsByCode,
  packageForm,
  packagesApi,
} from './catalogue-test-helpers';

describe('admin: editing catalogue packages', () => {
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

  it('replaces a package whole with its version: row, items and prices together, audited', async () => {
    const pkg = await api.create({
      items: [{ itemId: items[ItemCode.BUMPS]!.id, quantity: 10 }],
      prices: [{ currency: 'UGX', amount: '50000' }],
    });
    const res = await api.put(pkg.id, {
      ...asUpdate(pkg),
      name: 'Starter plus',
      items: [{ itemId: items[ItemCode.AGENT_SEATS]!.id, quantity: 3 }],
      prices: [{ currency: 'USD', amount: '15' }],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as Package;
    expect(after).toMatchObject({ name: 'Starter plus', version: 2 });
    expect(after.items.map((i) => [i.code, i.quantity])).toEqual([[ItemCode.AGENT_SEATS, 3]]);
    expect(after.prices).toEqual([{ currency: 'USD', amountMinor: 1500 }]);
    const entry = (await ctx.app.services.audit.latest(10)).find((e) => e.entityId === pkg.id);
    expect(entry).toMatchObject({
      action: 'catalogue.package.update',
      before: { name: 'Starter', prices: [{ currency: 'UGX', amountMinor: 50000 }] },
      after: { name: 'Starter plus', prices: [{ currency: 'USD', amountMinor: 1500 }] },
    });
  });

  it('answers a stale version with 409 STALE_VERSION and changes nothing', async () => {
    const pkg = await api.create({
      items: [{ itemId: items[ItemCode.BUMPS]!.id, quantity: 10 }],
      prices: [{ currency: 'UGX', amount: '50000' }],
    });
    const mine = await api.put(pkg.id, { ...asUpdate(pkg), position: 3 });
    expect(mine.statusCode).toBe(200);
    const theirs = await api.put(pkg.id, {
      ...asUpdate(pkg),
      name: 'Overwritten',
      items: [],
      prices: [{ currency: 'USD', amount: '1' }],
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error).toMatchObject({
      code: CommerceErrorCode.STALE_VERSION,
      message: CommerceMessages.STALE_VERSION,
    });
    expect(await api.get(pkg.id)).toEqual(mine.json());
  });

  it('lets one of two edits sent at once with the same version win, whole', async () => {
    const pkg = await api.create({ items: [{ itemId: items[ItemCode.BUMPS]!.id, quantity: 10 }] });
    const edits = [
      { name: 'Edit one', items: [{ itemId: items[ItemCode.BUMPS]!.id, quantity: 11 }] },
      { name: 'Edit two', items: [{ itemId: items[ItemCode.AGENT_SEATS]!.id, quantity: 2 }] },
    ];
    const answers = await Promise.all(
      edits.map((e) => api.put(pkg.id, { ...asUpdate(pkg), ...e })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json() as Package;
    expect(winner.version).toBe(2);
    expect(await api.get(pkg.id)).toEqual(winner);
  });

  it('refuses to newly add an ARCHIVED item, but keeps one the package already held', async () => {
    const banner = await createItem(ctx, admin);
    const pkg = await api.create({ items: [{ itemId: banner.id, quantity: 2 }] });
    const archive = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/items/${banner.id}`,
      headers: admin,
      payload: { ...banner, status: 'ARCHIVED', version: banner.version },
    });
    expect(archive.statusCode).toBe(200);

    const kept = await api.put(pkg.id, { ...asUpdate(pkg), name: 'Still with banners' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().items.map((i: { itemId: string }) => i.itemId)).toEqual([banner.id]);

    const other = await api.create();
    const added = await api.put(other.id, {
      ...asUpdate(other),
      items: [{ itemId: banner.id, quantity: 1 }],
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toMatchObject({
      code: CommerceErrorCode.ITEM_ARCHIVED,
      details: { fields: { items: [CommerceMessages.ITEM_ARCHIVED] } },
    });
    expect((await api.get(other.id)).items).toEqual([]);
    const created = await api.post(packageForm({ items: [{ itemId: banner.id, quantity: 1 }] }));
    expect(created.json().error.code).toBe(CommerceErrorCode.ITEM_ARCHIVED);
  });

  it('keeps the FREE package active, private, open-ended and coded FREE', async () => {
    const pkg = await api.free();
    const body = asUpdate(pkg);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'ARCHIVED' }, 'status'],
      [{ visibility: 'PUBLIC' }, 'visibility'],
      [{ validityDays: 30 }, 'validityDays'],
      [{ code: 'GRATIS' }, 'code'],
    ];
    for (const [change, field] of cases) {
      const res = await api.put(pkg.id, { ...body, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: CommerceErrorCode.FREE_PACKAGE_LOCKED,
        message: CommerceMessages.FREE_PACKAGE_LOCKED,
        details: { fields: { [field]: [CommerceMessages.FREE_PACKAGE_LOCKED] } },
      });
    }
    expect(await api.get(pkg.id)).toEqual(pkg);

    // Its quantities and name are the admins' to set.
    const res = await api.put(pkg.id, {
      ...body,
      name: 'Free forever',
      items: body.items.map((i) =>
        i.itemId === items[ItemCode.LISTING_SLOTS]!.id ? { ...i, quantity: 8 } : i,
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((i: Item) => i.code === ItemCode.LISTING_SLOTS)?.quantity).toBe(8);
  });
});
