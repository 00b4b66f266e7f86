import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountSuspendedMessage,
  AdminUsersErrorCode,
  API_KEY_HEADER,
  API_KEY_PREFIX,
  ExternalSystemErrorCode,
  ExternalSystemMessages,
  isAdminRole,
  Messages,
  type ApiScope,
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
  /** The API-key scope that reaches the route (issue 45); none: no key reaches it unless public. */
  apiScope?: ApiScope;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    apiScope?: ApiScope;
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
    /**
     * An external system's key (issue 45) → the principal it acts as; throws the 401/429 of an
     * unknown, revoked, expired or over-limit key.
     */
    apiKey?: (key: string) => Promise<AuthUser>;
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
        table.push({
          method,
          url: route.url,
          access: route.config.access!,
          ...(route.config.apiScope ? { apiScope: route.config.apiScope } : {}),
        });
    }
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const key = apiKeyOf(request);
    if (key !== null) {
      // A key is never a session: no session id, no suspension of a person to look up.
      if (!deps.apiKey) throw invalidApiKey();
      request.user = await deps.apiKey(key);
      return;
    }
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
    const { access = 'public', apiScope } = request.routeOptions.config;
    // A key reaches public routes as anyone does; any other only by its scope, which then
    // stands in for the role list (the services still apply the key's agency).
    const key = request.user?.apiKey;
    if (key && access !== 'public') {
      if (!apiScope || !key.scopes.includes(apiScope))
        throw forbidden(
          ExternalSystemMessages.API_KEY_SCOPE,
          ExternalSystemErrorCode.API_KEY_SCOPE,
        );
      return;
    }
    assertAccess(request, access);
  });
}

/** The key sent as `X-API-Key`, or as a bearer with the key prefix; null when none was sent. */
function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header === 'string') return header.trim();
  const bearer = request.headers.authorization;
  if (bearer?.startsWith(`Bearer ${API_KEY_PREFIX}`)) return bearer.slice(7).trim();
  return null;
}

export const invalidApiKey = () =>
  new AppError(
    401,
    ExternalSystemErrorCode.API_KEY_INVALID,
    ExternalSystemMessages.API_KEY_INVALID,
  );

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
