import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentSchema, type Agent } from '@afrinest/contract';
import { teamQueryKey } from '@/features/agent-workspace/api/get-team';

export type AgentStatusAction = 'deactivate' | 'reactivate';

/**
 * POST /api/agent/agents/{id}/deactivate and …/reactivate (SUPER_AGENT, own agency; audited).
 * One endpoint with the action in its path: a deactivated agent is hidden and gets no leads.
 */
export const changeAgentStatus = async ({
  id,
  action,
}: {
  id: string;
  action: AgentStatusAction;
}): Promise<Agent> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(`/api/agent/agents/${encodeURIComponent(id)}/${action}`);
  return agentSchema.parse(response.data);
};

export const useChangeAgentStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAgentStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
};
