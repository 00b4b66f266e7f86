import { z } from 'zod';
import { userProfileSchema } from './users';

export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid email address.');
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  name: z.string().trim().min(2, 'Enter your name.').max(120, 'At most 120 characters.'),
  email: emailSchema,
  password: passwordSchema,
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

export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1, 'The link has no token.'),
});
export const verifyEmailResponseSchema = z.object({
  ok: z.literal(true),
  status: z.enum(['verified', 'already-verified']),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
