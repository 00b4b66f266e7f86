import { z } from 'zod';

/** SPEC §4: NORMAL is also what the client assumes when fetching fails. */
export const websiteStateValueSchema = z.enum([
  'NORMAL',
  'MAINTENANCE',
  'NO_NEW_USERS',
  'NO_LOGIN',
  'ONLY_ADMIN',
]);
export type WebsiteStateValue = z.infer<typeof websiteStateValueSchema>;

export const websiteStateSchema = z.object({
  state: websiteStateValueSchema,
  description: z.string(),
  updated_at: z.string(),
});
export type WebsiteState = z.infer<typeof websiteStateSchema>;

export const updateWebsiteStateSchema = z.object({
  state: websiteStateValueSchema,
  description: z.string().trim().max(500, 'At most 500 characters.'),
});
export type UpdateWebsiteState = z.infer<typeof updateWebsiteStateSchema>;

export const registrationDisabledIn: readonly WebsiteStateValue[] = [
  'NO_NEW_USERS',
  'NO_LOGIN',
  'ONLY_ADMIN',
];
export const loginDisabledIn: readonly WebsiteStateValue[] = ['NO_LOGIN'];

export const isRegistrationOpen = (s: WebsiteStateValue) => !registrationDisabledIn.includes(s);
export const isLoginOpen = (s: WebsiteStateValue) => !loginDisabledIn.includes(s);
