import { Messages } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { ClientErrorCode, getErrorMessage, toApiError } from '@/lib/api-client';

export interface LoadErrorProps {
  error: unknown;
  onRetry(): void;
  /** What could not be loaded, when the server said nothing itself. */
  fallback?: string;
}

/** A read that failed: the server's message (or why no answer came) and a way to try again. */
export function LoadError({ error, onRetry, fallback = Messages.FAILED_DATA }: LoadErrorProps) {
  const { code, message: why } = toApiError(error);
  const noAnswer = code === ClientErrorCode.TIMEOUT || code === ClientErrorCode.NETWORK;
  return (
    <Alert
      variant="error"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {noAnswer ? why : getErrorMessage(error, fallback)}
    </Alert>
  );
}
