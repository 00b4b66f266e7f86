import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client';

/**
 * Read-only counts over other areas' tables (accounts, listings, agencies, package periods): the
 * statistics area is the reporting one, so it reads them with aggregate SQL but never writes.
 * Ranges filter the raw timestamptz column between the zone's day bounds, so indexes serve them.
 */

/** The instant a zone's day starts, as SQL. */
export const dayStart = (day: string, timeZone: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;
/** The zone's day of a timestamptz column, as SQL. */
export const dayOf = (column: SQL, timeZone: string): SQL =>
  sql`(${column} at time zone ${timeZone})::date`;

export interface DayCount {
  day: string;
  n: number;
}

const counted = (rows: { day: string; n: number }[]): DayCount[] =>
  rows.map((r) => ({ day: r.day, n: Number(r.n) }));

export function createActivityRepository(db: Db) {
  const one = async (query: SQL): Promise<number> => {
    const [row] = rowsOf<{ n: number }>(await db.execute(query));
    return Number(row?.n ?? 0);
  };

  return {
    /** Accounts created per zone day, from one day to another (both included). */
    async usersPerDay(timeZone: string, from: string, to: string): Promise<DayCount[]> {
      return counted(
        rowsOf(
          await db.execute(sql`
            select ${dayOf(sql`created_at`, timeZone)}::text as day, count(*)::int as n
            from "user"
            where created_at >= ${dayStart(from, timeZone)}
              and created_at < ${dayStart(to, timeZone)} + interval '1 day'
            group by 1`),
        ),
      );
    },
    /** Accounts created before the zone's day starts. */
    usersBefore: (timeZone: string, day: string) =>
      one(sql`select count(*)::int as n from "user" where created_at < ${dayStart(day, timeZone)}`),
    usersTotal: () => one(sql`select count(*)::int as n from "user"`),

    /** Live listings (not deleted) per status, now. */
    async listingsByStatus(): Promise<Map<string, number>> {
      const rows = rowsOf<{ status: string; n: number }>(
        await db.execute(sql`
          select status, count(*)::int as n from listing where deleted_at is null group by status`),
      );
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },
    /** The zone's day of the first listing ever created (null: none). */
    async firstListingDay(timeZone: string): Promise<string | null> {
      const [row] = rowsOf<{ day: string | null }>(
        await db.execute(sql`
          select ${dayOf(sql`min(created_at)`, timeZone)}::text as day from listing`),
      );
      return row?.day ?? null;
    },
    /** Listings created (deleted since or not) per zone day, from a day on. */
    async listingsCreatedPerDay(timeZone: string, from: string, to: string): Promise<DayCount[]> {
      return counted(
        rowsOf(
          await db.execute(sql`
            select ${dayOf(sql`created_at`, timeZone)}::text as day, count(*)::int as n
            from listing
            where created_at >= ${dayStart(from, timeZone)}
              and created_at < ${dayStart(to, timeZone)} + interval '1 day'
            group by 1`),
        ),
      );
    },

    async agencies(): Promise<{ active: number; pending: number; pendingRequests: number }> {
      const [row] = rowsOf<{ active: number; pending: number; requests: number }>(
        await db.execute(sql`
          select count(*) filter (where status = 'ACTIVE')::int as active,
            count(*) filter (where status = 'PENDING')::int as pending,
            count(*) filter (where status = 'PENDING' and origin = 'REQUEST')::int as requests
          from agency where status in ('ACTIVE', 'PENDING')`),
      );
      return {
        active: Number(row?.active ?? 0),
        pending: Number(row?.pending ?? 0),
        pendingRequests: Number(row?.requests ?? 0),
      };
    },
    /** ACTIVE package periods that end between now and `until`. */
    subscriptionsEndingBy: (now: Date, until: Date) =>
      one(sql`
        select count(*)::int as n from agency_subscription
        where status = 'ACTIVE' and ends_at >= ${now.toISOString()}::timestamptz
          and ends_at <= ${until.toISOString()}::timestamptz`),
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
