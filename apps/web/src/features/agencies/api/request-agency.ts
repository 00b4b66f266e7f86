import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agency, AgencyRequestValues } from '@afrinest/contract';
import { myAgencyRequestQueryKey } from '@/features/agencies/api/get-my-agency-request';

/** POST /api/broker/agencies/requests: ask for my agency to be listed (PENDING until approved). */
export const requestAgency = async (input: AgencyRequestValues): Promise<Agency> => {
  const { api } = await import('@/lib/api-client');
  return (await api.post<Agency>('/api/broker/agencies/requests', input)).data;
};

export const useRequestAgency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAgency,
    // The status page shows the request at once, without asking again.
    onSuccess: (created) => queryClient.setQueryData(myAgencyRequestQueryKey, created),
  });
};
