import { useQuery } from '@tanstack/react-query';
import { webhookEndpointSchema } from '@afrinest/contract';
import { adminWebhooksQueryKey } from '@/features/admin-webhooks/api/query-key';

/** GET /api/admin/webhooks/{id}: one endpoint as saved (never its secret). */
export const getWebhook = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/webhooks/${encodeURIComponent(id)}`, {
    fresh: true,
  });
  return webhookEndpointSchema.parse(response.data);
};

export const useWebhook = (id: string) =>
  useQuery({ queryKey: [...adminWebhooksQueryKey, 'endpoint', id], queryFn: () => getWebhook(id) });
