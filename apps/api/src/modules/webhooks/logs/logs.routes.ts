import {
  idParamsSchema,
  listWebhookAttemptsQuerySchema,
  webhookActionResultSchema,
  webhookAttemptDetailSchema,
  webhookAttemptListSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { LogsService } from './logs.service';

/** The webhook logs (issue 45): /api/admin/webhook-logs. */
export function logsRoutes(app: App, logs: LogsService) {
  const config = { access: ADMIN };
  const tags = ['admin-webhooks'];
  app.get(
    '/api/admin/webhook-logs',
    {
      schema: {
        tags,
        summary: 'Delivery attempts, newest first (endpoint, event type, outcome, from–to)',
        querystring: listWebhookAttemptsQuerySchema,
        response: { 200: webhookAttemptListSchema },
      },
      config,
    },
    (request) => logs.list(request.query),
  );
  app.get(
    '/api/admin/webhook-logs/:id',
    {
      schema: {
        tags,
        summary: 'One attempt with the body that was sent',
        params: idParamsSchema,
        response: { 200: webhookAttemptDetailSchema },
      },
      config,
    },
    (request) => logs.get(request.params.id),
  );
  app.post(
    '/api/admin/webhook-logs/:id/redeliver',
    {
      schema: {
        tags,
        summary: "Send the attempt's event to its endpoint again, now (same webhook-id; audited)",
        params: idParamsSchema,
        response: { 200: webhookActionResultSchema },
      },
      config,
    },
    (request) => logs.redeliver(request.user!, request.params.id),
  );
}
