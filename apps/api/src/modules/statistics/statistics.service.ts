import type { Db } from '../../platform/db/client';
import { createActivityRepository } from './activity.repository';
import { createDashboardService } from './dashboard.service';
import { createListingSnapshots } from './listing-snapshots.service';
import { addDays, dayIn } from './marketplace-days';
import { createMonthlyService } from './monthly.service';
import { createPaymentsStatsRepository } from './payments-stats.repository';
import { createStatDailyRepository } from './stat-daily.repository';
import { createTimeseriesService } from './timeseries.service';

/**
 * The back office's numbers (issue 43): the dashboard, totals, the five daily series and the
 * monthly analytics, all counted in the marketplace's time zone; plus the sign-in counter and
 * the daily listing snapshot that feed them.
 */
export function createStatisticsService(
  db: Db,
  opts: { timeZone: string; now?: () => Date; onError: (e: unknown) => void },
) {
  const { timeZone } = opts;
  const now = opts.now ?? (() => new Date());
  // A zone the runtime does not know stops the start-up here, not the first statistics call.
  dayIn(new Date(), timeZone);
  const stats = createStatDailyRepository(db);
  const activity = createActivityRepository(db);
  const payments = createPaymentsStatsRepository(db);
  const listings = createListingSnapshots({ stats, activity, timeZone });
  const dashboard = createDashboardService({ stats, activity, payments, timeZone, now });
  const timeseries = createTimeseriesService({ stats, activity, payments, listings, timeZone });
  const monthly = createMonthlyService({ stats, activity, listings, timeZone });

  return {
    timeZone,
    dashboard: dashboard.dashboard,
    totals: dashboard.totals,
    timeseries: timeseries.timeseries,
    monthly: monthly.monthly,

    /**
     * Adds one sign-in to the day's counter (its login-log row's time). Never throws: a counter
     * that cannot be written is logged, and the sign-in goes on.
     */
    async countLogin(success: boolean, at: Date): Promise<void> {
      try {
        await stats.addLogin(success, at, timeZone);
      } catch (e) {
        opts.onError(e);
      }
    },

    /** The daily job: snapshots every past day that has none, up to yesterday. */
    snapshot: () => listings.fill(addDays(dayIn(now(), timeZone), -1)),
  };
}
export type StatisticsService = ReturnType<typeof createStatisticsService>;
