import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentSchema, type Agent, type AgentProfileInput } from '@afrinest/contract';
import { agentProfileQueryKey } from '@/features/agent-workspace/api/get-agent-profile';

/** PUT /api/agent/profile: photo, bio, languages, areas served, phone and WhatsApp. */
export const updateAgentProfile = async (input: AgentProfileInput): Promise<Agent> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>('/api/agent/profile', input);
  return agentSchema.parse(response.data);
};

export const useUpdateAgentProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgentProfile,
    onSuccess: (saved) => queryClient.setQueryData(agentProfileQueryKey, saved),
  });
};
