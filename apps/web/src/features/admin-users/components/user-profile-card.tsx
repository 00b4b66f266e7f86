import type { AdminUser } from '@afrinest/contract';
import { Badge, Card } from '@/components/ui';
import { UserAgency } from '@/features/admin-users/components/user-agency';
import { formatDateTime, roleWithCode, statusLabels } from '@/features/admin-users/user-labels';

/** The account as it stands: who, role, agency, status (with the reason), dates. */
export function UserProfileCard({ user }: { user: AdminUser }) {
  const rows: [string, React.ReactNode][] = [
    ['Email', <span className="break-all">{user.email}</span>],
    ['Email verified', user.emailVerified ? 'Yes' : 'No'],
    ['Role', roleWithCode(user.role)],
    [
      'Status',
      <Badge tone={user.status === 'ACTIVE' ? 'success' : 'danger'}>
        {statusLabels[user.status]}
      </Badge>,
    ],
    ...(user.status === 'SUSPENDED'
      ? ([
          ['Suspended on', formatDateTime(user.suspendedAt)],
          ['Reason', user.suspendedReason ?? '—'],
        ] as [string, React.ReactNode][])
      : []),
    ['Agency', <UserAgency agencyId={user.agencyId} />],
    ['Country', user.country ?? '—'],
    ['Region', user.region ?? '—'],
    ['Joined', formatDateTime(user.createdAt)],
    ['Last sign-in', formatDateTime(user.lastSignInAt)],
  ];
  return (
    <Card title="Profile">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-gray-700">{term}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
