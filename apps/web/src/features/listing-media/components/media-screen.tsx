import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, EmptyState, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useListingMedia } from '../api/get-media';
import { listingPosition, useMediaListing } from '../api/get-media-listing';
import { placesLeft } from '../lib/check-files';
import { AddPhotosButton } from './add-photos-button';
import { secondaryLinkClass } from './link-styles';
import { MediaUsageLine } from './media-usage-line';
import { PhotoGrid } from './photo-grid';

// Dragging (dnd-kit) is loaded only by the pages that arrange photos.
const SortablePhotoGrid = lazy(() =>
  import('./sortable-photo-grid').then((m) => ({ default: m.SortablePhotoGrid })),
);

export interface MediaScreenLink {
  to: string;
  label: string;
  /** Shown only once the listing has photos ("Arrange and caption"). */
  needsPhotos?: boolean;
}

export interface MediaScreenProps {
  propertyId: string;
  /** 'overview': the photos as they stand; 'arrange': the sortable grid with captions. */
  view: 'overview' | 'arrange';
  /** The page heading, from the listing's title. */
  heading(title: string): string;
  /** The agent area's tabs, under the heading. */
  nav?: ReactNode;
  links: MediaScreenLink[];
  /** Offer "Add photos" (the upload popup). */
  canUpload: boolean;
}

function Failure({ error, retry, what }: { error: unknown; retry(): void; what: string }) {
  return (
    <Alert
      variant="error"
      action={
        <Button variant="secondary" size="sm" onClick={retry}>
          Try again
        </Button>
      }
    >
      {getErrorMessage(error, `The ${what} could not be loaded.`)}
    </Alert>
  );
}

/**
 * A listing's photos as its agency or an admin manages them: the limits in use, the photos in
 * order (processing and failed ones too: none blocks the others), uploads and links around.
 */
export function MediaScreen({
  propertyId,
  view,
  heading,
  nav,
  links,
  canUpload,
}: MediaScreenProps) {
  const listing = useMediaListing(propertyId);
  const media = useListingMedia(propertyId);
  const title = listing.data ? heading(listing.data.title) : undefined;
  usePageTitle(title);

  const header = (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">{title ?? heading('the listing')}</h1>
      {nav}
    </div>
  );
  if (listing.isPending || media.isPending)
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Spinner label="Loading the photos…" />
      </div>
    );
  if (listing.isError || media.isError)
    return (
      <div className="flex flex-col gap-4">
        {header}
        {listing.isError ? (
          <Failure error={listing.error} retry={() => void listing.refetch()} what="listing" />
        ) : (
          <Failure error={media.error} retry={() => void media.refetch()} what="photos" />
        )}
      </div>
    );

  const photos = media.data.data;
  const { usage } = media.data;
  const full = placesLeft(usage) === 0;
  return (
    <div className="flex flex-col gap-5">
      {header}
      <div className="flex flex-col gap-3">
        <MediaUsageLine usage={usage} />
        <div className="flex flex-wrap items-center gap-2">
          {canUpload && (
            <AddPhotosButton
              propertyId={propertyId}
              position={listingPosition(listing.data)}
              full={full}
            />
          )}
          {links
            .filter((link) => !link.needsPhotos || photos.length > 0)
            .map((link) => (
              <Link key={link.to} to={link.to} className={secondaryLinkClass}>
                {link.label}
              </Link>
            ))}
        </div>
        {canUpload && full && (
          <p className="text-sm text-gray-700">
            This listing has the most photos it can have. Delete one to add another.
          </p>
        )}
      </div>
      {photos.length === 0 ? (
        <EmptyState
          className="rounded-lg border border-dashed border-gray-300"
          title="No photos yet"
          description={
            <>
              Photos are what people look at first. The first one, the cover, shows on the
              listing&rsquo;s card in search results and in the preview when it is shared on
              WhatsApp or Facebook; all of them make the gallery on its page. A listing takes up to{' '}
              {usage.maxFilesPerListing} photos.
            </>
          }
        />
      ) : view === 'arrange' ? (
        <Suspense fallback={<Spinner label="Loading the photos…" />}>
          <SortablePhotoGrid propertyId={propertyId} photos={photos} />
        </Suspense>
      ) : (
        <PhotoGrid propertyId={propertyId} photos={photos} />
      )}
    </div>
  );
}
