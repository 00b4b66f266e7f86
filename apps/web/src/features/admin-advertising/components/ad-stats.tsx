import { lazy, Suspense, useId, useState } from 'react';
import { inputClass } from '@/components/form/field-shell';
import { Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { useAdStats } from '@/features/admin-advertising/api/get-ad-stats';
import {
  defaultRange,
  formatCount,
  formatDay,
  formatRate,
} from '@/features/admin-advertising/ad-labels';
import { rangeError } from '@/features/admin-advertising/use-ads-params';

// The chart library is heavy: it comes in its own chunk, after the page's text.
const LineChart = lazy(() => import('@/components/charts').then((m) => ({ default: m.LineChart })));

/** Impressions and clicks per day over a range, with the totals and click rate. */
export function AdStats({ adId, name }: { adId: string; name: string }) {
  const id = useId();
  const [range, setRange] = useState(defaultRange);
  const error = rangeError(range.from, range.to);
  const stats = useAdStats(adId, range, !error);
  const totals = stats.data?.totals;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        Impressions and clicks
      </h2>
      <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium text-gray-900">
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={range.from}
            onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium text-gray-900">
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={range.to}
            aria-invalid={error ? true : undefined}
            onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })}
            className={inputClass}
          />
        </div>
        {error && <p className="text-sm text-red-700 sm:col-span-2">{error}</p>}
      </div>
      {stats.isError ? (
        <LoadError
          error={stats.error}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      ) : !stats.data ? (
        !error && <Spinner label="Loading the figures…" />
      ) : (
        <>
          {totals && (
            <dl className="grid grid-cols-3 gap-3 sm:max-w-lg">
              {[
                ['Impressions', formatCount(totals.impressions)],
                ['Clicks', formatCount(totals.clicks)],
                ['Click rate', formatRate(totals.clickRate)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-md border border-gray-200 bg-white p-3">
                  <dt className="text-xs text-gray-700">{label}</dt>
                  <dd className="text-xl font-semibold text-gray-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <Suspense fallback={<Spinner label="Loading the chart…" />}>
            <LineChart
              title={`${name}: impressions and clicks per day`}
              labels={stats.data.days.map((d) => formatDay(d.day))}
              series={[
                {
                  key: 'impressions',
                  name: 'Impressions',
                  values: stats.data.days.map((d) => d.impressions),
                },
                { key: 'clicks', name: 'Clicks', values: stats.data.days.map((d) => d.clicks) },
              ]}
            />
          </Suspense>
        </>
      )}
    </section>
  );
}
