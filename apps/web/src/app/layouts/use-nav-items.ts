import { useAuth } from '@/features/auth/use-auth';
import { canOpen } from '@/app/guards/access';
import { appRoutes } from '@/app/routes';

export interface NavItem {
  to: string;
  label: string;
}

/** The header's links: the routes with a `nav` label that this user may open. */
export function useNavItems(): NavItem[] {
  const { status, user } = useAuth();
  return appRoutes.flatMap((route) =>
    route.nav && canOpen(route, status, user?.role) ? [{ to: route.path, label: route.nav }] : [],
  );
}
