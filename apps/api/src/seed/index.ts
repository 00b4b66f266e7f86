import type { BuiltApp } from '../app';
import { ensureAccount } from './accounts';
import { demoAccounts } from './demo-accounts';
import { demoContactDetails } from './demo-contact';
import { seedDemoAgencies } from './demo-agencies';
import { seedDemoCommerce } from './demo-commerce';
import { seedDemoPayments } from './demo-payments';
import { seedDemoListings, type SeededListing } from './demo-listings';
import { seedContentPages } from './content-pages';

export { privacyEmailFor, seedContentPages } from './content-pages';

/**
 * Demo data: what a person trying the product needs (one account per role, the company's contact
 * details). Idempotent: a second run changes nothing, and details an admin has set are kept.
 * Reference data has its own seed beside this one (seed/reference: geography, run on every
 * start before this one), so demo data can stay out of production.
 */
export async function seedDemo(
  services: BuiltApp['services'],
): Promise<{ listings: SeededListing[] }> {
  for (const account of demoAccounts) await ensureAccount(services, account);
  await services.settings.seedContact(demoContactDetails);
  // Standing pages (also seeded on every start, production included): a no-op when present.
  await seedContentPages(services);
  // The demo SUPER_AGENT and AGENT work for the first demo agency (issue 5).
  const agents = demoAccounts.filter((a) => a.role === 'SUPER_AGENT' || a.role === 'AGENT');
  const agencyIds = await seedDemoAgencies(services, agents);
  // Packages and what each demo agency holds (issue 41), before the listings use the slots.
  const idOf = async (email: string) => (await services.users.findIdByEmail(email)) ?? '';
  await seedDemoCommerce(services, agencyIds, {
    admin: await idOf('admin@afrinest.test'),
    superAgent: await idOf('superagent@afrinest.test'),
    agent: await idOf('agent@afrinest.test'),
  });
  // Past purchases, their invoices and open payment requests (issue 42).
  await seedDemoPayments(services, agencyIds, {
    admin: await idOf('admin@afrinest.test'),
    superAgent: await idOf('superagent@afrinest.test'),
  });
  // Demo listings and the feature list (issue 6), by the demo agents of the first agency.
  const listings = await seedDemoListings(
    services,
    agents.map((a) => a.email),
  );
  // Their photos (drawn, then through the real pipeline) come after start-up: seedDemoPhotos.
  return { listings };
}
