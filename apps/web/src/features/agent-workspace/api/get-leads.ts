import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leadPageSchema, type LeadPage, type LeadsQueryInput } from '@afrinest/contract';
import { agentWorkspaceQueryKey } from '@/features/agent-workspace/api/get-agent-profile';

/** GET /api/agent/leads: an AGENT's own enquiries, a SUPER_AGENT's agency's; newest first. */
export const getLeads = async (query: LeadsQueryInput): Promise<LeadPage> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/agent/leads', { params: query });
  return leadPageSchema.parse(response.data);
};

export const leadsQueryKey = [...agentWorkspaceQueryKey, 'leads'] as const;

export const getLeadsQueryOptions = (query: LeadsQueryInput) =>
  queryOptions({
    queryKey: [...leadsQueryKey, query],
    queryFn: () => getLeads(query),
    placeholderData: keepPreviousData,
  });

export const useLeads = (query: LeadsQueryInput) => useQuery(getLeadsQueryOptions(query));
