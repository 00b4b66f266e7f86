import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { legalStatusSchema, type LegalAccept, type LegalStatus } from '@afrinest/contract';

const legalStatusKey = (userId: string) => ['legal', 'me', userId] as const;

/** GET /api/users/me/legal: which of the current terms and privacy notice this user must accept. */
export const getLegalStatus = async () => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/users/me/legal', { fresh: true });
  return legalStatusSchema.parse(response.data);
};

/**
 * Asked once per session and user: the answer is kept until sign-out (which invalidates every
 * query), not asked again on each page. A failure stays silent: nothing is in the way then.
 */
export const useLegalStatus = (userId: string) =>
  useQuery({
    queryKey: legalStatusKey(userId),
    queryFn: getLegalStatus,
    staleTime: Infinity,
    retry: false,
  });

/** POST /api/users/me/legal: accepts these versions (409 STALE_LEGAL if newer ones came out). */
export const useAcceptLegal = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versions: LegalAccept) => {
      const { api } = await import('@/lib/api-client');
      await api.post<unknown>('/api/users/me/legal', versions);
      return versions;
    },
    onSuccess: (versions) =>
      queryClient.setQueryData<LegalStatus>(legalStatusKey(userId), {
        current: versions,
        pending: [],
      }),
    onError: () => queryClient.invalidateQueries({ queryKey: legalStatusKey(userId) }),
  });
};
