import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { webhookEndpointListSchema } from '@afrinest/contract';
import { adminWebhooksQueryKey } from '@/features/admin-webhooks/api/query-key';

/** The query as sent: absent filters are left out. */
export interface WebhooksQuery {
  page: number;
  pageSize: number;
  q?: string;
  active?: 'true' | 'false';
}

/** GET /api/admin/webhooks: one page of endpoints with their state and pending deliveries. */
export const getWebhooks = async (query: WebhooksQuery) => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/webhooks', { params: query });
  return webhookEndpointListSchema.parse(response.data);
};

export const useWebhooks = (query: WebhooksQuery) =>
  useQuery({
    queryKey: [...adminWebhooksQueryKey, 'list', query],
    queryFn: () => getWebhooks(query),
    placeholderData: keepPreviousData,
  });
