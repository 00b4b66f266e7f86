import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookActionResultSchema, webhookEndpointWithSecretSchema } from '@afrinest/contract';
import { adminWebhooksQueryKey } from '@/features/admin-webhooks/api/query-key';

const path = (id: string) => `/api/admin/webhooks/${encodeURIComponent(id)}`;

/** POST /api/admin/webhooks/{id}/rotate-secret: the new secret, shown this once. */
export const rotateWebhookSecret = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(`${path(id)}/rotate-secret`);
  return webhookEndpointWithSecretSchema.parse(response.data);
};

/** POST /api/admin/webhooks/{id}/test: a `webhook.test` event to this endpoint only. */
export const sendWebhookTest = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(`${path(id)}/test`);
  return webhookActionResultSchema.parse(response.data);
};

/** DELETE /api/admin/webhooks/{id}: the endpoint and its pending deliveries. */
export const deleteWebhook = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  await api.delete(path(id));
};

/** Each action changes what the lists and the endpoint show: everything is read again. */
const useWebhookMutation = <T>(fn: (id: string) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminWebhooksQueryKey }),
  });
};

export const useRotateWebhookSecret = () => useWebhookMutation(rotateWebhookSecret);
export const useSendWebhookTest = () => useWebhookMutation(sendWebhookTest);
export const useDeleteWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    // The deleted endpoint's own query is dropped, not refetched into a 404.
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...adminWebhooksQueryKey, 'endpoint', id] });
      return queryClient.invalidateQueries({ queryKey: adminWebhooksQueryKey });
    },
  });
};
