import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessages, type Package } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
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

const BANK = 'Stanbic Bank Uganda, Kampala Road branch. Account 9030001234567, AfriNest Ltd.';

/** Issue 42: bank transfers, refunds, cancellation, reconciliation and expiry. */
describe('payments an admin handles, and the schedules', () => {
  let ctx: TestContext;
  let admin: Headers;
  let pkg: Package;
  const post = (url: string, payload: object, headers: Headers = admin) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

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
        bankTransferInstructions: BANK,
      },
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('a bank transfer waits for an admin, who marks it received once', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const options = await ctx.app.inject({ url: '/api/payments/options', headers });
    expect(options.json().providers.map((p: { name: string }) => p.name)).toEqual([
      'sandbox',
      'bank_transfer',
    ]);
    expect(options.json().agencies).toEqual([
      { id: agency.id, name: expect.any(String), status: 'ACTIVE' },
    ]);
    const started = await checkout(
      ctx,
      headers,
      checkoutBody(pkg.id, agency.id, {
        provider: 'bank_transfer',
        method: 'BANK_TRANSFER',
        phone: undefined,
      }),
    );
    expect(started.redirectUrl).toBeNull();
    expect(started.bankTransfer).toEqual({
      reference: started.payment.reference,
      instructions: BANK,
    });
    expect(started.payment.status).toBe('PENDING');

    const received = await post(`/api/admin/payments/${started.payment.id}/mark-received`, {
      bankReference: 'FT26337XYZ01',
    });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'SUCCEEDED', bankReference: 'FT26337XYZ01' });
    const twice = await post(`/api/admin/payments/${started.payment.id}/mark-received`, {
      bankReference: 'FT26337XYZ01',
    });
    expect(twice.statusCode).toBe(409);
    const id = started.payment.id;
    expect(await countWhere(ctx, 'invoice', `payment_id = '${id}'`)).toBe(1);

    // The same bank transfer cannot pay a second order.
    const second = await checkout(
      ctx,
      headers,
      checkoutBody(pkg.id, agency.id, {
        provider: 'bank_transfer',
        method: 'BANK_TRANSFER',
        phone: undefined,
      }),
    );
    const reused = await post(`/api/admin/payments/${second.payment.id}/mark-received`, {
      bankReference: 'FT26337XYZ01',
    });
    expect(reused.json()).toMatchObject({
      status: 'PENDING',
      heldReason: PaymentMessages.HELD_DUPLICATE_TX,
    });
  });

  it('a refund issues a credit note and takes back what is unused, once', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    await decide(ctx, started, 'success');
    const paid = await until(ctx, headers, started.payment.id, (p) => p.status === 'SUCCEEDED');

    const refunded = await post(`/api/admin/payments/${paid.id}/refund`, {
      reason: 'The agency closed its branch',
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().status).toBe('REFUNDED');
    const again = await post(`/api/admin/payments/${paid.id}/refund`, { reason: 'Clicked twice' });
    expect(again.statusCode).toBe(409);

    const notes = await ctx.app.inject({ url: '/api/invoices?kind=CREDIT_NOTE', headers });
    expect(notes.json().total).toBe(1);
    expect(notes.json().data[0]).toMatchObject({ totalMinor: -177000 });
    expect(notes.json().data[0].number).toMatch(/^CN-\d{4}-\d{6}$/);
    const balances = await ctx.app.inject({ url: '/api/agent/entitlements', headers });
    const slots = balances
      .json()
      .items.find((b: { item: { code: string } }) => b.item.code === 'LISTING_SLOTS');
    expect(slots.left).toBe(5);
  });

  it('an admin cancels a pending payment; a cancelled one cannot be cancelled again', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    const res = await post(`/api/admin/payments/${started.payment.id}/cancel`, {
      reason: 'The payer asked us to',
    });
    expect(res.json()).toMatchObject({
      status: 'CANCELLED',
      failureReason: 'The payer asked us to',
    });
    expect(
      (await post(`/api/admin/payments/${started.payment.id}/cancel`, { reason: 'Again now' }))
        .statusCode,
    ).toBe(409);
    // The payer completing it at the provider now is held, not credited.
    await decide(ctx, started, 'success');
    const late = await until(ctx, headers, started.payment.id, (p) => p.heldReason !== null);
    expect(late).toMatchObject({ status: 'CANCELLED', heldReason: PaymentMessages.HELD_LATE });
  });

  it('reconciliation asks the provider about old pending payments, and expires the forgotten', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const quiet = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    const forgotten = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    // Paid at the provider, but its notification never came.
    const { sandbox } = ctx.app.services.payments;
    const charge = (await sandbox.byId(
      (await ctx.app.services.payments.repo.findById(ctx.database.db, quiet.payment.id))!
        .providerOrderId!,
    ))!;
    await sandbox.decide(charge, 'SUCCEEDED');
    await ctx.database.db.execute(
      sql`update payment set updated_at = now() - interval '20 minutes' where id = ${quiet.payment.id}`,
    );
    await ctx.database.db.execute(
      sql`update payment set updated_at = now() - interval '25 hours', created_at = now() - interval '25 hours' where id = ${forgotten.payment.id}`,
    );
    const result = await ctx.app.services.payments.sync.reconcile();
    expect(result).toMatchObject({ expired: 1 });
    expect((await paymentOf(ctx, headers, quiet.payment.id)).status).toBe('SUCCEEDED');
    expect((await paymentOf(ctx, headers, forgotten.payment.id)).status).toBe('EXPIRED');
  });

  it('lists payments for admins with filters, and a detail with its events', async () => {
    const page = await ctx.app.inject({
      url: '/api/admin/payments?status=SUCCEEDED&provider=sandbox',
      headers: admin,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.every((p: { status: string }) => p.status === 'SUCCEEDED')).toBe(true);
    const one = page.json().data[0];
    const detail = await ctx.app.inject({ url: `/api/admin/payments/${one.id}`, headers: admin });
    expect(detail.json().payment.payer.email).toMatch(/@test\.afrinest$/);
    expect(detail.json().events.length).toBeGreaterThan(0);
    const held = await ctx.app.inject({ url: '/api/admin/payments?held=true', headers: admin });
    expect(held.json().data.every((p: { heldReason: string | null }) => p.heldReason)).toBe(true);
    const bad = await ctx.app.inject({ url: '/api/admin/payments?from=yesterday', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
