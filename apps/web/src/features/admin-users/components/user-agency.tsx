import { Link } from 'react-router';
import { useAgencyName } from '@/features/admin-users/api/get-agency-name';

const linkClass = 'font-medium text-emerald-800 underline hover:text-emerald-900';

/** The user's agency by name, linked to its admin page; never the raw id. */
export function UserAgency({ agencyId }: { agencyId: string | null }) {
  const name = useAgencyName(agencyId);
  if (!agencyId) return <>No agency</>;
  if (name.isPending) return <span className="text-gray-600">Loading…</span>;
  if (name.isError) return <>An agency that no longer exists</>;
  return (
    <Link to={`/admin/broker-agencies/${agencyId}/edit`} className={linkClass}>
      {name.data}
    </Link>
  );
}
