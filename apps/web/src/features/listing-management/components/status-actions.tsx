import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LISTING_TRANSITIONS, type Listing } from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { useSetListingStatus } from '../api/change-listing';
import { statusActionLabels, statusLabels } from '../labels';
import type { ProductsLink } from '../products-link';
import { EntitlementRefusal } from './entitlement-refusal';

/**
 * A listing's status changes: only those LISTING_TRANSITIONS allow from its status, with an
 * optional note for the history. A refusal (409 INVALID_TRANSITION, 403) is shown here; one for
 * want of a listing slot (402) also links to where more are got.
 */
export function StatusActions({
  listing,
  productsLink,
}: {
  listing: Pick<Listing, 'id' | 'title' | 'status'>;
  productsLink: ProductsLink;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ message: string; needsSlot: boolean } | null>(null);
  const change = useSetListingStatus();
  const allowed = LISTING_TRANSITIONS[listing.status];

  if (!open)
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Change the status of ${listing.title}`}
        onClick={() => setOpen(true)}
      >
        Change status
      </Button>
    );
  return (
    <div
      role="group"
      aria-label={`Status of ${listing.title}`}
      className="flex min-w-56 flex-col gap-2 rounded-md border border-gray-200 p-2"
    >
      <label htmlFor={`${id}-note`} className="text-xs font-medium text-gray-900">
        Note (optional)
      </label>
      <input
        id={`${id}-note`}
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
        className={inputClass}
      />
      <div className="flex flex-wrap gap-1">
        {allowed.map((to) => (
          <Button
            key={to}
            size="sm"
            variant="secondary"
            loading={change.isPending && change.variables?.status === to}
            disabled={change.isPending}
            onClick={async () => {
              setError(null);
              try {
                await change.mutateAsync({ id: listing.id, status: to, note: note.trim() });
                toast.success(`“${listing.title}” is now ${statusLabels[to].toLowerCase()}.`);
                setOpen(false);
                setNote('');
              } catch (e) {
                setError({
                  message: getErrorMessage(e, 'The status could not be changed.'),
                  needsSlot: toApiError(e).status === 402,
                });
              }
            }}
          >
            {statusActionLabels[to]}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {error &&
        (error.needsSlot ? (
          <EntitlementRefusal message={error.message} link={productsLink} />
        ) : (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        ))}
    </div>
  );
}
