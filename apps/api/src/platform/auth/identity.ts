import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, jwt } from 'better-auth/plugins';
import type { Config } from '../../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/templates';
import { accounts, jwks, sessions, users, verifications } from '../../modules/users/users.schema';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@afrinest/contract';

/**
 * The embedded identity provider (better-auth): email + password, verification mails, sessions
 * in a cookie, and short-lived JWTs (signed with keys kept in the jwks table) that the SPA sends
 * as its bearer. Our routes call it through auth.api.* so every answer keeps our error shape.
 */
export function createIdentity(deps: { db: Db; config: Config; mailer: Mailer }) {
  const { config, mailer } = deps;
  return betterAuth({
    appName: config.PRODUCT_NAME,
    baseURL: config.API_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        jwks,
      },
    }),
    advanced: { database: { generateId: () => randomUUID() } },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'USER', input: false },
        agencyId: { type: 'string', required: false, input: false },
        country: { type: 'string', required: false, input: false },
        region: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${config.WEB_URL}/auth-action?mode=verifyEmail&token=${encodeURIComponent(token)}`;
        await mailer.send(
          verificationMail({ to: user.email, name: user.name, url, product: config.PRODUCT_NAME }),
        );
      },
    },
    session: { expiresIn: 30 * 24 * 3600, updateAge: 24 * 3600 },
    plugins: [
      bearer(),
      jwt({
        jwt: {
          expirationTime: config.JWT_TTL,
          issuer: config.API_URL,
          audience: config.API_URL,
          definePayload: ({ user }) => ({ email: user.email }),
        },
      }),
    ],
    telemetry: { enabled: false },
    logger: { disabled: config.NODE_ENV === 'test' },
  });
}

export type Identity = ReturnType<typeof createIdentity>;
