import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersResponseSchema, type AuthProvidersResponse } from '@afrinest/contract';

/** GET /api/auth/providers: the social sign-in providers the API has configured. */
export const getAuthProviders = async (): Promise<AuthProvidersResponse> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/auth/providers', { skipAuthRefresh: true });
  return authProvidersResponseSchema.parse(response.data);
};

export const getAuthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: getAuthProviders,
    staleTime: 30 * 60_000,
    // No answer means no buttons: sign-in by email still works.
    retry: false,
  });

export const useAuthProviders = () => useQuery(getAuthProvidersQueryOptions());
