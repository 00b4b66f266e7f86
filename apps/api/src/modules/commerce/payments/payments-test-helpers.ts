import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CheckoutResult, Item, Payment } from '@afrinest/contract';
import { signInAs, type TestContext } from '../../../../test/helper';
import { rowsOf } from '../../../platform/db/client';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { itemsByCode, packagesApi } from '../catalogue/catalogue-test-helpers';

export type Headers = Record<string, string>;

/** A public package of 20 listing slots for 30 days at UGX 150,000 (and USD 49.99). */
export async function sellablePackage(ctx: TestContext, admin: Headers) {
  const items: Record<string, Item> = await itemsByCode(ctx, admin);
  return packagesApi(ctx, admin).create({
    name: 'Growth',
    items: [{ itemId: items.LISTING_SLOTS!.id, quantity: 20 }],
    prices: [
      { currency: 'UGX', amount: '150000' },
      { currency: 'USD', amount: '49.99' },
    ],
  });
}

/** An ACTIVE agency on the free package, and its super agent signed in. */
export async function buyer(ctx: TestContext, admin: Headers, tag = randomUUID().slice(0, 8)) {
  const agency = await createAgency(ctx, admin, {}, { plan: 'free' });
  const superAgent = await signInAs(ctx, 'SUPER_AGENT', {
    email: `buyer-${tag}@test.afrinest`,
    agencyId: agency.id,
  });
  return { agency, superAgent, headers: superAgent.auth };
}

export const checkoutBody = (packageId: string, agencyId: string, over: object = {}) => ({
  purpose: 'PACKAGE',
  packageId,
  agencyId,
  currency: 'UGX',
  provider: 'sandbox',
  method: 'MOBILE_MONEY',
  phone: '0772 123456',
  acceptTerms: true,
  idempotencyKey: `key-${randomUUID()}`,
  ...over,
});

export async function checkout(ctx: TestContext, headers: Headers, body: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json() as CheckoutResult;
}

/** The sandbox page's token, from the redirect it answered. */
export const tokenOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('token')!;

/** What the payer does on the sandbox's hosted page. */
export const decide = (ctx: TestContext, result: CheckoutResult, outcome: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${result.payment.reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome, token: tokenOf(result.redirectUrl!) }).toString(),
  });

export async function paymentOf(ctx: TestContext, headers: Headers, id: string) {
  const res = await ctx.app.inject({ url: `/api/payments/${id}`, headers });
  return res.json() as Payment;
}

/** Waits for the jobs (notification, processing) to settle a payment to `status`. */
export async function until(
  ctx: TestContext,
  headers: Headers,
  id: string,
  done: (p: Payment) => boolean,
  timeoutMs = 20_000,
): Promise<Payment> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const p = await paymentOf(ctx, headers, id);
    if (done(p)) return p;
    if (Date.now() > end) throw new Error(`payment ${id} stayed ${p.status} (${p.heldReason})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Rows of a table for a payment, counted in SQL (what was really written). */
export async function countWhere(ctx: TestContext, table: string, where: string) {
  const res = await ctx.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return rowsOf<{ n: number }>(res)[0]!.n;
}
