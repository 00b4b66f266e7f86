import type { ComponentType } from 'react';
import { ADMIN_ROLES, type Role } from '@afrinest/contract';

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
  /** Entry in the admin sidebar and on the admin dashboard. */
  adminNav?: { label: string; description: string };
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
    title: 'Verify your email',
    layout: 'public',
    public: true,
    page: () => import('@/features/auth/pages/auth-action-page').then((m) => m.AuthActionPage),
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
    path: '/contact',
    title: 'Contact us',
    layout: 'public',
    public: true,
    nav: 'Contact',
    page: () => import('@/features/contact/pages/contact-page').then((m) => m.ContactPage),
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    layout: 'account',
    nav: 'Dashboard',
    page: () => import('@/app/pages/dashboard').then((m) => m.DashboardPage),
  },
  {
    path: '/admin',
    title: 'Admin dashboard',
    layout: 'admin',
    roles: ADMIN_ROLES,
    nav: 'Admin',
    adminNav: { label: 'Dashboard', description: 'An overview of the admin area.' },
    page: () => import('@/app/pages/admin-dashboard').then((m) => m.AdminDashboardPage),
  },
  {
    path: '/admin/website-state',
    title: 'Website state',
    layout: 'admin',
    roles: ADMIN_ROLES,
    adminNav: {
      label: 'Website state',
      description: 'Put the site in maintenance, close sign-in or registration, and say why.',
    },
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
    adminNav: {
      label: 'Settings',
      description: 'Google Analytics, the contact details on the Contact page, and other settings.',
    },
    page: () =>
      import('@/features/settings/pages/analytics-settings-page').then(
        (m) => m.AnalyticsSettingsPage,
      ),
  },
];

/** Any path the table does not know (SPEC §2). */
export const notFoundAccess: RouteAccess = { title: 'Page not found', public: true };

/** The admin sidebar and dashboard: every route with an admin entry, in table order. */
export const adminSections = appRoutes.flatMap((route) =>
  route.adminNav ? [{ path: route.path, ...route.adminNav }] : [],
);
