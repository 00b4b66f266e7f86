import { z } from 'zod';
import { text } from './primitives';
import { userProfileSchema } from './users';
import { COMMON_PASSWORDS } from './common-passwords';
import { legalAcceptSchema } from './content';

export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid email address.');

/**
 * The password rule (SPEC §5 says "not shown"; ADR 0005): at least 8 characters, and none of
 * the most common passwords, whatever their letter case. Kept here so the forms check exactly
 * what the API checks, as the user types.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password such as "password123".`;
export const PASSWORD_TOO_COMMON =
  'This password is one of the most common ones. Choose one that is harder to guess.';

const commonPasswords = new Set(COMMON_PASSWORDS);
export const isCommonPassword = (password: string): boolean =>
  commonPasswords.has(password.toLowerCase());

export const passwordSchema = text()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine((p) => !isCommonPassword(p), PASSWORD_TOO_COMMON);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  name: text().trim().min(2, 'Enter your name.').max(120, 'At most 120 characters.'),
  email: emailSchema,
  password: passwordSchema,
  /**
   * The terms and privacy versions the form showed and the user accepted (409 STALE_LEGAL when
   * newer ones were published meanwhile). Optional for API clients; the web form sends it, and
   * an account without it is asked at sign-in (GET /api/users/me/legal).
   */
  legal: legalAcceptSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Our own session API: one JWT for the SPA (localStorage "token"), renewed with the session. */
export const tokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userProfileSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const registerResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** `{ ok, message }`: an answer whose only content is what to tell the user. */
export const okMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;

export const verifyEmailQuerySchema = z.object({
  token: text().min(1, 'The link has no token.'),
});
export const verifyEmailResponseSchema = z.object({
  ok: z.literal(true),
  status: z.enum(['verified', 'already-verified']),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** The modes of the links we email; each opens /auth-action?mode=…&token=… */
export const AuthActionMode = {
  VERIFY_EMAIL: 'verifyEmail',
  RESET_PASSWORD: 'resetPassword',
} as const;

/** POST /api/auth/forgot-password: always the same answer, so it reveals no account. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password: the emailed token and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: text().min(1, 'The link has no token.'),
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/auth/send-verification: another verification mail, at most one a minute. */
export const sendVerificationRequestSchema = z.object({ email: emailSchema });
export type SendVerificationRequest = z.infer<typeof sendVerificationRequestSchema>;
export const sendVerificationResponseSchema = okMessageSchema.extend({
  /** Seconds before another mail may be asked for (the page shows the count-down). */
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type SendVerificationResponse = z.infer<typeof sendVerificationResponseSchema>;
export const VERIFICATION_RESEND_COOLDOWN_S = 60;

/** GET /api/auth/check-email?email=…: is the address registered (register form hint). */
export const checkEmailQuerySchema = z.object({ email: emailSchema });
export const checkEmailResponseSchema = z.object({ email: z.string(), registered: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/** GET /api/auth/providers: the social sign-in providers configured (none: no buttons). */
export const socialProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const authProvidersResponseSchema = z.object({ social: z.array(socialProviderSchema) });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/** What the social sign-in popup posts to the window that opened it. */
export const SOCIAL_SIGN_IN_MESSAGE = 'afrinest:social-sign-in';
export const socialSignInMessageSchema = z.object({
  type: z.literal(SOCIAL_SIGN_IN_MESSAGE),
  ok: z.boolean(),
  error: z.string().optional(),
});
export type SocialSignInMessage = z.infer<typeof socialSignInMessageSchema>;

/** POST /api/users/change-password: answers a fresh token, every other session ended. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: text().min(1, 'Enter your current password.'),
    newPassword: passwordSchema,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'Choose a password different from the current one.',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Error codes and messages of the account screens (SPEC §5 is silent on these: ADR 0005). */
export const AuthErrorCode = {
  LINK_USED: 'LINK_USED',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  NO_PASSWORD: 'NO_PASSWORD',
} as const;

export const AuthMessages = {
  RESET_MAIL_SENT:
    'If an account uses that address, we have sent it a link to choose a new password. The link works for 1 hour.',
  PASSWORD_RESET: 'Your password is changed. Sign in with the new one.',
  RESET_LINK_EXPIRED: 'This link has expired. Ask for a new one below.',
  RESET_LINK_USED: 'This link was used already: the password was changed with it.',
  VERIFICATION_SENT:
    'If that address belongs to an account that is not verified yet, a new verification link is on its way.',
  WRONG_PASSWORD: 'The current password is not correct.',
  NO_PASSWORD:
    'Your account signs in with a social provider and has no password. Use "Forgot password" to set one.',
  PASSWORD_CHANGED: 'Your password is changed. You are signed out everywhere else.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait and try again.',
  /** The sign-in lock on one address: SPEC names no words; ours add how the owner unlocks it. */
  ACCOUNT_LOCKED:
    'Too many attempts. Please wait and try again. Resetting your password with "Forgot password" unlocks your account at once.',
  SOCIAL_FAILED: 'Signing in with that provider did not work. Please try again.',
} as const;
