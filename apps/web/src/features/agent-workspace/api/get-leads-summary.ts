import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  leadsSummarySchema,
  type LeadsSummary,
  type LeadsSummaryQueryInput,
} from '@afrinest/contract';
import { leadsQueryKey } from '@/features/agent-workspace/api/get-leads';

/** GET /api/agent/leads/summary: the last 30 days by channel, listing, agent and day. */
export const getLeadsSummary = async (query: LeadsSummaryQueryInput): Promise<LeadsSummary> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/agent/leads/summary', { params: query });
  return leadsSummarySchema.parse(response.data);
};

export const getLeadsSummaryQueryOptions = (query: LeadsSummaryQueryInput) =>
  queryOptions({
    queryKey: [...leadsQueryKey, 'summary', query],
    queryFn: () => getLeadsSummary(query),
  });

export const useLeadsSummary = (query: LeadsSummaryQueryInput) =>
  useQuery(getLeadsSummaryQueryOptions(query));
