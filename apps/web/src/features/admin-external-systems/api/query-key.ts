/** Everything the external-systems admin screens cache; any save or key action invalidates it. */
export const adminExternalSystemsQueryKey = ['admin-external-systems'] as const;
