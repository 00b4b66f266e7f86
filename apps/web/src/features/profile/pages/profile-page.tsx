import { Link } from 'react-router';
import type { UserProfile } from '@afrinest/contract';
import { Card, cn, focusRing } from '@/components/ui';
import { useFormat } from '@/lib/format-preferences';

const linkClass = cn(
  'inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50',
  focusRing,
);

/** /profile: who the person is to us, with the way to change it. */
export function ProfilePage({ user, roleLabel }: { user: UserProfile; roleLabel: string }) {
  const format = useFormat();
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Phone', user.phone ?? 'Not given'],
    ['Country', user.country ?? 'Not given'],
    ['Region', user.region ?? 'Not given'],
    ['Account', roleLabel],
    ['Member since', format.date(user.createdAt)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Your profile</h1>
      <Card title="Details">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-gray-700">{label}</dt>
              <dd className="break-words text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/profile/edit" className={linkClass}>
          Edit profile or change password
        </Link>
        <Link to="/preferences" className={linkClass}>
          Preferences
        </Link>
      </div>
    </div>
  );
}
