import { lazy, Suspense } from 'react';
import { USER_INFO_DAYS, type AdminUserInfo } from '@afrinest/contract';
import { Card, Spinner } from '@/components/ui';
import { countOf } from '@/features/admin-users/user-labels';

// The chart library is heavy: it comes in its own chunk, after the page's text.
const LineChart = lazy(() => import('@/components/charts').then((m) => ({ default: m.LineChart })));

/** Every day of the window, oldest first (UTC days, as the counters keep them). */
function lastDays(n: number, today = new Date()): string[] {
  return Array.from({ length: n }, (_, i) =>
    new Date(today.getTime() - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** How much this account used the API lately (the per-day counters of the statistics area). */
export function UserApiCallsCard({ apiCalls }: { apiCalls: AdminUserInfo['apiCalls'] }) {
  const total = apiCalls.reduce((n, d) => n + d.count, 0);
  const byDay = new Map(apiCalls.map((d) => [d.day, d.count]));
  const labels = lastDays(USER_INFO_DAYS);
  return (
    <Card title="Recent activity: API calls">
      <p className="mb-3 text-sm text-gray-700">
        {countOf(total, 'API call')} in the last {USER_INFO_DAYS} days.
      </p>
      {total > 0 && (
        <Suspense fallback={<Spinner label="Loading the chart…" />}>
          <LineChart
            title="API calls per day"
            labels={labels}
            series={[
              { key: 'calls', name: 'API calls', values: labels.map((d) => byDay.get(d) ?? 0) },
            ]}
            height={220}
          />
        </Suspense>
      )}
    </Card>
  );
}
