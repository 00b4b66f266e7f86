import { useQuery } from '@tanstack/react-query';
import { listingSchema, type Listing } from '@afrinest/contract';
import { listingManagementQueryKey } from './query-keys';

/** GET /properties/{id}: the listing as its agency or an admin sees it (every status). */
export const getListing = async (id: string): Promise<Listing> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/properties/${encodeURIComponent(id)}`);
  return listingSchema.parse(response.data);
};

export const useListing = (id: string) =>
  useQuery({
    queryKey: [...listingManagementQueryKey, 'detail', id],
    queryFn: () => getListing(id),
    // A form being edited must not be reset by a background refetch.
    staleTime: Infinity,
  });
