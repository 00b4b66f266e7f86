/** Everything the advertising admin screens cache; a save or a status change invalidates it all. */
export const adminAdvertisingQueryKey = ['admin-advertising'] as const;
