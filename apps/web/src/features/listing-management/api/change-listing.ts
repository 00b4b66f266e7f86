import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkStatusResultSchema,
  listingSchema,
  type BulkStatusResult,
  type Listing,
  type ListingStatus,
} from '@afrinest/contract';
import { invalidatePublicListings } from '@/lib/public-listing-queries';
import { listingManagementQueryKey } from './query-keys';

/** PUT /api/properties/{id}/status: an allowed transition with an optional note. */
export const setListingStatus = async (v: {
  id: string;
  status: ListingStatus;
  note: string;
}): Promise<Listing> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(`/api/properties/${encodeURIComponent(v.id)}/status`, {
    status: v.status,
    note: v.note,
  });
  return listingSchema.parse(response.data);
};

/** PUT /api/admin/properties/status: one status for many listings, each checked on its own. */
export const setStatusInBulk = async (v: {
  ids: string[];
  status: ListingStatus;
  note: string;
}): Promise<BulkStatusResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>('/api/admin/properties/status', v);
  return bulkStatusResultSchema.parse(response.data);
};

/** DELETE /properties/{id}: hidden everywhere, kept for history. */
export const deleteListing = async (id: string): Promise<void> => {
  const { api } = await import('@/lib/api-client');
  await api.delete(`/properties/${encodeURIComponent(id)}`);
};

/** PUT /api/admin/properties/{id}/featured: featured until a time, or not (null). */
export const setListingFeatured = async (v: {
  id: string;
  until: string | null;
}): Promise<Listing> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(
    `/api/admin/properties/${encodeURIComponent(v.id)}/featured`,
    { until: v.until },
  );
  return listingSchema.parse(response.data);
};

/**
 * A mutation that refreshes every list and history of listing management when it is done, and
 * marks the public listing screens stale (a sold or archived listing leaves them).
 */
function useListingMutation<TVars, TResult>(fn: (v: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => invalidatePublicListings(queryClient, listingManagementQueryKey),
  });
}

export const useSetListingStatus = () => useListingMutation(setListingStatus);
export const useSetStatusInBulk = () => useListingMutation(setStatusInBulk);
export const useDeleteListing = () => useListingMutation(deleteListing);
export const useSetListingFeatured = () => useListingMutation(setListingFeatured);
