import { Link } from 'react-router';
import { isAdminRole } from '@afrinest/contract';
import { Badge, Card } from '@/components/ui';
import { useAuth } from '@/features/auth/use-auth';
import { linkButton } from '@/app/layouts/link-styles';
import { roleLabels } from '@/app/role-labels';

/** /dashboard: the signed-in user's home. */
export function DashboardPage() {
  const { user } = useAuth();
  // The guard shows this page only to a signed-in user.
  if (!user) return null;
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Welcome, {firstName}</h1>
        <p className="flex flex-wrap items-center gap-2 text-gray-700">
          Signed in as {user.name}
          <Badge tone="info">{roleLabels[user.role]}</Badge>
        </p>
      </div>
      <Card title="Your account">
        <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-gray-700">Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="font-medium text-gray-700">Role</dt>
          <dd>{roleLabels[user.role]}</dd>
          {user.country && (
            <>
              <dt className="font-medium text-gray-700">Country</dt>
              <dd>{user.country}</dd>
            </>
          )}
        </dl>
      </Card>
      {isAdminRole(user.role) && (
        <Card title="Administration">
          <p className="mb-4 text-sm text-gray-700">
            Manage the website state, settings and more in the admin area.
          </p>
          <Link to="/admin" className={linkButton.primary}>
            Go to the admin area
          </Link>
        </Card>
      )}
    </div>
  );
}
