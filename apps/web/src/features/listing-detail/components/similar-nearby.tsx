import type { Listing } from '@afrinest/contract';
import { ListingCard, ListingGridSkeleton } from '@/components/listing-card';
import { useNearbyListings } from '../api/get-nearby-listings';

export const SIMILAR_RADIUS_KM = 10;
export const SIMILAR_LIMIT = 6;

/** Up to six listings of the same kind within 10 km, nearest first. Hidden when there are none. */
export function SimilarNearby({ listing }: { listing: Listing }) {
  const hasPin = listing.latitude !== null && listing.longitude !== null;
  const nearby = useNearbyListings(
    hasPin
      ? {
          lat: listing.latitude!,
          lng: listing.longitude!,
          radiusKm: SIMILAR_RADIUS_KM,
          kind: listing.kind,
          limit: SIMILAR_LIMIT,
          excludeId: listing.id,
        }
      : null,
  );
  if (!hasPin || nearby.isError || (nearby.data && nearby.data.length === 0)) return null;
  return (
    <section aria-labelledby="similar-nearby" className="flex flex-col gap-4">
      <h2 id="similar-nearby" className="text-xl font-semibold text-gray-900">
        Similar nearby
      </h2>
      {nearby.data ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {nearby.data.map((l) => (
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
