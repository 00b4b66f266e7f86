import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountSuspendedMessage,
  AdminUsersErrorCode,
  isAdminRole,
  Messages,
  type Role,
} from '@afrinest/contract';
import { AppError, forbidden, unauthorized } from '../http/errors';
import type { AuthUser } from './auth-user';
import type { TokenVerifier } from './token-verifier';

/**
 * Who may call a route, declared in the route's own config so the access-matrix test can read it
 * from the route table: 'public', 'user' (any signed-in user), or a list of roles.
 */
export type Access = 'public' | 'user' | readonly Role[];

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route with its access rule: the access-matrix test walks this table. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set when a bearer was sent but did not verify, so guards can say 'Invalid token'. */
    tokenInvalid: boolean;
    /** The open session the bearer belongs to (our own JWTs), for signing out and password changes. */
    sessionId: string | null;
  }
}

/** Routes that plugins register themselves (API docs): public by nature. */
const pluginRoutePrefixes = ['/docs'];

export function registerAccessControl(
  app: FastifyInstance,
  deps: {
    verifier: TokenVerifier;
    loadUser: (id: string) => Promise<AuthUser | null>;
    /** A suspended account is met: its sessions were ended with the suspension. */
    suspended?: (userId: string) => void;
  },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenInvalid', false);
  app.decorateRequest('sessionId', null);
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);

  // A route without a declared access rule is a mistake: refuse to start rather than guess.
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      if (!pluginRoutePrefixes.some((p) => route.url.startsWith(p))) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
      }
      route.config = { ...route.config, access: 'public' };
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS')
        table.push({ method, url: route.url, access: route.config.access! });
    }
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await deps.verifier.verify(header.slice(7).trim());
    const user = claims ? await deps.loadUser(claims.sub) : null;
    // Loaded fresh above, so a suspension refuses the very next request, public ones included:
    // the open page's 30-second website-state poll is how the SPA learns of it (admin-users).
    // Its sessions ended with it, so this comes before the ended-session check to give the reason.
    if (user?.suspension) {
      deps.suspended?.(user.id);
      throw accountSuspended(user.suspension);
    }
    request.user = claims && !claims.ended ? user : null;
    request.sessionId = request.user ? (claims?.sid ?? null) : null;
    request.tokenInvalid = !request.user;
  });

  // Before validation, so a caller without access learns nothing about a route's body rules.
  app.addHook('preValidation', async (request) => {
    assertAccess(request, request.routeOptions.config.access ?? 'public');
  });
}

export function assertAccess(request: FastifyRequest, access: Access): void {
  if (access === 'public') return;
  if (!request.user)
    throw unauthorized(request.tokenInvalid ? Messages.INVALID_TOKEN : Messages.UNAUTHORIZED);
  if (access === 'user') return;
  if (!access.includes(request.user.role)) throw forbidden();
}

/** 403 ACCOUNT_SUSPENDED with the reason the admin gave (the user sees it). */
export const accountSuspended = (s: { reason: string | null; at: string | null }) =>
  new AppError(403, AdminUsersErrorCode.ACCOUNT_SUSPENDED, accountSuspendedMessage(s.reason), {
    reason: s.reason,
    suspendedAt: s.at,
  });

export const ADMIN: readonly Role[] = ['AFRI_ADMIN', 'ASSISTANT_ADMIN'];
export const isAdmin = (request: FastifyRequest) => isAdminRole(request.user?.role);

/** Own-agency rule: admins reach every agency's records, everyone else only their own. */
export function assertOwnAgency(user: AuthUser | null, agencyId: string | null): void {
  if (!user) throw unauthorized();
  if (isAdminRole(user.role)) return;
  if (!agencyId || user.agencyId !== agencyId) throw forbidden();
}
