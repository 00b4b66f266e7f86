/** Everything the payment admin screens cache; an action on a payment invalidates it all. */
export const adminPaymentsQueryKey = ['admin-payments'] as const;
