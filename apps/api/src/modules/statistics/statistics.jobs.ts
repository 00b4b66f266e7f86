import type { Jobs } from '../../platform/jobs/jobs';
import { dailyCronUtc } from './marketplace-days';
import type { StatisticsService } from './statistics.service';

export const SNAPSHOT_QUEUE = 'statistics.daily-snapshot';

/**
 * The listing snapshot, every day at 00:10 in the marketplace zone ('10 21 * * *' UTC for
 * Africa/Kampala, computed from the zone's offset at start). Each run fills every past day that
 * has none, so a missed night is caught up by the next.
 */
export function defineStatisticsJobs(jobs: Jobs, service: StatisticsService) {
  jobs.define(
    SNAPSHOT_QUEUE,
    async () => {
      await service.snapshot();
    },
    // A first run over years of history reads every status change once.
    { expireInSeconds: 3600 },
  );
  jobs.every(SNAPSHOT_QUEUE, dailyCronUtc(service.timeZone, 0, 10));
}
