import { Messages } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';

/** A load that failed for a reason that may pass (network, 5xx), with a retry. */
export function LoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry(): void }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Alert
        variant="error"
        action={
          <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {Messages.FAILED_DATA}
      </Alert>
    </div>
  );
}
