import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  promotionResultSchema,
  type FeatureListingInput,
  type PromotionResult,
} from '@afrinest/contract';
import { invalidatePublicListings } from '@/lib/public-listing-queries';
import { listingManagementQueryKey } from './query-keys';

/**
 * POST /api/agent/properties/{id}/feature: featured for N more days, N featured days used.
 * 402 when the agent and the agency have too few left; nothing is used then.
 */
export const featureListing = async (v: {
  id: string;
  input: FeatureListingInput;
}): Promise<PromotionResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>(
    `/api/agent/properties/${encodeURIComponent(v.id)}/feature`,
    v.input,
  );
  return promotionResultSchema.parse(response.data);
};

export const useFeatureListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: featureListing,
    // Featured listings lead the public searches: those answers are stale now.
    onSuccess: () => invalidatePublicListings(queryClient, listingManagementQueryKey),
  });
};
