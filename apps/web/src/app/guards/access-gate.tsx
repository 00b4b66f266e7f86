import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { useAuth } from '@/features/auth/use-auth';
import { decideAccess } from '@/app/guards/access';
import { GuestRedirect } from '@/app/guards/guest-redirect';
import { LoginRedirect } from '@/app/guards/login-redirect';
import { signOutState } from '@/app/guards/sign-out-state';
import { useRouteAccess } from '@/app/guards/use-route-access';
import { SiteShell } from '@/app/layouts/site-shell';
import { notFoundAccess } from '@/app/routes';
import { useDocumentTitle } from '@/app/use-document-title';
import { usePageTitleOverride } from '@/lib/page-title';

/**
 * Sits above the layouts, so a page's shell (the admin sidebar, say) is drawn only for users
 * who may open it. Reads the matched route's access rules from its handle.
 */
export function AccessGate() {
  const access = useRouteAccess();
  const { pathname } = useLocation();
  // After the page is on screen: a sign-out that was heading here is over.
  useEffect(() => signOutState.arrived(pathname), [pathname]);
  const { status, user } = useAuth();
  const decision = decideAccess(access, status, user?.role);
  // A refused page is presented exactly like a missing one, title included (SPEC §2).
  const pageTitle = usePageTitleOverride();
  useDocumentTitle(decision === 'deny' ? notFoundAccess.title : (pageTitle ?? access.title));

  switch (decision) {
    case 'allow':
      return <Outlet />;
    case 'login':
      // Signing out on this page: the home page is on its way; no detour through /login.
      if (signOutState.isLeaving()) return null;
      return <LoginRedirect />;
    case 'leave':
      return <GuestRedirect />;
    case 'deny':
      return (
        <SiteShell>
          <NotFoundPage />
        </SiteShell>
      );
    case 'wait':
      return (
        <SiteShell>
          <div className="flex justify-center py-16">
            <Spinner label="Loading your account…" />
          </div>
        </SiteShell>
      );
  }
}
