import type { StatisticsTotals } from '@afrinest/contract';
import { formatNumber as n } from '@/lib/format';
import { Figure, Figures } from '@/features/admin-statistics/components/figures';
import { FigureCard } from '@/features/admin-statistics/components/figure-card';
import { MoneyFigures } from '@/features/admin-statistics/components/money-figures';
import {
  statisticsPathOf,
  statisticsScreenOf,
} from '@/features/admin-statistics/lib/statistics-screens';

const titleOf = (kind: Parameters<typeof statisticsScreenOf>[0]) => statisticsScreenOf(kind).title;

/** All-time totals, one card per detail screen, each card leading to its screen. */
export function TotalsCards({ totals }: { totals: StatisticsTotals }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FigureCard title={titleOf('users')} to={statisticsPathOf('users')}>
        <Figures>
          <Figure label="Users" value={n(totals.users)} />
        </Figures>
      </FigureCard>
      <FigureCard title={titleOf('properties')} to={statisticsPathOf('properties')}>
        <Figures>
          <Figure label="Listings" value={n(totals.listings)} />
          <Figure label="Active listings" value={n(totals.activeListings)} />
        </Figures>
      </FigureCard>
      <FigureCard title={titleOf('logins')} to={statisticsPathOf('logins')}>
        <Figures>
          <Figure label="Successful logins" value={n(totals.successfulLogins)} />
          <Figure label="Failed logins" value={n(totals.failedLogins)} />
        </Figures>
      </FigureCard>
      <FigureCard title={titleOf('api-calls')} to={statisticsPathOf('api-calls')}>
        <Figures>
          <Figure label="API calls" value={n(totals.apiCalls)} />
        </Figures>
      </FigureCard>
      <FigureCard title={titleOf('purchases')} to={statisticsPathOf('purchases')}>
        <Figures>
          <Figure label="Payments succeeded" value={n(totals.succeededPayments)} />
        </Figures>
        <MoneyFigures amounts={totals.revenue} empty="No revenue yet." />
      </FigureCard>
    </div>
  );
}
