import type { QueryClient } from '@tanstack/react-query';

/**
 * The first part of the key of every query of the public listing screens: searches, maps,
 * featured, places, a listing and its nearby listings (features/listings, features/listing-detail).
 * Shared here because the screens that change listings are other features, which may not import
 * those.
 */
export const publicListingsKeyRoot = ['listings'] as const;

/**
 * After an agent or admin changes a listing or its photos: every public listing answer this tab
 * holds is stale, so the public pages ask the API again when next shown instead of showing the
 * listing as it was for up to a minute.
 */
export const invalidatePublicListings = (
  queryClient: QueryClient,
  /** The changing screen's own queries, refreshed with them. */
  ...alsoKeys: readonly (readonly unknown[])[]
) =>
  Promise.all(
    [publicListingsKeyRoot, ...alsoKeys].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
