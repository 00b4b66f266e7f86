import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import type { EventOutbox } from '../../platform/events/outbox';
import type { App } from '../../platform/http/types';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditService } from '../audit/audit.service';
import { createDeliveryRepository } from './delivery/delivery.repository';
import { createDispatcher } from './delivery/dispatcher';
import { createSsrfGuard, systemResolve, type Resolve } from './delivery/ssrf-guard';
import { createEndpointsRepository } from './endpoints/endpoints.repository';
import { endpointsRoutes } from './endpoints/endpoints.routes';
import { createEndpointsService } from './endpoints/endpoints.service';
import { createLogsRepository } from './logs/logs.repository';
import { logsRoutes } from './logs/logs.routes';
import { createLogsService } from './logs/logs.service';

export const DISPATCH_QUEUE = 'webhooks.dispatch';

export interface WebhooksModuleDeps {
  config: Pick<
    Config,
    'webhookAllowedHosts' | 'webhookRequireHttps' | 'WEB_URL' | 'API_URL' | 'PRODUCT_NAME'
  >;
  audit: AuditService;
  mailer: Mailer;
  onMailError: (e: unknown) => void;
  outbox: EventOutbox;
  /** The agencies area: names for the endpoint list, and whether an agency exists. */
  agencyNames: (ids: readonly string[]) => Promise<Map<string, string>>;
  /** Bound late: the job runner is built after the areas. */
  send: Jobs['send'];
  now?: () => Date;
  /** DNS resolution at delivery time (tests point names at loopback). */
  resolve?: Resolve;
  /** How long a receiver may take to answer (tests shorten it). */
  timeoutMs?: number;
}

/**
 * Outgoing webhooks (issue 45, ADR 0045): endpoints, the fan-out of the event outbox into
 * deliveries, signed delivery with retries through pg-boss, and the attempt logs.
 */
export function createWebhooksModule(db: Db, deps: WebhooksModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const guard = createSsrfGuard(deps.config.webhookAllowedHosts, deps.resolve ?? systemResolve);
  const deliveries = createDeliveryRepository(db);
  const endpointsRepo = createEndpointsRepository(db);
  // A wake-up is best effort: the one-minute schedule runs a round anyway.
  const wake = () =>
    deps.send(DISPATCH_QUEUE, {}).then(
      () => undefined,
      () => undefined,
    );
  const dispatcher = createDispatcher({
    repo: deliveries,
    guard,
    mailer: deps.mailer,
    onMailError: deps.onMailError,
    now,
    timeoutMs: deps.timeoutMs,
    product: deps.config.PRODUCT_NAME,
    webUrl: deps.config.WEB_URL,
  });
  const webhookEndpoints = createEndpointsService({
    repo: endpointsRepo,
    deliveries,
    audit: deps.audit,
    guard,
    requireHttps: deps.config.webhookRequireHttps,
    agencyNames: deps.agencyNames,
    now,
    wake,
  });
  const webhookLogs = createLogsService({
    repo: createLogsRepository(db),
    deliveries,
    audit: deps.audit,
    endpointActive: async (id) => (await endpointsRepo.byId(id))?.active,
    now,
    wake,
  });
  // This instance's next timed round, so each round does not queue yet another one.
  let scheduledFor: number | null = null;

  /** One round: fan out, deliver what is due, then queue a round for the next retry. */
  async function run() {
    const result = await dispatcher.round();
    const due = result.nextDue?.getTime();
    const t = now().getTime();
    if (
      due !== undefined &&
      due > t &&
      (scheduledFor === null || scheduledFor <= t || due < scheduledFor)
    ) {
      scheduledFor = due;
      await deps.send(DISPATCH_QUEUE, {}, { startAfterSeconds: Math.ceil((due - t) / 1000) });
    }
    return result;
  }
  /** Wakes a round shortly after events are written (the app's own instance only). */
  const listen = () => deps.outbox.onWritten(() => void wake());
  return { webhookEndpoints, webhookLogs, webhooks: { run, wake, listen } };
}
export type WebhooksModule = ReturnType<typeof createWebhooksModule>;

export function webhooksAreaRoutes(app: App, m: WebhooksModule) {
  endpointsRoutes(app, m.webhookEndpoints);
  logsRoutes(app, m.webhookLogs);
}

export function defineWebhooksJobs(jobs: Jobs, m: WebhooksModule) {
  jobs.define(DISPATCH_QUEUE, async () => {
    await m.webhooks.run();
  });
  jobs.every(DISPATCH_QUEUE, '* * * * *');
  m.webhooks.listen();
}
