import { ItemCode, type PackageInput } from '@afrinest/contract';
import type { BuiltApp } from '../app';

const GB = 1024 ** 3;
type Quantities = Partial<Record<ItemCode, number>>;

/** Public packages as a portal in Uganda would sell them, and a private trial (issue 41). */
export const demoPackages: (Omit<PackageInput, 'items'> & { items: Quantities })[] = [
  {
    code: 'STARTER',
    name: 'Starter',
    description:
      'For a small agency: enough listings for a busy month, WhatsApp routing and a few featured days.',
    validityDays: 30,
    visibility: 'PUBLIC',
    position: 10,
    status: 'ACTIVE',
    items: {
      LISTING_SLOTS: 25,
      AGENT_SEATS: 3,
      PHOTO_STORAGE: 5 * GB,
      PHOTO_COUNT: 1_000,
      FEATURED_DAYS: 30,
      BUMPS: 10,
      WHATSAPP_ROUTING: 1,
    },
    prices: [
      { currency: 'UGX', amount: '150000' },
      { currency: 'KES', amount: '5200.00' },
      { currency: 'USD', amount: '40.00' },
    ],
  },
  {
    code: 'PROFESSIONAL',
    name: 'Professional',
    description:
      'For a growing team: many listings, featured days every week and the verified badge.',
    validityDays: 30,
    visibility: 'PUBLIC',
    position: 20,
    status: 'ACTIVE',
    items: {
      LISTING_SLOTS: 100,
      AGENT_SEATS: 10,
      PHOTO_STORAGE: 20 * GB,
      PHOTO_COUNT: 5_000,
      FEATURED_DAYS: 120,
      BUMPS: 50,
      WHATSAPP_ROUTING: 1,
      VERIFIED_BADGE: 1,
    },
    prices: [
      { currency: 'UGX', amount: '450000' },
      { currency: 'KES', amount: '15500.00' },
      { currency: 'USD', amount: '120.00' },
    ],
  },
  {
    code: 'ENTERPRISE',
    name: 'Enterprise',
    description: 'A year for a large agency or developer: a thousand listings and fifty agents.',
    validityDays: 365,
    visibility: 'PUBLIC',
    position: 30,
    status: 'ACTIVE',
    items: {
      LISTING_SLOTS: 1_000,
      AGENT_SEATS: 50,
      PHOTO_STORAGE: 200 * GB,
      PHOTO_COUNT: 50_000,
      FEATURED_DAYS: 1_000,
      BUMPS: 500,
      WHATSAPP_ROUTING: 1,
      VERIFIED_BADGE: 1,
    },
    prices: [
      { currency: 'UGX', amount: '4500000' },
      { currency: 'USD', amount: '1200.00' },
    ],
  },
  {
    code: 'TRIAL',
    name: 'Starter trial',
    description: 'A week of Starter for an agency trying the marketplace.',
    validityDays: 7,
    visibility: 'PRIVATE',
    position: 90,
    status: 'ACTIVE',
    items: { LISTING_SLOTS: 25, AGENT_SEATS: 3, WHATSAPP_ROUTING: 1, FEATURED_DAYS: 7 },
    prices: [],
  },
];

/** Which demo agency holds which package (by the agencies' order in demo-agencies.ts). */
const HOLDINGS = ['PROFESSIONAL', 'TRIAL', null] as const;

/**
 * Demo packages and what the demo agencies hold: the first (the demo agents') Professional, the
 * second a trial ending within the week, the third only FREE; the super agent gives the agent
 * some featured days. Idempotent: packages are found by code, grants by their keys.
 */
export async function seedDemoCommerce(
  services: BuiltApp['services'],
  agencyIds: string[],
  people: { admin: string; superAgent: string; agent: string },
): Promise<void> {
  const { catalogue, entitlements } = services;
  const admin = await services.users.findAuthUser(people.admin);
  if (!admin) return;
  const codes: Record<string, string> = {};
  for (const pkg of demoPackages) {
    const found = (await catalogue.packages.list({ q: pkg.code, page: 1, pageSize: 10 })).data.find(
      (p) => p.code === pkg.code,
    );
    const items = await Promise.all(
      Object.entries(pkg.items).map(async ([code, quantity]) => ({
        itemId: (await catalogue.items.byCode(code)).id,
        quantity,
      })),
    );
    codes[pkg.code] = found
      ? found.id
      : (await catalogue.packages.create(admin, { ...pkg, items })).id;
  }
  for (const [i, code] of HOLDINGS.entries()) {
    const agencyId = agencyIds[i];
    if (!code || !agencyId) continue;
    await entitlements.grantPackage(agencyId, codes[code]!, 'GIFT', {
      actorId: admin.id,
      reason: 'Demo data',
      idempotencyKey: `demo:${agencyId}:${code}`,
    });
  }
  const featured = await catalogue.items.byCode(ItemCode.FEATURED_DAYS);
  const superAgent = await services.users.findAuthUser(people.superAgent);
  if (superAgent?.agencyId)
    await entitlements.allocate(
      { agencyId: superAgent.agencyId, agentId: people.agent, itemId: featured.id, quantity: 10 },
      superAgent.id,
    );
}
