import type {
  Dashboard,
  MonthlyRow,
  StatisticsKind,
  StatisticsTotals,
  Timeseries,
} from '@afrinest/contract';

/** Answers of the back-office statistics API for the screen tests (app/tests/admin-statistics-*). */

/** `n` consecutive days from `start` (YYYY-MM-DD), as the API labels them. */
export const daysFrom = (start: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.parse(start) + i * 86_400_000).toISOString().slice(0, 10),
  );

export const dashboardOf = (over: Partial<Dashboard> = {}): Dashboard => ({
  attention: {
    heldPayments: 2,
    pendingPayments: 5,
    pendingAgencyRequests: 3,
    subscriptionsExpiring: 4,
  },
  users: { total: 1204, newThisWeek: 37 },
  listings: { ACTIVE: 812, INACTIVE: 40, ARCHIVED: 19, SOLD: 66 },
  agencies: { active: 58, pending: 3 },
  revenueThisMonth: [
    { currency: 'UGX', amountMinor: 3_540_000 },
    { currency: 'USD', amountMinor: 4_999 },
  ],
  today: { logins: 141, failedLogins: 9, apiCalls: 25_310 },
  trend: {
    labels: daysFrom('2026-11-19', 14),
    newUsers: [3, 5, 2, 4, 6, 1, 0, 7, 3, 2, 5, 4, 6, 8],
    logins: [120, 130, 90, 80, 150, 160, 140, 135, 128, 99, 110, 140, 150, 141],
    apiCalls: Array.from({ length: 14 }, (_, i) => 20_000 + i * 100),
  },
  timeZone: 'Africa/Kampala',
  ...over,
});

export const totalsOf = (over: Partial<StatisticsTotals> = {}): StatisticsTotals => ({
  users: 1204,
  listings: 937,
  activeListings: 812,
  successfulLogins: 48_210,
  failedLogins: 1_377,
  apiCalls: 9_120_400,
  succeededPayments: 311,
  revenue: [{ currency: 'UGX', amountMinor: 46_500_000 }],
  ...over,
});

/** A timeseries answer; each series is `[key, label, data]`, each total `[key, label, value]`. */
export const timeseriesOf = (
  kind: StatisticsKind,
  labels: string[],
  series: [string, string, number[]][],
  totals: [string, string, number][] = [],
): Timeseries => ({
  kind,
  labels,
  series: series.map(([key, label, data]) => ({ key, label, data })),
  totals: totals.map(([key, label, value]) => ({ key, label, value })),
  timeZone: 'Africa/Kampala',
});

export const monthOf = (month: number, over: Partial<MonthlyRow> = {}): MonthlyRow => ({
  month,
  total_users: 1000 + month * 10,
  logins: 400 + month,
  properties: 20 + month,
  api_calls: 100_000 + month * 1000,
  ...over,
});
