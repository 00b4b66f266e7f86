import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceErrorCode, CommerceMessages, ItemCode, type Item } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createItem, itemForm, itemsByCode } from './catalogue-test-helpers';

const BUILT_IN_CODES = Object.values(ItemCode);

describe('admin: catalogue items', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/admin/items?${query}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Item[]; total: number; page: number; pageSize: number };
  };
  const put = (id: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/items/${id}`, headers: admin, payload });
  const auditOf = async (id: string) =>
    (await ctx.app.services.audit.latest(50)).filter((e) => e.entityId === id);

  it('lists the seeded catalogue: eight built-in items, paged on the server', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(8);
    expect(all.data.map((i) => i.code).sort()).toEqual([...BUILT_IN_CODES].sort());
    expect(all.data.every((i) => i.builtIn && i.status === 'ACTIVE' && i.version === 1)).toBe(true);
    // Ordered by name among built-in items.
    expect(all.data.map((i) => i.name)).toEqual(
      all.data.map((i) => i.name).sort((a, b) => a.localeCompare(b)),
    );
    const page2 = await list('pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(page2.data.map((i) => i.id)).toEqual(all.data.slice(3, 6).map((i) => i.id));
  });

  it('searches code and name, filters kind and status, and takes % and _ literally', async () => {
    expect((await list('q=photo')).data.map((i) => i.code).sort()).toEqual([
      ItemCode.PHOTO_COUNT,
      ItemCode.PHOTO_STORAGE,
    ]);
    expect((await list('q=slots')).data.map((i) => i.code)).toEqual([ItemCode.LISTING_SLOTS]);
    expect((await list('kind=FEATURE')).data.map((i) => i.code).sort()).toEqual([
      ItemCode.VERIFIED_BADGE,
      ItemCode.WHATSAPP_ROUTING,
    ]);
    expect((await list('status=ARCHIVED')).total).toBe(0);
    // Unescaped, "_" would match the "l" of "slots"; no code or name holds "s_o" literally.
    expect((await list('q=s_o')).total).toBe(0);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_SLOTS')).data.map((i) => i.code)).toEqual([ItemCode.LISTING_SLOTS]);
  });

  it('creates an item (code upper-cased), lists it after the built-in ones, audited', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/items',
      headers: admin,
      payload: itemForm({ code: 'open_house_banners', name: 'Aaa banners' }),
    });
    expect(res.statusCode).toBe(201);
    const item = res.json() as Item;
    expect(item).toMatchObject({ code: 'OPEN_HOUSE_BANNERS', builtIn: false, version: 1 });
    const all = await list('pageSize=100');
    expect(all.data.at(-1)?.id).toBe(item.id);
    const [entry] = await auditOf(item.id);
    expect(entry).toMatchObject({ action: 'catalogue.item.create', entity: 'catalogue_item' });
    expect(entry?.after).toMatchObject({ code: 'OPEN_HOUSE_BANNERS', name: 'Aaa banners' });
  });

  it('edits an item with its version: the version goes up, before and after audited', async () => {
    const item = await createItem(ctx, admin, { name: 'Home page banners' });
    const res = await put(item.id, {
      ...itemForm({ code: item.code, name: 'Home banners', status: 'ARCHIVED' }),
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Home banners', status: 'ARCHIVED', version: 2 });
    const [entry] = await auditOf(item.id);
    expect(entry).toMatchObject({
      action: 'catalogue.item.update',
      before: { name: 'Home page banners', status: 'ACTIVE' },
      after: { name: 'Home banners', status: 'ARCHIVED' },
    });
  });

  it('refuses a taken code with 409 CODE_TAKEN naming the field, on create and edit', async () => {
    const before = (await list('pageSize=100')).total;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/items',
      headers: admin,
      payload: itemForm({ code: 'listing_slots' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: CommerceErrorCode.CODE_TAKEN,
      message: CommerceMessages.CODE_TAKEN,
      details: { fields: { code: [CommerceMessages.CODE_TAKEN] } },
    });
    expect((await list('pageSize=100')).total).toBe(before);

    const a = await createItem(ctx, admin);
    const b = await createItem(ctx, admin);
    const edit = await put(b.id, { ...itemForm({ code: a.code }), version: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe(CommerceErrorCode.CODE_TAKEN);
  });

  it('answers a stale version with 409 STALE_VERSION and changes nothing', async () => {
    const item = await createItem(ctx, admin, { name: 'Window posters' });
    const first = await put(item.id, {
      ...itemForm({ code: item.code, name: 'Posters' }),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const stale = await put(item.id, {
      ...itemForm({ code: item.code, name: 'Stale posters', unit: 'sheets' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: CommerceErrorCode.STALE_VERSION,
      message: CommerceMessages.STALE_VERSION,
    });
    const now = await ctx.app.inject({ url: `/api/admin/items/${item.id}`, headers: admin });
    expect(now.json().item).toMatchObject({ name: 'Posters', unit: 'banners', version: 2 });
    expect(await auditOf(item.id)).toHaveLength(2);
  });

  it('keeps a built-in item’s code and kind (400 naming the field) but edits the rest', async () => {
    const slots = (await itemsByCode(ctx, admin))[ItemCode.LISTING_SLOTS]!;
    const body = {
      code: slots.code,
      name: slots.name,
      description: slots.description,
      unit: slots.unit,
      kind: slots.kind,
      status: slots.status,
      version: slots.version,
    };
    const code = await put(slots.id, { ...body, code: 'SLOTS' });
    expect(code.statusCode).toBe(400);
    expect(code.json().error.details.fields).toEqual({ code: [CommerceMessages.BUILT_IN_FIXED] });
    const kind = await put(slots.id, { ...body, kind: 'CONSUMABLE' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.details.fields).toEqual({ kind: [CommerceMessages.BUILT_IN_FIXED] });

    const renamed = await put(slots.id, { ...body, name: 'Active listings' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      code: ItemCode.LISTING_SLOTS,
      kind: 'CAPACITY',
      name: 'Active listings',
      version: slots.version + 1,
    });
  });

  it('refuses bad input with field details', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/items',
      headers: admin,
      payload: { ...itemForm({ code: '1 bad' }), kind: 'WHATEVER', name: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fields).sort()).toEqual(['code', 'kind', 'name']);
  });

  it('shows an item with the packages that hold it', async () => {
    const byCode = await itemsByCode(ctx, admin);
    const bumpsId = byCode[ItemCode.BUMPS]!.id;
    const bumps = await ctx.app.inject({ url: `/api/admin/items/${bumpsId}`, headers: admin });
    expect(bumps.statusCode).toBe(200);
    expect(bumps.json()).toMatchObject({ item: { id: bumpsId }, packages: [] });
    const photosId = byCode[ItemCode.PHOTO_COUNT]!.id;
    const photos = await ctx.app.inject({ url: `/api/admin/items/${photosId}`, headers: admin });
    expect(photos.json().packages).toEqual([
      expect.objectContaining({ name: 'Free', status: 'ACTIVE', quantity: 150 }),
    ]);
  });

  it('answers 404 ITEM_NOT_FOUND for an unknown item', async () => {
    const id = randomUUID();
    const get = await ctx.app.inject({ url: `/api/admin/items/${id}`, headers: admin });
    expect(get.statusCode).toBe(404);
    expect(get.json().error.code).toBe(CommerceErrorCode.ITEM_NOT_FOUND);
    const edit = await put(id, { ...itemForm(), version: 1 });
    expect(edit.json().error.code).toBe(CommerceErrorCode.ITEM_NOT_FOUND);
  });

  it('is for admins only: the assistant admin may, other roles get 403', async () => {
    const assistant = (await signInAs(ctx, 'ASSISTANT_ADMIN')).auth;
    expect((await ctx.app.inject({ url: '/api/admin/items', headers: assistant })).statusCode).toBe(
      200,
    );
    for (const role of ['USER', 'AGENT', 'SUPER_AGENT'] as const) {
      const headers = (await signInAs(ctx, role)).auth;
      const get = await ctx.app.inject({ url: '/api/admin/items', headers });
      const post = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/items',
        headers,
        payload: itemForm(),
      });
      expect([get.statusCode, post.statusCode]).toEqual([403, 403]);
    }
  });
});
