import { Messages } from '@afrinest/contract';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

export interface LoadErrorProps {
  error: unknown;
  /** Shows the Try again button as busy while the read runs again. */
  retrying: boolean;
  onRetry(): void;
}

/**
 * A load that failed. A 403/404 is an answer (no agency yet, not yours, not there): said plainly
 * with nothing to retry; anything else (network, 5xx) offers Try again. Imported by its path, not
 * from the ui index: it brings the API client, which the first page loads later (DESIGN.md §4).
 */
export function LoadError({ error, retrying, onRetry }: LoadErrorProps) {
  const message = getErrorMessage(error, Messages.FAILED_DATA);
  const status = toApiError(error).status;
  if (status === 403 || status === 404) return <Alert variant="warning">{message}</Alert>;
  return (
    <Alert
      variant="error"
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
