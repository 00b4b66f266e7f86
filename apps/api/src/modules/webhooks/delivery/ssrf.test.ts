import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_ANSWER_MAX_BYTES } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import {
  attemptsOf,
  emit,
  endpointForm,
  listingEvent,
  startReceiver,
  webhooksApi,
  webhooksUnderTest,
  type Receiver,
} from '../webhooks-test-helpers';
import { sendWebhook } from './http-sender';
import { createSsrfGuard, isBlockedAddress, type Resolve } from './ssrf-guard';

describe('webhooks: SSRF guard at delivery time', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof webhooksApi>;
  let receiver: Receiver;
  const agency = '00000000-0000-4000-8000-0000000000aa';
  const resolved: string[] = [];
  // Every name resolves to loopback, as a DNS record pointing at 127.0.0.1 would.
  const resolve: Resolve = async (host) => {
    resolved.push(host);
    return [{ address: '127.0.0.1', family: 4 }];
  };

  beforeAll(async () => {
    // Endpoints are saved while allow-listed, then delivered by a module that is not.
    ctx = await createTestApp({
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1,10.0.0.5,169.254.169.254,hooks.partner.test',
    });
    // Before anything writes an event: the app's own worker (real DNS) stays asleep.
    webhooksUnderTest(ctx);
    api = webhooksApi(ctx, (await signInAs(ctx, 'AFRI_ADMIN')).auth);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await ctx.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });

  async function deliverTo(url: string, allowedHosts: string[]) {
    const { endpoint } = await api.created(endpointForm({ url, events: ['listing.updated'] }));
    const hooks = webhooksUnderTest(ctx, { resolve, allowedHosts, timeoutMs: 300 });
    await emit(ctx, listingEvent(agency, 1));
    await hooks.webhooks.run();
    await api.update(endpoint.id, endpointForm({ url, active: false }));
    return (await attemptsOf(ctx, endpoint.id))[0]!;
  }

  it('refuses loopback, private and metadata addresses and a name resolving to loopback', async () => {
    for (const url of [
      `${receiver.url}/direct`,
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      `http://hooks.partner.test:${receiver.port}/named`,
    ]) {
      const a = await deliverTo(url, []);
      expect(a.outcome, url).toBe('FAILED');
      expect(a.http_status, url).toBeNull();
      expect(a.error, url).toMatch(/Refused: .* private or local address/);
      expect(a.next_retry_at, url).not.toBeNull();
    }
    expect(resolved).toEqual(['hooks.partner.test']);
    expect(receiver.received).toHaveLength(0);
  });

  it('delivers when the address or the host name is allow-listed, to the checked address', async () => {
    const byAddress = await deliverTo(`${receiver.url}/allowed`, ['127.0.0.1']);
    expect(byAddress).toMatchObject({ outcome: 'SUCCEEDED', http_status: 200 });
    const byName = await deliverTo(`http://hooks.partner.test:${receiver.port}/by-name`, [
      'hooks.partner.test',
    ]);
    expect(byName).toMatchObject({ outcome: 'SUCCEEDED', http_status: 200 });
    // The connection went to the address the guard checked (no second, real lookup).
    expect(receiver.received.map((r) => [r.path, r.headers.host])).toEqual([
      ['/allowed', `127.0.0.1:${receiver.port}`],
      ['/by-name', `hooks.partner.test:${receiver.port}`],
    ]);
  });

  it('classifies addresses', async () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isBlockedAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '41.210.128.1', '2001:4860:4860::8888', '172.32.0.1'])
      expect(isBlockedAddress(a), a).toBe(false);
    const guard = createSsrfGuard([], async () => [
      { address: '41.210.128.1', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ]);
    // One private address among public ones is enough to refuse.
    expect(await guard.check('mixed.example')).toMatchObject({ ok: false });
    expect(guard.allowedAtSave('crm.example.ug')).toBe(true);
    expect(guard.allowedAtSave('127.0.0.1')).toBe(false);
  });

  it('reads no more than 64 KB of an answer', async () => {
    receiver.state.answerBytes = 300 * 1024;
    try {
      const r = await sendWebhook({
        url: new URL(`${receiver.url}/big`),
        target: { address: '127.0.0.1', family: 4 },
        headers: { 'content-type': 'application/json' },
        body: '{}',
        timeoutMs: 5000,
        maxAnswerBytes: WEBHOOK_ANSWER_MAX_BYTES,
      });
      expect(r.status).toBe(200);
      expect(r.body.length).toBe(WEBHOOK_ANSWER_MAX_BYTES);
    } finally {
      receiver.state.answerBytes = 0;
    }
  });
});
