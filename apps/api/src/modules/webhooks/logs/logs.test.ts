import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  WebhookErrorCode,
  WebhookMessages,
  type WebhookAttempt,
  type WebhookAttemptDetail,
} from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import {
  emit,
  endpointForm,
  listingEvent,
  startReceiver,
  webhooksApi,
  webhooksUnderTest,
  type Receiver,
} from '../webhooks-test-helpers';

describe('admin: webhook logs', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof webhooksApi>;
  let receiver: Receiver;
  let hooks: ReturnType<typeof webhooksUnderTest>;
  let okId: string;
  let badId: string;
  const agency = '00000000-0000-4000-8000-0000000000bb';

  beforeAll(async () => {
    ctx = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
    // First, before anything writes an event: the app's own worker stays asleep.
    hooks = webhooksUnderTest(ctx);
    api = webhooksApi(ctx, (await signInAs(ctx, 'AFRI_ADMIN')).auth);
    receiver = await startReceiver();
    okId = (
      await api.created(endpointForm({ url: `${receiver.url}/ok`, events: ['listing.updated'] }))
    ).endpoint.id;
    badId = (
      await api.created(endpointForm({ url: `${receiver.url}/bad`, events: ['listing.created'] }))
    ).endpoint.id;
    await emit(
      ctx,
      [1, 2, 3].map((n) => listingEvent(agency, n)),
    );
    Object.assign(receiver.state, { failNext: 1, failPath: '/bad' });
    await emit(ctx, { type: 'listing.created', agencyId: agency, data: { n: 9 } });
    // /ok takes three events in order; /bad's one event fails once and waits for its retry.
    await hooks.webhooks.run();
  });
  afterAll(async () => {
    await receiver.close();
    await ctx.close();
  });

  it('lists attempts newest first with filters and paging', async () => {
    const all = (await api.logs()).json();
    expect(all.total).toBe(4);
    const times = all.data.map((a: WebhookAttempt) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const failed = (await api.logs('?outcome=FAILED')).json();
    expect(failed.data).toHaveLength(1);
    expect(failed.data[0]).toMatchObject({
      endpointId: badId,
      endpointUrl: `${receiver.url}/bad`,
      eventType: 'listing.created',
      attempt: 1,
      httpStatus: 500,
      responseBody: 'receiver failing',
    });
    expect(failed.data[0].nextRetryAt).not.toBeNull();
    const ok = (await api.logs(`?endpointId=${okId}&pageSize=2&page=2`)).json();
    expect(ok).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ok.data).toHaveLength(1);
    expect((await api.logs('?eventType=listing.created')).json().total).toBe(1);
    expect((await api.logs('?from=2000-01-01&to=2000-01-02')).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api.logs(`?from=${today}&to=${today}`)).json().total).toBe(4);
    const endpoint = (await api.get(badId)).json();
    expect(endpoint).toMatchObject({ pending: 1, lastAttempt: { outcome: 'FAILED' } });
    expect(endpoint.failingSince).not.toBeNull();
  });

  it('shows an attempt with the body that was sent; 404 for an unknown one', async () => {
    const [first] = (await api.logs(`?endpointId=${okId}&pageSize=100`)).json().data.slice(-1);
    const detail = (await api.log(first.id)).json() as WebhookAttemptDetail;
    expect(JSON.parse(detail.requestBody)).toMatchObject({
      type: 'listing.updated',
      data: { n: 1 },
    });
    expect(detail.requestBody).toBe(receiver.received.find((r) => r.path === '/ok')!.body);
    const missing = await api.log(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe(WebhookErrorCode.ATTEMPT_NOT_FOUND);
  });

  it('redelivers an attempt’s event to its endpoint with the same webhook-id', async () => {
    const [first] = (await api.logs(`?endpointId=${okId}&pageSize=100`)).json().data.slice(-1);
    const res = await api.redeliver(first.id);
    expect(res.json()).toEqual({ ok: true, message: WebhookMessages.REDELIVERY_QUEUED });
    // The app's own worker, woken by the route, may be the one that sends it.
    await hooks.webhooks.run();
    const sent = receiver.received.filter((r) => r.path === '/ok');
    await vi.waitFor(async () => {
      expect(receiver.received.filter((r) => r.path === '/ok')).toHaveLength(4);
      expect((await api.logs(`?endpointId=${okId}`)).json().total).toBe(4);
    });
    sent.splice(0, sent.length, ...receiver.received.filter((r) => r.path === '/ok'));
    expect(sent[3]!.headers['webhook-id']).toBe(first.eventId);
    expect(sent[3]!.body).toBe(sent[0]!.body);
    expect((await api.logs(`?endpointId=${okId}`)).json().total).toBe(4);
    const audited = (await ctx.app.services.audit.latest(10)).find(
      (e) => e.action === 'webhook.redeliver',
    );
    expect(audited).toMatchObject({ entityId: okId, after: { attemptId: first.id } });
    await api.update(
      okId,
      endpointForm({ url: `${receiver.url}/ok`, active: false, events: ['listing.updated'] }),
    );
    expect((await api.redeliver(first.id)).statusCode).toBe(409);
    expect((await api.redeliver(randomUUID())).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const agent = await signInAs(ctx, 'AGENT');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/webhook-logs',
      headers: agent.auth,
    });
    expect(res.statusCode).toBe(403);
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/admin/webhooks' });
    expect(anon.statusCode).toBe(401);
  });
});
