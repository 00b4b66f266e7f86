import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRY_FETCH_LIMIT, countrySchema, geoListOf, type Country } from '@afrinest/contract';

/** GET /api/geo/countries (SPEC §7): the enabled countries, for the country and phone pickers. */
export const getCountries = async (): Promise<Country[]> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/geo/countries', {
    params: { limit: COUNTRY_FETCH_LIMIT },
  });
  return geoListOf(countrySchema).parse(response.data).data;
};

export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['geo', 'countries', { limit: COUNTRY_FETCH_LIMIT }],
    queryFn: getCountries,
    staleTime: 60 * 60_000,
    retry: false,
  });

export const useCountries = () => useQuery(getCountriesQueryOptions());
