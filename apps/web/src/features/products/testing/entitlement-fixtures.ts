import type { AgentEntitlements, ItemBalance, ItemKind, ItemRef } from '@afrinest/contract';

/** Entitlement answers for the products screens' tests (agent/products, agency entitlements). */
export const AGENCY = '11111111-1111-4111-8111-111111111111';
export const DAVID = '22222222-2222-4222-8222-222222222222';
export const NOTICE = '33333333-3333-4333-8333-333333333333';
export const MB = 1024 * 1024;

const itemOf = (n: number, code: string, name: string, kind: ItemKind, unit: string): ItemRef => ({
  id: `44444444-4444-4444-8444-4444444444${String(n).padStart(2, '0')}`,
  code,
  name,
  description: `What ${name.toLowerCase()} let you do.`,
  unit,
  kind,
});
export const slots = itemOf(1, 'LISTING_SLOTS', 'Listing slots', 'CAPACITY', 'listings');
export const seats = itemOf(2, 'AGENT_SEATS', 'Agent seats', 'CAPACITY', 'seats');
export const storage = itemOf(3, 'PHOTO_STORAGE', 'Photo storage', 'CAPACITY', 'bytes');
export const featured = itemOf(4, 'FEATURED_DAYS', 'Featured days', 'CONSUMABLE', 'days');
export const whatsapp = itemOf(5, 'WHATSAPP_ROUTING', 'WhatsApp routing', 'FEATURE', '');
export const badge = itemOf(6, 'VERIFIED_BADGE', 'Verified badge', 'FEATURE', '');

const balance = (
  item: ItemRef,
  granted: number,
  used: number,
  over: Partial<ItemBalance> = {},
): ItemBalance => ({
  item,
  granted,
  used,
  left: granted - used,
  allocated: 0,
  enabled: item.kind === 'FEATURE' ? granted > 0 : false,
  nextExpiry: null,
  ...over,
});
/** Photo storage: 1.5 GB granted, 512 MB used, 1 GB left; WhatsApp routing not held. */
export const balances: ItemBalance[] = [
  balance(slots, 10, 4, { nextExpiry: '2027-01-31T12:00:00.000Z' }),
  balance(seats, 3, 2),
  balance(storage, 1.5 * 1024 * MB, 512 * MB),
  balance(featured, 30, 5, { allocated: 10 }),
  balance(whatsapp, 0, 0),
  balance(badge, 1, 0),
];

/** GET /api/agent/entitlements for an agent given 10 featured days (3 used). */
export const entitlementsOf = (over: Partial<AgentEntitlements> = {}): AgentEntitlements => ({
  agency: { id: AGENCY, name: 'Kampala Prime Properties' },
  plan: { name: 'Growth', endsAt: '2026-12-31T12:00:00.000Z' },
  subscriptions: [],
  items: balances.map((b) => ({
    ...b,
    mine: b.item.code === 'FEATURED_DAYS' ? { allocated: 10, used: 3 } : { allocated: 0, used: 0 },
  })),
  notices: [],
  team: null,
  ...over,
});
/** The SUPER_AGENT's team: David holds 10 featured days. */
export const team: NonNullable<AgentEntitlements['team']> = [
  {
    agent: { id: DAVID, name: 'David Mugisha' },
    allocations: [{ itemId: featured.id, allocated: 10, used: 3 }],
  },
];
