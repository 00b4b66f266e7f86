import { Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useStatusHistory } from '../api/get-status-history';
import { statusLabels } from '../labels';

/** Who changed a listing's status, when, from what to what, and why. */
export function StatusHistory({ listingId }: { listingId: string }) {
  const history = useStatusHistory(listingId);
  if (history.isPending) return <Spinner size="sm" label="Loading the status history…" />;
  if (history.isError)
    return (
      <p className="text-sm text-red-700">
        {getErrorMessage(history.error, 'The status history could not be loaded.')}
      </p>
    );
  return (
    <section aria-label="Status history">
      <h3 className="mb-1 text-sm font-semibold text-gray-900">Status history</h3>
      <ol className="flex flex-col gap-1 text-sm text-gray-800">
        {history.data.map((c) => (
          <li key={c.id}>
            {new Date(c.at).toLocaleString()} · {c.from ? `${statusLabels[c.from]} → ` : ''}
            {statusLabels[c.to]} · {c.by?.name ?? 'System'}
            {c.note && <span className="text-gray-700"> — “{c.note}”</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
