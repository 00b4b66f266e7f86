import type { UseQueryResult } from '@tanstack/react-query';
import { Messages, type Package } from '@afrinest/contract';
import { Alert, Button, Spinner } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';

/** What a package screen shows while its package loads or when it could not be read. */
export function PackageLoadState({ pkg }: { pkg: UseQueryResult<Package> }) {
  if (pkg.isPending) return <Spinner label="Loading the package…" />;
  if (!pkg.isError) return null;
  // A missing or malformed id cannot be fixed by trying again.
  const status = toApiError(pkg.error).status;
  const missing = status === 404 || status === 400;
  return (
    <Alert
      variant="error"
      action={
        missing ? undefined : (
          <Button variant="secondary" size="sm" onClick={() => void pkg.refetch()}>
            Try again
          </Button>
        )
      }
    >
      {missing ? 'This package does not exist.' : getErrorMessage(pkg.error, Messages.FAILED_DATA)}
    </Alert>
  );
}
