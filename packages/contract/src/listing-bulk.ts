import { z } from 'zod';
import { text } from './primitives';
import { listingStatusSchema } from './listings';

/** At most this many listings change status in one admin request (one page of the table at most). */
export const BULK_STATUS_MAX = 100;

/**
 * PUT /api/admin/properties/status: one status for many listings. Each listing is checked on its
 * own with the same transition rules as a single change, so a mixed selection changes what it
 * may and says why the rest were refused.
 */
export const bulkStatusInputSchema = z.object({
  ids: z
    .array(z.uuid('Listing ids are UUIDs.'))
    .min(1, 'Choose at least one listing.')
    .max(BULK_STATUS_MAX, `At most ${BULK_STATUS_MAX} listings at once.`),
  status: listingStatusSchema,
  note: text().trim().max(500, 'At most 500 characters.').default(''),
});
export type BulkStatusInput = z.infer<typeof bulkStatusInputSchema>;

export const bulkStatusItemSchema = z.object({
  id: z.string(),
  /** True when the listing now has the status asked for. */
  changed: z.boolean(),
  /** The listing's status after the request (absent when it was not found). */
  status: listingStatusSchema.nullable(),
  /** Why it was refused: INVALID_TRANSITION or NOT_FOUND, with the usual message. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type BulkStatusItem = z.infer<typeof bulkStatusItemSchema>;

export const bulkStatusResultSchema = z.object({
  results: z.array(bulkStatusItemSchema),
  changed: z.number().int(),
  refused: z.number().int(),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;
