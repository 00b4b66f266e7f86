import type { ListingDetail } from '@afrinest/contract';
import { KindIllustration } from '@/components/listing-card';
import { KIND_NOUNS } from '../detail-labels';
import { PhotoGallery } from './gallery/photo-gallery';

/**
 * The gallery's place on the page: the listing's photos, or, until the agent adds some, one
 * drawing of the kind of place, captioned as a drawing: never a stock photo passed off as the
 * property.
 */
export function ListingGallery({ listing }: { listing: ListingDetail }) {
  // An answer from before photos existed (a cached page, an older API) has no photos field.
  const photos = listing.photos ?? [];
  if (photos.length > 0) return <PhotoGallery title={listing.title} photos={photos} />;
  return (
    <figure className="overflow-hidden rounded-lg border border-gray-200">
      <KindIllustration kind={listing.kind} className="h-48 sm:h-64" />
      <figcaption className="bg-white px-3 py-2 text-sm text-gray-700">
        Illustration of {KIND_NOUNS[listing.kind]}: the agent has not added photos yet.
      </figcaption>
    </figure>
  );
}
