import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { apiCallDaily, statDaily } from './statistics.schema';

export interface ApiCallCount {
  day: string;
  method: string;
  route: string;
  status: number;
  userId: string;
  count: number;
  totalMs: number;
}

export function createStatisticsRepository(db: Db) {
  return {
    /**
     * Adds buffered counts: the detailed counters and the per-day totals by method (stat_daily,
     * what the statistics read), one statement each in one transaction. Concurrent instances add
     * up instead of overwriting.
     */
    async addApiCalls(rows: ApiCallCount[]): Promise<void> {
      if (rows.length === 0) return;
      const byMethod = new Map<
        string,
        { day: string; metric: string; key: string; value: number }
      >();
      for (const r of rows) {
        const k = `${r.day}|${r.method}`;
        const sum = byMethod.get(k) ?? { day: r.day, metric: 'api_calls', key: r.method, value: 0 };
        sum.value += r.count;
        byMethod.set(k, sum);
      }
      // Rows in one order everywhere: two instances flushing at once wait, never deadlock.
      const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const keyOf = (r: ApiCallCount) => `${r.day}|${r.method}|${r.route}|${r.status}|${r.userId}`;
      const sorted = [...rows].sort((a, b) => order(keyOf(a), keyOf(b)));
      const totals = [...byMethod.entries()].sort(([a], [b]) => order(a, b)).map(([, v]) => v);
      await db.transaction(async (tx) => {
        await tx
          .insert(apiCallDaily)
          .values(sorted)
          .onConflictDoUpdate({
            target: [
              apiCallDaily.day,
              apiCallDaily.method,
              apiCallDaily.route,
              apiCallDaily.status,
              apiCallDaily.userId,
            ],
            set: {
              count: sql`${apiCallDaily.count} + excluded.count`,
              totalMs: sql`${apiCallDaily.totalMs} + excluded.total_ms`,
            },
          });
        await tx
          .insert(statDaily)
          .values(totals)
          .onConflictDoUpdate({
            target: [statDaily.day, statDaily.metric, statDaily.key],
            set: { value: sql`${statDaily.value} + excluded.value` },
          });
      });
    },
    async apiCallsBetween(from: string, to: string) {
      return db
        .select()
        .from(apiCallDaily)
        .where(and(gte(apiCallDaily.day, from), lte(apiCallDaily.day, to)));
    },
    /** One user's calls per day since `from` (YYYY-MM-DD), for the admin user-info screen. */
    async apiCallsOfUserPerDay(userId: string, from: string) {
      return db
        .select({ day: apiCallDaily.day, count: sql<number>`sum(${apiCallDaily.count})::int` })
        .from(apiCallDaily)
        .where(and(eq(apiCallDaily.userId, userId), gte(apiCallDaily.day, from)))
        .groupBy(apiCallDaily.day)
        .orderBy(apiCallDaily.day);
    },
  };
}
export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
