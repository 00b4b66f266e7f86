import type { ReactNode } from 'react';
import type { Subscription } from '@afrinest/contract';
import { Badge } from '@/components/ui';
import {
  cellClass,
  formatDay,
  grantSourceLabels,
  headCellClass,
  subscriptionStatusLabels,
  subscriptionStatusTone,
  tableClass,
} from '@/features/admin-entitlements/entitlement-labels';

export interface SubscriptionsListProps {
  subscriptions: Subscription[];
  /** A cell of actions for a period (Extend), when the list offers any. */
  actions?(subscription: Subscription): ReactNode;
  empty?: string;
}

/** An agency's package periods: which package, how it came, from when to when. */
export function SubscriptionsList({ subscriptions, actions, empty }: SubscriptionsListProps) {
  if (subscriptions.length === 0)
    return <p className="text-sm text-gray-700">{empty ?? 'This agency has no package period.'}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className={tableClass}>
        <caption className="sr-only">Package periods</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={headCellClass}>
              Package
            </th>
            <th scope="col" className={headCellClass}>
              Status
            </th>
            <th scope="col" className={headCellClass}>
              How
            </th>
            <th scope="col" className={headCellClass}>
              Starts
            </th>
            <th scope="col" className={headCellClass}>
              Ends
            </th>
            {actions && (
              <th scope="col" className={headCellClass}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white">
          {subscriptions.map((s) => (
            <tr key={s.id}>
              <th scope="row" className={`${cellClass} text-left font-medium`}>
                {s.package.name}
              </th>
              <td className={cellClass}>
                <Badge tone={subscriptionStatusTone[s.status]}>
                  {subscriptionStatusLabels[s.status]}
                </Badge>
              </td>
              <td className={cellClass}>{grantSourceLabels[s.source]}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDay(s.startsAt)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDay(s.endsAt)}</td>
              {actions && <td className={cellClass}>{actions(s)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
