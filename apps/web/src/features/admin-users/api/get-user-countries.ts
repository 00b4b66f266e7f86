import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCountriesSchema } from '@afrinest/contract';
import { adminUsersQueryKey } from '@/features/admin-users/api/get-admin-users';

/** GET /api/admin/users/countries: the countries accounts have, for the country filter. */
export const getUserCountries = async (): Promise<string[]> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/users/countries');
  return userCountriesSchema.parse(response.data).data;
};

export const getUserCountriesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'countries'],
    queryFn: getUserCountries,
    staleTime: 5 * 60_000,
  });

export const useUserCountries = () => useQuery(getUserCountriesQueryOptions());
