import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { geoListOf, placeSchema, type GeoLevel, type Place } from '@afrinest/contract';
import { GEO_STALE_MS, geoQueryKey } from './geo-query-key';

export interface AutocompleteParams {
  q: string;
  /** Only these levels (default: all). */
  levels?: readonly GeoLevel[];
  includeDisabled?: boolean;
  limit?: number;
}

/** GET /api/geo/autocomplete: places by prefix, forgiving typos, best first, with their chains. */
export const getAutocomplete = async (p: AutocompleteParams): Promise<Place[]> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/geo/autocomplete', {
    params: {
      q: p.q,
      limit: p.limit ?? 8,
      ...(p.levels?.length ? { levels: p.levels.join(',') } : {}),
      ...(p.includeDisabled ? { includeDisabled: true } : {}),
    },
  });
  return geoListOf(placeSchema).parse(response.data).data;
};

export const getAutocompleteQueryOptions = (p: AutocompleteParams) =>
  queryOptions({
    queryKey: [...geoQueryKey, 'autocomplete', p],
    queryFn: () => getAutocomplete(p),
    enabled: p.q.trim().length >= 2,
    staleTime: GEO_STALE_MS,
    // The list stays while the next answer is on its way, so it does not flicker as one types.
    placeholderData: keepPreviousData,
  });

export const useAutocomplete = (p: AutocompleteParams) => useQuery(getAutocompleteQueryOptions(p));
