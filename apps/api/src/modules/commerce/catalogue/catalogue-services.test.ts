import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceErrorCode, ItemCode, type ItemInput } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { agencies } from '../../agencies/agencies.schema';
import { entitlementLots } from '../commerce.schema';
import { createCatalogue, type Catalogue } from './catalogue.module';

/**
 * What the ledger reads from the catalogue (forGrant, freePackage, byCode, byId, byIds) and the
 * holders of an item, through the services themselves: the ledger calls them in process.
 */
describe('catalogue services', () => {
  let ctx: TestContext;
  let catalogue: Catalogue;
  let actor: AuthUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    catalogue = createCatalogue(ctx.database.db, { audit: ctx.app.services.audit });
    const a = await signInAs(ctx, 'AFRI_ADMIN');
    actor = { id: a.id, email: a.email, role: 'AFRI_ADMIN', agencyId: null };
  });
  afterAll(() => ctx.close());

  const itemInput = (over: Partial<ItemInput> = {}): ItemInput => ({
    code: `ITEM_${randomUUID().slice(0, 8).toUpperCase()}`,
    name: 'Open house banners',
    description: '',
    unit: 'banners',
    kind: 'CONSUMABLE',
    status: 'ACTIVE',
    ...over,
  });
  const rejection = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: { statusCode: number; code: string }) => ({ status: e.statusCode, code: e.code }),
    );

  it('gives the seeded FREE package with its four items and no end', async () => {
    const free = await catalogue.packages.freePackage();
    expect(free).toMatchObject({ isFree: true, status: 'ACTIVE', validityDays: null });
    expect(Object.fromEntries(free.items.map((i) => [i.code, i.quantity]))).toEqual({
      [ItemCode.LISTING_SLOTS]: 5,
      [ItemCode.AGENT_SEATS]: 1,
      [ItemCode.PHOTO_STORAGE]: 524_288_000,
      [ItemCode.PHOTO_COUNT]: 150,
    });
    expect(await catalogue.packages.forGrant(free.id)).toEqual(free);
  });

  it('answers 404 PACKAGE_NOT_FOUND and ITEM_NOT_FOUND for what does not exist', async () => {
    expect(await rejection(catalogue.packages.forGrant(randomUUID()))).toEqual({
      status: 404,
      code: CommerceErrorCode.PACKAGE_NOT_FOUND,
    });
    expect(await rejection(catalogue.items.byCode('NO_SUCH_ITEM'))).toEqual({
      status: 404,
      code: CommerceErrorCode.ITEM_NOT_FOUND,
    });
    expect(await rejection(catalogue.items.byId(randomUUID()))).toEqual({
      status: 404,
      code: CommerceErrorCode.ITEM_NOT_FOUND,
    });
  });

  it('finds items by code, by id and several by id', async () => {
    const slots = await catalogue.items.byCode(ItemCode.LISTING_SLOTS);
    expect(slots).toMatchObject({ kind: 'CAPACITY', builtIn: true, status: 'ACTIVE', version: 1 });
    expect(await catalogue.items.byId(slots.id)).toEqual(slots);
    const bumps = await catalogue.items.byCode(ItemCode.BUMPS);
    const unknown = randomUUID();
    const found = await catalogue.items.byIds([slots.id, bumps.id, unknown]);
    expect([...found.keys()].sort()).toEqual([slots.id, bumps.id].sort());
    expect(found.get(bumps.id)?.kind).toBe('CONSUMABLE');
  });

  it('lists as holders the agencies with lots valid now, granted from their own buckets', async () => {
    const item = await catalogue.items.create(actor, itemInput());
    // Bare agency rows: what the agencies area grants on creation is not this test's concern.
    const [a, b, c] = await ctx.database.db
      .insert(agencies)
      .values(['Alpha', 'Beta', 'Gamma'].map((n) => ({ name: `Holder ${n}`, slug: `holder-${n}` })))
      .returning({ id: agencies.id });
    const day = 86_400_000;
    const lot = (agencyId: string, over: Partial<typeof entitlementLots.$inferInsert>) => ({
      lotId: randomUUID(),
      agencyId,
      itemId: item.id,
      source: 'ADMIN_GRANT',
      validFrom: new Date(Date.now() - day),
      ...over,
    });
    const alphaLot = randomUUID();
    await ctx.database.db.insert(entitlementLots).values([
      // Alpha: 10 granted, 4 of them allocated to an agent (same lot, agent bucket).
      lot(a!.id, { lotId: alphaLot, granted: 10, remaining: 6 }),
      lot(a!.id, { lotId: alphaLot, agentId: randomUUID(), granted: 4, remaining: 4 }),
      // Beta: one open-ended lot and one that ended yesterday (not counted).
      lot(b!.id, { granted: 3, remaining: 3, validUntil: new Date(Date.now() + day) }),
      lot(b!.id, { granted: 50, remaining: 50, validUntil: new Date(Date.now() - 1000) }),
      // Gamma: only a lot that starts tomorrow.
      lot(c!.id, { granted: 7, remaining: 7, validFrom: new Date(Date.now() + day) }),
    ]);
    const detail = await catalogue.items.detail(item.id);
    expect(detail.holders).toEqual([
      { agencyId: a!.id, agencyName: 'Holder Alpha', granted: 10, left: 10 },
      { agencyId: b!.id, agencyName: 'Holder Beta', granted: 3, left: 3 },
    ]);
    expect(detail.holdersTotal).toBe(2);
  });
});
