import type { Timeseries } from '@afrinest/contract';
import { formatNumber } from '@/lib/format';
import { useFormat } from '@/lib/format-preferences';
import { amountCurrencyOf } from '@/features/admin-statistics/lib/chart-groups';

/** The window's sums as the API gives them (GET, POST, DELETE, PUT+PATCH…); amounts as money. */
export function SeriesTotals({ totals }: { totals: Timeseries['totals'] }) {
  const { money } = useFormat();
  if (totals.length === 0) return null;
  return (
    <div role="group" aria-label="Totals for these days">
      <dl className="flex flex-col gap-3">
        {totals.map((total) => {
          const currency = amountCurrencyOf(total.key);
          return (
            <div key={total.key} className="flex flex-col">
              <dt className="text-sm text-gray-700">{total.label}</dt>
              <dd className="text-xl font-semibold text-gray-900 tabular-nums">
                {currency
                  ? money({ amountMinor: total.value, currency })
                  : formatNumber(total.value)}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
