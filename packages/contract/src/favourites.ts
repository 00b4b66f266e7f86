import { z } from 'zod';
import { listingSchema } from './listings';
import { pageOf } from './paging';

/**
 * Favourites (SPEC §7: "toggle /favorites/{propertyId}", method not shown). POST toggles and
 * answers the new state; the lists page on the server, newest favourite first.
 */
export const favouriteToggleSchema = z.object({ favourite: z.boolean() });
export const favouriteParamsSchema = z.object({
  propertyId: z.uuid('The listing id is a UUID.'),
});
export const favouriteSchema = z.object({ listing: listingSchema, savedAt: z.string() });
export type Favourite = z.infer<typeof favouriteSchema>;
export const favouritePageSchema = pageOf(favouriteSchema);
export type FavouritePage = z.infer<typeof favouritePageSchema>;
/** GET /favorites/ids: the ids of my favourites, so list cards show their heart at once. */
export const favouriteIdsSchema = z.object({ data: z.array(z.string()) });
