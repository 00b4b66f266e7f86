import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { loginLog } from './login-logs.schema';

export type LoginLogRow = typeof loginLog.$inferSelect;
export type NewLoginLog = typeof loginLog.$inferInsert;

export interface LoginLogFilter {
  /** Rows of these accounts… */
  userIds?: readonly string[];
  /** …or whose typed email contains this text (either matches). */
  emailContains?: string;
  success?: boolean;
  ipPrefix?: string;
  from?: Date;
  to?: Date;
}

export interface LoginLogSearch extends LoginLogFilter {
  sort: 'createdAt' | 'email' | 'ip' | 'success';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** LIKE patterns with the user's own % and _ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const sortColumns = {
  createdAt: loginLog.createdAt,
  email: loginLog.email,
  ip: loginLog.ip,
  success: loginLog.success,
} as const;

function whereOf(f: LoginLogFilter): SQL | undefined {
  const who = [
    f.userIds?.length ? inArray(loginLog.userId, [...f.userIds]) : undefined,
    f.emailContains ? sql`${loginLog.email} ilike ${`%${literal(f.emailContains)}%`}` : undefined,
  ].filter((c) => c !== undefined);
  return and(
    // A user filter that matches nobody must match no rows, not every row.
    f.userIds !== undefined || f.emailContains !== undefined
      ? who.length
        ? or(...who)
        : sql`false`
      : undefined,
    f.success === undefined ? undefined : eq(loginLog.success, f.success),
    f.ipPrefix ? sql`${loginLog.ip} like ${`${literal(f.ipPrefix)}%`}` : undefined,
    f.from ? gte(loginLog.createdAt, f.from) : undefined,
    f.to ? lte(loginLog.createdAt, f.to) : undefined,
  );
}

export function createLoginLogsRepository(db: Db) {
  return {
    /** Answers the row's time, which the sign-in counters count it by. */
    async insert(row: NewLoginLog): Promise<Date> {
      const [saved] = await db
        .insert(loginLog)
        .values(row)
        .returning({ createdAt: loginLog.createdAt });
      return saved!.createdAt;
    },

    async search(s: LoginLogSearch): Promise<{ rows: LoginLogRow[]; total: number }> {
      const where = whereOf(s);
      const direction = s.order === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(loginLog)
        .where(where)
        .orderBy(direction(sortColumns[s.sort]), desc(loginLog.createdAt), asc(loginLog.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [total] = await db.select({ n: count() }).from(loginLog).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async recentOfUser(userId: string, limit: number): Promise<LoginLogRow[]> {
      return db
        .select()
        .from(loginLog)
        .where(eq(loginLog.userId, userId))
        .orderBy(desc(loginLog.createdAt))
        .limit(limit);
    },

    async countsOfUser(
      userId: string,
      since: Date,
    ): Promise<{ succeeded: number; failed: number }> {
      const [row] = await db
        .select({
          succeeded: sql<number>`count(*) filter (where ${loginLog.success})::int`,
          failed: sql<number>`count(*) filter (where not ${loginLog.success})::int`,
        })
        .from(loginLog)
        .where(and(eq(loginLog.userId, userId), gte(loginLog.createdAt, since)));
      return { succeeded: row?.succeeded ?? 0, failed: row?.failed ?? 0 };
    },

    /** The last successful sign-in of each given account. */
    async lastSuccessOf(userIds: readonly string[]): Promise<Map<string, Date>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: loginLog.userId,
          at: sql`max(${loginLog.createdAt})`.mapWith(loginLog.createdAt),
        })
        .from(loginLog)
        .where(and(inArray(loginLog.userId, [...userIds]), eq(loginLog.success, true)))
        .groupBy(loginLog.userId);
      return new Map(rows.map((r) => [r.userId!, r.at]));
    },
  };
}
export type LoginLogsRepository = ReturnType<typeof createLoginLogsRepository>;
