import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsResultSchema, type AgentGrantInput } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** POST /api/admin/entitlements/agent-grants: one item into each chosen agent's own bucket. */
export const giveToAgents = async (input: AgentGrantInput) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/entitlements/agent-grants', input);
  return operationsResultSchema.parse(response.data);
};

export const useGiveToAgents = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveToAgents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEntitlementsQueryKey }),
  });
};
