import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import type { EventOutbox } from '../../platform/events/outbox';
import type { App } from '../../platform/http/types';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditService } from '../audit/audit.service';

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
}

/**
 * Outgoing webhooks (issue 45, ADR 0045): endpoints, the fan-out of the event outbox into
 * deliveries, signed delivery with retries through pg-boss, and the attempt logs.
 */
export function createWebhooksModule(_db: Db, _deps: WebhooksModuleDeps) {
  return {};
}
export type WebhooksModule = ReturnType<typeof createWebhooksModule>;

export function webhooksAreaRoutes(_app: App, _m: WebhooksModule) {}

export function defineWebhooksJobs(_jobs: Jobs, _m: WebhooksModule) {}
