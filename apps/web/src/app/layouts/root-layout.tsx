import { lazy, memo, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { isAdminRole } from '@afrinest/contract';
import { Spinner } from '@/components/ui';
import { config } from '@/lib/config';
import { useAfterLoad } from '@/lib/use-after-load';
import { useAuth } from '@/features/auth/use-auth';
import { useWebsiteState } from '@/features/website-state/api/get-website-state';
import { MaintenanceScreen } from '@/features/website-state/components/maintenance-screen';
import { WebsiteStateBanner } from '@/features/website-state/components/website-state-banner';
import { useRouteAccess } from '@/app/guards/use-route-access';
import { PendingFavouriteGate } from '@/app/pending-favourite-gate';
import { useSignOut } from '@/app/layouts/use-sign-out';

// Loaded for signed-in users only: a visitor never downloads it nor asks the API anything.
const LegalCheck = lazy(() =>
  import('@/features/legal/legal-check').then((m) => ({ default: m.LegalCheck })),
);

/** Asks a signed-in user to accept changed terms (issue 44); signing out is the other answer. */
function LegalGate({ userId }: { userId: string }) {
  const signOut = useSignOut();
  return (
    <Suspense fallback={null}>
      <LegalCheck userId={userId} onSignOut={() => void signOut()} />
    </Suspense>
  );
}

/**
 * The page under the layout, memoised: the layout renders again when the session and the website
 * state arrive (after the first screen), and the page — a search's every card — need not render
 * with it. The router's context still renders it on every navigation.
 */
const Page = memo(function Page() {
  return <Outlet />;
});

/**
 * The top of every page: applies the website state (SPEC §4). In MAINTENANCE everyone but an
 * admin gets the maintenance screen instead of the page, except on routes kept open (sign-in);
 * every other state shows a banner.
 */
export function RootLayout() {
  // Asked once the page has loaded: NORMAL is assumed until then, as while any answer is awaited.
  const websiteState = useWebsiteState({ enabled: useAfterLoad() });
  const { status, user } = useAuth();
  const access = useRouteAccess();
  const isAdmin = isAdminRole(user?.role);

  if (websiteState.state === 'MAINTENANCE' && !isAdmin && !access.openInMaintenance) {
    // Until the profile is known, an admin is not told apart from a visitor.
    if (status === 'loading') {
      return (
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner label="Loading…" />
        </div>
      );
    }
    return (
      <MaintenanceScreen productName={config.productName} description={websiteState.description} />
    );
  }

  return (
    <>
      <WebsiteStateBanner websiteState={websiteState} isAdmin={isAdmin} />
      <PendingFavouriteGate signedIn={status === 'signed-in'} />
      {status === 'signed-in' && user && <LegalGate userId={user.id} />}
      <Page />
      <ScrollRestoration />
    </>
  );
}
