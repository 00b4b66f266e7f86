import { z } from 'zod';
import { listingSummarySchema } from './listings';
import { queryInt } from './primitives';

/**
 * GET /api/properties/home (issue 39): the home page's listing sections in one answer, composed
 * on the server so that no listing shows in two sections and listings with photos lead each one.
 */
export const homeListingsSchema = z.object({
  /** Featured now, at most 8. */
  featured: z.array(listingSummarySchema),
  /** The newest listings not featured above, at most 8. */
  latest: z.array(listingSummarySchema),
  /** Featured plots, then the newest, none shown above, at most 4. */
  plots: z.array(listingSummarySchema),
});
export type HomeListings = z.infer<typeof homeListingsSchema>;

/** GET /api/properties/{id}/similar: how many at most (the page shows 6). */
export const similarQuerySchema = z.object({
  // Decimal digits only, as every query number (issue 39).
  limit: queryInt(
    z
      .number({ error: 'The limit is a number.' })
      .int('The limit is a whole number.')
      .min(1, 'The limit is at least 1.')
      .max(24, 'The limit is at most 24.'),
  ).default(6),
});
