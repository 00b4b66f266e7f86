/**
 * Every public geography answer is cached under this key, so a screen that changes the tree (the
 * admin geography pages) can refresh them all with one invalidation.
 */
export const geoQueryKey = ['geo'] as const;

/** Places change rarely: keep answers for five minutes before asking again. */
export const GEO_STALE_MS = 5 * 60_000;
