import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  agentEntitlementsSchema,
  type AgentEntitlements,
  type AllocationInput,
} from '@afrinest/contract';
import { agentEntitlementsQueryKey } from '@/features/products/api/get-agent-entitlements';

/**
 * PUT /api/agent/entitlements/allocations (SUPER_AGENT): the agent holds exactly `quantity` of
 * the item. 402 NOT_ENOUGH_TO_ALLOCATE when the agency's pool is short; nothing changes then.
 */
export const saveAllocation = async (input: AllocationInput): Promise<AgentEntitlements> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>('/api/agent/entitlements/allocations', input);
  return agentEntitlementsSchema.parse(response.data);
};

export const useSaveAllocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAllocation,
    // The answer is the whole screen's data, balances included: no second request.
    onSuccess: (saved) => queryClient.setQueryData(agentEntitlementsQueryKey, saved),
  });
};
