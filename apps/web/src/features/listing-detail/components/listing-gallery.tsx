import type { Listing } from '@afrinest/contract';
import { KindIllustration } from '@/components/listing-card';
import { KIND_NOUNS } from '../detail-labels';

/**
 * The gallery's place on the page. Listings carry no photos until the media issue, so it shows
 * one drawing of the kind of place, captioned as a drawing: never a stock photo passed off as
 * the property.
 */
export function ListingGallery({ listing }: { listing: Listing }) {
  return (
    <figure className="overflow-hidden rounded-lg border border-gray-200">
      <KindIllustration kind={listing.kind} className="h-48 sm:h-64" />
      <figcaption className="bg-white px-3 py-2 text-sm text-gray-700">
        Illustration of {KIND_NOUNS[listing.kind]}: the agent has not added photos yet.
      </figcaption>
    </figure>
  );
}
