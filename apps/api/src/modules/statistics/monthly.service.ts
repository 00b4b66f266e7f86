import type { MonthlyRow } from '@afrinest/contract';
import type { ActivityRepository } from './activity.repository';
import type { ListingSnapshots } from './listing-snapshots.service';
import { daysBetween } from './marketplace-days';
import type { StatDailyRepository } from './stat-daily.repository';
import { valuesOn } from './series';

/** Per month (1–12) of the days given: the sum of each day's value. */
function byMonth(days: readonly string[], values: readonly number[]): number[] {
  const months = Array<number>(12).fill(0);
  days.forEach((d, i) => (months[Number(d.slice(5, 7)) - 1]! += values[i]!));
  return months;
}

/**
 * SPEC §7's monthly analytics for one year (months in the marketplace zone): accounts at each
 * month's end, successful sign-ins, listings created and API calls; a month where nothing
 * happened (no account, sign-in, listing or call) is left out.
 */
export function createMonthlyService(deps: {
  stats: StatDailyRepository;
  activity: ActivityRepository;
  listings: ListingSnapshots;
  timeZone: string;
}) {
  const { stats, activity, listings, timeZone } = deps;

  return {
    async monthly(year: number): Promise<MonthlyRow[]> {
      const days = daysBetween(`${year}-01-01`, `${year}-12-31`);
      const [usersPerDay, before, logins, apiCalls, created] = await Promise.all([
        activity.usersPerDay(timeZone, days[0]!, days.at(-1)!),
        activity.usersBefore(timeZone, days[0]!),
        stats.perMonth('logins', year, ['success']),
        stats.perMonth('api_calls', year),
        listings.createdPerDay(days),
      ]);
      const newUsers = byMonth(days, valuesOn(days, usersPerDay));
      const properties = byMonth(days, created);
      const rows: MonthlyRow[] = [];
      let totalUsers = before;
      for (let month = 1; month <= 12; month++) {
        totalUsers += newUsers[month - 1]!;
        const row = {
          month,
          total_users: totalUsers,
          logins: logins.get(month) ?? 0,
          properties: properties[month - 1]!,
          api_calls: apiCalls.get(month) ?? 0,
        };
        if (newUsers[month - 1]! || row.logins || row.properties || row.api_calls) rows.push(row);
      }
      return rows;
    },
  };
}
export type MonthlyService = ReturnType<typeof createMonthlyService>;
