import { z } from 'zod';
import { text } from './primitives';
import { WEBSITE_STATES } from './website-state-values';

/** SPEC §4: NORMAL is also what the client assumes when fetching fails. */
export const websiteStateValueSchema = z.enum(WEBSITE_STATES);

export const websiteStateSchema = z.object({
  state: websiteStateValueSchema,
  description: z.string(),
  updated_at: z.string(),
});
export type WebsiteState = z.infer<typeof websiteStateSchema>;

export const updateWebsiteStateSchema = z.object({
  state: websiteStateValueSchema,
  description: text().trim().max(500, 'At most 500 characters.'),
});
export type UpdateWebsiteState = z.infer<typeof updateWebsiteStateSchema>;
