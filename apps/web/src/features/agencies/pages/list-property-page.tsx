import { Link, Navigate, useNavigate } from 'react-router';
import { AGENT_ROLES, isAdminRole, type AgencyRequestValues, type Role } from '@afrinest/contract';
import { Alert, Card, Spinner } from '@/components/ui';
import { useMyAgencyRequest } from '@/features/agencies/api/get-my-agency-request';
import { useRequestAgency } from '@/features/agencies/api/request-agency';
import { AgencyRequestForm } from '@/features/agencies/components/agency-request-form';
import { LoadFailed } from '@/features/agencies/components/load-failed';

export const REQUEST_STATUS_PATH = '/list-your-property/status';

/**
 * /list-your-property: where a person starts listing. An agent already in an agency goes on
 * to add a listing; anyone with a request already sent sees its status; the rest ask for their
 * agency to be listed (an admin approves it, and they then run it as its super agent).
 */
export function ListPropertyPage({ user }: { user: { role: Role; agencyId: string | null } }) {
  const mine = useMyAgencyRequest();
  const send = useRequestAgency();
  const navigate = useNavigate();
  if (user.agencyId && AGENT_ROLES.includes(user.role))
    return <Navigate to="/agent/properties/new" replace />;

  const intro = (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">List your property</h1>
      <p className="max-w-2xl text-gray-700">
        Listings on AfriNest come from agencies. Tell us about yours: once we have checked it, you
        run it, list your properties and invite your agents.
      </p>
    </div>
  );

  if (isAdminRole(user.role))
    return (
      <div className="flex flex-col gap-6">
        {intro}
        <Alert variant="info">
          Admins add agencies directly.{' '}
          <Link to="/admin/broker-agencies/new" className="font-medium underline">
            Add an agency
          </Link>
        </Alert>
      </div>
    );
  if (mine.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading…" />
      </div>
    );
  if (mine.isError)
    return <LoadFailed retrying={mine.isFetching} onRetry={() => void mine.refetch()} />;
  if (mine.data) return <Navigate to={REQUEST_STATUS_PATH} replace />;

  const submit = async (values: AgencyRequestValues) => {
    await send.mutateAsync(values);
    await navigate(REQUEST_STATUS_PATH);
  };

  return (
    <div className="flex flex-col gap-6">
      {intro}
      <Card>
        <AgencyRequestForm onSubmit={submit} />
      </Card>
    </div>
  );
}
