import { Messages } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';

/**
 * A load that failed. A 403/404 is an answer (no agency yet, not yours): said plainly with
 * nothing to retry; anything else (network, 5xx) offers Try again.
 */
export function LoadError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry(): void;
}) {
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
