import { useState } from 'react';
import type { Listing } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { BumpListingDialog } from './bump-listing-dialog';
import { FeatureListingDialog } from './feature-listing-dialog';

/** An agent's ACTIVE listing: feature it for some days, or bump it to the top (agent area only). */
export function PromoteActions({ listing }: { listing: Pick<Listing, 'id' | 'title'> }) {
  const [open, setOpen] = useState<'feature' | 'bump' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Feature ${listing.title}`}
        onClick={() => setOpen('feature')}
      >
        Feature
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Bump ${listing.title} to the top`}
        onClick={() => setOpen('bump')}
      >
        Bump to top
      </Button>
      {open === 'feature' && <FeatureListingDialog listing={listing} onClose={close} />}
      {open === 'bump' && <BumpListingDialog listing={listing} onClose={close} />}
    </>
  );
}
