import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  CommerceErrorCode,
  listingStatusSchema,
  type BulkStatusResult,
  type ListingStatus,
} from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { useSetStatusInBulk } from '../api/change-listing';
import { statusLabels } from '../labels';
import { productsLinkFor } from '../products-link';
import { EntitlementRefusal } from './entitlement-refusal';

/** "2 changed, 1 refused (This status change is not allowed.)" */
export function bulkSummary(r: BulkStatusResult): string {
  const reasons = [...new Set(r.results.flatMap((x) => (x.error ? [x.error.message] : [])))];
  const refused = r.refused ? `, ${r.refused} refused (${reasons.join(' ')})` : '';
  return `${r.changed} changed${refused}.`;
}

/** The message of a row refused for want of a listing slot (402 ENTITLEMENT_EXHAUSTED), if any. */
const slotRefusalOf = (r: BulkStatusResult): string | null =>
  r.results.find((x) => x.error?.code === CommerceErrorCode.ENTITLEMENT_EXHAUSTED)?.error
    ?.message ?? null;

/** One status for the selected rows; each listing is checked on its own by the API. */
export function BulkStatusBar({ selected }: { selected: string[] }) {
  const id = useId();
  const [status, setStatus] = useState<ListingStatus>('INACTIVE');
  const [note, setNote] = useState('');
  // Publishing past an agency's slots: said where it stays, with the way to its products.
  const [slotRefusal, setSlotRefusal] = useState<string | null>(null);
  const bulk = useSetStatusInBulk();
  return (
    <form
      aria-label="Change the status of the selected listings"
      className="flex flex-wrap items-end gap-3 rounded-md border border-gray-200 bg-gray-50 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setSlotRefusal(null);
        try {
          const result = await bulk.mutateAsync({ ids: selected, status, note: note.trim() });
          (result.refused ? toast.warning : toast.success)(bulkSummary(result));
          setSlotRefusal(slotRefusalOf(result));
          setNote('');
        } catch (err) {
          const message = getErrorMessage(err, 'The statuses could not be changed.');
          toast.error(message);
          if (toApiError(err).status === 402) setSlotRefusal(message);
        }
      }}
    >
      <p className="self-center text-sm font-medium text-gray-900">{selected.length} selected</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-xs font-medium text-gray-900">
          New status
        </label>
        <select
          id={`${id}-status`}
          className={inputClass}
          value={status}
          onChange={(e) => setStatus(listingStatusSchema.parse(e.target.value))}
        >
          {listingStatusSchema.options.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-xs font-medium text-gray-900">
          Note (optional)
        </label>
        <input
          id={`${id}-note`}
          className={inputClass}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" loading={bulk.isPending} disabled={selected.length === 0}>
        Apply to the selected
      </Button>
      {slotRefusal && (
        <EntitlementRefusal
          message={slotRefusal}
          link={productsLinkFor('admin')}
          className="basis-full text-sm text-red-700"
        />
      )}
    </form>
  );
}
