import { Link } from 'react-router';
import { loginFailureLabels, USER_INFO_DAYS, type AdminUserInfo } from '@afrinest/contract';
import { Badge, Card } from '@/components/ui';
import { countOf, formatDateTime, textLinkClass } from '@/features/admin-users/user-labels';

/** The last sign-in attempts on this account, with the 30-day tally and a link to them all. */
export function UserSignInsCard({
  userId,
  signIns,
}: {
  userId: string;
  signIns: AdminUserInfo['signIns'];
}) {
  return (
    <Card
      title="Sign-ins"
      actions={
        <Link to={`/admin/login-logs?user=${userId}`} className={textLinkClass}>
          All sign-ins
        </Link>
      }
    >
      <p className="mb-3 text-sm text-gray-700">
        Last {USER_INFO_DAYS} days: {countOf(signIns.succeeded, 'successful sign-in')},{' '}
        {countOf(signIns.failed, 'failed attempt')}.
      </p>
      {signIns.recent.length === 0 ? (
        <p className="text-sm text-gray-700">No sign-in attempts yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Recent sign-in attempts</caption>
            <thead className="text-xs text-gray-700 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  When
                </th>
                <th scope="col" className="py-1 pr-3">
                  Result
                </th>
                <th scope="col" className="py-1 pr-3">
                  IP address
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {signIns.recent.map((r) => (
                <tr key={r.id}>
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(r.createdAt)}</td>
                  <td className="py-1 pr-3">
                    {r.success ? (
                      <Badge tone="success">Signed in</Badge>
                    ) : (
                      <Badge tone="danger">
                        {loginFailureLabels[r.reason ?? ''] ?? r.reason ?? 'Failed'}
                      </Badge>
                    )}
                  </td>
                  <td className="py-1 pr-3">{r.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
