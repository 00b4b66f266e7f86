import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Preferences } from '@afrinest/contract';

/** GET /preferences (SPEC §7): the signed-in person's preferences. */
export const getPreferences = async (): Promise<Preferences> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  // The schema comes with the client, not in the first load: it would bring zod (DESIGN.md §4).
  const [{ api }, { preferencesSchema }] = await Promise.all([
    import('@/lib/api-client'),
    import('./preferences-schema'),
  ]);
  const response = await api.get<unknown>('/preferences');
  return preferencesSchema.parse(response.data);
};

export const preferencesQueryKey = ['preferences'] as const;

export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: getPreferences,
    staleTime: 10 * 60_000,
    // The form must not be reset under the person's fingers by a refetch.
    refetchOnWindowFocus: false,
  });

export const usePreferencesQuery = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPreferencesQueryOptions(), enabled });
