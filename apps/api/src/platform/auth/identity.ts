import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth, jwt } from 'better-auth/plugins';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AuthActionMode, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@afrinest/contract';
import type { Config } from '../../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import {
  passwordChangedMail,
  resetPasswordMail,
  verificationMail,
  welcomeMail,
} from '../mail/templates';

/** Where better-auth keeps its records, by the names it asks for; the users module owns them. */
export type IdentityTables = Record<
  'user' | 'session' | 'account' | 'verification' | 'jwks',
  PgTable
>;

/** The generic OIDC provider's id in callback paths (/api/auth/callback/oidc). */
export const GENERIC_OIDC_PROVIDER_ID = 'oidc';

/**
 * What the identity provider asks of the rest of the API: the composition root wires these to the
 * auth module (limits, token revocation, the website-state guard).
 */
export interface IdentityHooks {
  /** False when this address had its share of verification mails; the mail is then skipped. */
  verificationMailAllowed(email: string): Promise<boolean>;
  /** After a reset or a change: tokens issued before now stop working. */
  passwordChanged(userId: string): Promise<void>;
  /** Throws when no new account may be created (a first social sign-in while registration is closed). */
  beforeSocialSignUp(): Promise<void>;
  /** Mail that failed to go out; the outbox keeps it either way. */
  mailFailed(error: unknown): void;
  /** An account was made (sign-up, social sign-in, invitation): its event is written. */
  userCreated(): Promise<void>;
}

/** The social providers configured; each needs a client id and secret (ADR 0005). */
export function socialProvidersOf(config: Config): { id: string; name: string }[] {
  const list: { id: string; name: string }[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    list.push({ id: 'google', name: 'Google' });
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET)
    list.push({ id: 'facebook', name: 'Facebook' });
  if (config.OAUTH_OIDC_DISCOVERY_URL && config.OAUTH_OIDC_CLIENT_ID)
    list.push({ id: GENERIC_OIDC_PROVIDER_ID, name: config.OAUTH_OIDC_NAME });
  return list;
}

/**
 * The embedded identity provider (better-auth): email + password, verification and reset mails,
 * social sign-in, sessions in a cookie, and short-lived JWTs (signed with keys kept in the jwks
 * table) that the SPA sends as its bearer. Our routes call it through auth.api.* so every answer
 * keeps our error shape.
 */
export function createIdentity(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  hooks: IdentityHooks;
  tables: IdentityTables;
}) {
  const { config, mailer, hooks } = deps;
  const product = config.PRODUCT_NAME;
  const actionUrl = (mode: string, token: string) =>
    `${config.WEB_URL}/auth-action?mode=${mode}&token=${encodeURIComponent(token)}`;
  // Sent in the background: an SMTP round trip must not make "this account exists" slower to
  // answer than "it does not" (no enumeration by timing).
  const sendLater = (mail: Parameters<Mailer['send']>[0]) => {
    void mailer.send(mail).catch(hooks.mailFailed);
  };

  return betterAuth({
    appName: product,
    baseURL: config.API_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: deps.tables,
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
    databaseHooks: {
      user: {
        create: {
          before: async (_user, context) => {
            // Email sign-up checks this in its own route; a social callback creates users here.
            if (context?.path?.startsWith('/callback/')) await hooks.beforeSocialSignUp();
          },
          after: async () => hooks.userCreated(),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, token }) => {
        sendLater(
          resetPasswordMail({
            to: user.email,
            name: user.name,
            url: actionUrl(AuthActionMode.RESET_PASSWORD, token),
            product,
          }),
        );
      },
      onPasswordReset: async ({ user }) => {
        await hooks.passwordChanged(user.id);
        sendLater(
          passwordChangedMail({
            to: user.email,
            name: user.name,
            resetUrl: `${config.WEB_URL}/forgot-password`,
            product,
            at: new Date(),
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, token }) => {
        if (!(await hooks.verificationMailAllowed(user.email))) return;
        await mailer.send(
          verificationMail({
            to: user.email,
            name: user.name,
            url: actionUrl(AuthActionMode.VERIFY_EMAIL, token),
            product,
          }),
        );
      },
      afterEmailVerification: async (user) => {
        sendLater(welcomeMail({ to: user.email, name: user.name, url: config.WEB_URL, product }));
      },
    },
    socialProviders: {
      ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              prompt: 'select_account' as const,
            },
          }
        : {}),
      ...(config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET
        ? {
            facebook: {
              clientId: config.FACEBOOK_CLIENT_ID,
              clientSecret: config.FACEBOOK_CLIENT_SECRET,
            },
          }
        : {}),
    },
    session: { expiresIn: 30 * 24 * 3600, updateAge: 24 * 3600 },
    plugins: [
      bearer(),
      jwt({
        jwt: {
          expirationTime: config.JWT_TTL,
          issuer: config.API_URL,
          audience: config.API_URL,
          // sid: the token lives only while this session is open (token-revocations.ts).
          definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
        },
      }),
      ...(config.OAUTH_OIDC_DISCOVERY_URL && config.OAUTH_OIDC_CLIENT_ID
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GENERIC_OIDC_PROVIDER_ID,
                  name: config.OAUTH_OIDC_NAME,
                  discoveryUrl: config.OAUTH_OIDC_DISCOVERY_URL,
                  clientId: config.OAUTH_OIDC_CLIENT_ID,
                  clientSecret: config.OAUTH_OIDC_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    telemetry: { enabled: false },
    logger: { disabled: config.NODE_ENV === 'test' },
  });
}

export type Identity = ReturnType<typeof createIdentity>;
