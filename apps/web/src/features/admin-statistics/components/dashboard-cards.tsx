import type { Dashboard } from '@afrinest/contract';
import { formatNumber } from '@/lib/format';
import { Figure, Figures } from '@/features/admin-statistics/components/figures';
import { FigureCard } from '@/features/admin-statistics/components/figure-card';
import { MoneyFigures } from '@/features/admin-statistics/components/money-figures';
import { TrendChart } from '@/features/admin-statistics/components/trend-chart';
import { statisticsPathOf } from '@/features/admin-statistics/lib/statistics-screens';

const n = formatNumber;

/** The dashboard's figure cards, each leading to the section its numbers come from. */
export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { users, listings, agencies, revenueThisMonth, today, trend } = dashboard;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <FigureCard
        title="Users"
        to={statisticsPathOf('users')}
        heading="h3"
        chart={
          <TrendChart
            title="New users, last 14 days"
            name="New users"
            labels={trend.labels}
            values={trend.newUsers}
          />
        }
      >
        <Figures>
          <Figure label="Total" value={n(users.total)} />
          <Figure label="New this week" value={n(users.newThisWeek)} />
        </Figures>
      </FigureCard>
      <FigureCard title="Listings" to={statisticsPathOf('properties')} heading="h3">
        <Figures>
          <Figure label="Active" value={n(listings.ACTIVE)} />
          <Figure label="Inactive" value={n(listings.INACTIVE)} />
          <Figure label="Archived" value={n(listings.ARCHIVED)} />
          <Figure label="SOLD" value={n(listings.SOLD)} />
        </Figures>
      </FigureCard>
      <FigureCard title="Agencies" to="/admin/broker-agencies" heading="h3">
        <Figures>
          <Figure label="Active" value={n(agencies.active)} />
          <Figure label="Pending requests" value={n(agencies.pending)} />
        </Figures>
      </FigureCard>
      <FigureCard title="Revenue this month" to={statisticsPathOf('purchases')} heading="h3">
        <MoneyFigures amounts={revenueThisMonth} empty="No payments yet this month." />
      </FigureCard>
      <FigureCard
        title="Logins today"
        to={statisticsPathOf('logins')}
        heading="h3"
        chart={
          <TrendChart
            title="Logins, last 14 days"
            name="Logins"
            labels={trend.labels}
            values={trend.logins}
          />
        }
      >
        <Figures>
          <Figure label="Successful" value={n(today.logins)} />
          <Figure label="Failed" value={n(today.failedLogins)} />
        </Figures>
      </FigureCard>
      <FigureCard
        title="API calls today"
        to={statisticsPathOf('api-calls')}
        heading="h3"
        chart={
          <TrendChart
            title="API calls, last 14 days"
            name="API calls"
            labels={trend.labels}
            values={trend.apiCalls}
          />
        }
      >
        <Figures>
          <Figure label="Calls" value={n(today.apiCalls)} />
        </Figures>
      </FigureCard>
    </div>
  );
}
