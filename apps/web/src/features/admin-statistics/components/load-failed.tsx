import { StatisticsMessages } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';

/** A read that failed, in the spec's words (SPEC §8), and a way to try again. */
export function LoadFailed({
  onRetry,
  message = StatisticsMessages.FAILED_DATA,
}: {
  onRetry(): void;
  message?: string;
}) {
  return (
    <Alert
      variant="error"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
