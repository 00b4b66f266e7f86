import type { ComponentType } from 'react';
import { ADMIN_ROLES, AGENT_ROLES, SUPER_AGENT_ROLES, type Role } from '@afrinest/contract';

/** Which shell a page sits in. */
export type LayoutName = 'public' | 'account' | 'admin';

/** Who may open a route, and what it is called (the part the guards and titles read). */
export interface RouteAccess {
  /** Page title; the document title becomes "<title> | <product name>". */
  title: string;
  /** Signed-in users with one of these roles only; everyone else sees the not-found page. */
  roles?: readonly Role[];
  /** Open to everyone, signed in or not. */
  public?: boolean;
  /** Only for signed-out users (sign-in, register); the signed-in are sent on. */
  guestOnly?: boolean;
  /** Still reachable for everyone in MAINTENANCE (so an admin can sign in). */
  openInMaintenance?: boolean;
}

export interface AppRoute extends RouteAccess {
  path: string;
  layout: LayoutName;
  /** The page component, loaded on first visit (one chunk per route). */
  page: () => Promise<ComponentType>;
  /** Label in the site header's navigation. */
  nav?: string;
  /**
   * Label in the admin sidebar and on the admin dashboard; the dashboard's descriptions are in
   * admin-section-descriptions.ts, kept out of the first load.
   */
  adminNav?: string;
}

