import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencySchema, type Agency, type AgencyInput } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/** POST /api/admin/broker/agencies: an admin's agency is ACTIVE at once (audited). */
export const createAgency = async (input: AgencyInput): Promise<Agency> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/broker/agencies', input);
  return agencySchema.parse(response.data);
};

export const useCreateAgency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgency,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...adminAgenciesQueryKey, 'detail', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: [...adminAgenciesQueryKey, 'list'] });
    },
  });
};
