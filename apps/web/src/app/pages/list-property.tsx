import { useAuth } from '@/features/auth/use-auth';
import { ListPropertyPage } from '@/features/agencies/pages/list-property-page';
import { AgencyRequestStatusPage } from '@/features/agencies/pages/agency-request-status-page';

/** /list-your-property: told who asks (agents go on to add a listing, admins add agencies). */
export function ListPropertyRoute() {
  const { user } = useAuth();
  // The route's guard shows this page to signed-in users only.
  if (!user) return null;
  return <ListPropertyPage user={user} />;
}

/** /list-your-property/status: told the asker's agency, to say when the request was approved. */
export function AgencyRequestStatusRoute() {
  const { user } = useAuth();
  return <AgencyRequestStatusPage agencyId={user?.agencyId ?? null} />;
}
