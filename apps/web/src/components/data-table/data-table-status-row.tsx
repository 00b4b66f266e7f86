import { Messages } from '@afrinest/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export interface DataTableStatusRowProps {
  colSpan: number;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyMessage: string;
}

/**
 * Turns the `error` prop into the text to show: a string is shown as given
 * (the caller already chose a user-facing message); anything else truthy
 * (an Error, `true`) gets the contract's generic message, so raw technical
 * errors never reach the user.
 */
export function dataTableErrorMessage(error: unknown): string | null {
  if (!error) return null;
  return typeof error === 'string' ? error : Messages.FAILED_DATA;
}

/** The single full-width row shown instead of data: error, loading or empty. */
export function DataTableStatusRow({
  colSpan,
  isLoading,
  error,
  onRetry,
  emptyMessage,
}: DataTableStatusRowProps) {
  const message = dataTableErrorMessage(error);
  let content;
  if (message) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-3 text-red-800">
        <p>{message}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        )}
      </div>
    );
  } else if (isLoading) {
    content = <Spinner label="Loading…" />;
  } else {
    content = <p className="text-gray-700">{emptyMessage}</p>;
  }
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-sm">
        {content}
      </td>
    </tr>
  );
}
