import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencySchema, type Agency, type AgencyStatusInput } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/** PUT /api/admin/broker/agencies/{id}/status: activate, suspend with a reason, or set pending. */
export const setAgencyStatus = async ({
  id,
  input,
}: {
  id: string;
  input: AgencyStatusInput;
}): Promise<Agency> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(
    `/api/admin/broker/agencies/${encodeURIComponent(id)}/status`,
    input,
  );
  return agencySchema.parse(response.data);
};

export const useSetAgencyStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAgencyStatus,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...adminAgenciesQueryKey, 'detail', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: [...adminAgenciesQueryKey, 'list'] });
    },
  });
};
