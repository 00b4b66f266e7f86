import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { apiCallDaily } from './statistics.schema';

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
    /** Adds buffered counts in one statement; concurrent instances add up instead of overwriting. */
    async addApiCalls(rows: ApiCallCount[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(apiCallDaily)
        .values(rows)
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
