import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentEntitlements } from '@afrinest/contract';
import { agentEntitlementsQueryKey } from '@/features/products/api/get-agent-entitlements';

/** POST /api/agent/entitlements/notices/{id}/dismiss: the notice is not shown again (204). */
export const dismissNotice = async (id: string): Promise<void> => {
  const { api } = await import('@/lib/api-client');
  await api.post(`/api/agent/entitlements/notices/${encodeURIComponent(id)}/dismiss`);
};

export const useDismissNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onSuccess: (_, id) =>
      queryClient.setQueryData<AgentEntitlements>(agentEntitlementsQueryKey, (current) =>
        current ? { ...current, notices: current.notices.filter((n) => n.id !== id) } : current,
      ),
  });
};
