import { useState } from 'react';
import { toast } from 'sonner';
import type { Listing } from '@afrinest/contract';
import { ConfirmDialog } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useBumpListing } from '../api/bump-listing';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { productsLinkFor } from '../products-link';
import { EntitlementRefusal } from './entitlement-refusal';

/** Asks, then puts an ACTIVE listing back at the top of the newest, using one bump. */
export function BumpListingDialog({
  listing,
  onClose,
}: {
  listing: Pick<Listing, 'id' | 'title'>;
  onClose(): void;
}) {
  // One key per opening: a double click on "Bump to top" uses one bump, not two.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const bump = useBumpListing();
  const [failure, setFailure] = useState<{ message: string; needsMore: boolean } | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      const result = await bump.mutateAsync({ id: listing.id, input: { idempotencyKey } });
      toast.success(
        `“${listing.title}” is back at the top. ${result.left} bump${result.left === 1 ? '' : 's'} left.`,
      );
      onClose();
    } catch (e) {
      const error = toApiError(e);
      setFailure({ message: error.message, needsMore: error.status === 402 });
    }
  };

  return (
    <ConfirmDialog
      title={`Bump “${listing.title}” to the top?`}
      confirmLabel="Bump to top"
      busy={bump.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>It goes back to the top of the newest listings. This uses one bump.</p>
      {failure &&
        (failure.needsMore ? (
          <EntitlementRefusal
            message={failure.message}
            link={productsLinkFor('agent')}
            className="mt-3 text-sm text-red-700"
          />
        ) : (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {failure.message}
          </p>
        ))}
    </ConfirmDialog>
  );
}
