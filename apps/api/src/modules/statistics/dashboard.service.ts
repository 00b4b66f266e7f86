import type { Dashboard, StatisticsTotals } from '@afrinest/contract';
import type { ActivityRepository } from './activity.repository';
import { addDays, dayIn, daysBetween } from './marketplace-days';
import type { PaymentsStatsRepository } from './payments-stats.repository';
import { moneyOf, sum, valuesOn } from './series';
import type { StatDailyRepository } from './stat-daily.repository';

const HOUR_MS = 3_600_000;
const TREND_DAYS = 14;

/** The admin index's figures and the statistics index's all-time totals (issue 43). */
export function createDashboardService(deps: {
  stats: StatDailyRepository;
  activity: ActivityRepository;
  payments: PaymentsStatsRepository;
  timeZone: string;
  now: () => Date;
}) {
  const { stats, activity, payments, timeZone } = deps;

  return {
    async dashboard(): Promise<Dashboard> {
      const now = deps.now();
      const today = dayIn(now, timeZone);
      const labels = daysBetween(addDays(today, 1 - TREND_DAYS), today);
      const [
        usersTotal,
        newUsers,
        listings,
        agencies,
        revenue,
        attention,
        expiring,
        logins,
        apiCalls,
      ] = await Promise.all([
        activity.usersTotal(),
        activity.usersPerDay(timeZone, labels[0]!, today),
        activity.listingsByStatus(),
        activity.agencies(),
        payments.revenueFrom(timeZone, `${today.slice(0, 7)}-01`),
        payments.needingAttention(new Date(now.getTime() - HOUR_MS)),
        activity.subscriptionsEndingBy(now, new Date(now.getTime() + 7 * 24 * HOUR_MS)),
        stats.between('logins', labels[0]!, today),
        stats.between('api_calls', labels[0]!, today),
      ]);
      const trend = {
        labels,
        newUsers: valuesOn(labels, newUsers),
        logins: valuesOn(labels, logins, 'success'),
        apiCalls: valuesOn(labels, apiCalls),
      };
      return {
        attention: {
          heldPayments: attention.held,
          pendingPayments: attention.pending,
          pendingAgencyRequests: agencies.pendingRequests,
          subscriptionsExpiring: expiring,
        },
        // "This week": the last seven days of the trend, today included.
        users: { total: usersTotal, newThisWeek: sum(trend.newUsers.slice(-7)) },
        listings: {
          ACTIVE: listings.get('ACTIVE') ?? 0,
          INACTIVE: listings.get('INACTIVE') ?? 0,
          ARCHIVED: listings.get('ARCHIVED') ?? 0,
          SOLD: listings.get('SOLD') ?? 0,
        },
        agencies: { active: agencies.active, pending: agencies.pending },
        revenueThisMonth: moneyOf(revenue),
        today: {
          logins: trend.logins.at(-1)!,
          failedLogins: valuesOn([today], logins, 'failed')[0]!,
          apiCalls: trend.apiCalls.at(-1)!,
        },
        trend,
        timeZone,
      };
    },

    async totals(): Promise<StatisticsTotals> {
      const [users, listings, logins, apiCalls, succeeded, revenue] = await Promise.all([
        activity.usersTotal(),
        activity.listingsByStatus(),
        stats.sumsByKey('logins'),
        stats.sumsByKey('api_calls'),
        payments.succeededCount(),
        payments.revenueFrom(timeZone, null),
      ]);
      return {
        users,
        listings: sum([...listings.values()]),
        activeListings: listings.get('ACTIVE') ?? 0,
        successfulLogins: logins.get('success') ?? 0,
        failedLogins: logins.get('failed') ?? 0,
        apiCalls: sum([...apiCalls.values()]),
        succeededPayments: succeeded,
        revenue: moneyOf(revenue),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
