import { useMutation, useQueryClient } from '@tanstack/react-query';
import { republishResultSchema, type RepublishResult } from '@afrinest/contract';
import { invalidatePublicListings } from '@/lib/public-listing-queries';
import { productsQueryKey } from '@/features/products/api/get-agent-entitlements';

/** POST /api/agent/entitlements/republish: listings an ended period made inactive, while slots last. */
export const republishListings = async (): Promise<RepublishResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/agent/entitlements/republish');
  return republishResultSchema.parse(response.data);
};

export const useRepublishListings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: republishListings,
    // Slots were used and listings came back: balances and public searches are both stale.
    onSuccess: () => invalidatePublicListings(queryClient, productsQueryKey),
  });
};
