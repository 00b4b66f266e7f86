import {
  priceFromMinor,
  type Item,
  type ItemInput,
  type Package,
  type PackageInput,
} from '@afrinest/contract';
import type { TestContext } from '../../../../test/helper';

/** A valid item form with a fresh code, with any field replaced. */
export const itemForm = (over: Partial<ItemInput> = {}): ItemInput => ({
  code: `EXTRA_${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  name: 'Open house banners',
  description: 'A banner on the listing page for an open house.',
  unit: 'banners',
  kind: 'CONSUMABLE',
  status: 'ACTIVE',
  ...over,
});

/** A valid package form with a fresh code and no items or prices, with any field replaced. */
export const packageForm = (over: Partial<PackageInput> = {}): PackageInput => ({
  code: `PKG_${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  name: 'Starter',
  description: 'For a small agency.',
  validityDays: 30,
  visibility: 'PUBLIC',
  position: 10,
  status: 'ACTIVE',
  items: [],
  prices: [],
  ...over,
});

/** A package read back as its update body: the whole package with its version. */
export const asUpdate = (p: Package) => ({
  code: p.code,
  name: p.name,
  description: p.description,
  validityDays: p.validityDays,
  visibility: p.visibility,
  position: p.position,
  status: p.status,
  items: p.items.map((i) => ({ itemId: i.itemId, quantity: i.quantity })),
  prices: p.prices.map((x) => ({
    currency: x.currency,
    amount: priceFromMinor(x.amountMinor, x.currency),
  })),
  version: p.version,
});

export async function createItem(
  ctx: TestContext,
  admin: Record<string, string>,
  over: Partial<ItemInput> = {},
): Promise<Item> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/items',
    headers: admin,
    payload: itemForm(over),
  });
  if (res.statusCode !== 201) throw new Error(`item not created: ${res.body}`);
  return res.json();
}

/** Items by code, from the admin list (the seeded catalogue has eight). */
export async function itemsByCode(
  ctx: TestContext,
  admin: Record<string, string>,
): Promise<Record<string, Item>> {
  const res = await ctx.app.inject({ url: '/api/admin/items?pageSize=100', headers: admin });
  return Object.fromEntries((res.json().data as Item[]).map((i) => [i.code, i]));
}

/** The package calls of the admin screens, as one admin. */
export function packagesApi(ctx: TestContext, admin: Record<string, string>) {
  const list = async (query = '') => {
    const res = await ctx.app.inject({ url: `/api/admin/packages?${query}`, headers: admin });
    if (res.statusCode !== 200) throw new Error(`packages not listed: ${res.body}`);
    return res.json() as { data: Package[]; total: number };
  };
  const post = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/packages', headers: admin, payload });
  const put = (id: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/packages/${id}`, headers: admin, payload });
  const get = async (id: string) =>
    (await ctx.app.inject({ url: `/api/admin/packages/${id}`, headers: admin })).json() as Package;
  const create = async (over: Partial<PackageInput> = {}) => {
    const res = await post(packageForm(over));
    if (res.statusCode !== 201) throw new Error(`package not created: ${res.body}`);
    return res.json() as Package;
  };
  const free = async () => (await list('q=free')).data.find((p) => p.isFree)!;
  return { list, post, put, get, create, free };
}
