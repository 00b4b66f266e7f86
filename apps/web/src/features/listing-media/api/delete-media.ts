import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePublicListings } from '@/lib/public-listing-queries';
import { listingMediaKeys, mediaMutationKey } from './query-keys';

/** DELETE /properties/{id}/media/{mediaId}: the photo and its stored files. */
export const deleteMedia = async (propertyId: string, mediaId: string): Promise<void> => {
  const { api } = await import('@/lib/api-client');
  await api.delete(
    `/properties/${encodeURIComponent(propertyId)}/media/${encodeURIComponent(mediaId)}`,
  );
};

export function useDeleteMedia(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mediaMutationKey(propertyId),
    // One change at a time, in the order made: each position is counted from the one before.
    scope: { id: mediaMutationKey(propertyId).join('/') },
    mutationFn: (mediaId: string) => deleteMedia(propertyId, mediaId),
    onSettled: () => invalidatePublicListings(queryClient, listingMediaKeys.media(propertyId)),
  });
}
