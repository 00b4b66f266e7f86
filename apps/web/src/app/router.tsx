import type { RouteObject } from 'react-router';
import { config } from '@/lib/config';
import { RouteErrorScreen } from '@/features/errors/components/route-error-screen';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { AccessGate } from '@/app/guards/access-gate';
import type { RouteHandle } from '@/app/guards/use-route-access';
import { AccountLayout } from '@/app/layouts/account-layout';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { InitialLoad } from '@/app/layouts/initial-load';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { appRoutes, notFoundAccess, type AppRoute, type LayoutName } from '@/app/routes';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { access: route };
  return {
    path: route.path,
    handle,
    // Each page is its own chunk, fetched when the route is first visited.
    lazy: async () => ({ Component: await route.page() }),
  };
}

const routesIn = (layout: LayoutName) =>
  appRoutes.filter((route) => route.layout === layout).map(toRouteObject);

/**
 * The route objects, built from the table in routes.tsx:
 * root (website state) → access gate → layout (public, account, admin) → page.
 */
export function createRouteObjects(): RouteObject[] {
  const notFoundHandle: RouteHandle = { access: notFoundAccess };
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteErrorScreen productName={config.productName} />,
      HydrateFallback: InitialLoad,
      children: [
        {
          Component: AccessGate,
          children: [
            {
              Component: PublicLayout,
              children: [
                ...routesIn('public'),
                { path: '*', handle: notFoundHandle, Component: NotFoundPage },
              ],
            },
            { Component: AccountLayout, children: routesIn('account') },
            { Component: AdminLayout, children: routesIn('admin') },
          ],
        },
      ],
    },
  ];
}
