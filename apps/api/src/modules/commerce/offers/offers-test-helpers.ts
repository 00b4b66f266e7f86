import { randomUUID } from 'node:crypto';
import type { DiscountInput, Package } from '@afrinest/contract';
import { signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { packagesApi } from '../catalogue/catalogue-test-helpers';
import { payments } from '../payments.schema';
import type { Exec } from '../entitlements/ledger.repository';

/** A valid discount form with a fresh code (10% off every package), with any field replaced. */
export const discountForm = (over: Partial<DiscountInput> = {}): DiscountInput => ({
  code: `SAVE${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  description: 'Ten percent off',
  kind: 'PERCENT',
  percent: 10,
  amounts: [],
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  maxPerAgency: null,
  packageIds: [],
  active: true,
  ...over,
});

/** An admin, an agency with its super agent (who pays), and a priced package. */
export async function offersWorld(ctx: TestContext, agencyName: string) {
  const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  const email = `boss-${randomUUID().slice(0, 8)}@offers.test`;
  const agencyId = (await createAgency(ctx, admin, { name: agencyName })).id;
  const boss = await signInAs(ctx, 'SUPER_AGENT', { email, agencyId });
  const pkg: Package = await packagesApi(ctx, admin).create({
    name: `${agencyName} Gold`,
    prices: [
      { currency: 'UGX', amount: '100000' },
      { currency: 'USD', amount: '30' },
    ],
  });
  return { admin, agencyId, boss, pkg };
}

/** Another agency (with its own payer) for per-agency counts. */
export async function anotherAgency(ctx: TestContext, admin: Record<string, string>, name: string) {
  const agencyId = (await createAgency(ctx, admin, { name })).id;
  const payer = await signInAs(ctx, 'SUPER_AGENT', {
    email: `boss-${randomUUID().slice(0, 8)}@offers.test`,
    agencyId,
  });
  return { agencyId, payerId: payer.id };
}

/** A payment row written directly (in `exec`, a checkout's transaction), as checkout writes it. */
export async function insertPayment(
  ctx: TestContext,
  p: {
    agencyId: string;
    payerId: string;
    status: string;
    packageId?: string | null;
    discountId?: string | null;
    currency?: string;
    totalMinor?: number;
    createdAt?: Date;
  },
  exec: Exec = ctx.database.db,
) {
  const total = p.totalMinor ?? 100_000;
  await exec.insert(payments).values({
    reference: `AFN-${randomUUID().slice(0, 8).toUpperCase()}`,
    agencyId: p.agencyId,
    payerId: p.payerId,
    purpose: 'PACKAGE',
    packageId: p.packageId ?? null,
    discountId: p.discountId ?? null,
    provider: 'sandbox',
    method: 'CARD',
    currency: p.currency ?? 'UGX',
    subtotalMinor: total,
    vatPercent: 0,
    vatMinor: 0,
    totalMinor: total,
    description: 'Test payment',
    status: p.status,
    idempotencyKey: randomUUID(),
    requestHash: 'test',
    ...(p.createdAt ? { createdAt: p.createdAt } : {}),
  });
}

/** The status and error of a refused call (or 'ok'), for checks run as checkout runs them. */
export const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { statusCode?: number; code?: string; message?: string }) =>
      `${e.statusCode} ${e.code}: ${e.message}`,
  );
