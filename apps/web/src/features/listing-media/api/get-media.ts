import { useIsMutating, useQuery } from '@tanstack/react-query';
import { mediaListSchema, type MediaList } from '@afrinest/contract';
import { freshGet } from './fresh-get';
import { listingMediaKeys, mediaMutationKey } from './query-keys';

/** How often the list is asked again while a photo is still being processed. */
export const MEDIA_POLL_MS = 2_000;

/** GET /api/media/{propertyId}/media: every photo (cover first, any status) and the usage. */
export const getMedia = async (propertyId: string): Promise<MediaList> => {
  const response = await freshGet(`/api/media/${encodeURIComponent(propertyId)}/media`);
  return mediaListSchema.parse(response.data);
};

export const isProcessing = (list: MediaList | undefined): boolean =>
  list?.data.some((photo) => photo.status === 'PROCESSING') ?? false;

/**
 * The listing's photos, asked again every 2 s while any is PROCESSING. Not while a change is
 * being saved: an answer from before the change would undo what the screen already shows.
 */
export function useListingMedia(propertyId: string) {
  const writing = useIsMutating({ mutationKey: mediaMutationKey(propertyId) }) > 0;
  return useQuery({
    queryKey: listingMediaKeys.media(propertyId),
    queryFn: () => getMedia(propertyId),
    refetchInterval: (query) =>
      !writing && isProcessing(query.state.data) ? MEDIA_POLL_MS : false,
  });
}
