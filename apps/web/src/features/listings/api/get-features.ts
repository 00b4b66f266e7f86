import { useQuery } from '@tanstack/react-query';
import type { Feature } from '@afrinest/contract';
import { listingsQueryKey } from './listings-query-key';

/** GET /properties/features: the features a search may require (parking, borehole…). */
export async function getFeatures(): Promise<Feature[]> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<{ data: Feature[] }>('/properties/features');
  return response.data.data;
}

export const useFeatures = (enabled: boolean) =>
  useQuery({
    queryKey: [...listingsQueryKey, 'features'],
    queryFn: getFeatures,
    enabled,
    // The list changes when an admin edits it: rarely.
    staleTime: 10 * 60_000,
  });
