import { z } from 'zod';
import { text } from './primitives';
import { optionalPhoneSchema } from './phone';
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

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((s) => (s === '' ? null : s))
    .nullable();

/** PUT /api/users/profile: what a person may change about themselves. */
export const updateProfileRequestSchema = z.object({
  name: text().trim().min(2, 'Enter your name.').max(120, 'At most 120 characters.'),
  phone: optionalPhoneSchema,
  country: optionalText(80),
  region: optionalText(120),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileRequestSchema>;
