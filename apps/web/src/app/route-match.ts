import { matchRoutes } from 'react-router';

/**
 * The path of every route in routes.tsx, in its order, for the web server (server/web-server.ts):
 * it answers 404 for any other path (SPEC §2: any other path is not found). The server cannot
 * import the table itself, whose pages are React modules; tests/route-match.test.ts keeps the two
 * lists equal.
 */
export const APP_ROUTE_PATHS: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/auth-action',
  '/forgot-password',
  '/email-verification',
  '/properties',
  '/plots',
  '/properties-map',
  '/properties/:id',
  '/properties/:id/map',
  '/agents',
  '/pricing',
  '/agencies/:id',
  '/brokers/:id',
  '/contact',
  '/join-agency/:token',
  '/account-suspended',
  '/dashboard',
  '/profile',
  '/profile/edit',
  '/preferences',
  '/user/favourites',
  '/list-your-property',
  '/list-your-property/status',
  '/agent/properties',
  '/agent/properties/new',
  '/agent/properties/import',
  '/agent/properties/:id/edit',
  '/agent/properties/:id/media',
  '/agent/properties/:id/media-edit',
  '/agent/profile',
  '/agent/agents',
  '/agent/whatsapp',
  '/admin',
  '/admin/users',
  '/admin/users/:id/edit',
  '/admin/users/:id/info',
  '/admin/users/:id/favourites',
  '/admin/broker-agencies',
  '/admin/broker-agencies/new',
  '/admin/broker-agencies/:id/edit',
  '/admin/agents',
  '/admin/properties',
  '/admin/properties/:id/edit',
  '/admin/properties/:id/media',
  '/admin/features',
  '/admin/features/new',
  '/admin/features/:id/edit',
  '/admin/login-logs',
  '/admin/geo',
  '/admin/geo/create',
  '/admin/geo/manage',
  '/admin/website-state',
  '/admin/settings',
  '/admin/items-and-packages',
  '/admin/items/:itemId',
  '/admin/package-item-management',
  '/admin/enhanced-package-management',
  '/admin/unified-items',
  '/admin/agency-entitlements-breakdown',
  '/admin/give-items-to-agencies',
  '/admin/give-items-to-agents',
  '/admin/gift-package-or-item',
  '/admin/subscription',
  '/admin/agency-usage',
  '/admin/agency-admin-tools',
  '/agent/products',
  '/agencies/:id/entitlements',
  '/admin/statistics',
  '/admin/statistics/users',
  '/admin/statistics/properties',
  '/admin/statistics/logins',
  '/admin/statistics/api-calls',
  '/admin/statistics/purchase-operations',
  '/admin/monthly-analytics',
  '/packages',
  '/pay',
  '/pay/:customPaymentId',
  '/payment/success',
  '/payment/cancel',
  '/payment/failure',
  '/invoices',
  '/admin/agency-package-purchases',
  '/admin/agency-purchase-management',
  '/admin/discount-management',
  '/admin/purchase-limits-management',
];

export interface RouteMatch {
  /** The route's path, as in the table. */
  path: string;
  /** Its parameters, decoded. */
  params: Record<string, string>;
}

/** Null: the SPA shows its not-found page there. Matched by React Router itself. */
export function matchAppRoute(
  pathname: string,
  paths: readonly string[] = APP_ROUTE_PATHS,
): RouteMatch | null {
  const found = matchRoutes(
    paths.map((path) => ({ path })),
    pathname,
  )?.at(-1);
  if (!found) return null;
  return { path: found.route.path, params: found.params as Record<string, string> };
}
