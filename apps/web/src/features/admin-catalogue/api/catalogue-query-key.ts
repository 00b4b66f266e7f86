/** Everything cached about items and packages in the admin area; a change invalidates it all. */
export const adminCatalogueQueryKey = ['admin-catalogue'] as const;
