import { publicListingsKeyRoot } from '@/lib/public-listing-queries';

/** Every query of the listing detail screens starts with this key. */
export const listingDetailQueryKey = [...publicListingsKeyRoot, 'detail'] as const;
