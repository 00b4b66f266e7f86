import { z } from 'zod';
import { roleSchema } from './roles';

export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  agencyId: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
