import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { WebhookEndpointInput, WebhookEndpointWithSecret } from '@afrinest/contract';
import { rowsOf } from '../../platform/db/client';
import type { ProductEvent } from '../../platform/events/outbox';
import type { TestContext } from '../../../test/helper';
import type { Resolve } from './delivery/ssrf-guard';
import { createWebhooksModule } from './webhooks.module';

export interface Received {
  /** The request's path: tests give each endpoint its own. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  type: string;
}

/**
 * A webhook receiver on 127.0.0.1: answers 200, or fails the next N requests, or never
 * answers, or answers a body of a given size. Every request it got is kept, in order.
 */
export async function startReceiver() {
  const received: Received[] = [];
  // failNext counts requests to failPath only, when it is set.
  const state = {
    failNext: 0,
    failPath: '',
    failStatus: 500,
    hang: false,
    answerBytes: 0,
    down: false,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let type = '';
      try {
        type = (JSON.parse(body) as { type: string }).type;
      } catch {
        // not JSON: kept as it came
      }
      received.push({ path: req.url ?? '', headers: req.headers, body, type });
      if (state.hang) return;
      const failing = state.failNext > 0 && (!state.failPath || req.url === state.failPath);
      if (state.down || failing) {
        if (failing) state.failNext -= 1;
        res.writeHead(state.failStatus).end('receiver failing');
        return;
      }
      if (state.answerBytes > 0) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(Buffer.alloc(state.answerBytes, 'a'));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A clock tests move by hand. */
export function testClock(start = new Date()) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set: (d: Date) => {
      t = d.getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/**
 * A second webhooks module on the test's database with an injected clock, DNS and timeout;
 * tests run its rounds directly. The app's own wake-up is silenced so its background rounds
 * (real clock) do not race the test's.
 */
export function webhooksUnderTest(
  ctx: TestContext,
  opts: { now?: () => Date; resolve?: Resolve; timeoutMs?: number; allowedHosts?: string[] } = {},
) {
  ctx.app.services.outbox.onWritten(() => {});
  return createWebhooksModule(ctx.database.db, {
    config: {
      ...ctx.config,
      webhookAllowedHosts: opts.allowedHosts ?? ctx.config.webhookAllowedHosts,
    },
    audit: ctx.app.services.audit,
    mailer: ctx.app.services.mailer,
    onMailError: () => {},
    outbox: ctx.app.services.outbox,
    agencyNames: (ids) => ctx.app.services.agencies.names(ids),
    send: async () => null,
    now: opts.now,
    resolve: opts.resolve,
    timeoutMs: opts.timeoutMs,
  });
}

/** Writes product events to the outbox, as a change's transaction would. */
export const emit = (ctx: TestContext, events: ProductEvent | ProductEvent[]) =>
  ctx.app.services.outbox.emit(ctx.database.db, events);

/** A listing.updated event of an agency, numbered so order can be checked. */
export const listingEvent = (agencyId: string, n: number): ProductEvent => ({
  type: 'listing.updated',
  agencyId,
  data: { id: '00000000-0000-4000-8000-000000000001', agencyId, n },
});

export const endpointForm = (over: Partial<WebhookEndpointInput> = {}): WebhookEndpointInput => ({
  url: 'https://crm.example.ug/hooks',
  description: 'Agency CRM',
  events: ['listing.created', 'listing.updated'],
  agencyId: null,
  active: true,
  ...over,
});

/** The admin API of webhooks, through app.inject. */
export function webhooksApi(ctx: TestContext, auth: Record<string, string>) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    payload === undefined
      ? ctx.app.inject({ method, url, headers: auth })
      : ctx.app.inject({ method, url, headers: auth, payload });
  return {
    call,
    create: (form: WebhookEndpointInput) => call('POST', '/api/admin/webhooks', form),
    async created(form: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
      const res = await call('POST', '/api/admin/webhooks', form);
      if (res.statusCode !== 201) throw new Error(`create endpoint: ${res.statusCode} ${res.body}`);
      return res.json() as WebhookEndpointWithSecret;
    },
    get: (id: string) => call('GET', `/api/admin/webhooks/${id}`),
    update: (id: string, form: WebhookEndpointInput) =>
      call('PUT', `/api/admin/webhooks/${id}`, form),
    remove: (id: string) => call('DELETE', `/api/admin/webhooks/${id}`),
    list: (query = '') => call('GET', `/api/admin/webhooks${query}`),
    rotate: (id: string) => call('POST', `/api/admin/webhooks/${id}/rotate-secret`),
    test: (id: string) => call('POST', `/api/admin/webhooks/${id}/test`),
    logs: (query = '') => call('GET', `/api/admin/webhook-logs${query}`),
    log: (id: string) => call('GET', `/api/admin/webhook-logs/${id}`),
    redeliver: (id: string) => call('POST', `/api/admin/webhook-logs/${id}/redeliver`),
  };
}

/** An endpoint's attempts in the order they were made (by event, then attempt). */
export async function attemptsOf(ctx: TestContext, endpointId: string) {
  return rowsOf<{
    attempt: number;
    outcome: string;
    http_status: number | null;
    error: string | null;
    next_retry_at: string | Date | null;
    created_at: string | Date;
    response_body: string;
    event_type: string;
  }>(
    await ctx.database.db.execute(sql`
      select a.attempt, a.outcome, a.http_status, a.error, a.next_retry_at, a.created_at,
        a.response_body, a.event_type
      from webhook_attempt a join webhook_delivery d on d.id = a.delivery_id
      where a.endpoint_id = ${endpointId} order by a.created_at, d.seq, a.attempt`),
  );
}

/** Deliveries of an endpoint by status. */
export async function deliveryStatuses(ctx: TestContext, endpointId: string) {
  return rowsOf<{ status: string; seq: string | number }>(
    await ctx.database.db.execute(
      sql`select status, seq from webhook_delivery where endpoint_id = ${endpointId} order by seq`,
    ),
  ).map((r) => r.status);
}
