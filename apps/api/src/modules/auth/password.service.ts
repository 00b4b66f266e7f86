import { createHash } from 'node:crypto';
import { APIError } from 'better-auth/api';
import {
  AuthErrorCode,
  AuthMessages,
  ErrorCode,
  Messages,
  VERIFICATION_RESEND_COOLDOWN_S,
  type ChangePasswordRequest,
  type OkMessage,
  type ResetPasswordRequest,
  type SendVerificationResponse,
  type TokenResponse,
} from '@afrinest/contract';
import type { Config } from '../../config';
import type { Cache } from '../../platform/cache/cache';
import type { Identity } from '../../platform/auth/identity';
import type { Mailer } from '../../platform/mail/mailer';
import { passwordChangedMail } from '../../platform/mail/templates';
import { AppError, unauthorized } from '../../platform/http/errors';
import type { UsersService } from '../users/users.service';
import { AuthLimits, signInKeys, tooManyAttempts, type AttemptLimiter } from './attempt-limiter';
import type { SessionsRepository } from './sessions.repository';
import type { TokenRevocations } from './token-revocations';

const codeOf = (e: unknown) =>
  e instanceof APIError ? (e.body as { code?: string } | undefined)?.code : undefined;
const fieldError = (status: number, code: string, message: string, field: string) =>
  new AppError(status, code, message, { fields: { [field]: [message] } });
/** Used reset links are remembered (hashed) for a week, so the page can say "already used". */
const USED_LINK_MS = 7 * 24 * 3600_000;
const linkKey = (token: string) =>
  `reset-used:${createHash('sha256').update(token).digest('base64url')}`;

/**
 * Forgotten passwords, verification mails and password changes. Every answer that could tell
 * whether an address has an account is the same either way (ADR 0005).
 */
