import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebhookErrorCode, WebhookMessages, type WebhookEndpoint } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import {
  emit,
  endpointForm,
  listingEvent,
  startReceiver,
  testClock,
  webhooksApi,
  webhooksUnderTest,
  type Receiver,
} from '../webhooks-test-helpers';

/** Verifies with the library's own verifier at a given time (it checks the timestamp's age). */
function verifyAt(at: Date, secret: string, body: string, headers: Record<string, unknown>) {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    return new Webhook(secret).verify(body, headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
}

describe('admin: webhook endpoints', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof webhooksApi>;
  let agencyId: string;
  let receiver: Receiver;

  beforeAll(async () => {
    ctx = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
    // Before anything writes an event: the app's own worker stays asleep.
    webhooksUnderTest(ctx);
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    api = webhooksApi(ctx, admin.auth);
    agencyId = (await createAgency(ctx, admin.auth, { name: 'Hook Homes' })).id;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await ctx.close();
  });

  it('creates an endpoint, shows its secret once, lists and reads it, audited', async () => {
    const { endpoint, secret } = await api.created(
      endpointForm({ events: ['listing.updated', 'lead.created', 'lead.created'], agencyId }),
    );
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(endpoint).toMatchObject({
      url: 'https://crm.example.ug/hooks',
      events: ['lead.created', 'listing.updated'],
      agencyId,
      agency: { id: agencyId, name: 'Hook Homes' },
      active: true,
      disabledReason: null,
      failingSince: null,
      pending: 0,
      lastAttempt: null,
      secretHint: `…${secret.slice(-4)}`,
    });
    const read = await api.get(endpoint.id);
    expect(read.json()).toEqual(endpoint);
    expect(read.body).not.toContain(secret.slice(6, 30));
    const list = await api.list(`?q=crm.example&agencyId=${agencyId}`);
    expect(list.json().data.map((e: WebhookEndpoint) => e.id)).toContain(endpoint.id);
    expect(list.body).not.toContain(secret.slice(6, 30));
    expect((await api.list('?q=nothing-like-this')).json().total).toBe(0);
    const entry = (await ctx.app.services.audit.latest(20)).find(
      (e) => e.entityId === endpoint.id && e.action === 'webhook.create',
    );
    expect(entry).toMatchObject({ entity: 'webhook_endpoint', before: null });
    expect(JSON.stringify(entry?.after)).not.toContain(secret);
  });

  it('refuses bad addresses, private ones, no events and an unknown agency', async () => {
    const bad = await api.create(endpointForm({ url: 'ftp://x.example' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.url).toEqual([WebhookMessages.URL_INVALID]);
    for (const url of [
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest',
      'https://localhost/hook',
      'https://[::1]/hook',
      'http://192.168.1.10:8080/x',
    ]) {
      const res = await api.create(endpointForm({ url }));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe(WebhookErrorCode.URL_NOT_ALLOWED);
      expect(res.json().error.details.fields.url).toEqual([WebhookMessages.URL_NOT_ALLOWED]);
    }
    // Allow-listed (WEBHOOK_ALLOWED_HOSTS=127.0.0.1): the local receiver can be saved.
    expect((await api.create(endpointForm({ url: receiver.url }))).statusCode).toBe(201);
    const none = await api.create(endpointForm({ events: [] }));
    expect(none.json().error.details.fields.events).toEqual([WebhookMessages.EVENTS_REQUIRED]);
    const unknown = await api.create(endpointForm({ agencyId: randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.details.fields)).toEqual(['agencyId']);
  });

  it('requires https when the setting says so', async () => {
    const strict = await createTestApp({ WEBHOOK_REQUIRE_HTTPS: 'true' });
    try {
      const admin = await signInAs(strict, 'AFRI_ADMIN');
      const res = await webhooksApi(strict, admin.auth).create(
        endpointForm({ url: 'http://crm.example.ug/hooks' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'HTTPS_REQUIRED',
        message: WebhookMessages.HTTPS_REQUIRED,
        details: { fields: { url: [WebhookMessages.HTTPS_REQUIRED] } },
      });
    } finally {
      await strict.close();
    }
  });

  it('saves, disables and re-enables (clearing a failure), deletes; 404 for unknown ids', async () => {
    const { endpoint } = await api.created(endpointForm());
    const off = await api.update(endpoint.id, endpointForm({ active: false, description: 'Off' }));
    expect(off.json()).toMatchObject({
      active: false,
      disabledReason: 'ADMIN',
      description: 'Off',
    });
    // As the dispatcher leaves an endpoint that failed for the whole window:
    await ctx.database.db.execute(
      `update webhook_endpoint set disabled_reason = 'FAILING', failing_since = now() - interval '80 hours' where id = '${endpoint.id}'`,
    );
    const on = await api.update(endpoint.id, endpointForm());
    expect(on.json()).toMatchObject({
      active: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
    });
    const actions = (await ctx.app.services.audit.latest(50))
      .filter((e) => e.entityId === endpoint.id)
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['webhook.create', 'webhook.update']));
    expect((await api.remove(endpoint.id)).statusCode).toBe(204);
    const gone = await api.get(endpoint.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe(WebhookErrorCode.ENDPOINT_NOT_FOUND);
    expect((await api.rotate(randomUUID())).statusCode).toBe(404);
    const deleted = (await ctx.app.services.audit.latest(50)).find(
      (e) => e.entityId === endpoint.id && e.action === 'webhook.delete',
    );
    expect(deleted?.after).toBeNull();
  });

  it('rotates: both secrets sign for 24 hours, then the new one only', async () => {
    const { endpoint, secret: oldSecret } = await api.created(
      endpointForm({ url: `${receiver.url}/rotate`, events: ['listing.updated'] }),
    );
    const rotated = await api.rotate(endpoint.id);
    expect(rotated.statusCode).toBe(200);
    const { secret: newSecret, endpoint: after } = rotated.json();
    expect(newSecret).not.toBe(oldSecret);
    expect(after.previousSecretUntil).not.toBeNull();
    expect((await api.get(endpoint.id)).body).not.toContain(newSecret.slice(6, 30));

    const clock = testClock();
    const hooks = webhooksUnderTest(ctx, { now: clock.now });
    receiver.received.length = 0;
    await emit(ctx, listingEvent(agencyId, 1));
    await hooks.webhooks.run();
    const first = receiver.received.filter((r) => r.path === '/rotate').at(-1)!;
    expect(first.headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    expect(verifyAt(clock.now(), newSecret, first.body, first.headers)).toMatchObject({
      type: 'listing.updated',
    });
    expect(verifyAt(clock.now(), oldSecret, first.body, first.headers)).toBeTruthy();

    clock.advance(25 * 3_600_000);
    await emit(ctx, listingEvent(agencyId, 2));
    await hooks.webhooks.run();
    const later = receiver.received.filter((r) => r.path === '/rotate').at(-1)!;
    expect(later.body).toContain('"n":2');
    expect(later.headers['webhook-signature']).toMatch(/^v1,\S+$/);
    expect(verifyAt(clock.now(), newSecret, later.body, later.headers)).toBeTruthy();
    expect(() => verifyAt(clock.now(), oldSecret, later.body, later.headers)).toThrow(/signature/i);
    const audited = (await ctx.app.services.audit.latest(50)).find(
      (e) => e.entityId === endpoint.id && e.action === 'webhook.rotate_secret',
    );
    expect(JSON.stringify(audited)).not.toContain(newSecret);
  });

  it('sends a test event to that endpoint only; 409 when it is disabled', async () => {
    const { endpoint: a } = await api.created(endpointForm({ url: `${receiver.url}/a` }));
    const { endpoint: b } = await api.created(endpointForm({ url: `${receiver.url}/b` }));
    const hooks = webhooksUnderTest(ctx);
    await hooks.webhooks.run();
    receiver.received.length = 0;
    const res = await api.test(a.id);
    expect(res.json()).toEqual({ ok: true, message: WebhookMessages.TEST_SENT });
    await hooks.webhooks.run();
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(0));
    expect(receiver.received.map((r) => [r.path, r.type])).toEqual([['/a', 'webhook.test']]);
    expect(receiver.received[0]!.headers['user-agent']).toBe('AfriNest-Webhooks/1');
    await api.update(b.id, endpointForm({ url: `${receiver.url}/b`, active: false }));
    const refused = await api.test(b.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: WebhookErrorCode.ENDPOINT_DISABLED,
      message: WebhookMessages.ENDPOINT_DISABLED,
    });
  });
});
