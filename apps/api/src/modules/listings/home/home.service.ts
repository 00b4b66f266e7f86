import {
  listingSearchQuerySchema,
  type HomeListings,
  type ListingSearchQueryInput,
  type ListingSummary,
} from '@afrinest/contract';
import type { ListingsService } from '../crud/listings.service';

/** How many each home section shows, and how many newest listings it chooses them from. */
export const HOME_SIZES = { featured: 8, latest: 8, plots: 4 } as const;
const CANDIDATES = 24;
/** "Similar nearby" on a listing's page: within this distance, nearest first. */
export const SIMILAR_RADIUS_KM = 10;

/** Listings with a photo before those without, each group in the order it came in. */
export const photosFirst = (list: ListingSummary[]): ListingSummary[] => [
  ...list.filter((l) => l.cover !== null),
  ...list.filter((l) => l.cover === null),
];

/**
 * The home page's sections and a listing's similar ones (issue 39), composed from the public
 * search and featured reads: no listing in two sections, listings with photos first.
 */
export function createListingsHomeService(listings: ListingsService) {
  const searchPage = async (query: ListingSearchQueryInput): Promise<ListingSummary[]> => {
    return (await listings.search(listingSearchQuerySchema.parse(query))).data;
  };

  return {
    /**
     * Featured first, then plots (the newest plots after the featured ones), then the newest of
     * every kind: each section takes only what the ones before it left, so the plots teaser
     * keeps the plots and "Latest listings" shows other places.
     */
    async home(): Promise<HomeListings> {
      const [featured, featuredPlots, newestPlots, newest] = await Promise.all([
        listings.featured({ limit: CANDIDATES }),
        listings.featured({ limit: HOME_SIZES.plots, kind: 'land' }),
        searchPage({ kind: 'land', sort: 'newest', pageSize: CANDIDATES }),
        searchPage({ sort: 'newest', pageSize: CANDIDATES }),
      ]);
      const shown = new Set<string>();
      const take = (candidates: ListingSummary[], size: number) => {
        // Once each (featured plots are among the newest plots too), and not shown above.
        const unseen = new Map(candidates.filter((l) => !shown.has(l.id)).map((l) => [l.id, l]));
        const kept = photosFirst([...unseen.values()]).slice(0, size);
        for (const l of kept) shown.add(l.id);
        return kept;
      };
      const first = take(featured.data, HOME_SIZES.featured);
      const plots = take([...featuredPlots.data, ...newestPlots], HOME_SIZES.plots);
      const latest = take(newest, HOME_SIZES.latest);
      return { featured: first, latest, plots };
    },

    /**
     * Listings like this one near it: the same kind and purpose (a buyer is not shown rentals),
     * within 10 km, nearest first, without the listing itself. None for a listing without a pin.
     */
    async similar(id: string, limit: number): Promise<{ data: ListingSummary[] }> {
      const listing = await listings.get(null, id);
      if (listing.latitude === null || listing.longitude === null) return { data: [] };
      const nearby = await searchPage({
        lat: listing.latitude,
        lng: listing.longitude,
        radiusKm: SIMILAR_RADIUS_KM,
        sort: 'distance',
        kind: listing.kind,
        purpose: listing.purpose,
        // One more: the listing itself is the nearest.
        pageSize: limit + 1,
      });
      return { data: nearby.filter((l) => l.id !== id).slice(0, limit) };
    },
  };
}
export type ListingsHomeService = ReturnType<typeof createListingsHomeService>;
