import type { Role } from '@afrinest/contract';
import type { RouteAccess } from '@/app/routes';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * What to do with a visit:
 * allow – show the page; wait – the session is still loading; login – send to /login;
 * leave – a signed-in user on a guest-only page; deny – show the not-found page.
 */
export type AccessDecision = 'allow' | 'wait' | 'login' | 'leave' | 'deny';

export function decideAccess(
  route: RouteAccess,
  status: SessionStatus,
  role: Role | null | undefined,
): AccessDecision {
  if (route.guestOnly) {
    if (status === 'loading') return 'wait';
    return status === 'signed-in' ? 'leave' : 'allow';
  }
  if (route.public) return 'allow';
  if (status === 'loading') return 'wait';
  if (status === 'signed-out') return 'login';
  if (route.roles && (!role || !route.roles.includes(role))) return 'deny';
  return 'allow';
}

/** True when a link to the route would open it for this user (navigation menus). */
export const canOpen = (
  route: RouteAccess,
  status: SessionStatus,
  role: Role | null | undefined,
): boolean => decideAccess(route, status, role) === 'allow';

const AUTH_PAGES = ['/login', '/register'];

/**
 * Where to go after signing in: the stored page, if it is a path of this site (never another
 * origin, never back to the sign-in pages), else the dashboard.
 */
export function safeRedirectPath(stored: string | null): string {
  if (!stored || !stored.startsWith('/') || stored.startsWith('//') || stored.includes('\\')) {
    return '/dashboard';
  }
  const path = stored.split(/[?#]/, 1)[0] ?? '';
  return AUTH_PAGES.includes(path) ? '/dashboard' : stored;
}
