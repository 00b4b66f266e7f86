import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PaymentMessages, type Invoice, type Package } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { mailbox } from '../../agencies/agencies-test-helpers';
import {
  buyer,
  checkout,
  checkoutBody,
  countWhere,
  decide,
  sellablePackage,
  tokenOf,
  until,
  type Headers,
} from './payments-test-helpers';

/** Issue 42: a package bought with the sandbox provider, end to end through its hosted page. */
describe('checkout with the sandbox provider', () => {
  let ctx: TestContext;
  let admin: Headers;
  let pkg: Package;

  beforeAll(async () => {
    ctx = await createTestApp({ SANDBOX_APPROVE_SECONDS: '1' });
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    pkg = await sellablePackage(ctx, admin);
  });
  afterAll(() => ctx.close());

  it('lists the package on /pricing with its prices and the VAT rate', async () => {
    const res = await ctx.app.inject({ url: '/api/packages' });
    expect(res.statusCode).toBe(200);
    const found = res.json().data.find((p: Package) => p.id === pkg.id);
    expect(found.prices).toContainEqual({ currency: 'UGX', amountMinor: 150000 });
    expect(res.json().vatPercent).toBe(18);
    expect(res.json().data.some((p: Package) => p.code === 'FREE')).toBe(false);
  });

  it('quotes the order: 18% VAT on UGX 150,000 is 27,000', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/quote',
      headers,
      payload: { purpose: 'PACKAGE', packageId: pkg.id, agencyId: agency.id, currency: 'UGX' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subtotalMinor: 150000,
      discountMinor: 0,
      vatMinor: 27000,
      totalMinor: 177000,
    });
    const usd = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/quote',
      headers,
      payload: { purpose: 'PACKAGE', packageId: pkg.id, agencyId: agency.id, currency: 'KES' },
    });
    expect(usd.statusCode).toBe(422);
    expect(usd.json().error.message).toBe(PaymentMessages.PRICE_NOT_SET);
  });

  it('pays with mobile money: credited once, invoiced, mailed, whatever the replays', async () => {
    const { agency, superAgent, headers } = await buyer(ctx, admin);
    const body = checkoutBody(pkg.id, agency.id);
    const started = await checkout(ctx, headers, body);
    expect(started.payment).toMatchObject({ status: 'PENDING', totalMinor: 177000 });
    expect(started.payment.phone).toBe('+256772123456');
    expect(started.redirectUrl).toContain(`/api/payments/sandbox/${started.payment.reference}`);

    // The same key again is the same payment; with another body it is refused.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers,
      payload: body,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().payment.id).toBe(started.payment.id);
    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers,
      payload: { ...body, currency: 'USD' },
    });
    expect(reused.statusCode).toBe(409);

    const page = await ctx.app.inject({
      url: new URL(started.redirectUrl!).pathname + `?token=${tokenOf(started.redirectUrl!)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('UGX 177,000');
    const wrongToken = await ctx.app.inject({
      url: `/api/payments/sandbox/${started.payment.reference}?token=${'x'.repeat(32)}`,
    });
    expect(wrongToken.statusCode).toBe(404);

    const back = await decide(ctx, started, 'success');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://localhost:8080/payment/success?payment=${started.payment.id}`,
    );
    const paid = await until(ctx, headers, started.payment.id, (p) => p.status === 'SUCCEEDED');
    expect(paid.invoiceId).not.toBeNull();
    expect(paid.credited).toEqual([
      { name: 'Listing slots', quantity: 20, unit: expect.any(String) },
    ]);

    // The notification delivered ten more times changes nothing.
    const { sandbox } = ctx.app.services.payments;
    const charge = (await sandbox.chargeFor(
      started.payment.reference,
      tokenOf(started.redirectUrl!),
    ))!;
    const note = sandbox.notification(charge);
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': note.signature },
        payload: note.body,
      });
      expect(res.statusCode).toBe(200);
    }
    const id = started.payment.id;
    // Every notification is kept and processed by a job: wait for all eleven.
    for (let waited = 0; waited < 20_000; waited += 200) {
      if (
        (await countWhere(
          ctx,
          'payment_event',
          `payment_id = '${id}' and kind = 'charge.updated'`,
        )) >= 11
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await countWhere(ctx, 'invoice', `payment_id = '${id}'`)).toBe(1);
    expect(await countWhere(ctx, 'ledger_operation', `idempotency_key = 'payment:${id}'`)).toBe(1);
    expect(await countWhere(ctx, 'payment_event', `payment_id = '${id}'`)).toBeGreaterThanOrEqual(
      11,
    );

    const slots = await ctx.app.inject({ url: '/api/agent/entitlements', headers });
    const listing = slots
      .json()
      .items.find((b: { item: { code: string } }) => b.item.code === 'LISTING_SLOTS');
    expect(listing.granted).toBe(25); // the free 5 and the 20 bought

    const invoices = await ctx.app.inject({ url: '/api/invoices', headers });
    expect(invoices.json().total).toBe(1);
    const invoice = (
      await ctx.app.inject({ url: `/api/invoices/${paid.invoiceId}`, headers })
    ).json() as Invoice;
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(invoice).toMatchObject({ subtotalMinor: 150000, vatMinor: 27000, totalMinor: 177000 });
    const pdf = await ctx.app.inject({ url: `/api/invoices/${paid.invoiceId}/pdf`, headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mails = await mailbox(ctx, superAgent.email);
    expect(mails.some((m) => m.subject === `Payment received: invoice ${invoice.number}`)).toBe(
      true,
    );

    // Another agency's super agent sees none of it.
    const other = await buyer(ctx, admin);
    expect(
      (await ctx.app.inject({ url: `/api/payments/${id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/invoices/${paid.invoiceId}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a notification whose signature is wrong, and keeps nothing', async () => {
    const before = await countWhere(ctx, 'payment_event', 'true');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'a'.repeat(64) },
      payload: JSON.stringify({ event: 'charge.updated', data: { reference: 'AFN-X' } }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(PaymentMessages.BAD_SIGNATURE);
    expect(await countWhere(ctx, 'payment_event', 'true')).toBe(before);
  });

  it('a cancelled payment credits nothing; "approve on phone" succeeds after its delay', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const cancelled = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    const back = await decide(ctx, cancelled, 'cancel');
    expect(back.headers.location).toContain('/payment/cancel?payment=');
    const p = await until(ctx, headers, cancelled.payment.id, (x) => x.status === 'CANCELLED');
    expect(p.invoiceId).toBeNull();
    expect(await countWhere(ctx, 'ledger_operation', `idempotency_key = 'payment:${p.id}'`)).toBe(
      0,
    );

    const phone = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    await decide(ctx, phone, 'approve_on_phone');
    expect(
      (await until(ctx, headers, phone.payment.id, (x) => x.status !== 'PENDING')).status,
    ).toBe('SUCCEEDED');
  });

  it('holds a success whose amount differs, for an admin to release', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(ctx, headers, checkoutBody(pkg.id, agency.id));
    await ctx.database.db.execute(
      sql`update sandbox_charge set amount_minor = 1000 where reference = ${started.payment.reference}`,
    );
    await decide(ctx, started, 'success');
    const held = await until(ctx, headers, started.payment.id, (x) => x.heldReason !== null);
    expect(held.status).toBe('PENDING');
    expect(held.heldReason).toBe(PaymentMessages.HELD_AMOUNT);
    expect(held.invoiceId).toBeNull();

    const released = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${held.id}/release`,
      headers: admin,
      payload: { reason: 'Checked with the provider: paid in full' },
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'SUCCEEDED', heldReason: null });
  });
});
