import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Package } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { rowsOf } from '../../../platform/db/client';
import {
  buyer,
  checkout,
  checkoutBody,
  countWhere,
  sellablePackage,
  type Headers,
} from './payments-test-helpers';

/**
 * Money under concurrency (issue 42). Only the real PostgreSQL server runs requests in parallel
 * (PGlite runs one statement at a time), so this runs in CI's API suite on PostgreSQL.
 */
describe.runIf(process.env.DATABASE_URL)('payments under concurrent deliveries', () => {
  let ctx: TestContext;
  let admin: Headers;
  let pkg: Package;

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    pkg = await sellablePackage(ctx, admin);
  });
  afterAll(() => ctx.close());

  /** The charge paid at the sandbox, and its signed notification. */
  async function paidAtProvider(started: CheckoutResult) {
    const { sandbox, repo } = ctx.app.services.payments;
    const row = (await repo.findById(ctx.database.db, started.payment.id))!;
    const charge = await sandbox.decide((await sandbox.byId(row.providerOrderId!))!, 'SUCCEEDED');
    return sandbox.notification(charge);
  }
  const deliver = (note: { body: string; signature: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': note.signature },
      payload: note.body,
    });

  it('ten deliveries of one success at once, racing the return: one grant, one invoice', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    const note = await paidAtProvider(started);
    const id = started.payment.id;
    // The notifications are processed by jobs; the payer's return asks the provider itself.
    const { sync, repo } = ctx.app.services.payments;
    const row = (await repo.findById(ctx.database.db, id))!;
    await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(note)),
      ...Array.from({ length: 10 }, () => sync.check(row)),
      ctx.app.inject({ method: 'POST', url: `/api/payments/${id}/refresh`, headers }),
    ]);
    expect((await repo.findById(ctx.database.db, id))!.status).toBe('SUCCEEDED');
    expect(await countWhere(ctx, 'invoice', `payment_id = '${id}'`)).toBe(1);
    expect(await countWhere(ctx, 'ledger_operation', `idempotency_key = 'payment:${id}'`)).toBe(1);
  });

  it('numbers invoices paid at the same moment without a gap or a duplicate', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await Promise.all(
      Array.from({ length: 12 }, () => checkout(ctx, headers, checkoutBody(pkg.id, agency.id))),
    );
    const { sync, repo } = ctx.app.services.payments;
    await Promise.all(started.map(paidAtProvider));
    const rows = await Promise.all(
      started.map(async (s) => (await repo.findById(ctx.database.db, s.payment.id))!),
    );
    await Promise.all(rows.map((r) => sync.check(r)));
    const numbers = await ctx.database.db.execute(
      sql`select sequence from invoice where kind = 'INVOICE' order by sequence`,
    );
    const seq = rowsOf<{ sequence: number }>(numbers).map((r) => r.sequence);
    expect(seq).toEqual(Array.from({ length: seq.length }, (_, i) => i + 1));
    expect(seq.length).toBeGreaterThanOrEqual(12);
  });

  it('a double click on "Pay" makes one payment', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const body = checkoutBody(pkg.id, agency.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/payments/checkout', headers, payload: body }),
      ),
    );
    const ids = new Set(answers.map((a) => a.json().payment.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  });
});
