import type { Listing } from '@afrinest/contract';
import { ListingCard, ListingGridSkeleton } from '@/components/listing-card';
import { useSimilarListings } from '../api/get-similar-listings';

export const SIMILAR_LIMIT = 6;

/**
 * Up to six listings of the same kind and purpose within 10 km, nearest first. Hidden when there
 * are none, and for a listing without a pin.
 */
export function SimilarNearby({ listing }: { listing: Listing }) {
  const hasPin = listing.latitude !== null && listing.longitude !== null;
  const similar = useSimilarListings(listing.id, SIMILAR_LIMIT, hasPin);
  if (!hasPin || similar.isError || (similar.data && similar.data.length === 0)) return null;
  return (
    <section aria-labelledby="similar-nearby" className="flex flex-col gap-4">
      <h2 id="similar-nearby" className="text-xl font-semibold text-gray-900">
        Similar nearby
      </h2>
      {similar.data ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {similar.data.map((l) => (
            <li key={l.id}>
              <ListingCard listing={l} className="h-full" />
            </li>
          ))}
        </ul>
      ) : (
        <ListingGridSkeleton count={3} label="Loading similar listings nearby…" />
      )}
    </section>
  );
}
