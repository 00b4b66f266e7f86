import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  webhookActionResultSchema,
  webhookAttemptDetailSchema,
  webhookAttemptListSchema,
  type WEBHOOK_ATTEMPT_OUTCOMES,
} from '@afrinest/contract';
import { adminWebhooksQueryKey } from '@/features/admin-webhooks/api/query-key';

export type AttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

export interface WebhookLogsQuery {
  page: number;
  pageSize: number;
  endpointId?: string;
  eventType?: string;
  outcome?: AttemptOutcome;
  /** Calendar days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

/** GET /api/admin/webhook-logs: delivery attempts, newest first, one server page at a time. */
export const getWebhookLogs = async (query: WebhookLogsQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/webhook-logs', { params: query });
  return webhookAttemptListSchema.parse(response.data);
};

export const useWebhookLogs = (query: WebhookLogsQuery, enabled = true) =>
  useQuery({
    queryKey: [...adminWebhooksQueryKey, 'logs', query],
    queryFn: () => getWebhookLogs(query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/admin/webhook-logs/{id}: the attempt with the body that was sent. */
export const getWebhookAttempt = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/webhook-logs/${encodeURIComponent(id)}`);
  return webhookAttemptDetailSchema.parse(response.data);
};

export const useWebhookAttempt = (id: string) =>
  useQuery({
    queryKey: [...adminWebhooksQueryKey, 'attempt', id],
    queryFn: () => getWebhookAttempt(id),
  });

/** POST /api/admin/webhook-logs/{id}/redeliver: the attempt's event is queued once more. */
export const redeliverAttempt = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/admin/webhook-logs/${encodeURIComponent(id)}/redeliver`,
  );
  return webhookActionResultSchema.parse(response.data);
};

export const useRedeliverAttempt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverAttempt,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...adminWebhooksQueryKey, 'logs'] }),
  });
};
