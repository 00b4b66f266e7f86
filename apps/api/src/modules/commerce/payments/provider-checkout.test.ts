import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessages, type Package } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import {
  startFlutterwaveFake,
  type FlutterwaveFake,
} from '../../../platform/payments/flutterwave-fake';
import { startPesapalFake, type PesapalFake } from '../../../platform/payments/pesapal-fake';
import {
  buyer,
  checkout,
  checkoutBody,
  countWhere,
  sellablePackage,
  until,
  type Headers,
} from './payments-test-helpers';

/**
 * Issue 42: Flutterwave and Pesapal through the whole app, against local fakes that follow their
 * public APIs. A notification is never believed alone: the provider is asked before crediting.
 */
describe('checkout with Flutterwave and Pesapal (local fakes)', () => {
  let ctx: TestContext;
  let admin: Headers;
  let pkg: Package;
  let flw: FlutterwaveFake;
  let pesapal: PesapalFake;

  beforeAll(async () => {
    flw = await startFlutterwaveFake();
    pesapal = await startPesapalFake();
    ctx = await createTestApp({
      PAYMENT_PROVIDERS: 'flutterwave,pesapal',
      FLUTTERWAVE_SECRET_KEY: flw.secretKey,
      FLUTTERWAVE_SECRET_HASH: flw.secretHash,
      FLUTTERWAVE_BASE_URL: flw.url,
      PESAPAL_CONSUMER_KEY: pesapal.consumerKey,
      PESAPAL_CONSUMER_SECRET: pesapal.consumerSecret,
      PESAPAL_BASE_URL: pesapal.url,
    });
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    pkg = await sellablePackage(ctx, admin);
  });
  afterAll(async () => {
    await ctx.close();
    await flw.close();
    await pesapal.close();
  });

  const flwWebhook = (body: unknown, hash = flw.secretHash) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/flutterwave',
      headers: { 'content-type': 'application/json', 'verif-hash': hash },
      payload: JSON.stringify(body),
    });

  it('Flutterwave: hosted checkout, webhook checked by its hash, verified before crediting', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(
      ctx,
      headers,
      checkoutBody(pkg.id, agency.id, { provider: 'flutterwave' }),
    );
    expect(started.redirectUrl).toContain(`${flw.url}/hosted/`);
    const sent = flw.requests.find((r) => r.path === '/v3/payments')!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      tx_ref: started.payment.reference,
      amount: 177000,
      currency: 'UGX',
    });

    const note = flw.complete(started.payment.reference, { status: 'successful' });
    expect((await flwWebhook(note, 'not-the-hash')).statusCode).toBe(401);
    expect((await flwWebhook(note)).statusCode).toBe(200);
    const paid = await until(ctx, headers, started.payment.id, (p) => p.status === 'SUCCEEDED');
    expect(paid.invoiceId).not.toBeNull();
    expect(
      flw.requests.some((r) => r.path.startsWith(`/v3/transactions/${note.data.id}/verify`)),
    ).toBe(true);
  });

  it('Flutterwave: a webhook that lies about the status is not believed', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(
      ctx,
      headers,
      checkoutBody(pkg.id, agency.id, { provider: 'flutterwave' }),
    );
    const note = flw.complete(started.payment.reference, { status: 'successful' });
    flw.pendingForever(started.payment.reference);
    await flwWebhook(note);
    await new Promise((r) => setTimeout(r, 2000));
    const p = await until(ctx, headers, started.payment.id, () => true);
    expect(p.status).toBe('PENDING');
    expect(await countWhere(ctx, 'invoice', `payment_id = '${p.id}'`)).toBe(0);
  });

  it('Flutterwave: an amount that differs is held, not credited', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(
      ctx,
      headers,
      checkoutBody(pkg.id, agency.id, { provider: 'flutterwave' }),
    );
    await flwWebhook(
      flw.complete(started.payment.reference, { status: 'successful', amount: 1000 }),
    );
    const held = await until(ctx, headers, started.payment.id, (p) => p.heldReason !== null);
    expect(held).toMatchObject({ status: 'PENDING', heldReason: PaymentMessages.HELD_AMOUNT });
  });

  it('Flutterwave down at checkout: 502 with the message, the payment failed, nothing charged', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    flw.failNext(1, '5xx');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers,
      payload: checkoutBody(pkg.id, agency.id, { provider: 'flutterwave' }),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(PaymentMessages.PROVIDER_ERROR);
  });

  it('Pesapal: order, IPN acknowledged, status asked before crediting', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(
      ctx,
      headers,
      checkoutBody(pkg.id, agency.id, { provider: 'pesapal', method: 'CARD' }),
    );
    const order = pesapal.orderOf(started.payment.reference)!;
    expect(order).toMatchObject({ amount: 177000, currency: 'UGX' });
    expect(started.redirectUrl).toContain(order.orderTrackingId);

    const ipn = pesapal.complete(order.orderTrackingId, { status: 'COMPLETED' });
    const ack = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/pesapal',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(ipn),
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({
      orderTrackingId: order.orderTrackingId,
      orderMerchantReference: started.payment.reference,
      status: 200,
    });
    const paid = await until(ctx, headers, started.payment.id, (p) => p.status === 'SUCCEEDED');
    expect(paid.invoiceId).not.toBeNull();
  });

  it('Pesapal: a forged IPN for an unpaid order credits nothing', async () => {
    const { agency, headers } = await buyer(ctx, admin);
    const started = await checkout(
      ctx,
      headers,
      checkoutBody(pkg.id, agency.id, { provider: 'pesapal', method: 'CARD' }),
    );
    const order = pesapal.orderOf(started.payment.reference)!;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/pesapal',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        OrderTrackingId: order.orderTrackingId,
        OrderNotificationType: 'IPNCHANGE',
        OrderMerchantReference: started.payment.reference,
      }),
    });
    await new Promise((r) => setTimeout(r, 2000));
    const p = await until(ctx, headers, started.payment.id, () => true);
    expect(p.status).toBe('PENDING');
    expect(p.invoiceId).toBeNull();
  });
});
