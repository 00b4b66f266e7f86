import { useId, useState } from 'react';
import { toast } from 'sonner';
import { listingStatusSchema, type BulkStatusResult, type ListingStatus } from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useSetStatusInBulk } from '../api/change-listing';
import { statusLabels } from '../labels';

/** "2 changed, 1 refused (This status change is not allowed.)" */
export function bulkSummary(r: BulkStatusResult): string {
  const reasons = [...new Set(r.results.flatMap((x) => (x.error ? [x.error.message] : [])))];
  const refused = r.refused ? `, ${r.refused} refused (${reasons.join(' ')})` : '';
  return `${r.changed} changed${refused}.`;
}

/** One status for the selected rows; each listing is checked on its own by the API. */
export function BulkStatusBar({ selected }: { selected: string[] }) {
  const id = useId();
  const [status, setStatus] = useState<ListingStatus>('INACTIVE');
  const [note, setNote] = useState('');
  const bulk = useSetStatusInBulk();
  return (
    <form
      aria-label="Change the status of the selected listings"
      className="flex flex-wrap items-end gap-3 rounded-md border border-gray-200 bg-gray-50 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          const result = await bulk.mutateAsync({ ids: selected, status, note: note.trim() });
          (result.refused ? toast.warning : toast.success)(bulkSummary(result));
          setNote('');
        } catch (err) {
          toast.error(getErrorMessage(err, 'The statuses could not be changed.'));
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
    </form>
  );
}
