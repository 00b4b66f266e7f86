import {
  DEFAULT_COUNTRY,
  LISTING_PLACES_CITY_LIMIT,
  type ListingPlaces,
  type ListingPlacesQuery,
} from '@afrinest/contract';
import type { ListingsPlacesRepository } from './places.repository';

/**
 * "Browse by region and city" (issue 6): public listings counted per place of a country (the
 * default country unless one is asked), with the same visibility and totals as the public
 * search by each place (counted live).
 */
export function createListingsPlacesService(deps: { repo: ListingsPlacesRepository }) {
  return {
    async places(q: ListingPlacesQuery): Promise<ListingPlaces> {
      const country = await deps.repo.country(q.countryId, DEFAULT_COUNTRY);
      if (!country) return { country: null, regions: [], cities: [] };
      const [regions, cities] = await Promise.all([
        deps.repo.regions(country.id, q.kind),
        deps.repo.cities(country.id, LISTING_PLACES_CITY_LIMIT, q.kind),
      ]);
      return { country, regions, cities };
    },
  };
}
export type ListingsPlacesService = ReturnType<typeof createListingsPlacesService>;
