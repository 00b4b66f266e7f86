import { z } from 'zod';
import { roleSchema } from './role-schema';

export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  agencyId: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  /** E.164 (+256700000000), or null when not given. */
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** E.164 with the grouping spaces and dashes people type dropped first ("+256 700 000-000"). */
export const PROFILE_PHONE_MESSAGE = 'Use the international format, e.g. +256700000000.';
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((s) => (s === '' ? null : s))
    .nullable();

/** PUT /api/users/profile: what a person may change about themselves. */
export const updateProfileRequestSchema = z.object({
  name: z.string().trim().min(2, 'Enter your name.').max(120, 'At most 120 characters.'),
  phone: z
    .string()
    .transform((s) => s.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^(\+[1-9]\d{7,14})?$/, PROFILE_PHONE_MESSAGE))
    .transform((s) => (s === '' ? null : s))
    .nullable(),
  country: optionalText(80),
  region: optionalText(120),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileRequestSchema>;
