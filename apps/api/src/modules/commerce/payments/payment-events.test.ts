import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Package } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import {
  lastSeq,
  outboxRows,
  outboxSince,
  refuseWhen,
} from '../../../platform/events/events-test-helpers';
import {
  buyer,
  checkout,
  checkoutBody,
  countWhere,
  decide,
  paymentOf,
  sellablePackage,
  until,
  type Headers,
} from './payments-test-helpers';

/** Payment events (issue 45): written by the settlement, in the transaction of each move. */
describe('payment events in the outbox', () => {
  let ctx: TestContext;
  let admin: Headers;
  let pkg: Package;
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: admin, payload });
  /** A provider's word that the payment was paid in full. */
  const success = (p: { id: string; totalMinor: number; currency: string }) => ({
    outcome: 'SUCCEEDED' as const,
    providerTxId: `tx-${p.id}`,
    amountMinor: p.totalMinor,
    currency: p.currency,
    reason: null,
    raw: {},
  });
  const eventsOf = async (paymentId: string) =>
    (await outboxRows(ctx)).filter((e) => e.type.startsWith('payment.') && e.data.id === paymentId);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    pkg = await sellablePackage(ctx, admin);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/billing',
      headers: admin,
      payload: {
        vatPercent: 18,
        sellerName: 'AfriNest Ltd',
        sellerAddress: 'Plot 1, Kampala Road, Kampala',
        sellerTin: '1000123456',
        bankTransferInstructions: 'Pay to AfriNest Ltd, Stanbic, account 9030000000000.',
      },
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('writes payment.succeeded once when a payment is credited, then payment.refunded once', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    await decide(ctx, started, 'success');
    const paid = await until(ctx, headers, started.payment.id, (p) => p.status === 'SUCCEEDED');
    // The provider's word arriving again credits nothing and writes nothing more.
    await ctx.app.services.payments.settlement.settle(paid.id, success(paid), { kind: 'provider' });
    let events = await eventsOf(paid.id);
    expect(events.map((e) => [e.type, e.agencyId])).toEqual([['payment.succeeded', agency.id]]);
    expect(events[0]!.data).toEqual({
      id: paid.id,
      agencyId: agency.id,
      reference: paid.reference,
      packageId: pkg.id,
      requestId: null,
      amount: 177000,
      currency: 'UGX',
      provider: 'sandbox',
      status: 'SUCCEEDED',
    });

    expect(
      (await post(`/api/admin/payments/${paid.id}/refund`, { reason: 'Closed' })).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/admin/payments/${paid.id}/refund`, { reason: 'Twice' })).statusCode,
    ).toBe(409);
    events = await eventsOf(paid.id);
    expect(events.map((e) => [e.type, e.data.status])).toEqual([
      ['payment.succeeded', 'SUCCEEDED'],
      ['payment.refunded', 'REFUNDED'],
    ]);
  });

  it('writes payment.failed for a failure and for an admin’s cancellation, once each', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const failed = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    await decide(ctx, failed, 'failure');
    await until(ctx, headers, failed.payment.id, (p) => p.status === 'FAILED');
    expect((await eventsOf(failed.payment.id)).map((e) => [e.type, e.data.status])).toEqual([
      ['payment.failed', 'FAILED'],
    ]);

    const cancelled = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    const reason = { reason: 'The payer asked us to' };
    expect(
      (await post(`/api/admin/payments/${cancelled.payment.id}/cancel`, reason)).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/admin/payments/${cancelled.payment.id}/cancel`, reason)).statusCode,
    ).toBe(409);
    expect((await eventsOf(cancelled.payment.id)).map((e) => [e.type, e.data.status])).toEqual([
      ['payment.failed', 'CANCELLED'],
    ]);
  });

  it('credits nothing when payment.succeeded cannot be written (one transaction)', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    const untrap = await refuseWhen(ctx, 'paid', 'event_outbox', `new.type = 'payment.succeeded'`);
    try {
      const seq = await lastSeq(ctx);
      const settle = ctx.app.services.payments.settlement.settle(
        started.payment.id,
        success(started.payment),
        { kind: 'provider' },
      );
      await expect(settle).rejects.toThrow();
      expect(await outboxSince(ctx, seq, 'payment.succeeded')).toEqual([]);
    } finally {
      await untrap();
    }
    expect((await paymentOf(ctx, headers, started.payment.id)).status).not.toBe('SUCCEEDED');
    expect(await countWhere(ctx, 'invoice', `payment_id = '${started.payment.id}'`)).toBe(0);
  });
});
