/** Everything the back-office statistics screens cache. */
export const adminStatisticsQueryKey = ['admin-statistics'] as const;
