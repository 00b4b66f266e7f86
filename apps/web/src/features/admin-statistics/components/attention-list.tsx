import { useId } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';
import { formatNumber } from '@/lib/format';

type Attention = Dashboard['attention'];

/** Each count, what it means, and the filtered list where it is dealt with. */
const items: { key: keyof Attention; label: string; to: string }[] = [
  {
    key: 'heldPayments',
    label: 'Held payments',
    to: '/admin/agency-package-purchases?held=true',
  },
  {
    key: 'pendingPayments',
    label: 'Payments pending for over an hour',
    to: '/admin/agency-package-purchases?status=PENDING',
  },
  {
    key: 'pendingAgencyRequests',
    label: 'Agency requests waiting',
    to: '/admin/broker-agencies?status=PENDING',
  },
  {
    key: 'subscriptionsExpiring',
    label: 'Subscriptions ending within 7 days',
    to: '/admin/subscription?view=expiring',
  },
];

/** What an admin should look at first (issue 43: "needs attention" comes before the figures). */
export function AttentionList({ attention }: { attention: Attention }) {
  const id = useId();
  const none = items.every((item) => attention[item.key] === 0);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        Needs attention
      </h2>
      {none && <p className="text-sm text-gray-700">Nothing is waiting for an admin.</p>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ key, label, to }) => {
          const count = attention[key];
          return (
            <li key={key}>
              <Link
                to={to}
                className={cn(
                  'flex h-full items-baseline gap-2 rounded-lg border p-3 text-sm',
                  count > 0
                    ? 'border-amber-400 bg-amber-50 text-amber-950 hover:border-amber-600'
                    : 'border-gray-200 bg-white text-gray-700 hover:border-emerald-600',
                  focusRing,
                )}
              >
                <span className="text-2xl font-semibold tabular-nums">{formatNumber(count)}</span>{' '}
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
