import { vatOf } from '@afrinest/contract';
import type { BuiltApp } from '../app';
import { newReference } from '../modules/commerce/payments/checkout.service';

const DAY_MS = 86_400_000;

interface DemoPurchase {
  key: string;
  packageCode: string;
  provider: 'sandbox' | 'bank_transfer';
  method: 'MOBILE_MONEY' | 'CARD' | 'BANK_TRANSFER';
  daysAgo: number;
  outcome: 'SUCCEEDED' | 'CANCELLED' | 'FAILED';
}

/** The first demo agency's history: how it came to hold Professional, and two attempts that did not. */
const PURCHASES: DemoPurchase[] = [
  {
    key: 'demo-purchase-1',
    packageCode: 'STARTER',
    provider: 'sandbox',
    method: 'CARD',
    daysAgo: 9,
    outcome: 'CANCELLED',
  },
  {
    key: 'demo-purchase-2',
    packageCode: 'PROFESSIONAL',
    provider: 'sandbox',
    method: 'MOBILE_MONEY',
    daysAgo: 8,
    outcome: 'FAILED',
  },
  {
    key: 'demo-purchase-3',
    packageCode: 'PROFESSIONAL',
    provider: 'sandbox',
    method: 'MOBILE_MONEY',
    daysAgo: 8,
    outcome: 'SUCCEEDED',
  },
  {
    key: 'demo-purchase-4',
    packageCode: 'STARTER',
    provider: 'bank_transfer',
    method: 'BANK_TRANSFER',
    daysAgo: 2,
    outcome: 'SUCCEEDED',
  },
];

/**
 * Demo payments (issue 42), so the purchase and invoice screens are not empty after `npm start`:
 * the first agency's purchases through the one crediting path (invoices included), and an open
 * payment request for each other agency. Idempotent: purchases by the payer's key, requests by
 * their description.
 */
export async function seedDemoPayments(
  services: BuiltApp['services'],
  agencyIds: string[],
  people: { admin: string; superAgent: string },
): Promise<void> {
  const { payments, catalogue, offers } = services;
  const [first, ...others] = agencyIds;
  const admin = await services.users.findAuthUser(people.admin);
  if (!first || !admin || !people.superAgent) return;
  const billing = await services.settings.billing();
  const packages = (await catalogue.packages.publicActive()).filter((p) => p.code);
  for (const buy of PURCHASES) {
    if (await payments.repo.findByKey(payments.db, people.superAgent, buy.key)) continue;
    const pkg = packages.find((p) => p.code === buy.packageCode);
    const price = pkg?.prices.find((p) => p.currency === 'UGX');
    if (!pkg || !price) continue;
    const at = new Date(Date.now() - buy.daysAgo * DAY_MS);
    const vatMinor = vatOf(price.amountMinor, billing.vatPercent);
    const row = await payments.repo.insert(payments.db, {
      reference: newReference(),
      agencyId: first,
      payerId: people.superAgent,
      purpose: 'PACKAGE',
      packageId: pkg.id,
      provider: buy.provider,
      method: buy.method,
      currency: 'UGX',
      subtotalMinor: price.amountMinor,
      vatPercent: billing.vatPercent,
      vatMinor,
      totalMinor: price.amountMinor + vatMinor,
      description: `${pkg.name} package, ${pkg.validityDays} days`,
      phone: buy.method === 'MOBILE_MONEY' ? '+256772123456' : null,
      status: 'PENDING',
      idempotencyKey: buy.key,
      requestHash: buy.key,
      createdAt: at,
      pendingAt: at,
    });
    if (!row) continue;
    await payments.settlement.settle(
      row.id,
      {
        outcome: buy.outcome,
        providerTxId: buy.outcome === 'SUCCEEDED' ? `demo-${buy.key}` : null,
        amountMinor: row.totalMinor,
        currency: 'UGX',
        reason:
          buy.outcome === 'FAILED' ? 'The payer did not approve the prompt on the phone.' : null,
        raw: {},
      },
      {
        kind: 'admin',
        actorId: admin.id,
        reason: 'Demo data',
        bankReference: buy.provider === 'bank_transfer' ? 'FT26DEMO0042' : undefined,
      },
    );
  }
  const trial = (await catalogue.packages.list({ q: 'TRIAL', page: 1, pageSize: 5 })).data.find(
    (p) => p.code === 'TRIAL',
  );
  for (const agencyId of others) {
    const description = 'Starter trial extension, agreed on the phone';
    const open = await offers.requests.list({ agencyId, status: 'OPEN', page: 1, pageSize: 5 });
    if (open.data.some((r) => r.description === description)) continue;
    await offers.requests.create(admin, {
      agencyId,
      description,
      price: { currency: 'UGX', amount: '60000' },
      dueDate: new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10),
      packageId: trial?.id ?? null,
    });
  }
}
