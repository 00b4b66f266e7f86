import { useMemo } from 'react';
import type { ListSubscriptionsQuery } from '@afrinest/contract';
import { useTableUrlState, type SortSchema } from '@/components/data-table';

/** The periods the page shows: current, ending within a week, ended, or all of them. */
export const SUBSCRIPTION_VIEWS = ['current', 'expiring', 'expired', 'all'] as const;
export type SubscriptionView = (typeof SUBSCRIPTION_VIEWS)[number];
export const subscriptionViewLabels: Record<SubscriptionView, string> = {
  current: 'Current',
  expiring: 'Expiring soon',
  expired: 'Expired',
  all: 'All',
};
/** "Expiring soon" is the week before a period ends, when the super agents get their reminder. */
export const EXPIRING_SOON_DAYS = 7;

const viewQuery: Record<
  SubscriptionView,
  Pick<ListSubscriptionsQuery, 'status' | 'expiringWithinDays'>
> = {
  current: { status: 'ACTIVE' },
  expiring: { status: 'ACTIVE', expiringWithinDays: EXPIRING_SOON_DAYS },
  expired: { status: 'EXPIRED' },
  all: {},
};

/** The API orders periods itself: the shared URL state's sort is unused. */
const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };

/** View, agency search and page in the address bar. */
export function useSubscriptionsParams() {
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const raw = params.get('view');
  const view: SubscriptionView = SUBSCRIPTION_VIEWS.find((v) => v === raw) ?? 'current';
  const q = params.get('q') || undefined;
  const query = useMemo(
    (): ListSubscriptionsQuery => ({ q, ...viewQuery[view], page, pageSize }),
    [q, view, page, pageSize],
  );
  return { view, q, query, update };
}
