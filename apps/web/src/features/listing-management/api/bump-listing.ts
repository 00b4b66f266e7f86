import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  promotionResultSchema,
  type BumpListingInput,
  type PromotionResult,
} from '@afrinest/contract';
import { invalidatePublicListings } from '@/lib/public-listing-queries';
import { listingManagementQueryKey } from './query-keys';

/** POST /api/agent/properties/{id}/bump: back to the top of "newest", one bump used (402: none left). */
export const bumpListing = async (v: {
  id: string;
  input: BumpListingInput;
}): Promise<PromotionResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/agent/properties/${encodeURIComponent(v.id)}/bump`,
    v.input,
  );
  return promotionResultSchema.parse(response.data);
};

export const useBumpListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bumpListing,
    onSuccess: () => invalidatePublicListings(queryClient, listingManagementQueryKey),
  });
};
