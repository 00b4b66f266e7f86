import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  COUNTRY_FETCH_LIMIT,
  COUNTRY_FETCH_LIMIT_MAX,
  countrySchema,
  geoListOf,
  type Country,
} from '@afrinest/contract';
import { GEO_STALE_MS, geoQueryKey } from './geo-query-key';

/**
 * GET /api/geo/countries: the enabled countries (SPEC §9: limit 100); with includeDisabled (admins
 * choosing where to add a place) every country, up to the API's 500.
 */
export const getCountries = async (includeDisabled = false): Promise<Country[]> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/geo/countries', {
    params: includeDisabled
      ? { includeDisabled: true, limit: COUNTRY_FETCH_LIMIT_MAX }
      : { limit: COUNTRY_FETCH_LIMIT },
  });
  return geoListOf(countrySchema).parse(response.data).data;
};

export const getCountriesQueryOptions = (includeDisabled = false) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'countries', { includeDisabled }],
    queryFn: () => getCountries(includeDisabled),
    staleTime: GEO_STALE_MS,
  });

export const useCountries = (includeDisabled = false) =>
  useQuery(getCountriesQueryOptions(includeDisabled));