export function createPasswordService(deps: {
  identity: Identity;
  users: UsersService;
  limiter: AttemptLimiter;
  revocations: TokenRevocations;
  sessions: Pick<SessionsRepository, 'tokenOf'>;
  cache: Cache;
  mailer: Mailer;
  config: Config;
  tokenForSession: (sessionToken: string, userId: string) => Promise<TokenResponse>;
  onMailError: (error: unknown) => void;
}) {
  const { identity, users, limiter, cache, config } = deps;

  /** Headers that name the caller's session to better-auth: the bearer's, else the cookie's. */
  async function sessionHeaders(
    userId: string,
    cookieHeader: string | undefined,
    sessionId: string | null | undefined,
  ): Promise<Headers> {
    const token = sessionId ? await deps.sessions.tokenOf(sessionId, userId) : null;
    if (token) return new Headers({ authorization: `Bearer ${token}` });
    if (!cookieHeader) throw unauthorized();
    const headers = new Headers({ cookie: cookieHeader });
    const session = await identity.api.getSession({ headers });
    if (!session || session.user.id !== userId) throw unauthorized();
    return headers;
  }

  /** Counts the request against every rule; the first one over its limit answers 429. */
  async function spend(...entries: [string, { max: number; windowMs: number }][]) {
    for (const [key, rule] of entries) {
      const state = await limiter.hit(key, rule);
      if (state.limited) throw tooManyAttempts(state.retryAfterSeconds);
    }
  }

  return {
    async forgotPassword(email: string, ip: string): Promise<OkMessage> {
      await spend(
        [`reset:ip:${ip}`, AuthLimits.resetMailsPerIp],
        [`reset:acct:${email}`, AuthLimits.resetMailsPerAccount],
      );
      // better-auth answers alike for unknown addresses (and spends the same work on them).
      await identity.api.requestPasswordReset({ body: { email } });
      return { ok: true, message: AuthMessages.RESET_MAIL_SENT };
    },

    /** `ip`: the client's, whose own sign-in lock on the address is lifted with the account's. */
    async resetPassword(input: ResetPasswordRequest, ip = 'unknown'): Promise<OkMessage> {
      const context = await identity.$context;
      const stored = await context.internalAdapter.findVerificationValue(
        `reset-password:${input.token}`,
      );
      if (!stored) {
        const used = await cache.get<boolean>(linkKey(input.token));
        throw used
          ? new AppError(400, AuthErrorCode.LINK_USED, AuthMessages.RESET_LINK_USED)
          : new AppError(400, ErrorCode.LINK_INVALID, Messages.LINK_INVALID);
      }
      if (stored.expiresAt < new Date())
        throw new AppError(400, ErrorCode.LINK_EXPIRED, AuthMessages.RESET_LINK_EXPIRED);
      try {
        await identity.api.resetPassword({
          body: { token: input.token, newPassword: input.newPassword },
        });
      } catch (e) {
        if (codeOf(e) === 'INVALID_TOKEN')
          throw new AppError(400, AuthErrorCode.LINK_USED, AuthMessages.RESET_LINK_USED);
        throw e;
      }
      await cache.set(linkKey(input.token), true, USED_LINK_MS);
      // The link reached this mailbox: that proves the address as well as a verification link.
      await users.update(stored.value, { emailVerified: true });
      // The owner proved the mailbox: the sign-in lock on the address ends (the lock message says so).
      const { email } = await users.getProfile(stored.value);
      await limiter.reset(signInKeys.account(email));
      await limiter.reset(signInKeys.ipAndAccount(ip, email));
      return { ok: true, message: AuthMessages.PASSWORD_RESET };
    },

    async sendVerification(email: string, ip: string): Promise<SendVerificationResponse> {
      for (const [key, rule] of [
        [`verify:cool:${email}`, AuthLimits.verificationCooldown],
        [`verify:acct:${email}`, AuthLimits.verificationMailsPerAccount],
      ] as const) {
        const state = await limiter.peek(key, rule);
        if (state.limited) throw tooManyAttempts(state.retryAfterSeconds);
      }
      await spend([`verify:ip:${ip}`, AuthLimits.verificationMailsPerIp]);
      const id = await users.findIdByEmail(email);
      const needsMail = id !== null && !(await users.getProfile(id)).emailVerified;
      if (needsMail) {
        // The identity hook counts this mail against the address.
        await identity.api.sendVerificationEmail({ body: { email } });
      } else {
        // The same counting for an address with nothing to send, so limits reveal nothing.
        await limiter.hit(`verify:acct:${email}`, AuthLimits.verificationMailsPerAccount);
        await limiter.hit(`verify:cool:${email}`, AuthLimits.verificationCooldown);
      }
      return {
        ok: true,
        message: AuthMessages.VERIFICATION_SENT,
        retryAfterSeconds: VERIFICATION_RESEND_COOLDOWN_S,
      };
    },

    /**
     * The bearer's session will do (`sessionId`), else the session cookie: better-auth changes
     * the password, ends every session and opens a new one for this device.
     */
    async changePassword(
      userId: string,
      input: ChangePasswordRequest,
      cookieHeader: string | undefined,
      sessionId?: string | null,
    ): Promise<{ body: TokenResponse; setCookies: string[] }> {
      const headers = await sessionHeaders(userId, cookieHeader, sessionId);
      const attempts = await limiter.peek(`pwchange:${userId}`, AuthLimits.passwordChangeFailures);
      if (attempts.limited) throw tooManyAttempts(attempts.retryAfterSeconds);
      let changed;
      try {
        changed = await identity.api.changePassword({
          body: { ...input, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        });
      } catch (e) {
        const code = codeOf(e);
        if (code === 'INVALID_PASSWORD') {
          await limiter.hit(`pwchange:${userId}`, AuthLimits.passwordChangeFailures);
          throw fieldError(
            400,
            AuthErrorCode.WRONG_PASSWORD,
            AuthMessages.WRONG_PASSWORD,
            'currentPassword',
          );
        }
        if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
          throw new AppError(400, AuthErrorCode.NO_PASSWORD, AuthMessages.NO_PASSWORD);
        throw e;
      }
      deps.revocations.endedAllOf(userId);
      const profile = await users.getProfile(userId);
      void deps.mailer
        .send(
          passwordChangedMail({
            to: profile.email,
            name: profile.name,
            resetUrl: `${config.WEB_URL}/forgot-password`,
            product: config.PRODUCT_NAME,
            at: new Date(),
          }),
        )
        .catch(deps.onMailError);
      const sessionToken = changed.response.token;
      if (!sessionToken) throw new Error('better-auth opened no new session');
      return {
        body: await deps.tokenForSession(sessionToken, userId),
        setCookies: changed.headers.getSetCookie(),
      };
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
