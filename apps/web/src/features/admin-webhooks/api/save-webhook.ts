import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  type WebhookEndpointInput,
} from '@afrinest/contract';
import { adminWebhooksQueryKey } from '@/features/admin-webhooks/api/query-key';

/** POST /api/admin/webhooks: the endpoint and its secret, which is shown this once. */
export const createWebhook = async (input: WebhookEndpointInput) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/webhooks', input);
  return webhookEndpointWithSecretSchema.parse(response.data);
};

/** PUT /api/admin/webhooks/{id}: the whole endpoint; the secret stays as it is. */
export const updateWebhook = async ({ id, input }: { id: string; input: WebhookEndpointInput }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(`/api/admin/webhooks/${encodeURIComponent(id)}`, input);
  return webhookEndpointSchema.parse(response.data);
};

export const useCreateWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminWebhooksQueryKey }),
  });
};

export const useUpdateWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminWebhooksQueryKey }),
  });
};
