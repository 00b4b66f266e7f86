import { useState } from 'react';
import { toast } from 'sonner';
import type { Listing } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteListing } from '../api/change-listing';

/** Delete after a confirmation: the listing leaves every list (it is kept for history). */
export function DeleteListingButton({ listing }: { listing: Pick<Listing, 'id' | 'title'> }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteListing();
  if (!confirming)
    return (
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Delete ${listing.title}`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
    );
  return (
    <div role="group" aria-label={`Confirm deleting ${listing.title}`} className="flex gap-1">
      <Button
        size="sm"
        variant="danger"
        loading={remove.isPending}
        onClick={async () => {
          try {
            await remove.mutateAsync(listing.id);
            toast.success(`“${listing.title}” deleted.`);
          } catch (e) {
            toast.error(getErrorMessage(e, 'The listing could not be deleted.'));
            setConfirming(false);
          }
        }}
      >
        Yes, delete
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </div>
  );
}
