import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPesapalProvider,
  pesapalAmountToMinor,
  pesapalOutcomeOf,
  type PesapalOptions,
} from './pesapal';
import { startPesapalFake, type PesapalFake } from './pesapal-fake';
import { ProviderError, type ProviderOrder } from './provider';

const IPN_URL = 'https://api.afrinest.test/api/payments/webhooks/pesapal';
const SECRET = 'S3cr3t+Consumer/Secret=';
let fake: PesapalFake;
let fakeClock: number;
let appClock: number;
let sequence = 0;

beforeEach(async () => {
  fakeClock = appClock = Date.parse('2026-11-30T10:00:00Z');
  fake = await startPesapalFake({ consumerSecret: SECRET, now: () => new Date(fakeClock) });
});
afterEach(() => fake.close());

const pesapal = (extra: Partial<PesapalOptions> = {}) =>
  createPesapalProvider({
    consumerKey: fake.consumerKey,
    consumerSecret: fake.consumerSecret,
    ipnUrl: IPN_URL,
    baseUrl: fake.url,
    now: () => new Date(appClock),
    ...extra,
  });

const order = (extra: Partial<ProviderOrder> = {}): ProviderOrder => ({
  reference: `AFN-TEST${(sequence += 1)}`,
  amountMinor: 150000,
  currency: 'UGX',
  method: 'MOBILE_MONEY',
  description: 'Gold package, 3 months',
  payer: { email: 'amina@example.test', name: 'Amina Nakato Ssali', phone: '+256772123456' },
  returnUrl: 'http://localhost:8080/payment/success?payment=1',
  cancelUrl: 'http://localhost:8080/payment/cancel?payment=1',
  ...extra,
});

const calls = (path: string) => fake.requests.filter((r) => r.path.startsWith(path));
const lookupOf = (reference: string, providerOrderId: string | null) => ({
  reference,
  providerOrderId,
  providerTxId: null,
});

/** Starts an order and has the fake's payer settle it; returns the lookup to ask about. */
async function settled(
  provider: ReturnType<typeof pesapal>,
  outcome: Parameters<PesapalFake['complete']>[1],
  extra: Partial<ProviderOrder> = {},
) {
  const started = order(extra);
  const { providerOrderId } = await provider.start(started);
  fake.complete(providerOrderId!, outcome);
  return lookupOf(started.reference, providerOrderId);
}

