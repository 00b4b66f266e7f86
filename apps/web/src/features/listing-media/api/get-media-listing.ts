import { useQuery } from '@tanstack/react-query';
import { listingSchema } from '@afrinest/contract';
import { listingMediaKeys } from './query-keys';

/** What the photo screens need of the listing; the rest of it is the listing pages' business. */
const mediaListingSchema = listingSchema.pick({
  id: true,
  title: true,
  latitude: true,
  longitude: true,
});
export type MediaListing = ReturnType<typeof mediaListingSchema.parse>;

/** GET /properties/{id}: the listing as its agency or an admin sees it (every status). */
export const getMediaListing = async (id: string): Promise<MediaListing> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/properties/${encodeURIComponent(id)}`);
  return mediaListingSchema.parse(response.data);
};

export const useMediaListing = (id: string) =>
  useQuery({ queryKey: listingMediaKeys.details(id), queryFn: () => getMediaListing(id) });

/** The listing's map position, when it has one: what "tag the photos" sends with each file. */
export const listingPosition = (listing: MediaListing) =>
  listing.latitude !== null && listing.longitude !== null
    ? { latitude: listing.latitude, longitude: listing.longitude }
    : null;
