import { isAdminRole } from '@afrinest/contract';
import { useAuth } from '@/features/auth/use-auth';
import { AnalyticsLoader } from '@/features/settings/components/analytics-loader';

/** GA4 for everyone but admins (SPEC §6), decided once the session is known. */
export function Analytics() {
  const { status, user } = useAuth();
  return <AnalyticsLoader ready={status !== 'loading'} excluded={isAdminRole(user?.role)} />;
}
