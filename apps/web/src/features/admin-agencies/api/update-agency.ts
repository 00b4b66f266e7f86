import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencySchema, type Agency, type AgencyInput } from '@afrinest/contract';
import { adminAgenciesQueryKey } from '@/features/admin-agencies/api/get-admin-agencies';

/** PUT /api/admin/broker/agencies/{id}: the whole agency form (audited). */
export const updateAgency = async ({
  id,
  input,
}: {
  id: string;
  input: AgencyInput;
}): Promise<Agency> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(
    `/api/admin/broker/agencies/${encodeURIComponent(id)}`,
    input,
  );
  return agencySchema.parse(response.data);
};

export const useUpdateAgency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgency,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...adminAgenciesQueryKey, 'detail', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: [...adminAgenciesQueryKey, 'list'] });
    },
  });
};
