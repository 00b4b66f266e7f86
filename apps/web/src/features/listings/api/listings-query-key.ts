import { publicListingsKeyRoot } from '@/lib/public-listing-queries';

/** Every query of the public listing screens starts with this key. */
export const listingsQueryKey = [...publicListingsKeyRoot, 'public'] as const;

/** Where a search goes: every listing, or the plots view (kind land only). */
export type SearchEndpoint = '/api/properties' | '/api/plots';
