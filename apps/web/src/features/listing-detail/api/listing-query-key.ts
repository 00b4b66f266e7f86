/** Every query of the listing detail screens starts with this key. */
export const listingDetailQueryKey = ['listings', 'detail'] as const;
