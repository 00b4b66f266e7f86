import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingSchema, type Listing, type ListingInput } from '@afrinest/contract';
import { invalidatePublicListings } from '@/lib/public-listing-queries';
import { listingManagementQueryKey } from './query-keys';

/** POST /api/properties (no id) or PUT /properties/{id}: the whole listing form. */
export const saveListing = async ({
  id,
  input,
}: {
  id?: string;
  input: ListingInput;
}): Promise<Listing> => {
  const { api } = await import('@/lib/api-client');
  const response = id
    ? await api.put<unknown>(`/properties/${encodeURIComponent(id)}`, input)
    : await api.post<unknown>('/api/properties', input);
  return listingSchema.parse(response.data);
};

export const useSaveListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    onSuccess: async (saved) => {
      queryClient.setQueryData([...listingManagementQueryKey, 'detail', saved.id], saved);
      await invalidatePublicListings(queryClient, [...listingManagementQueryKey, 'list']);
    },
  });
};
