import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agencyPageSchema, agencySchema } from '@afrinest/contract';
import { adminWebhooksQueryKey } from '@/features/admin-webhooks/api/query-key';

/** How many matches an agency search offers at once. */
const AGENCY_MATCHES = 8;

/** GET /api/admin/broker/agencies/{id}: the chosen agency's name. */
export const getAgencyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminWebhooksQueryKey, 'agency', id],
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      const response = await api.get<unknown>(
        `/api/admin/broker/agencies/${encodeURIComponent(id)}`,
      );
      return agencySchema.parse(response.data);
    },
  });

/** GET /api/admin/broker/agencies?q=: a few agencies whose name matches, to choose from. */
export const searchAgenciesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminWebhooksQueryKey, 'agency-search', q],
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      const response = await api.get<unknown>('/api/admin/broker/agencies', {
        params: { q, page: 1, pageSize: AGENCY_MATCHES },
      });
      return agencyPageSchema.parse(response.data);
    },
    placeholderData: keepPreviousData,
  });
