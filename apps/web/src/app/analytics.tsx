import { isAdminRole } from '@afrinest/contract';
import { useAuth } from '@/features/auth/use-auth';
import { useAfterLoad } from '@/lib/use-after-load';
import { AnalyticsLoader } from '@/features/settings/components/analytics-loader';

/**
 * GA4 for everyone but admins (SPEC §6), decided once the session is known and the page has
 * loaded (its config, schema and script never hold up the first screen).
 */
export function Analytics() {
  const { status, user } = useAuth();
  const afterLoad = useAfterLoad();
  return (
    <AnalyticsLoader ready={status !== 'loading' && afterLoad} excluded={isAdminRole(user?.role)} />
  );
}
