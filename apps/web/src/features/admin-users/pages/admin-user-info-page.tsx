import { useParams } from 'react-router';
import { useAdminUserInfo } from '@/features/admin-users/api/get-admin-user-info';
import { AdminUserPageFrame } from '@/features/admin-users/components/admin-user-page-frame';
import { UserActivityTable } from '@/features/admin-users/components/user-activity-table';
import { UserApiCallsCard } from '@/features/admin-users/components/user-api-calls-card';
import { UserProfileCard } from '@/features/admin-users/components/user-profile-card';
import { UserSignInsCard } from '@/features/admin-users/components/user-sign-ins-card';

/** /admin/users/{id}/info: profile, agency, sign-ins and recent activity of one account. */
export function AdminUserInfoPage() {
  const { id = '' } = useParams();
  const info = useAdminUserInfo(id);

  return (
    <AdminUserPageFrame
      id={id}
      title={info.data?.user.name ?? 'User info'}
      sibling={{ page: 'edit', label: 'Edit' }}
      query={info}
    >
      {info.data && (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <UserProfileCard user={info.data.user} />
            <UserSignInsCard userId={id} signIns={info.data.signIns} />
          </div>
          <UserApiCallsCard apiCalls={info.data.apiCalls} />
          <UserActivityTable userId={id} />
        </>
      )}
    </AdminUserPageFrame>
  );
}
