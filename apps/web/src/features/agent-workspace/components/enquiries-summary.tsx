import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LEADS_SUMMARY_DAYS, type LeadsSummary } from '@afrinest/contract';
import { cn, focusRing, Spinner } from '@/components/ui';

// The chart library loads only when there is something to chart: the profile form comes first.
const LineChart = lazy(() => import('@/components/charts').then((m) => ({ default: m.LineChart })));

/** The last 30 days at a glance: totals by channel, enquiries per day, the most asked-about listings. */
export function EnquiriesSummary({ summary }: { summary: LeadsSummary }) {
  return (
    <div className="flex flex-col gap-4">
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        aria-label={`Last ${LEADS_SUMMARY_DAYS} days`}
      >
        {[
          ['Enquiries', summary.total],
          ['WhatsApp', summary.byChannel.WHATSAPP],
          ['Calls', summary.byChannel.PHONE],
          ['Forms', summary.byChannel.ENQUIRY],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-gray-200 p-3">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-2xl font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.total > 0 && (
        <Suspense fallback={<Spinner label="Loading the chart…" />}>
          <LineChart
            title={`Enquiries per day, last ${LEADS_SUMMARY_DAYS} days`}
            labelHeader="Day"
            labels={summary.byDay.map((d) => d.day.slice(5))}
            series={[
              { key: 'count', name: 'Enquiries', values: summary.byDay.map((d) => d.count) },
            ]}
            height={200}
          />
        </Suspense>
      )}
      {summary.byListing.length > 0 && (
        <div>
          <h3 className="mb-2 font-medium text-gray-900">Most asked-about listings</h3>
          <ol className="flex flex-col gap-1">
            {summary.byListing.map((l) => (
              <li key={l.id} className="flex justify-between gap-3 text-sm">
                <Link
                  to={`/properties/${encodeURIComponent(l.id)}`}
                  className={cn('text-emerald-800 underline underline-offset-2', focusRing)}
                >
                  {l.title}
                </Link>
                <span className="shrink-0 text-gray-700">
                  {l.count} enquir{l.count === 1 ? 'y' : 'ies'}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
