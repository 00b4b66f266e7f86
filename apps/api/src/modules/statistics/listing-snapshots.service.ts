import { LISTING_STATUSES, type ListingStatus } from '@afrinest/contract';
import type { ActivityRepository } from './activity.repository';
import { addDays } from './marketplace-days';
import type { StatDailyRepository } from './stat-daily.repository';
import { valuesOn } from './series';

/**
 * Listings per status at each day's end and listings created per day: the daily snapshot for
 * past days, the live table for the days after the last snapshot (today, or a day the job has
 * not reached yet), zero before the first listing.
 */
export function createListingSnapshots(deps: {
  stats: StatDailyRepository;
  activity: ActivityRepository;
  timeZone: string;
}) {
  const { stats, activity, timeZone } = deps;

  /** The first day with no snapshot after which the live table answers (null: no listings). */
  async function liveFrom(): Promise<string | null> {
    const last = await stats.lastSnapshotDay();
    return last ? addDays(last, 1) : activity.firstListingDay(timeZone);
  }

  return {
    async statusPerDay(days: readonly string[]): Promise<Record<ListingStatus, number[]>> {
      const [rows, live] = await Promise.all([
        stats.between('listing_status', days[0]!, days.at(-1)!),
        liveFrom(),
      ]);
      const snapshotted = new Set(rows.map((r) => r.day));
      const useLive = (d: string) => !snapshotted.has(d) && live !== null && d >= live;
      const now = days.some(useLive) ? await activity.listingsByStatus() : new Map();
      const result = {} as Record<ListingStatus, number[]>;
      for (const status of LISTING_STATUSES) {
        const past = valuesOn(days, rows, status);
        result[status] = days.map((d, i) => (useLive(d) ? (now.get(status) ?? 0) : past[i]!));
      }
      return result;
    },

    /** Listings created on each day (deleted since or not). */
    async createdPerDay(days: readonly string[]): Promise<number[]> {
      const [from, to] = [days[0]!, days.at(-1)!];
      const [rows, live] = await Promise.all([
        stats.between('listings_created', from, to),
        liveFrom(),
      ]);
      const past = valuesOn(days, rows);
      if (live === null || live > to) return past;
      const fresh = await activity.listingsCreatedPerDay(timeZone, live > from ? live : from, to);
      const recent = valuesOn(days, fresh);
      return days.map((d, i) => (d >= live ? recent[i]! : past[i]!));
    },

    /** Writes the snapshot of every past day up to lastDay that has none; answers rows added. */
    fill: (lastDay: string) => stats.fillListingSnapshots(timeZone, lastDay),
  };
}
export type ListingSnapshots = ReturnType<typeof createListingSnapshots>;
