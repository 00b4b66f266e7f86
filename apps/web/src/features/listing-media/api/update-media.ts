import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  mediaItemSchema,
  type MediaItem,
  type MediaList,
  type MediaUpdate,
} from '@afrinest/contract';
import { getErrorMessage } from '@/lib/api-client';
import { invalidatePublicListings } from '@/lib/public-listing-queries';
import { applyUpdate } from '../lib/apply-update';
import { listingMediaKeys, mediaMutationKey } from './query-keys';

/** PUT /properties/{id}/media/{mediaId}: caption, position, cover or coordinates. */
export const updateMedia = async (
  propertyId: string,
  mediaId: string,
  update: MediaUpdate,
): Promise<MediaItem> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.put<unknown>(
    `/properties/${encodeURIComponent(propertyId)}/media/${encodeURIComponent(mediaId)}`,
    update,
  );
  return mediaItemSchema.parse(response.data);
};

export const UPDATE_FAILED = 'The photo could not be saved. Please try again.';

/**
 * Changes a photo, shown at once: the list is updated before the answer, put back as it was
 * (with an error toast) when the server refuses, and fetched again either way.
 */
export function useUpdateMedia(propertyId: string) {
  const queryClient = useQueryClient();
  const key = listingMediaKeys.media(propertyId);
  return useMutation({
    mutationKey: mediaMutationKey(propertyId),
    // One change at a time, in the order made: each position is counted from the one before.
    scope: { id: mediaMutationKey(propertyId).join('/') },
    mutationFn: (v: { mediaId: string; update: MediaUpdate }) =>
      updateMedia(propertyId, v.mediaId, v.update),
    onMutate: async ({ mediaId, update }) => {
      // A refetch landing after this would overwrite the change with the old order.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MediaList>(key);
      if (previous) queryClient.setQueryData(key, applyUpdate(previous, mediaId, update));
      return { previous };
    },
    onError: (error, _v, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(getErrorMessage(error, UPDATE_FAILED));
    },
    // The public pages show the cover, order and captions too.
    onSettled: () => invalidatePublicListings(queryClient, key),
  });
}
