import { z } from 'zod';
import { listingKindSchema } from './listings';

/**
 * GET /api/properties/places (issue 6, "browse by region and city"): how many public listings
 * each region and city of a country holds, so the home page links to places that have some.
 */
export const LISTING_PLACES_CITY_LIMIT = 12;

export const listingPlacesQuerySchema = z.object({
  /** The country; the default country (Uganda) when absent. */
  countryId: z.uuid('The country id is a UUID.').optional(),
  /** Only listings of this kind (e.g. land for plots). */
  kind: listingKindSchema.optional(),
});
export type ListingPlacesQuery = z.infer<typeof listingPlacesQuerySchema>;

export const placeCountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Public listings anywhere inside the place. */
  count: z.number().int(),
});
export type PlaceCount = z.infer<typeof placeCountSchema>;

export const listingPlacesSchema = z.object({
  /** Null when the country is unknown or disabled. */
  country: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Regions with listings, most first. */
  regions: z.array(placeCountSchema),
  /** The cities with most listings (at most LISTING_PLACES_CITY_LIMIT), most first. */
  cities: z.array(placeCountSchema.extend({ regionId: z.string() })),
});
export type ListingPlaces = z.infer<typeof listingPlacesSchema>;
