import { eq, like } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WEBHOOK_LOG_BODY_BYTES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  webhookEnvelopeSchema,
} from '@afrinest/contract';
import { mailOutbox } from '../../../platform/mail/mail.schema';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import {
  attemptsOf,
  deliveryStatuses,
  emit,
  endpointForm,
  listingEvent,
  startReceiver,
  testClock,
  webhooksApi,
  webhooksUnderTest,
  type Receiver,
} from '../webhooks-test-helpers';

describe('webhooks: fan-out and signed delivery with retries', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof webhooksApi>;
  let agencyA: string;
  let agencyB: string;
  let receiver: Receiver;
  const clock = testClock();
  let hooks: ReturnType<typeof webhooksUnderTest>;

  beforeAll(async () => {
    ctx = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
    // First, before anything writes an event: the app's own worker stays asleep.
    hooks = webhooksUnderTest(ctx, { now: clock.now, timeoutMs: 300 });
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    await signInAs(ctx, 'ASSISTANT_ADMIN');
    api = webhooksApi(ctx, admin.auth);
    agencyA = (await createAgency(ctx, admin.auth, { name: 'Alpha Homes' })).id;
    agencyB = (await createAgency(ctx, admin.auth, { name: 'Beta Plots' })).id;
    receiver = await startReceiver();
    await hooks.webhooks.run();
  });
  afterAll(async () => {
    await receiver.close();
    await ctx.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    Object.assign(receiver.state, { failNext: 0, hang: false, answerBytes: 0, down: false });
  });

  /** Runs rounds, moving the clock to each next retry, until nothing waits or `max` rounds. */
  async function runUntilIdle(max = 50) {
    for (let i = 0; i < max; i++) {
      const { nextDue } = await hooks.webhooks.run();
      if (!nextDue) return;
      if (nextDue > clock.now()) clock.set(nextDue);
    }
  }

  it('fans out by event type and agency scope; each delivery verifies with the library', async () => {
    const all = await api.created(
      endpointForm({ url: `${receiver.url}/all`, events: ['listing.updated', 'user.registered'] }),
    );
    const onlyA = await api.created(
      endpointForm({
        url: `${receiver.url}/a`,
        events: ['listing.updated', 'user.registered'],
        agencyId: agencyA,
      }),
    );
    const leads = await api.created(
      endpointForm({ url: `${receiver.url}/leads`, events: ['lead.created'] }),
    );
    await emit(ctx, [
      listingEvent(agencyA, 1),
      listingEvent(agencyB, 2),
      { type: 'user.registered', agencyId: null, data: { id: 'u1' } },
    ]);
    await hooks.webhooks.run();
    const toAll = receiver.received.filter((r) => r.path === '/all');
    const toA = receiver.received.filter((r) => r.path === '/a');
    const toLeads = receiver.received.filter((r) => r.path === '/leads');
    expect(toAll.every((r) => verifies(all.secret, r))).toBe(true);
    expect(toA.every((r) => verifies(onlyA.secret, r) && !verifies(all.secret, r))).toBe(true);
    expect(toAll.map((r) => r.type)).toEqual([
      'listing.updated',
      'listing.updated',
      'user.registered',
    ]);
    expect(toA.map((r) => JSON.parse(r.body).data.n)).toEqual([1]);
    expect(toLeads).toHaveLength(0);
    const envelope = webhookEnvelopeSchema.parse(JSON.parse(toAll[0]!.body));
    expect(envelope.data).toMatchObject({ agencyId: agencyA, n: 1 });
    expect(toAll[0]!.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(toAll[0]!.headers['content-type']).toBe('application/json');
    const verified = new Webhook(all.secret).verify(
      toAll[0]!.body,
      toAll[0]!.headers as Record<string, string>,
    );
    expect(verified).toEqual(envelope);
    // Each event fanned out once: a second round sends nothing more.
    const before = receiver.received.length;
    await hooks.webhooks.run();
    expect(receiver.received.length).toBe(before);
    for (const e of [all, onlyA, leads])
      await api.update(
        e.endpoint.id,
        endpointForm({ url: e.endpoint.url, active: false, events: e.endpoint.events }),
      );
  });

  it('retries a receiver that fails 3 times, logging each attempt, and keeps order', async () => {
    const { endpoint } = await api.created(
      endpointForm({ url: `${receiver.url}/flaky`, events: ['listing.updated'] }),
    );
    receiver.state.failNext = 3;
    await emit(ctx, [listingEvent(agencyA, 1), listingEvent(agencyA, 2)]);
    const start = clock.now();
    await runUntilIdle();
    const attempts = await attemptsOf(ctx, endpoint.id);
    const first = attempts.slice(0, 4);
    expect(first.map((a) => [a.attempt, a.outcome, a.http_status])).toEqual([
      [1, 'FAILED', 500],
      [2, 'FAILED', 500],
      [3, 'FAILED', 500],
      [4, 'SUCCEEDED', 200],
    ]);
    const t = (v: string | Date | null) => (v ? new Date(v).getTime() : null);
    for (const i of [0, 1, 2])
      expect(t(first[i]!.next_retry_at)! - t(first[i]!.created_at)!).toBe(
        WEBHOOK_RETRY_DELAYS_SECONDS[i]! * 1000,
      );
    expect(first[3]!.next_retry_at).toBeNull();
    expect(t(first[0]!.created_at)).toBe(start.getTime());
    // Event 2 went out only after event 1 succeeded, once.
    const mine = receiver.received.filter((r) => r.path === '/flaky');
    expect(mine.map((r) => JSON.parse(r.body).data.n)).toEqual([1, 1, 1, 1, 2]);
    expect(new Set(mine.slice(0, 4).map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(await deliveryStatuses(ctx, endpoint.id)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect((await api.get(endpoint.id)).json()).toMatchObject({
      failingSince: null,
      pending: 0,
      lastAttempt: { outcome: 'SUCCEEDED' },
    });
    await api.update(endpoint.id, endpointForm({ url: endpoint.url, active: false }));
  });

  it('disables an endpoint failing for the whole window and mails the admins once', async () => {
    const { endpoint } = await api.created(
      endpointForm({ url: `${receiver.url}/down`, events: ['listing.updated'] }),
    );
    receiver.state.down = true;
    await emit(ctx, [listingEvent(agencyA, 1), listingEvent(agencyA, 2)]);
    const start = clock.now();
    await runUntilIdle(100);
    const read = (await api.get(endpoint.id)).json();
    expect(read).toMatchObject({ active: false, disabledReason: 'FAILING' });
    expect(new Date(read.failingSince).getTime()).toBe(start.getTime());
    const attempts = await attemptsOf(ctx, endpoint.id);
    const last = attempts.at(-1)!;
    expect(last.outcome).toBe('FAILED');
    expect(last.next_retry_at).toBeNull();
    expect(new Date(last.created_at).getTime() - start.getTime()).toBe(72 * 3_600_000);
    expect(await deliveryStatuses(ctx, endpoint.id)).toEqual(['FAILED', 'PENDING']);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%turned off (${endpoint.url})%`));
    const to = mails.map((m) => m.to);
    expect(to).toEqual(
      expect.arrayContaining(['afri-admin@test.afrinest', 'assistant-admin@test.afrinest']),
    );
    expect(new Set(to).size).toBe(to.length);
    // Later rounds neither attempt nor mail again.
    clock.advance(3_600_000);
    await runUntilIdle();
    expect(await attemptsOf(ctx, endpoint.id)).toHaveLength(attempts.length);
    const again = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, mails[0]!.subject));
    expect(again).toHaveLength(mails.length);
    // Re-enabled and answering: the waiting event goes out.
    receiver.state.down = false;
    await api.update(endpoint.id, endpointForm({ url: endpoint.url, events: ['listing.updated'] }));
    await runUntilIdle();
    expect(await deliveryStatuses(ctx, endpoint.id)).toEqual(['FAILED', 'SUCCEEDED']);
    await api.update(endpoint.id, endpointForm({ url: endpoint.url, active: false }));
  });

  it('fails an attempt on a receiver that never answers, within the timeout', async () => {
    const { endpoint } = await api.created(
      endpointForm({ url: `${receiver.url}/slow`, events: ['listing.updated'] }),
    );
    receiver.state.hang = true;
    await emit(ctx, listingEvent(agencyA, 1));
    await hooks.webhooks.run();
    const [a] = await attemptsOf(ctx, endpoint.id);
    expect(a).toMatchObject({ attempt: 1, outcome: 'FAILED', http_status: null });
    expect(a!.error).toMatch(/No answer within 300 ms/);
    expect(a!.next_retry_at).not.toBeNull();
    await api.update(endpoint.id, endpointForm({ url: endpoint.url, active: false }));
  });

  it('reads a large answer only up to the limit and logs its first 2 KB', async () => {
    const { endpoint } = await api.created(
      endpointForm({ url: `${receiver.url}/big`, events: ['listing.updated'] }),
    );
    receiver.state.answerBytes = 200 * 1024;
    await emit(ctx, listingEvent(agencyA, 1));
    await hooks.webhooks.run();
    const [a] = await attemptsOf(ctx, endpoint.id);
    expect(a).toMatchObject({ attempt: 1, outcome: 'SUCCEEDED', http_status: 200 });
    expect(a!.response_body).toBe('a'.repeat(WEBHOOK_LOG_BODY_BYTES));
    await api.update(endpoint.id, endpointForm({ url: endpoint.url, active: false }));
  });
});

/** Whether a received request was signed with this endpoint's secret. */
function verifies(secret: string, r: { body: string; headers: Record<string, unknown> }) {
  try {
    new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}
