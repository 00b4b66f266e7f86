/** Everything the content admin screens cache; a save or a restore invalidates it all. */
export const adminContentQueryKey = ['admin-content'] as const;
