/** Everything listing management caches; a save or status change invalidates it all. */
export const listingManagementQueryKey = ['listing-management'] as const;
