import type { ReactNode } from 'react';
import { Messages } from '@afrinest/contract';
import { Alert, Button, Spinner } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';

export interface AgentQueryStateProps {
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch(): unknown;
  };
  loading: string;
  children: ReactNode;
}

/**
 * Loading, failure and the server's refusal ("Your account is not linked to an agency yet.",
 * a deactivated agent) for the agent screens; the content once the data is there.
 */
export function AgentQueryState({ query, loading, children }: AgentQueryStateProps) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    const status = toApiError(query.error).status;
    // 403/404 are answers (no agency, deactivated): said plainly, with nothing to retry.
    if (status === 403 || status === 404)
      return <Alert variant="warning">{getErrorMessage(query.error, Messages.FAILED_DATA)}</Alert>;
    return (
      <Alert
        variant="error"
        action={
          <Button
            variant="secondary"
            size="sm"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        }
      >
        {getErrorMessage(query.error, Messages.FAILED_DATA)}
      </Alert>
    );
  }
  return <>{children}</>;
}
