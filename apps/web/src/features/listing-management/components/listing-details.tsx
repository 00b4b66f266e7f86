import type { Listing } from '@afrinest/contract';
import { formatArea } from '@afrinest/contract';
import { accessRoadLabels, tenureLabels, titleStatusLabels, utilityLabels } from '../labels';
import { FeaturedControl } from './featured-control';
import { StatusHistory } from './status-history';

/** An admin's look inside a row: description, land facts, featuring and the status history. */
export function ListingDetails({ listing }: { listing: Listing }) {
  const land = listing.land;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="flex flex-col gap-3 text-sm text-gray-800">
        <p className="whitespace-pre-line">{listing.description || 'No description.'}</p>
        {listing.landSize && <p>Land size: {formatArea(listing.landSize)}</p>}
        {land && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium">Tenure</dt>
            <dd>
              {tenureLabels[land.tenure]}
              {land.leaseYears ? ` (${land.leaseYears} years)` : ''}
            </dd>
            <dt className="font-medium">Title</dt>
            <dd>{titleStatusLabels[land.titleStatus]}</dd>
            <dt className="font-medium">Access road</dt>
            <dd>{land.accessRoad ? accessRoadLabels[land.accessRoad] : 'Not said'}</dd>
            <dt className="font-medium">Utilities</dt>
            <dd>{land.utilities.map((u) => utilityLabels[u]).join(', ') || 'None said'}</dd>
          </dl>
        )}
        <FeaturedControl listing={listing} />
      </div>
      <StatusHistory listingId={listing.id} />
    </div>
  );
}