/**
 * The one route table (SPEC §2). A route with `roles` needs one of them; a route that is
 * neither `public` nor `guestOnly` needs a signed-in user; any other path is not found.
 * Only routes that work end to end are listed: the rest of SPEC §2 arrives with its issue.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    title: 'Houses, apartments and plots across Africa',
    layout: 'public',
    public: true,
    nav: 'Home',
    page: () => import('@/app/pages/home').then((m) => m.HomePage),
  },
  {
    path: '/login',
    title: 'Sign in',
    layout: 'public',
    guestOnly: true,
    openInMaintenance: true,
    page: () => import('@/app/pages/login').then((m) => m.LoginRoute),
  },
  {
    path: '/register',
    title: 'Create an account',
    layout: 'public',
    guestOnly: true,
    page: () => import('@/app/pages/register').then((m) => m.RegisterRoute),
  },
  {
    path: '/auth-action',
    title: 'Your account',
    layout: 'public',
    public: true,
    page: () => import('@/features/auth/pages/auth-action-page').then((m) => m.AuthActionPage),
  },
  {
    path: '/forgot-password',
    title: 'Forgot your password?',
    layout: 'public',
    // Open to the signed-in too (SPEC §2 makes only sign-in and register guest-only).
    public: true,
    page: () =>
      import('@/features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    path: '/email-verification',
    title: 'Check your inbox',
    layout: 'public',
    public: true,
    page: () =>
      import('@/features/auth/pages/email-verification-page').then((m) => m.EmailVerificationPage),
  },
  {
    path: '/properties',
    title: 'Properties for sale and rent',
    layout: 'public',
    public: true,
    nav: 'Properties',
    page: () => import('@/features/listings/pages/properties-page').then((m) => m.PropertiesPage),
  },
  {
    path: '/plots',
    title: 'Plots and land for sale',
    layout: 'public',
    public: true,
    nav: 'Plots',
    page: () => import('@/features/listings/pages/plots-page').then((m) => m.PlotsPage),
  },
  {
    path: '/properties-map',
    title: 'Properties on the map',
    layout: 'public',
    public: true,
    page: () =>
      import('@/features/listings/pages/properties-map-page').then((m) => m.PropertiesMapPage),
  },
  {
    path: '/properties/:id',
    title: 'Property',
    layout: 'public',
    public: true,
    page: () => import('@/features/listing-detail/pages/property-page').then((m) => m.PropertyPage),
  },
  {
    path: '/properties/:id/map',
    title: 'Property on the map',
    layout: 'public',
    public: true,
    page: () =>
      import('@/features/listing-detail/pages/property-map-page').then((m) => m.PropertyMapPage),
  },
  {
    path: '/agents',
    title: 'Find an agent',
    layout: 'public',
    public: true,
    nav: 'Agents',
    page: () =>
      import('@/features/agencies/pages/agents-directory-page').then((m) => m.AgentsDirectoryPage),
  },
  {
    path: '/pricing',
    title: 'Pricing',
    layout: 'public',
    public: true,
    nav: 'Pricing',
    page: () => import('@/features/checkout/pages/pricing-page').then((m) => m.PricingPage),
  },
  {
    path: '/agencies/:id',
    title: 'Agency',
    layout: 'public',
    public: true,
    page: () => import('@/features/agencies/pages/agency-page').then((m) => m.AgencyPage),
  },
  {
    path: '/brokers/:id',
    title: 'Agent',
    layout: 'public',
    public: true,
    page: () => import('@/features/agencies/pages/broker-page').then((m) => m.BrokerPage),
  },
  {
    path: '/contact',
    title: 'Contact us',
    layout: 'public',
    public: true,
    nav: 'Contact',
    page: () => import('@/features/contact/pages/contact-page').then((m) => m.ContactPage),
  },
  {
    path: '/join-agency/:token',
    title: 'Join an agency',
    layout: 'public',
    public: true,
    page: () => import('@/app/pages/join-agency').then((m) => m.JoinAgencyRoute),
  },
  {
    // The one-click "still available" link mailed to agents (issue 46): no sign-in needed.
    path: '/listing-confirm/:token',
    title: 'Confirm your listing',
    layout: 'public',
    public: true,
    page: () =>
      import('@/features/listing-confirm/pages/listing-confirm-page').then(
        (m) => m.ListingConfirmPage,
      ),
  },
  {
    path: '/account-suspended',
    title: 'Account suspended',
    layout: 'public',
    public: true,
    page: () => import('@/app/pages/account-suspended').then((m) => m.AccountSuspendedPage),
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    layout: 'account',
    nav: 'Dashboard',
    page: () => import('@/app/pages/dashboard').then((m) => m.DashboardPage),
  },
  {
    path: '/profile',
    title: 'Your profile',
    layout: 'account',
    page: () => import('@/app/pages/profile').then((m) => m.ProfileRoute),
  },
  {
    path: '/profile/edit',
    title: 'Edit your profile',
    layout: 'account',
    page: () => import('@/app/pages/profile-edit').then((m) => m.ProfileEditRoute),
  },
  {
    path: '/preferences',
    title: 'Preferences',
    layout: 'account',
    page: () =>
      import('@/features/preferences/pages/preferences-page').then((m) => m.PreferencesPage),
  },
  {
    path: '/user/favourites',
    title: 'Your favourites',
    layout: 'account',
    page: () => import('@/features/favourites/pages/favourites-page').then((m) => m.FavouritesPage),
  },
  {
    path: '/list-your-property',
    title: 'List your property',
    layout: 'account',
    page: () => import('@/app/pages/list-property').then((m) => m.ListPropertyRoute),
  },
  {
    path: '/list-your-property/status',
    title: 'Your agency request',
    layout: 'account',
    page: () => import('@/app/pages/list-property').then((m) => m.AgencyRequestStatusRoute),
  },
  {
    path: '/agent/properties',
    title: 'Your listings',
    layout: 'account',
    roles: AGENT_ROLES,
    page: () =>
      import('@/features/listing-management/pages/agent-properties-page').then(
        (m) => m.AgentPropertiesPage,
      ),
  },
  {
    path: '/agent/properties/new',
    title: 'Add a listing',
    layout: 'account',
    roles: AGENT_ROLES,
    page: () =>
      import('@/features/listing-management/pages/listing-create-page').then(
        (m) => m.ListingCreatePage,
      ),
  },
  {
    path: '/agent/properties/import',
    title: 'Import listings',
    layout: 'account',
    roles: AGENT_ROLES,
    page: () =>
      import('@/features/listing-import/pages/listing-import-page').then(
        (m) => m.ListingImportPage,
      ),
  },
  {
    path: '/agent/properties/:id/edit',
    title: 'Edit a listing',
    layout: 'account',
    roles: AGENT_ROLES,
    page: () =>
      import('@/features/listing-management/pages/listing-edit-page').then(
        (m) => m.ListingEditPage,
      ),
  },
  {
    path: '/agent/properties/:id/media',
    title: 'Listing photos',
    layout: 'account',
    roles: AGENT_ROLES,
    page: () =>
      import('@/features/listing-media/pages/agent-media-page').then((m) => m.AgentMediaPage),
  },
  {
    path: '/agent/properties/:id/media-edit',
    title: 'Arrange photos',
    layout: 'account',
    roles: AGENT_ROLES,
    page: () =>
      import('@/features/listing-media/pages/agent-media-edit-page').then(
        (m) => m.AgentMediaEditPage,
      ),
  },
  {
    path: '/agent/profile',
    title: 'Your agent profile',
    layout: 'account',
    roles: AGENT_ROLES,
    nav: 'Agent area',
    page: () =>
      import('@/features/agent-workspace/pages/agent-profile-page').then((m) => m.AgentProfilePage),
  },
  {
    path: '/agent/agents',
    title: 'Your team',
    layout: 'account',
    roles: SUPER_AGENT_ROLES,
    page: () =>
      import('@/features/agent-workspace/pages/agent-team-page').then((m) => m.AgentTeamPage),
  },
  {
    path: '/agent/whatsapp',
    title: 'WhatsApp and leads',
    layout: 'account',
    roles: SUPER_AGENT_ROLES,
    page: () =>
      import('@/features/agent-workspace/pages/agent-whatsapp-page').then(
        (m) => m.AgentWhatsappPage,
      ),
  },
  {
    path: '/admin',
    title: 'Admin dashboard',
    layout: 'admin',
    roles: ADMIN_ROLES,
    nav: 'Admin',
    adminNav: 'Dashboard',
    // Handed the sections it lists, so the page does not import this table.
    page: async () => {
      const { AdminDashboardPage } = await import('@/app/pages/admin-dashboard');
      return function AdminDashboard() {
        return <AdminDashboardPage adminSections={adminSections} />;
      };
    },
  },
  {
    path: '/admin/users',
    title: 'Users',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Users',
    page: () =>
      import('@/features/admin-users/pages/admin-users-page').then((m) => m.AdminUsersPage),
  },
  {
    path: '/admin/users/:id/edit',
    title: 'Edit user',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () => import('@/app/pages/admin-user-edit').then((m) => m.AdminUserEditRoute),
  },
  {
    path: '/admin/users/:id/info',
    title: 'User info',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-users/pages/admin-user-info-page').then((m) => m.AdminUserInfoPage),
  },
  {
    path: '/admin/users/:id/favourites',
    title: 'User favourites',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/favourites/pages/admin-user-favourites-page').then(
        (m) => m.AdminUserFavouritesPage,
      ),
  },
  {
    path: '/admin/broker-agencies',
    title: 'Broker agencies',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Broker agencies',
    page: () =>
      import('@/features/admin-agencies/pages/admin-agencies-page').then(
        (m) => m.AdminAgenciesPage,
      ),
  },
  {
    path: '/admin/broker-agencies/new',
    title: 'Add an agency',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-agencies/pages/agency-create-page').then((m) => m.AgencyCreatePage),
  },
  {
    path: '/admin/broker-agencies/:id/edit',
    title: 'Edit agency',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-agencies/pages/agency-edit-page').then((m) => m.AgencyEditPage),
  },
  {
    path: '/admin/agents',
    title: 'Agents',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Agents',
    page: () =>
      import('@/features/admin-agencies/pages/admin-agents-page').then((m) => m.AdminAgentsPage),
  },
  {
    path: '/admin/properties',
    title: 'Properties',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Properties',
    page: () =>
      import('@/features/listing-management/pages/admin-properties-page').then(
        (m) => m.AdminPropertiesPage,
      ),
  },
  {
    path: '/admin/properties/:id/edit',
    title: 'Edit a listing',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/listing-management/pages/admin-listing-edit-page').then(
        (m) => m.AdminListingEditPage,
      ),
  },
  {
    path: '/admin/properties/:id/media',
    title: 'Listing photos',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/listing-media/pages/admin-media-page').then((m) => m.AdminMediaPage),
  },
  {
    path: '/admin/features',
    title: 'Features',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Features',
    page: () => import('@/features/admin-features/pages/features-page').then((m) => m.FeaturesPage),
  },
  {
    path: '/admin/features/new',
    title: 'Add a feature',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-features/pages/feature-create-page').then(
        (m) => m.FeatureCreatePage,
      ),
  },
  {
    path: '/admin/features/:id/edit',
    title: 'Edit a feature',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-features/pages/feature-edit-page').then((m) => m.FeatureEditPage),
  },
  {
    path: '/admin/login-logs',
    title: 'Login logs',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Login logs',
    page: () => import('@/features/login-logs/pages/login-logs-page').then((m) => m.LoginLogsPage),
  },
  {
    path: '/admin/geo',
    title: 'Geography',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Geography',
    page: () => import('@/features/geo/pages/geo-browse-page').then((m) => m.GeoBrowsePage),
  },
  {
    path: '/admin/geo/create',
    title: 'Add a place',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () => import('@/features/geo/pages/geo-create-page').then((m) => m.GeoCreatePage),
  },
  {
    path: '/admin/geo/manage',
    title: 'Manage a place',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () => import('@/features/geo/pages/geo-manage-page').then((m) => m.GeoManagePage),
  },
  {
    path: '/admin/website-state',
    title: 'Website state',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Website state',
    page: () =>
      import('@/features/website-state/pages/website-state-admin-page').then(
        (m) => m.WebsiteStateAdminPage,
      ),
  },
  {
    path: '/admin/settings',
    title: 'Settings',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Settings',
    page: () =>
      import('@/features/settings/pages/analytics-settings-page').then(
        (m) => m.AnalyticsSettingsPage,
      ),
  },
  // @routes: commerce-catalogue (issue 41)
  {
    path: '/admin/items-and-packages',
    title: 'Items and packages',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Items and packages',
    page: () =>
      import('@/features/admin-catalogue/pages/items-and-packages-page').then(
        (m) => m.ItemsAndPackagesPage,
      ),
  },
  {
    path: '/admin/items/:itemId',
    title: 'Item',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () => import('@/features/admin-catalogue/pages/item-page').then((m) => m.ItemPage),
  },
  {
    path: '/admin/package-item-management',
    title: 'Package items',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Package items',
    page: () =>
      import('@/features/admin-catalogue/pages/package-item-management-page').then(
        (m) => m.PackageItemManagementPage,
      ),
  },
  {
    path: '/admin/enhanced-package-management',
    title: 'Package prices and details',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Package prices',
    page: () =>
      import('@/features/admin-catalogue/pages/enhanced-package-management-page').then(
        (m) => m.EnhancedPackageManagementPage,
      ),
  },
  // @routes: commerce-entitlements (issue 41)
  {
    path: '/admin/unified-items',
    title: 'Unified items',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Unified items',
    page: () =>
      import('@/features/admin-entitlements/pages/unified-items-page').then(
        (m) => m.UnifiedItemsPage,
      ),
  },
  {
    path: '/admin/agency-entitlements-breakdown',
    title: 'Agency entitlements',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Agency entitlements',
    page: () =>
      import('@/features/admin-entitlements/pages/agency-breakdown-page').then(
        (m) => m.AgencyBreakdownPage,
      ),
  },
  {
    path: '/admin/give-items-to-agencies',
    title: 'Give items to agencies',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Give items to agencies',
    page: () =>
      import('@/features/admin-entitlements/pages/give-items-to-agencies-page').then(
        (m) => m.GiveItemsToAgenciesPage,
      ),
  },
  {
    path: '/admin/give-items-to-agents',
    title: 'Give items to agents',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Give items to agents',
    page: () =>
      import('@/features/admin-entitlements/pages/give-items-to-agents-page').then(
        (m) => m.GiveItemsToAgentsPage,
      ),
  },
  {
    path: '/admin/gift-package-or-item',
    title: 'Gift a package or an item',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Gift a package or item',
    page: () =>
      import('@/features/admin-entitlements/pages/gift-package-or-item-page').then(
        (m) => m.GiftPackageOrItemPage,
      ),
  },
  {
    path: '/admin/subscription',
    title: 'Subscriptions',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Subscriptions',
    page: () =>
      import('@/features/admin-entitlements/pages/subscriptions-page').then(
        (m) => m.SubscriptionsPage,
      ),
  },
  {
    path: '/admin/agency-usage',
    title: 'Agency usage',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Agency usage',
    page: () =>
      import('@/features/admin-entitlements/pages/agency-usage-page').then(
        (m) => m.AgencyUsagePage,
      ),
  },
  {
    path: '/admin/agency-admin-tools',
    title: 'Agency admin tools',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Agency admin tools',
    page: () =>
      import('@/features/admin-entitlements/pages/agency-admin-tools-page').then(
        (m) => m.AgencyAdminToolsPage,
      ),
  },
  // @routes: commerce-agent (issue 41)
  {
    path: '/agent/products',
    title: 'Your products',
    layout: 'account',
    roles: AGENT_ROLES,
    page: () =>
      import('@/features/products/pages/agent-products-page').then((m) => m.AgentProductsPage),
  },
  {
    path: '/agencies/:id/entitlements',
    title: 'Agency plan',
    layout: 'public',
    public: true,
    page: () =>
      import('@/features/products/pages/agency-entitlements-page').then(
        (m) => m.AgencyEntitlementsPage,
      ),
  },
  // @routes: back-office (issue 43)
  {
    path: '/admin/statistics',
    title: 'Statistics',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Statistics',
    page: () =>
      import('@/features/admin-statistics/pages/statistics-page').then((m) => m.StatisticsPage),
  },
  {
    path: '/admin/statistics/users',
    title: 'User statistics',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-statistics/pages/statistics-detail-page').then((m) =>
        m.statisticsDetailPageFor('users'),
      ),
  },
  {
    path: '/admin/statistics/properties',
    title: 'Property statistics',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-statistics/pages/statistics-detail-page').then((m) =>
        m.statisticsDetailPageFor('properties'),
      ),
  },
  {
    path: '/admin/statistics/logins',
    title: 'Login statistics',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-statistics/pages/statistics-detail-page').then((m) =>
        m.statisticsDetailPageFor('logins'),
      ),
  },
  {
    path: '/admin/statistics/api-calls',
    title: 'API call statistics',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-statistics/pages/statistics-detail-page').then((m) =>
        m.statisticsDetailPageFor('api-calls'),
      ),
  },
  {
    path: '/admin/statistics/purchase-operations',
    title: 'Purchase operations',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-statistics/pages/statistics-detail-page').then((m) =>
        m.statisticsDetailPageFor('purchases'),
      ),
  },
  {
    path: '/admin/monthly-analytics',
    title: 'Monthly analytics',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Monthly analytics',
    page: () =>
      import('@/features/admin-statistics/pages/monthly-analytics-page').then(
        (m) => m.MonthlyAnalyticsPage,
      ),
  },
  // @routes: commerce-checkout (issue 42)
  {
    path: '/packages',
    title: 'Choose a package',
    layout: 'account',
    page: () => import('@/features/checkout/pages/packages-page').then((m) => m.PackagesPage),
  },
  {
    path: '/pay',
    title: 'Pay',
    layout: 'account',
    page: () => import('@/features/checkout/pages/pay-page').then((m) => m.PayPage),
  },
  {
    path: '/pay/:customPaymentId',
    title: 'Pay a payment request',
    layout: 'account',
    page: () => import('@/features/checkout/pages/pay-request-page').then((m) => m.PayRequestPage),
  },
  {
    path: '/payment/success',
    title: 'Payment',
    layout: 'public',
    public: true,
    page: () =>
      import('@/features/checkout/pages/payment-success-page').then((m) => m.PaymentSuccessPage),
  },
  {
    path: '/payment/cancel',
    title: 'Payment cancelled',
    layout: 'public',
    public: true,
    page: () =>
      import('@/features/checkout/pages/payment-cancel-page').then((m) => m.PaymentCancelPage),
  },
  {
    path: '/payment/failure',
    title: 'Payment failed',
    layout: 'public',
    public: true,
    page: () =>
      import('@/features/checkout/pages/payment-failure-page').then((m) => m.PaymentFailurePage),
  },
  {
    path: '/invoices',
    title: 'Invoices',
    layout: 'account',
    page: () => import('@/features/invoices/pages/invoices-page').then((m) => m.InvoicesPage),
  },
  // @routes: commerce-payments-admin (issue 42)
  {
    path: '/admin/agency-package-purchases',
    title: 'Package purchases',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Package purchases',
    page: () =>
      import('@/features/admin-payments/pages/agency-package-purchases-page').then(
        (m) => m.AgencyPackagePurchasesPage,
      ),
  },
  {
    path: '/admin/agency-purchase-management',
    title: 'Purchase management',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Purchase management',
    page: () =>
      import('@/features/admin-payments/pages/agency-purchase-management-page').then(
        (m) => m.AgencyPurchaseManagementPage,
      ),
  },
  {
    path: '/admin/discount-management',
    title: 'Discount codes',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Discount codes',
    page: () =>
      import('@/features/admin-payments/pages/discount-management-page').then(
        (m) => m.DiscountManagementPage,
      ),
  },
  {
    path: '/admin/purchase-limits-management',
    title: 'Purchase limits',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Purchase limits',
    page: () =>
      import('@/features/admin-payments/pages/purchase-limits-management-page').then(
        (m) => m.PurchaseLimitsManagementPage,
      ),
  },
  // @routes: content and advertising (issue 44)
  {
    path: '/about',
    title: 'About us',
    layout: 'public',
    public: true,
    page: () => import('@/features/content/pages/about-page').then((m) => m.AboutPage),
  },
  {
    path: '/help',
    title: 'Help',
    layout: 'public',
    public: true,
    page: () => import('@/features/content/pages/help-page').then((m) => m.HelpPage),
  },
  {
    path: '/help/:slug',
    title: 'Help',
    layout: 'public',
    public: true,
    page: () => import('@/features/content/pages/help-article-page').then((m) => m.HelpArticlePage),
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    layout: 'public',
    public: true,
    page: () => import('@/features/content/pages/faq-page').then((m) => m.FaqPage),
  },
  {
    path: '/terms',
    title: 'Terms of use',
    layout: 'public',
    public: true,
    openInMaintenance: true,
    page: () => import('@/features/content/pages/terms-page').then((m) => m.TermsPage),
  },
  {
    path: '/privacy',
    title: 'Privacy notice',
    layout: 'public',
    public: true,
    openInMaintenance: true,
    page: () => import('@/features/content/pages/privacy-page').then((m) => m.PrivacyPage),
  },
  {
    path: '/blog',
    title: 'Blog',
    layout: 'public',
    public: true,
    page: () => import('@/features/content/pages/blog-page').then((m) => m.BlogPage),
  },
  {
    path: '/blog/:slug',
    title: 'Blog',
    layout: 'public',
    public: true,
    page: () => import('@/features/content/pages/blog-post-page').then((m) => m.BlogPostPage),
  },
  {
    path: '/hotels',
    title: 'Hotels',
    layout: 'public',
    public: true,
    page: () => import('@/features/content/pages/hotels-page').then((m) => m.HotelsPage),
  },
  {
    path: '/building',
    title: 'Buildings',
    layout: 'public',
    public: true,
    page: () => import('@/features/content/pages/building-page').then((m) => m.BuildingPage),
  },
  {
    path: '/advertisement',
    title: 'Advertise with us',
    layout: 'public',
    public: true,
    page: () => import('@/features/advertising/pages/advertise-page').then((m) => m.AdvertisePage),
  },
  {
    path: '/admin/content-pages',
    title: 'Content pages',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Content pages',
    page: () =>
      import('@/features/admin-content/pages/content-pages-page').then((m) => m.ContentPagesPage),
  },
  {
    path: '/admin/content-pages/new',
    title: 'New content page',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-content/pages/content-page-editor-page').then(
        (m) => m.NewContentPage,
      ),
  },
  {
    path: '/admin/content-pages/:id/edit',
    title: 'Edit content page',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-content/pages/content-page-editor-page').then(
        (m) => m.EditContentPage,
      ),
  },
  {
    path: '/admin/advertisements',
    title: 'Advertisements',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Advertisements',
    page: () =>
      import('@/features/admin-advertising/pages/advertisements-page').then(
        (m) => m.AdvertisementsPage,
      ),
  },
  {
    path: '/admin/advertisements/new',
    title: 'New advertisement',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-advertising/pages/advertisement-editor-page').then(
        (m) => m.NewAdvertisementPage,
      ),
  },
  {
    path: '/admin/advertisements/:id/edit',
    title: 'Edit advertisement',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-advertising/pages/advertisement-editor-page').then(
        (m) => m.EditAdvertisementPage,
      ),
  },
  {
    path: '/admin/advertisements/enquiries',
    title: 'Advertising enquiries',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-advertising/pages/advert-enquiries-page').then(
        (m) => m.AdvertEnquiriesPage,
      ),
  },
  // @routes: webhooks and external systems (issue 45)
  {
    path: '/admin/webhooks',
    title: 'Webhooks',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Webhooks',
    page: () => import('@/features/admin-webhooks/pages/webhooks-page').then((m) => m.WebhooksPage),
  },
  {
    path: '/admin/webhooks/new',
    title: 'Add a webhook endpoint',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-webhooks/pages/webhook-editor-page').then((m) => m.NewWebhookPage),
  },
  {
    path: '/admin/webhooks/:id/edit',
    title: 'Edit webhook endpoint',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-webhooks/pages/webhook-editor-page').then((m) => m.EditWebhookPage),
  },
  {
    path: '/admin/webhook-logs',
    title: 'Webhook logs',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'Webhook logs',
    page: () =>
      import('@/features/admin-webhooks/pages/webhook-logs-page').then((m) => m.WebhookLogsPage),
  },
  {
    path: '/admin/external-systems',
    title: 'External systems',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: 'External systems',
    page: () =>
      import('@/features/admin-external-systems/pages/external-systems-page').then(
        (m) => m.ExternalSystemsPage,
      ),
  },
  {
    path: '/admin/external-systems/new',
    title: 'Add an external system',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-external-systems/pages/external-system-editor-page').then(
        (m) => m.NewExternalSystemPage,
      ),
  },
  {
    path: '/admin/external-systems/:id/edit',
    title: 'Edit external system',
    layout: 'admin',
    roles: ADMIN_ROLES,
    page: () =>
      import('@/features/admin-external-systems/pages/external-system-editor-page').then(
        (m) => m.EditExternalSystemPage,
      ),
  },
];

/** Any path the table does not know (SPEC §2). */
export const notFoundAccess: RouteAccess = { title: 'Page not found', public: true };

export interface AdminSection {
  path: string;
  label: string;
}

/** The admin sidebar and dashboard: every route with an admin entry, in table order. */
export const adminSections: readonly AdminSection[] = appRoutes.flatMap((route) =>
  route.adminNav ? [{ path: route.path, label: route.adminNav }] : [],
);
