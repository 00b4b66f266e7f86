import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { StatisticsMessages } from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';
import { EmptyState, Spinner } from '@/components/ui';
import { useMonthlyAnalytics } from '@/features/admin-statistics/api/get-monthly-analytics';
import { LoadFailed } from '@/features/admin-statistics/components/load-failed';
import { MonthlyTable } from '@/features/admin-statistics/components/monthly-table';
import { PageHeader } from '@/features/admin-statistics/components/page-header';

/** SPEC §2: the current year and the four before it. */
const yearsToChoose = (current = new Date().getFullYear()) =>
  Array.from({ length: 5 }, (_, i) => current - i);

/** /admin/monthly-analytics: a year's figures month by month; the year is kept in the URL. */
export function MonthlyAnalyticsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const years = yearsToChoose();
  const year = years.find((y) => String(y) === params.get('year')) ?? years[0]!;
  const analytics = useMonthlyAnalytics(year);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Monthly analytics" back={{ to: '/admin/statistics', label: 'Statistics' }}>
        Accounts at each month’s end, sign-ins, listings created and API calls, month by month.
      </PageHeader>
      <div className="flex max-w-40 flex-col gap-1">
        <label htmlFor={`${id}-year`} className="text-sm font-medium text-gray-900">
          Year
        </label>
        <select
          id={`${id}-year`}
          value={year}
          onChange={(e) => setParams({ year: e.target.value }, { replace: true })}
          className={inputClass}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {analytics.isPending ? (
        <Spinner label="Loading the analytics…" />
      ) : analytics.isError ? (
        <LoadFailed
          message={StatisticsMessages.FAILED_ANALYTICS}
          onRetry={() => void analytics.refetch()}
        />
      ) : analytics.data.length === 0 ? (
        <EmptyState title={StatisticsMessages.NO_DATA_YEAR} />
      ) : (
        <MonthlyTable year={year} rows={analytics.data} />
      )}
    </div>
  );
}
