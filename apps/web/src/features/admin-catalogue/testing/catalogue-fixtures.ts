import type { Item, Package, PackageItem } from '@afrinest/contract';

/** Catalogue answers for the admin catalogue's screen tests (app/tests/admin-catalogue.test.tsx). */
export const MB = 1024 * 1024;
const stamp = '2026-11-20T08:00:00.000Z';

/** An item as the admin API answers it; `n` makes the id unique. */
export const itemOf = (n: number, over: Partial<Item> = {}): Item => ({
  id: `1a2b3c4d-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  code: `ITEM_${n}`,
  name: `Item ${n}`,
  description: '',
  unit: 'units',
  kind: 'CONSUMABLE',
  status: 'ACTIVE',
  builtIn: false,
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
  ...over,
});
export const slots = itemOf(1, {
  code: 'LISTING_SLOTS',
  name: 'Listing slots',
  unit: 'listings',
  kind: 'CAPACITY',
  builtIn: true,
});
export const storage = itemOf(2, {
  code: 'PHOTO_STORAGE',
  name: 'Photo storage',
  unit: 'bytes',
  kind: 'CAPACITY',
  builtIn: true,
});
export const bumps = itemOf(3, { code: 'BUMPS', name: 'Bumps', unit: 'bumps', builtIn: true });
export const whatsapp = itemOf(4, {
  code: 'WHATSAPP_ROUTING',
  name: 'WhatsApp routing',
  unit: '',
  kind: 'FEATURE',
  builtIn: true,
});

export const held = (item: Item, quantity: number): PackageItem => ({
  itemId: item.id,
  code: item.code,
  name: item.name,
  unit: item.unit,
  kind: item.kind,
  quantity,
});

/** A package as the admin API answers it. */
export const packageOf = (n: number, over: Partial<Package> = {}): Package => ({
  id: `2b3c4d5e-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  code: `PACK_${n}`,
  name: `Package ${n}`,
  description: 'For growing agencies.',
  validityDays: 30,
  visibility: 'PUBLIC',
  position: 10,
  status: 'ACTIVE',
  isFree: false,
  items: [],
  prices: [],
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
  ...over,
});
