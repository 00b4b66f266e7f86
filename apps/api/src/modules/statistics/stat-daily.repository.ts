import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client';
import { statDaily } from './statistics.schema';

/** What stat_daily holds (statistics.schema.ts). */
export type StatMetric = 'api_calls' | 'logins' | 'listing_status' | 'listings_created';
export interface StatRow {
  day: string;
  key: string;
  value: number;
}

/** The per-day counters: one row per day, metric and key; a few thousand rows a year. */
export function createStatDailyRepository(db: Db) {
  return {
    /** One sign-in counted on the zone's day of `at` (the login-log row's own time). */
    async addLogin(success: boolean, at: Date, timeZone: string): Promise<void> {
      await db
        .insert(statDaily)
        .values({
          day: sql`(${at.toISOString()}::timestamptz at time zone ${timeZone})::date`,
          metric: 'logins',
          key: success ? 'success' : 'failed',
          value: 1,
        })
        .onConflictDoUpdate({
          target: [statDaily.day, statDaily.metric, statDaily.key],
          set: { value: sql`${statDaily.value} + 1` },
        });
    },

    /** The metric's rows from one day to another (both included). */
    async between(metric: StatMetric, from: string, to: string): Promise<StatRow[]> {
      const rows = rowsOf<{ day: string; key: string; value: number }>(
        await db.execute(sql`
          select day::text as day, key, value::float8 as value from stat_daily
          where metric = ${metric} and day between ${from}::date and ${to}::date`),
      );
      return rows.map((r) => ({ ...r, value: Number(r.value) }));
    },

    /** Sums per month (1–12) of the year, of the given keys (all keys when none). */
    async perMonth(metric: StatMetric, year: number, keys?: readonly string[]) {
      const rows = rowsOf<{ month: number; value: number }>(
        await db.execute(sql`
          select extract(month from day)::int as month, sum(value)::float8 as value
          from stat_daily
          where metric = ${metric}
            and day between make_date(${year}::int, 1, 1) and make_date(${year}::int, 12, 31)
            ${
              keys
                ? sql`and key in (${sql.join(
                    keys.map((k) => sql`${k}`),
                    sql`, `,
                  )})`
                : sql``
            }
          group by 1`),
      );
      return new Map(rows.map((r) => [Number(r.month), Number(r.value)]));
    },

    /** All-time sums per key. */
    async sumsByKey(metric: StatMetric): Promise<Map<string, number>> {
      const rows = rowsOf<{ key: string; value: number }>(
        await db.execute(sql`
          select key, sum(value)::float8 as value from stat_daily
          where metric = ${metric} group by key`),
      );
      return new Map(rows.map((r) => [r.key, Number(r.value)]));
    },

    /** The last day the listing snapshot was written for (null: none yet). */
    async lastSnapshotDay(): Promise<string | null> {
      const [row] = rowsOf<{ day: string | null }>(
        await db.execute(sql`
          select max(day)::text as day from stat_daily where metric = 'listing_status'`),
      );
      return row?.day ?? null;
    },

    /**
     * Writes the listing snapshot of every past day up to lastDay that has none (the SQL function
     * of migration 0041): plain reads of the listing tables and inserts here, no locks on them.
     */
    async fillListingSnapshots(timeZone: string, lastDay: string): Promise<number> {
      const [row] = rowsOf<{ added: number }>(
        await db.execute(
          sql`select stat_listing_status_fill(${timeZone}, ${lastDay}::date) as added`,
        ),
      );
      return Number(row?.added ?? 0);
    },
  };
}
export type StatDailyRepository = ReturnType<typeof createStatDailyRepository>;
