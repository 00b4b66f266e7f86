import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentPageSchema } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** GET /api/admin/broker/agents?q=: a few agents of any agency whose name matches. */
export const searchAgents = async (q: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/broker/agents', {
    params: { q, page: 1, pageSize: 8 },
  });
  return agentPageSchema.parse(response.data);
};

export const searchAgentsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminEntitlementsQueryKey, 'agent-search', q],
    queryFn: () => searchAgents(q),
    placeholderData: keepPreviousData,
  });

/** Asks nothing until something is typed. */
export const useSearchAgents = (q: string) =>
  useQuery({ ...searchAgentsQueryOptions(q), enabled: q !== '' });
