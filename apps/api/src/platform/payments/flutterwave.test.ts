import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Currency, PaymentMethod } from '@afrinest/contract';
import { createFlutterwaveProvider } from './flutterwave';
import { startFlutterwaveFake, type FlutterwaveFake } from './flutterwave-fake';
import { ProviderError, type PaymentProvider, type ProviderOrder } from './provider';

/** The adapter against the fake Flutterwave over real HTTP. */
describe('Flutterwave provider', () => {
  let fake: FlutterwaveFake;
  let flutterwave: PaymentProvider;
  let sequence = 0;

  beforeAll(async () => {
    fake = await startFlutterwaveFake();
    flutterwave = createFlutterwaveProvider({
      secretKey: fake.secretKey,
      secretHash: fake.secretHash,
      baseUrl: fake.url,
    });
  });
  afterAll(() => fake.close());

  const order = (over: Partial<ProviderOrder> = {}): ProviderOrder => ({
    reference: `PAY-${++sequence}`,
    amountMinor: 150_000,
    currency: 'UGX',
    method: 'MOBILE_MONEY',
    description: 'Agency Pro, 1 month',
    payer: { email: 'nakato@test.afrinest', name: 'Nakato', phone: '+256700000001' },
    returnUrl: 'http://localhost:8080/payment/success?payment=p1',
    cancelUrl: 'http://localhost:8080/payment/cancel?payment=p1',
    ...over,
  });
  const lastBody = () => fake.requests.at(-1)!.body as Record<string, unknown>;
  const started = async (over: Partial<ProviderOrder> = {}) => {
    const o = order(over);
    await flutterwave.start(o);
    return o;
  };
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('should have thrown'),
      (error: unknown) => error as ProviderError,
    );

  it('starts a hosted checkout with the amount in major units', async () => {
    const o = order();
    const checkout = await flutterwave.start(o);
    expect(checkout).toEqual({
      redirectUrl: `${fake.url}/hosted/${o.reference}`,
      providerOrderId: null,
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v3/payments' });
    expect(lastBody()).toEqual({
      tx_ref: o.reference,
      amount: 150000,
      currency: 'UGX',
      redirect_url: o.returnUrl,
      payment_options: 'mobilemoneyuganda',
      customer: { email: 'nakato@test.afrinest', name: 'Nakato', phonenumber: '+256700000001' },
      customizations: { description: 'Agency Pro, 1 month' },
    });
    const page = await fetch(checkout.redirectUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Flutterwave');
  });

  it('sends USD 49.99 as 49.99 and a card option, without a phone it does not have', async () => {
    await started({
      amountMinor: 4999,
      currency: 'USD',
      method: 'CARD',
      payer: { email: 'a@test.afrinest', name: 'A', phone: null },
    });
    expect(lastBody()).toMatchObject({ amount: 49.99, currency: 'USD', payment_options: 'card' });
    expect(lastBody().customer).toEqual({ email: 'a@test.afrinest', name: 'A' });
  });

  it.each<[Currency, string]>([
    ['KES', 'mpesa'],
    ['GHS', 'mobilemoneyghana'],
    ['RWF', 'mobilemoneyrwanda'],
    ['TZS', 'mobilemoneytanzania'],
  ])('offers mobile money in %s as %s', async (currency, option) => {
    await started({ currency, amountMinor: 150_050 });
    expect(lastBody()).toMatchObject({ payment_options: option, currency });
  });

  it.each<[Currency, PaymentMethod]>([
    ['USD', 'MOBILE_MONEY'],
    ['UGX', 'BANK_TRANSFER'],
  ])('refuses %s by %s before calling Flutterwave', async (currency, method) => {
    const before = fake.requests.length;
    const error = await failureOf(flutterwave.start(order({ currency, method })));
    expect(error).toBeInstanceOf(ProviderError);
    expect(fake.requests.length).toBe(before);
  });

  it('reads a webhook only with the right verif-hash and a JSON body', async () => {
    const o = await started();
    const body = fake.complete(o.reference, { status: 'successful' });
    const raw = Buffer.from(JSON.stringify(body));
    expect(flutterwave.parseWebhook(raw, { 'verif-hash': fake.secretHash }, {})).toEqual({
      kind: 'charge.completed',
      reference: o.reference,
      providerOrderId: null,
      providerTxId: String(body.data.id),
      payload: body,
    });
    expect(flutterwave.parseWebhook(raw, { 'Verif-Hash': [fake.secretHash] }, {})).not.toBeNull();
    for (const headers of [
      {},
      { 'verif-hash': 'wrong' },
      { 'verif-hash': `${fake.secretHash}x` },
    ]) {
      expect(flutterwave.parseWebhook(raw, headers, {})).toBeNull();
    }
    const notJson = Buffer.from('event=charge.completed');
    expect(flutterwave.parseWebhook(notJson, { 'verif-hash': fake.secretHash }, {})).toBeNull();
  });

  it('accepts no webhook at all when no secret hash is configured', () => {
    const unset = createFlutterwaveProvider({ secretKey: 'k', secretHash: '', baseUrl: fake.url });
    expect(unset.parseWebhook(Buffer.from('{}'), { 'verif-hash': '' }, {})).toBeNull();
  });

  it('maps a successful transaction, by id and by reference, in minor units', async () => {
    const o = await started({ amountMinor: 4999, currency: 'USD', method: 'CARD' });
    const { data } = fake.complete(o.reference, { status: 'successful' });
    const expected = {
      outcome: 'SUCCEEDED',
      providerTxId: String(data.id),
      amountMinor: 4999,
      currency: 'USD',
      reason: 'Approved',
    };
    const byId = await flutterwave.status({
      reference: o.reference,
      providerOrderId: null,
      providerTxId: String(data.id),
    });
    expect(byId).toMatchObject(expected);
    expect(byId.raw).toMatchObject({ status: 'success', data: { tx_ref: o.reference } });
    expect(fake.requests.at(-1)!.path).toBe(`/v3/transactions/${data.id}/verify`);
    const lookup = { reference: o.reference, providerOrderId: null, providerTxId: null };
    expect(await flutterwave.status(lookup)).toMatchObject(expected);
    expect(fake.requests.at(-1)!.path).toBe(
      `/v3/transactions/verify_by_reference?tx_ref=${o.reference}`,
    );
  });

  it.each<[number, Currency, number]>([
    [150000, 'UGX', 150000],
    [1500.5, 'KES', 150050],
    [49.999, 'USD', 5000],
  ])('reads a paid amount of %s %s as %s minor units', async (amount, currency, minor) => {
    const o = await started();
    fake.complete(o.reference, { status: 'successful', amount, currency });
    const status = await flutterwave.status({
      reference: o.reference,
      providerOrderId: null,
      providerTxId: null,
    });
    expect(status).toMatchObject({ amountMinor: minor, currency });
  });

  it('maps failed, pending and unknown transactions', async () => {
    const failed = await started();
    fake.complete(failed.reference, { status: 'failed' });
    const lookup = (reference: string) => ({
      reference,
      providerOrderId: null,
      providerTxId: null,
    });
    expect(await flutterwave.status(lookup(failed.reference))).toMatchObject({
      outcome: 'FAILED',
      reason: 'Declined by the payer',
    });

    const pending = await started();
    const pendingId = fake.pendingForever(pending.reference);
    fake.complete(pending.reference, { status: 'successful' });
    expect(await flutterwave.status(lookup(pending.reference))).toMatchObject({
      outcome: 'PENDING',
    });
    expect(
      await flutterwave.status({ ...lookup(pending.reference), providerTxId: String(pendingId) }),
    ).toMatchObject({ outcome: 'PENDING', providerTxId: String(pendingId) });

    const unknown = await flutterwave.status(lookup((await started()).reference));
    expect(unknown).toMatchObject({ outcome: 'UNKNOWN', providerTxId: null, amountMinor: null });
    expect(await flutterwave.status({ ...lookup('PAY-never'), providerTxId: '999' })).toMatchObject(
      { outcome: 'UNKNOWN' },
    );
  });

  it("never credits a payment with another order's transaction", async () => {
    const mine = await started();
    const theirs = await started();
    const { data } = fake.complete(theirs.reference, { status: 'successful' });
    const status = await flutterwave.status({
      reference: mine.reference,
      providerOrderId: null,
      providerTxId: String(data.id),
    });
    expect(status).toMatchObject({ outcome: 'UNKNOWN', providerTxId: null, amountMinor: null });
  });

  it('reads a 404 as a payment Flutterwave does not know', async () => {
    const answers404: typeof fetch = () =>
      Promise.resolve(new Response('{"status":"error","message":"Not found"}', { status: 404 }));
    const provider = createFlutterwaveProvider({
      secretKey: 'k',
      secretHash: 'h',
      fetch: answers404,
    });
    const status = await provider.status({
      reference: 'r',
      providerOrderId: null,
      providerTxId: '1',
    });
    expect(status.outcome).toBe('UNKNOWN');
  });

  it('throws a ProviderError on 5xx answers', async () => {
    fake.failNext(1, '5xx');
    const onStart = await failureOf(flutterwave.start(order()));
    expect(onStart).toBeInstanceOf(ProviderError);
    expect(onStart.status).toBe(500);
    fake.failNext(1, '5xx');
    const lookup = { reference: 'PAY-x', providerOrderId: null, providerTxId: '1' };
    expect(await failureOf(flutterwave.status(lookup))).toBeInstanceOf(ProviderError);
  });

  it('throws a ProviderError when Flutterwave does not answer in time', async () => {
    const impatient = createFlutterwaveProvider({
      secretKey: fake.secretKey,
      secretHash: fake.secretHash,
      baseUrl: fake.url,
      timeoutMs: 200,
    });
    fake.failNext(1, 'timeout');
    const error = await failureOf(
      impatient.status({ reference: 'PAY-slow', providerOrderId: null, providerTxId: null }),
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toContain('no answer');
  });

  it('refunds a successful transaction in major units', async () => {
    const o = await started({ amountMinor: 4999, currency: 'USD', method: 'CARD' });
    const { data } = fake.complete(o.reference, { status: 'successful' });
    const refundId = await flutterwave.refund!({
      reference: o.reference,
      providerOrderId: null,
      providerTxId: String(data.id),
      amountMinor: 2500,
      currency: 'USD',
      reason: 'Duplicate payment',
    });
    expect(refundId).toMatch(/^\d+$/);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v3/transactions/${data.id}/refund`,
      body: { amount: 25, comments: 'Duplicate payment' },
    });
    const failed = await started();
    const { data: failedTx } = fake.complete(failed.reference, { status: 'failed' });
    const refused = flutterwave.refund!({
      reference: failed.reference,
      providerOrderId: null,
      providerTxId: String(failedTx.id),
      amountMinor: 150_000,
      currency: 'UGX',
      reason: 'x',
    });
    expect(await failureOf(refused)).toBeInstanceOf(ProviderError);
  });

  it('never puts the secret key in an error message', async () => {
    const secretKey = 'FLWSECK_TEST-very-secret-X';
    const wrongKey = createFlutterwaveProvider({ secretKey, secretHash: 'h', baseUrl: fake.url });
    const unauthorised = await failureOf(wrongKey.start(order()));
    expect(unauthorised.status).toBe(401);

    // An answer that echoes the key it was sent: the adapter scrubs it.
    const echo = createServer((req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', message: `bad key ${req.headers.authorization}` }));
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
    const echoed = createFlutterwaveProvider({ secretKey, secretHash: 'h', baseUrl: echoUrl });
    const echoError = await failureOf(echoed.start(order()));
    await new Promise<void>((resolve) => echo.close(() => resolve()));
    expect(echoError.message).toContain('[redacted]');

    const unreachable = createFlutterwaveProvider({ secretKey, secretHash: 'h', baseUrl: echoUrl });
    const network = await failureOf(unreachable.start(order()));
    for (const error of [unauthorised, echoError, network]) {
      expect(error).toBeInstanceOf(ProviderError);
      expect(error.message).not.toContain(secretKey);
      expect(String(error.stack)).not.toContain(secretKey);
    }
  });
});
