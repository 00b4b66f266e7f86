/** Everything cached by the entitlement screens; a grant, gift or fix invalidates it all. */
export const adminEntitlementsQueryKey = ['admin-entitlements'] as const;