describe('Pesapal tokens and IPN registration', () => {
  it('caches the token and renews it 30 s before its expiryDate', async () => {
    const provider = pesapal();
    await provider.start(order());
    await provider.start(order());
    expect(fake.tokenRequests).toBe(1);
    appClock += 4 * 60_000 + 29_000; // 31 s left: still good
    await provider.start(order());
    expect(fake.tokenRequests).toBe(1);
    appClock += 2_000; // 29 s left: renewed
    await provider.start(order());
    expect(fake.tokenRequests).toBe(2);
  });

  it('renews and retries once when Pesapal ends a token early (401)', async () => {
    const provider = pesapal();
    await provider.start(order());
    fakeClock += 6 * 60_000; // Pesapal's clock is past the expiry; ours is not
    const started = await provider.start(order());
    expect(started.providerOrderId).toBeTruthy();
    expect(fake.tokenRequests).toBe(2);
    expect(calls('/api/Transactions/SubmitOrderRequest').map((r) => r.status)).toEqual([
      200, 401, 200,
    ]);
  });

  it('registers the IPN URL once, even for concurrent first starts, and reuses it later', async () => {
    const provider = pesapal();
    const orders = [order(), order(), order()];
    await Promise.all(orders.map((o) => provider.start(o)));
    expect(calls('/api/URLSetup/RegisterIPN')).toHaveLength(1);
    expect(calls('/api/URLSetup/RegisterIPN')[0]!.body).toEqual({
      url: IPN_URL,
      ipn_notification_type: 'POST',
    });
    expect(fake.tokenRequests).toBe(1);
    const ids = new Set(orders.map((o) => fake.orderOf(o.reference)!.notificationId));
    expect(ids.size).toBe(1);
    // Another instance finds the registration in GetIpnList; a given ipnId asks nothing.
    await pesapal().start(order());
    const ipnId = [...ids][0]!;
    const third = order();
    await pesapal({ ipnId }).start(third);
    expect(calls('/api/URLSetup/RegisterIPN')).toHaveLength(1);
    expect(calls('/api/URLSetup/GetIpnList')).toHaveLength(2);
    expect(fake.orderOf(third.reference)!.notificationId).toBe(ipnId);
  });

  it('refuses wrong credentials with a ProviderError that does not carry the secret', async () => {
    const provider = pesapal({ consumerSecret: `${SECRET}x` });
    const error = await provider.start(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(String((error as Error).message)).toMatch(/RequestToken failed/);
    expect(String((error as Error).message)).not.toContain(SECRET);
  });
});

describe('Pesapal start', () => {
  it('sends major units and the order, and returns the hosted page and tracking id', async () => {
    const provider = pesapal();
    const ugx = order({ description: 'x'.repeat(140) });
    const usd = order({ amountMinor: 4999, currency: 'USD', method: 'CARD' });
    const [first, second] = [await provider.start(ugx), await provider.start(usd)];
    const stored = fake.orderOf(ugx.reference)!;
    expect(first).toEqual({
      redirectUrl: `${fake.url}/iframe/${stored.orderTrackingId}`,
      providerOrderId: stored.orderTrackingId,
    });
    expect(stored.amount).toBe(150000);
    expect(stored.description).toHaveLength(100);
    expect(stored.callbackUrl).toBe(ugx.returnUrl);
    expect(stored.cancellationUrl).toBe(ugx.cancelUrl);
    expect(stored.billingAddress).toEqual({
      email_address: 'amina@example.test',
      phone_number: '+256772123456',
      first_name: 'Amina',
      last_name: 'Nakato Ssali',
      country_code: 'UG',
    });
    expect(fake.orderOf(usd.reference)).toMatchObject({ amount: 49.99, currency: 'USD' });
    expect(second.providerOrderId).toBe(fake.orderOf(usd.reference)!.orderTrackingId);
  });

  it('throws a ProviderError when Pesapal refuses the order, answers 5xx or times out', async () => {
    const provider = pesapal({ timeoutMs: 1000 });
    await expect(provider.start(order({ reference: 'AFN/NOT:OK' }))).rejects.toThrow(
      /SubmitOrderRequest failed: id/,
    );
    fake.failNext(1, '5xx');
    await expect(provider.start(order())).rejects.toMatchObject({ status: 503 });
    fake.failNext(1, 'timeout');
    await expect(provider.start(order())).rejects.toThrow(/did not answer within 1000 ms/);
    await expect(provider.start(order({ amountMinor: 0 }))).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('Pesapal IPN', () => {
  it('reads a POST IPN and answers the acknowledgement Pesapal expects', async () => {
    const provider = pesapal();
    const started = order();
    const { providerOrderId } = await provider.start(started);
    const ipn = fake.complete(providerOrderId!, { status: 'COMPLETED' });
    const notice = provider.parseWebhook(Buffer.from(JSON.stringify(ipn)), {}, {});
    expect(notice).toEqual({
      kind: 'IPNCHANGE',
      reference: started.reference,
      providerOrderId,
      providerTxId: null,
      payload: ipn,
      ack: {
        orderNotificationType: 'IPNCHANGE',
        orderTrackingId: providerOrderId,
        orderMerchantReference: started.reference,
        status: 200,
      },
    });
  });

  it('reads a GET IPN from the query, and refuses what does not name an order sanely', () => {
    const provider = createPesapalProvider({
      consumerKey: 'k',
      consumerSecret: 's',
      ipnUrl: IPN_URL,
    });
    const query = {
      OrderTrackingId: 'b945e4af-80a5-4ec1-8706-e03f8332fb04',
      OrderMerchantReference: 'AFN-7K2Q9M4X',
      OrderNotificationType: 'IPNCHANGE',
    };
    expect(provider.parseWebhook(Buffer.alloc(0), {}, query)).toMatchObject({
      reference: 'AFN-7K2Q9M4X',
      payload: query,
    });
    const parse = (body: unknown) =>
      provider.parseWebhook(
        Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
        {},
        {},
      );
    expect(parse({ ...query, OrderTrackingId: '' })).toBeNull();
    expect(parse({ ...query, OrderMerchantReference: undefined })).toBeNull();
    expect(parse({ ...query, OrderMerchantReference: "AFN-1' OR 1=1" })).toBeNull();
    expect(parse({ ...query, OrderTrackingId: 'a'.repeat(101) })).toBeNull();
    expect(parse({ ...query, OrderTrackingId: 42 })).toBeNull();
    expect(parse('not json')).toBeNull();
  });
});

describe('Pesapal status', () => {
  it('maps completed, failed, reversed and pending, with amounts in minor units', async () => {
    const provider = pesapal();
    const done = await settled(provider, { status: 'COMPLETED' });
    const paid = await provider.status(done);
    const code = fake.orderOf(done.reference)!.confirmationCode;
    expect(paid).toMatchObject({ outcome: 'SUCCEEDED', providerTxId: code, reason: null });
    expect(paid).toMatchObject({ amountMinor: 150000, currency: 'UGX' });
    const usd = await settled(
      provider,
      { status: 'COMPLETED' },
      { amountMinor: 4999, currency: 'USD' },
    );
    expect(await provider.status(usd)).toMatchObject({ amountMinor: 4999, currency: 'USD' });
    const less = await settled(provider, { status: 'COMPLETED', amount: 100000 });
    expect(await provider.status(less)).toMatchObject({
      outcome: 'SUCCEEDED',
      amountMinor: 100000,
    });
    const failed = await provider.status(await settled(provider, { status: 'FAILED' }));
    expect(failed).toMatchObject({
      outcome: 'FAILED',
      reason: 'Insufficient funds on the account.',
    });
    const reversed = await provider.status(await settled(provider, { status: 'REVERSED' }));
    expect(reversed.outcome).toBe('REVERSED');

    const waiting = order();
    const { providerOrderId } = await provider.start(waiting);
    const pending = await provider.status(lookupOf(waiting.reference, providerOrderId));
    expect(pending).toMatchObject({
      outcome: 'PENDING',
      providerTxId: null,
      reason: 'Pending Payment',
    });
    fake.pendingForever(providerOrderId!);
    fake.complete(providerOrderId!, { status: 'COMPLETED' });
    expect((await provider.status(lookupOf(waiting.reference, providerOrderId))).outcome).toBe(
      'PENDING',
    );
  });

  it('answers UNKNOWN for another merchant reference, an unknown order or no tracking id', async () => {
    const provider = pesapal();
    const done = await settled(provider, { status: 'COMPLETED' });
    const other = await provider.status({ ...done, reference: 'AFN-SOMEONE-ELSE' });
    expect(other).toMatchObject({ outcome: 'UNKNOWN', providerTxId: null, amountMinor: null });
    const unknown = await provider.status(lookupOf(done.reference, 'no-such-order'));
    expect(unknown.outcome).toBe('UNKNOWN');
    const before = fake.requests.length;
    expect((await provider.status(lookupOf(done.reference, null))).outcome).toBe('UNKNOWN');
    expect(fake.requests).toHaveLength(before);
  });

  it('throws a ProviderError on 5xx and timeouts', async () => {
    const provider = pesapal({ timeoutMs: 1000 });
    const done = await settled(provider, { status: 'COMPLETED' });
    fake.failNext(1, '5xx');
    await expect(provider.status(done)).rejects.toBeInstanceOf(ProviderError);
    fake.failNext(1, 'timeout');
    await expect(provider.status(done)).rejects.toThrow(/GetTransactionStatus did not answer/);
    expect((await provider.status(done)).outcome).toBe('SUCCEEDED');
  });

  it('reads status_code 0 as pending unless a payment attempt was judged invalid', () => {
    const pendingError = {
      error: { code: 'payment_details_not_found', message: 'Pending Payment' },
    };
    expect(pesapalOutcomeOf({ status_code: 0, ...pendingError, payment_method: 'MTN UG' })).toBe(
      'PENDING',
    );
    expect(pesapalOutcomeOf({ status_code: 0, payment_status_description: 'INVALID' })).toBe(
      'PENDING',
    );
    expect(
      pesapalOutcomeOf({ status_code: 0, payment_method: 'Visa', confirmation_code: 'X1' }),
    ).toBe('FAILED');
    expect(pesapalOutcomeOf({ payment_status_description: 'Completed' })).toBe('SUCCEEDED');
    expect(pesapalOutcomeOf({ status_code: '3' })).toBe('REVERSED');
    expect(pesapalOutcomeOf({})).toBe('UNKNOWN');
  });

  it('converts Pesapal amounts to minor units', () => {
    expect(pesapalAmountToMinor(49.99, 'USD')).toBe(4999);
    expect(pesapalAmountToMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(pesapalAmountToMinor('150000', 'UGX')).toBe(150000);
    expect(pesapalAmountToMinor(150000.4, 'UGX')).toBe(150000);
    expect(pesapalAmountToMinor(10, 'XYZ')).toBeNull();
    expect(pesapalAmountToMinor(null, 'USD')).toBeNull();
  });
});

describe('Pesapal refunds and secrets', () => {
  it('requests a refund of the confirmation code in major units, once', async () => {
    const provider = pesapal();
    const done = await settled(provider, { status: 'COMPLETED' });
    const code = fake.orderOf(done.reference)!.confirmationCode;
    const refund = { ...done, providerTxId: code, amountMinor: 150000, currency: 'UGX' as const };
    expect(await provider.refund!({ ...refund, reason: 'Duplicate payment' })).toBe(
      `${code}:refund`,
    );
    expect(fake.orderOf(done.reference)!.refunds).toEqual([
      { amount: 150000, username: 'AfriNest', remarks: 'Duplicate payment' },
    ]);
    await expect(provider.refund!({ ...refund, reason: 'again' })).rejects.toThrow(
      /already requested/,
    );
    await expect(
      provider.refund!({ ...refund, providerTxId: null, reason: 'x' }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('never puts the consumer secret or a token in an error message', async () => {
    const tokens: string[] = [];
    const spying: typeof fetch = (input, init) => {
      const auth = new Headers(init?.headers).get('authorization');
      if (auth) tokens.push(auth.replace('Bearer ', ''));
      return fetch(input, init);
    };
    const provider = pesapal({ fetch: spying, timeoutMs: 1000 });
    const done = await settled(provider, { status: 'COMPLETED' });
    const messages: string[] = [];
    const collect = (e: unknown) => void messages.push((e as Error).message);
    fake.failNext(1, '5xx');
    await provider.status(done).catch(collect);
    fake.failNext(1, 'timeout');
    await provider.status(done).catch(collect);
    // Should Pesapal ever echo them back, they are blanked out.
    const echoing = pesapal({
      fetch: async (input, init) => {
        const answer = await spying(input, init);
        if (!String(input).includes('SubmitOrderRequest')) return answer;
        const message = `bad ${SECRET} ${tokens.at(-1)}`;
        return Response.json({ error: { code: 'x', message }, status: '500' });
      },
    });
    await echoing.start(order()).catch(collect);
    await pesapal({ consumerSecret: 'wrong' }).start(order()).catch(collect);
    expect(messages).toHaveLength(4);
    expect(tokens.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).not.toContain(SECRET);
      for (const token of tokens) expect(message).not.toContain(token);
    }
    expect(messages[2]).toContain('[redacted]');
  });
});
