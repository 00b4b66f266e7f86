import type { z } from 'zod';
import {
  WebhookMessages,
  type listWebhookAttemptsQuerySchema,
  type Page,
  type WebhookActionResult,
  type WebhookAttempt,
  type WebhookAttemptDetail,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AuditService } from '../../audit/audit.service';
import type { DeliveryRepository } from '../delivery/delivery.repository';
import { attemptNotFound, endpointDisabled, endpointNotFound } from '../webhooks-errors';
import type { AttemptRow, LogsRepository } from './logs.repository';

type AttemptQuery = z.output<typeof listWebhookAttemptsQuerySchema>;

export interface LogsServiceDeps {
  repo: LogsRepository;
  deliveries: DeliveryRepository;
  audit: AuditService;
  /** Whether an endpoint is on (undefined: no such endpoint). */
  endpointActive: (id: string) => Promise<boolean | undefined>;
  now: () => Date;
  wake: () => Promise<void>;
}

const toDto = (r: AttemptRow): WebhookAttempt => ({
  id: r.id,
  eventId: r.eventId,
  eventType: r.eventType,
  endpointId: r.endpointId,
  endpointUrl: r.endpointUrl,
  attempt: r.attempt,
  outcome: r.outcome as WebhookAttempt['outcome'],
  httpStatus: r.httpStatus,
  error: r.error,
  latencyMs: r.latencyMs,
  responseBody: r.responseBody,
  nextRetryAt: r.nextRetryAt ? r.nextRetryAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

/** The webhook logs (issue 45): every attempt, its detail, and sending an event again. */
export function createLogsService(deps: LogsServiceDeps) {
  const { repo } = deps;
  async function findOr404(id: string) {
    const row = await repo.byId(id);
    if (!row) throw attemptNotFound();
    return row;
  }
  return {
    async list(q: AttemptQuery): Promise<Page<WebhookAttempt>> {
      const { rows, total } = await repo.search(q);
      return { data: rows.map(toDto), total, page: q.page, pageSize: q.pageSize };
    },

    async get(id: string): Promise<WebhookAttemptDetail> {
      const row = await findOr404(id);
      return { ...toDto(row), requestBody: row.requestBody };
    },

    /** A new delivery of the attempt's event to its endpoint, due now (same webhook-id). */
    async redeliver(actor: AuthUser, id: string): Promise<WebhookActionResult> {
      const row = await findOr404(id);
      const active = await deps.endpointActive(row.endpointId);
      if (active === undefined) throw endpointNotFound();
      if (!active) throw endpointDisabled();
      const deliveryId = await deps.deliveries.queue(row.eventId, row.endpointId, deps.now());
      await deps.audit.record({
        actorId: actor.id,
        action: 'webhook.redeliver',
        entity: 'webhook_endpoint',
        entityId: row.endpointId,
        before: null,
        after: { attemptId: id, eventId: row.eventId, deliveryId },
      });
      await deps.wake();
      return { ok: true, message: WebhookMessages.REDELIVERY_QUEUED };
    },
  };
}
export type LogsService = ReturnType<typeof createLogsService>;
