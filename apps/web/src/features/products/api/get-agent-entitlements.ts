import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentEntitlementsSchema, type AgentEntitlements } from '@afrinest/contract';

/** GET /api/agent/entitlements: my agency's balances and mine (team: the SUPER_AGENT's only). */
export const getAgentEntitlements = async (): Promise<AgentEntitlements> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/agent/entitlements');
  return agentEntitlementsSchema.parse(response.data);
};

/** Everything the products screens cache; a change here refreshes it all. */
export const productsQueryKey = ['products'] as const;
export const agentEntitlementsQueryKey = [...productsQueryKey, 'agent'] as const;

export const getAgentEntitlementsQueryOptions = () =>
  queryOptions({ queryKey: agentEntitlementsQueryKey, queryFn: getAgentEntitlements });

export const useAgentEntitlements = () => useQuery(getAgentEntitlementsQueryOptions());
