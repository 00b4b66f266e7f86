import type {
  AgencyBreakdown,
  Item,
  ItemRef,
  LedgerOperation,
  Package,
  Subscription,
} from '@afrinest/contract';

/** Answers of the entitlement API for the screen tests (app/tests/admin-entitlements.test.tsx). */
export const MB = 1024 * 1024;
export const T = '2026-11-01T08:00:00.000Z';
/** A valid v4 UUID numbered `n`, for ids the contract checks. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type AgencyLike = { id: string; name: string };

export const itemOf = (n: number, over: Partial<Item>): Item => ({
  id: uuid(100 + n),
  code: `ITEM_${n}`,
  name: `Item ${n}`,
  description: '',
  unit: '',
  kind: 'CAPACITY',
  status: 'ACTIVE',
  builtIn: true,
  version: 1,
  createdAt: T,
  updatedAt: T,
  ...over,
});
export const slots = itemOf(1, { code: 'LISTING_SLOTS', name: 'Listing slots', unit: 'listings' });
export const storage = itemOf(2, { code: 'PHOTO_STORAGE', name: 'Photo storage', unit: 'bytes' });
export const whatsapp = itemOf(3, {
  code: 'WHATSAPP_ROUTING',
  name: 'WhatsApp routing',
  kind: 'FEATURE',
});
export const refOf = ({ id, code, name, description, unit, kind }: Item): ItemRef => ({
  id,
  code,
  name,
  description,
  unit,
  kind,
});

/** A grant of `delta` of an item to an agency's pool, as the ledger answers it. */
export const grantOf = (
  agency: AgencyLike,
  item: Item,
  delta: number,
  n: number,
): LedgerOperation => ({
  id: uuid(300 + n),
  kind: 'GRANT',
  source: 'ADMIN_GRANT',
  agency: { id: agency.id, name: agency.name },
  package: null,
  listingId: null,
  reason: 'Launch offer',
  actor: { id: uuid(9), name: 'Amina Nakato' },
  idempotencyKey: 'key-12345678',
  createdAt: T,
  postings: [
    {
      lotId: uuid(400 + n),
      item: refOf(item),
      agent: null,
      delta,
      validFrom: T,
      validUntil: '2027-11-01T08:00:00.000Z',
    },
  ],
  reversible: true,
});

/** The id of the one grant the breakdown lists (operation uuid(601)), reversible. */
export const LOT_OPERATION_ID = uuid(601);

/** An agency with 10 listing slots, 500 MB of photos and WhatsApp; Okello holds 2 slots. */
export const breakdownOf = (agency: AgencyLike): AgencyBreakdown => ({
  agency: { id: agency.id, name: agency.name, status: 'ACTIVE' },
  items: [
    {
      item: refOf(slots),
      granted: 10,
      used: 4,
      left: 6,
      allocated: 2,
      enabled: true,
      nextExpiry: '2027-01-15T00:00:00.000Z',
    },
    {
      item: refOf(storage),
      granted: 500 * MB,
      used: 120 * MB,
      left: 380 * MB,
      allocated: 0,
      enabled: true,
      nextExpiry: null,
    },
    {
      item: refOf(whatsapp),
      granted: 1,
      used: 0,
      left: 1,
      allocated: 0,
      enabled: true,
      nextExpiry: null,
    },
  ],
  lots: [
    {
      lotId: uuid(501),
      operationId: LOT_OPERATION_ID,
      item: refOf(slots),
      source: 'ADMIN_GRANT',
      package: null,
      agent: null,
      granted: 5,
      remaining: 5,
      validFrom: T,
      validUntil: '2027-01-15T00:00:00.000Z',
      reason: 'Launch offer',
      createdAt: T,
    },
  ],
  subscriptions: [
    {
      id: uuid(701),
      agency: { id: agency.id, name: agency.name },
      package: { id: uuid(801), name: 'Free', isFree: true },
      status: 'ACTIVE',
      source: 'PACKAGE',
      startsAt: T,
      endsAt: null,
      createdAt: T,
    },
  ],
  team: [
    {
      agent: { id: uuid(901), name: 'Okello Peter' },
      allocations: [{ itemId: slots.id, allocated: 2, used: 1 }],
    },
  ],
});

/** An agency's Gold period, ending on 1 December 2026. */
export const goldPeriodOf = (agency: AgencyLike): Subscription => ({
  id: uuid(702),
  agency: { id: agency.id, name: agency.name },
  package: { id: uuid(802), name: 'Gold', isFree: false },
  status: 'ACTIVE',
  source: 'PACKAGE',
  startsAt: T,
  endsAt: '2026-12-01T08:00:00.000Z',
  createdAt: T,
});

/** Gold: 25 listing slots for 30 days. */
export const goldPackage: Package = {
  id: uuid(803),
  code: 'GOLD',
  name: 'Gold',
  description: '',
  validityDays: 30,
  visibility: 'PUBLIC',
  position: 1,
  status: 'ACTIVE',
  isFree: false,
  items: [
    {
      itemId: slots.id,
      code: slots.code,
      name: slots.name,
      unit: slots.unit,
      kind: 'CAPACITY',
      quantity: 25,
    },
  ],
  prices: [{ currency: 'UGX', amountMinor: 150000 }],
  version: 1,
  createdAt: T,
  updatedAt: T,
};
