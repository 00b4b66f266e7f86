import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsResultSchema, type AgencyGrantInput } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/** POST /api/admin/entitlements/agency-grants: one item to one or several agencies (audited). */
export const giveToAgencies = async (input: AgencyGrantInput) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/entitlements/agency-grants', input);
  return operationsResultSchema.parse(response.data);
};

export const useGiveToAgencies = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveToAgencies,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEntitlementsQueryKey }),
  });
};
