import { APIError } from 'better-auth/api';
import { decodeJwt } from 'jose';
import {
  type CheckEmailResponse,
  ErrorCode,
  Messages,
  type LegalAccept,
  type LoginRequest,
  type RegisterRequest,
  type TokenResponse,
  type VerifyEmailResponse,
} from '@afrinest/contract';
import { AppError, conflict, forbidden, unauthorized } from '../../platform/http/errors';
import type { Identity } from '../../platform/auth/identity';
import type { UsersService } from '../users/users.service';
import type { WebsiteStateService } from '../website-state/website-state.service';
import {
  accountLocked,
  AuthLimits,
  signInKeys,
  tooManyAttempts,
  type AttemptLimiter,
} from './attempt-limiter';
import type { SessionsRepository } from './sessions.repository';
import type { TokenRevocations } from './token-revocations';

/** What a sign-in hands back to the route: the body, plus the session cookie to set. */
export interface SignedIn {
  body: TokenResponse;
  setCookies: string[];
}

const codeOf = (e: unknown) =>
  e instanceof APIError ? (e.body as { code?: string } | undefined)?.code : undefined;

export function createAuthService(deps: {
  identity: Identity;
  users: UsersService;
  websiteState: WebsiteStateService;
  limiter: AttemptLimiter;
  sessions: Pick<SessionsRepository, 'remove'>;
  revocations: TokenRevocations;
  /** The terms and privacy versions a registration accepts (issue 44). */
  legal: {
    assertCurrent(versions: LegalAccept): Promise<void>;
    record(userId: string, versions: LegalAccept): Promise<void>;
  };
}) {
  const { identity, users, websiteState, limiter, legal } = deps;
  // Sign-in failures count per address typed (registered or not), per address and client IP,
  // and per client IP. A lock on the address says a password reset lifts it.
  async function assertSignInAllowed(email: string, ip: string) {
    for (const [key, rule, refuse] of [
      [signInKeys.ipAndAccount(ip, email), AuthLimits.signInFailuresPerIpAndAccount, accountLocked],
      [signInKeys.account(email), AuthLimits.signInFailuresPerAccount, accountLocked],
      [signInKeys.ip(ip), AuthLimits.signInFailuresPerIp, tooManyAttempts],
    ] as const) {
      const state = await limiter.peek(key, rule);
      if (state.limited) throw refuse(state.retryAfterSeconds);
    }
  }

  /** Mints the SPA's short-lived JWT for a session, with the profile it belongs to. */
  async function tokenFor(sessionHeaders: Headers, userId: string): Promise<TokenResponse> {
    const { token } = await identity.api.getToken({ headers: sessionHeaders });
    const exp = decodeJwt(token).exp ?? 0;
    return {
      token,
      expiresAt: new Date(exp * 1000).toISOString(),
      user: await users.getProfile(userId),
    };
  }

  return {
    async register(input: RegisterRequest, headers: Headers): Promise<void> {
      await websiteState.assertRegistrationAllowed();
      // SPEC §5 names this message, and /api/auth/check-email answers the same question anyway.
      if (await users.roleOfEmail(input.email))
        throw conflict(Messages.EMAIL_TAKEN, ErrorCode.EMAIL_TAKEN);
      // Stale versions refuse the registration (409) before any account exists.
      const { legal: accepted, ...account } = input;
      if (accepted) await legal.assertCurrent(accepted);
      try {
        await identity.api.signUpEmail({ body: account, headers });
      } catch (e) {
        // Two sign-ups of one address at once both pass the check above; the loser's insert hits
        // the unique email and better-auth answers 422 "Failed to create user" (issue 39).
        if (codeOf(e)?.startsWith('USER_ALREADY_EXISTS') || (await users.roleOfEmail(input.email)))
          throw conflict(Messages.EMAIL_TAKEN, ErrorCode.EMAIL_TAKEN);
        throw e;
      }
      if (accepted) await legal.record((await users.findIdByEmail(input.email))!, accepted);
    },

    async login(input: LoginRequest, headers: Headers, ip = 'unknown'): Promise<SignedIn> {
      await websiteState.assertLoginAllowed(await users.roleOfEmail(input.email));
      // Checked before the password: a locked account stays locked even for the right one.
      await assertSignInAllowed(input.email, ip);
      try {
        const { headers: out, response } = await identity.api.signInEmail({
          body: input,
          headers,
          returnHeaders: true,
        });
        // Suspension is told only to someone who knows the password (admin-users).
        await users.refuseIfSuspended(response.user.id);
        const sessionHeaders = new Headers({ authorization: `Bearer ${response.token}` });
        await limiter.reset(signInKeys.account(input.email));
        await limiter.reset(signInKeys.ipAndAccount(ip, input.email));
        return {
          body: await tokenFor(sessionHeaders, response.user.id),
          setCookies: out.getSetCookie(),
        };
      } catch (e) {
        const code = codeOf(e);
        // better-auth has just sent a fresh verification mail (sendOnSignIn).
        if (code === 'EMAIL_NOT_VERIFIED')
          throw forbidden(Messages.EMAIL_NOT_VERIFIED, ErrorCode.EMAIL_NOT_VERIFIED);
        if (
          code === 'INVALID_EMAIL_OR_PASSWORD' ||
          (e instanceof APIError && e.statusCode === 401)
        ) {
          const { ipAndAccount, account, ip: ipOnly } = signInKeys;
          await limiter.hit(
            ipAndAccount(ip, input.email),
            AuthLimits.signInFailuresPerIpAndAccount,
          );
          await limiter.hit(account(input.email), AuthLimits.signInFailuresPerAccount);
          await limiter.hit(ipOnly(ip), AuthLimits.signInFailuresPerIp);
          throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, Messages.INVALID_CREDENTIALS);
        }
        throw e;
      }
    },

    /** Renews the JWT from the session cookie; no session means the user must sign in again. */
    async refresh(cookieHeader: string | undefined): Promise<TokenResponse> {
      if (!cookieHeader) throw unauthorized();
      const sessionHeaders = new Headers({ cookie: cookieHeader });
      const session = await identity.api.getSession({ headers: sessionHeaders });
      if (!session) throw unauthorized();
      const user = await users.findAuthUser(session.user.id);
      await websiteState.assertLoginAllowed(user?.role ?? null);
      return tokenFor(sessionHeaders, session.user.id);
    },

    /**
     * Ends the cookie's session and the bearer's (`sessionId`), usually the same one; the tokens
     * minted for them stop working at once (token-revocations.ts).
     */
    async logout(cookieHeader: string | undefined, sessionId: string | null): Promise<string[]> {
      let setCookies: string[] = [];
      if (cookieHeader) {
        const headers = new Headers({ cookie: cookieHeader });
        try {
          const session = await identity.api.getSession({ headers });
          const { headers: out } = await identity.api.signOut({ headers, returnHeaders: true });
          if (session) deps.revocations.ended(session.session.id);
          setCookies = out.getSetCookie();
        } catch {
          // no session to end: signing out is already true
        }
      }
      if (sessionId) {
        await deps.sessions.remove(sessionId);
        deps.revocations.ended(sessionId);
      }
      return setCookies;
    },

    async verifyEmail(token: string): Promise<VerifyEmailResponse> {
      try {
        const result = await identity.api.verifyEmail({ query: { token } });
        return {
          ok: true,
          status:
            result && 'status' in result && result.status === true
              ? 'verified'
              : 'already-verified',
        };
      } catch (e) {
        if (codeOf(e) === 'TOKEN_EXPIRED')
          throw new AppError(400, ErrorCode.LINK_EXPIRED, Messages.LINK_EXPIRED);
        if (e instanceof APIError)
          throw new AppError(400, ErrorCode.LINK_INVALID, Messages.LINK_INVALID);
        throw e;
      }
    },

    jwks: () => identity.api.getJwks(),

    /** A bearer JWT for a session better-auth just opened (after a password change). */
    tokenForSession: (sessionToken: string, userId: string) =>
      tokenFor(new Headers({ authorization: `Bearer ${sessionToken}` }), userId),

    /** GET /api/auth/check-email (SPEC §7): the register form says "already registered" early. */
    async checkEmail(email: string): Promise<CheckEmailResponse> {
      return { email, registered: (await users.findIdByEmail(email)) !== null };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
