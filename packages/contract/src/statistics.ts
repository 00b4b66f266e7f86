import { z } from 'zod';
import { CURRENCIES } from './preference-values';

/**
 * The back office's numbers (issue 43): GET /api/admin/dashboard, /api/admin/statistics, the five
 * /api/admin/statistics/{kind}/timeseries calls and /api/admin/analytics/monthly. Days are
 * counted in the marketplace's time zone (MARKETPLACE_TIME_ZONE, Africa/Kampala by default).
 */
export const STATISTICS_KINDS = [
  'users',
  'properties',
  'logins',
  'api-calls',
  'purchases',
] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];
/** The detail screens' paths for each kind (SPEC §2: purchases is "purchase-operations"). */
export const STATISTICS_SCREENS: Record<StatisticsKind, string> = {
  users: 'users',
  properties: 'properties',
  logins: 'logins',
  'api-calls': 'api-calls',
  purchases: 'purchase-operations',
};
export const STATISTICS_MAX_DAYS = 366;

export const StatisticsMessages = {
  END_BEFORE_START: 'The end date comes on or after the start date.',
  TOO_LONG: `At most ${STATISTICS_MAX_DAYS} days at once.`,
  DATE: 'A date, e.g. 2026-12-31.',
  NO_DATA_YEAR: 'No analytics data for this year.',
  FAILED_ANALYTICS: 'Failed to fetch analytics',
  FAILED_DATA: 'Failed to load data',
} as const;

const isoDay = z.iso.date({ error: StatisticsMessages.DATE });
const DAY_MS = 86_400_000;
/** startDate and endDate (inclusive), at most 366 days: 400 naming the field otherwise. */
export const timeseriesQuerySchema = z
  .object({ startDate: isoDay, endDate: isoDay })
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / DAY_MS + 1;
    if (days < 1)
      ctx.addIssue({
        code: 'custom',
        message: StatisticsMessages.END_BEFORE_START,
        path: ['endDate'],
      });
    else if (days > STATISTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: StatisticsMessages.TOO_LONG, path: ['endDate'] });
  });
export type TimeseriesQuery = z.infer<typeof timeseriesQuerySchema>;

/** One line: `data[i]` belongs to `labels[i]`. */
export const seriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  data: z.array(z.number()),
});
export type Series = z.infer<typeof seriesSchema>;
/** A sum over the window, shown beside the chart (GET, POST, DELETE, PUT+PATCH…). */
export const seriesTotalSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
});

/**
 * Keys per kind — users: new, total; properties: ACTIVE, INACTIVE, ARCHIVED, SOLD (listings in
 * each status at the end of the day); logins: success, failed; api-calls: GET, POST, PUT, PATCH,
 * DELETE; purchases: MOBILE_MONEY, CARD, BANK_TRANSFER (purchase operations started), succeeded,
 * failed, and amount_<CUR> (minor units succeeded per currency, one series per currency seen).
 */
export const timeseriesSchema = z.object({
  kind: z.enum(STATISTICS_KINDS),
  /** One per day, YYYY-MM-DD, from startDate to endDate. */
  labels: z.array(z.string()),
  series: z.array(seriesSchema),
  totals: z.array(seriesTotalSchema),
  timeZone: z.string(),
});
export type Timeseries = z.infer<typeof timeseriesSchema>;

const money = z.object({ currency: z.enum(CURRENCIES), amountMinor: z.number().int() });

/** GET /api/admin/dashboard: the index page's cards, "needs attention" first. */
export const dashboardSchema = z.object({
  attention: z.object({
    heldPayments: z.number().int(),
    /** Payments PENDING for over an hour. */
    pendingPayments: z.number().int(),
    pendingAgencyRequests: z.number().int(),
    /** ACTIVE package periods ending within 7 days. */
    subscriptionsExpiring: z.number().int(),
  }),
  users: z.object({ total: z.number().int(), newThisWeek: z.number().int() }),
  listings: z.object({
    ACTIVE: z.number().int(),
    INACTIVE: z.number().int(),
    ARCHIVED: z.number().int(),
    SOLD: z.number().int(),
  }),
  agencies: z.object({ active: z.number().int(), pending: z.number().int() }),
  revenueThisMonth: z.array(money),
  today: z.object({
    logins: z.number().int(),
    failedLogins: z.number().int(),
    apiCalls: z.number().int(),
  }),
  /** The last 14 days, for the cards' small charts. */
  trend: z.object({
    labels: z.array(z.string()),
    newUsers: z.array(z.number().int()),
    logins: z.array(z.number().int()),
    apiCalls: z.array(z.number().int()),
  }),
  timeZone: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/admin/statistics: all-time totals for the statistics index. */
export const statisticsTotalsSchema = z.object({
  users: z.number().int(),
  listings: z.number().int(),
  activeListings: z.number().int(),
  successfulLogins: z.number().int(),
  failedLogins: z.number().int(),
  apiCalls: z.number().int(),
  succeededPayments: z.number().int(),
  revenue: z.array(money),
});
export type StatisticsTotals = z.infer<typeof statisticsTotalsSchema>;

export const monthlyQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'A year, e.g. 2026.' })
    .int('A year, e.g. 2026.')
    .min(2000, 'From 2000.')
    .max(2100, 'Up to 2100.'),
});
/**
 * SPEC: month (1-12), total_users (accounts at the month's end), logins (successful sign-ins),
 * properties (listings created), api_calls. Months with no activity are left out; a year with
 * none is an empty list.
 */
export const monthlyRowSchema = z.object({
  month: z.number().int().min(1).max(12),
  total_users: z.number().int(),
  logins: z.number().int(),
  properties: z.number().int(),
  api_calls: z.number().int(),
});
export type MonthlyRow = z.infer<typeof monthlyRowSchema>;
export const monthlyAnalyticsSchema = z.array(monthlyRowSchema);
