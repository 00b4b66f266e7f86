import { Link } from 'react-router';
import { EmptyState, Spinner } from '@/components/ui';
import { useMyAgencyRequest } from '@/features/agencies/api/get-my-agency-request';
import { LoadFailed } from '@/features/agencies/components/load-failed';
import {
  RequestStatusCard,
  requestStage,
} from '@/features/agencies/components/request-status-card';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800';

/** /list-your-property/status: the agency I asked to list, pending, approved or rejected. */
export function AgencyRequestStatusPage({ agencyId }: { agencyId: string | null }) {
  const mine = useMyAgencyRequest();

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Your agency request</h1>
      {mine.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading…" />
        </div>
      ) : mine.isError ? (
        <LoadFailed retrying={mine.isFetching} onRetry={() => void mine.refetch()} />
      ) : mine.data ? (
        <RequestStatusCard request={mine.data} stage={requestStage(mine.data, agencyId)} />
      ) : (
        <EmptyState
          title="No request yet"
          description="Ask for your agency to be listed: once approved, you list your properties."
          action={
            <Link to="/list-your-property" className={linkClass}>
              Ask to list your agency
            </Link>
          }
        />
      )}
    </div>
  );
}
