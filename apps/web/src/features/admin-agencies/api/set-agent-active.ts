import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentSchema, type Agent } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/** POST /api/admin/broker/agents/{id}/deactivate|reactivate (audited; the account is kept). */
export const setAgentActive = async ({
  id,
  active,
}: {
  id: string;
  active: boolean;
}): Promise<Agent> => {
  const { api } = await import('@/lib/api-client');
  const action = active ? 'reactivate' : 'deactivate';
  const response = await api.post<unknown>(
    `/api/admin/broker/agents/${encodeURIComponent(id)}/${action}`,
  );
  return agentSchema.parse(response.data);
};

export const useSetAgentActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAgentActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAgenciesQueryKey }),
  });
};
