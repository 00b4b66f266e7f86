import { Messages } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';

/**
 * A load that failed. A 403/404 is an answer (no agency yet, an agency that is not there): said
 * plainly with nothing to retry; anything else (network, 5xx) offers Try again.
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
  const status = toApiError(error).status;
  if (status === 403 || status === 404)
    return <Alert variant="warning">{getErrorMessage(error, Messages.FAILED_DATA)}</Alert>;
  return (
    <Alert
      variant="error"
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {getErrorMessage(error, Messages.FAILED_DATA)}
    </Alert>
  );
}
