import { Link, useParams } from 'react-router';
import { Messages } from '@afrinest/contract';
import { Alert, Button, Spinner } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { useAdminUserInfo } from '@/features/admin-users/api/get-admin-user-info';
import { UserActivityTable } from '@/features/admin-users/components/user-activity-table';
import { UserApiCallsCard } from '@/features/admin-users/components/user-api-calls-card';
import { UserProfileCard } from '@/features/admin-users/components/user-profile-card';
import { UserSignInsCard } from '@/features/admin-users/components/user-sign-ins-card';
import { smallLinkClass } from '@/features/admin-users/user-labels';

/** /admin/users/{id}/info: profile, agency, sign-ins and recent activity of one account. */
export function AdminUserInfoPage() {
  const { id = '' } = useParams();
  const info = useAdminUserInfo(id);

  const title = info.data?.user.name ?? 'User info';
  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <div className="flex gap-2">
        <Link to={`/admin/users/${id}/edit`} className={smallLinkClass}>
          Edit
        </Link>
        <Link to="/admin/users" className={smallLinkClass}>
          All users
        </Link>
      </div>
    </div>
  );

  if (info.isPending)
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Spinner label="Loading the user…" />
      </div>
    );
  if (info.isError) {
    const status = toApiError(info.error).status;
    const missing = status === 404 || status === 400;
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Alert
          variant="error"
          action={
            missing ? undefined : (
              <Button variant="secondary" size="sm" onClick={() => void info.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {missing
            ? 'This user does not exist.'
            : getErrorMessage(info.error, Messages.FAILED_DATA)}
        </Alert>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {heading}
      <div className="grid gap-6 lg:grid-cols-2">
        <UserProfileCard user={info.data.user} />
        <UserSignInsCard userId={id} signIns={info.data.signIns} />
      </div>
      <UserApiCallsCard apiCalls={info.data.apiCalls} />
      <UserActivityTable userId={id} />
    </div>
  );
}
