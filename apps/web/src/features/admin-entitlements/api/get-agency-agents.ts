import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentPageSchema, PAGE_SIZE_MAX } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** GET /api/admin/broker/agents?agencyId=: one agency's agents (they fit in the largest page). */
export const getAgencyAgents = async (agencyId: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/broker/agents', {
    params: { agencyId, page: 1, pageSize: PAGE_SIZE_MAX },
  });
  return agentPageSchema.parse(response.data);
};

export const getAgencyAgentsQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: [...adminEntitlementsQueryKey, 'agency-agents', agencyId],
    queryFn: () => getAgencyAgents(agencyId),
  });

export const useAgencyAgents = (agencyId: string) =>
  useQuery({ ...getAgencyAgentsQueryOptions(agencyId), enabled: agencyId !== '' });
