import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client';
import { dayOf, dayStart } from './activity.repository';

/** Payments that ended without paying (FAILED, CANCELLED, EXPIRED). */
const FAILED = sql`('FAILED', 'CANCELLED', 'EXPIRED')`;

export interface PurchaseDayRow {
  day: string;
  /** A method (MOBILE_MONEY…), 'succeeded', 'failed', or 'amount_<CUR>'. */
  key: string;
  value: number;
}
export interface MoneyRow {
  currency: string;
  amountMinor: number;
}

/**
 * Read-only counts over the payment table (commerce's; small next to listings and API calls, so
 * counted live): purchases started, succeeded, failed and paid per zone day, revenue, and the
 * payments an admin should look at.
 */
export function createPaymentsStatsRepository(db: Db) {
  const within = (column: string, from: string, to: string, timeZone: string): SQL =>
    sql`${sql.identifier(column)} >= ${dayStart(from, timeZone)}
      and ${sql.identifier(column)} < ${dayStart(to, timeZone)} + interval '1 day'`;

  const money = async (where: SQL): Promise<MoneyRow[]> => {
    const rows = rowsOf<{ currency: string; amount: number }>(
      await db.execute(sql`
        select currency, sum(total_minor)::float8 as amount from payment
        where status = 'SUCCEEDED' and ${where} group by currency`),
    );
    return rows.map((r) => ({ currency: r.currency, amountMinor: Number(r.amount) }));
  };

  return {
    /** Every purchase figure per day from one day to another (both included). */
    async perDay(timeZone: string, from: string, to: string): Promise<PurchaseDayRow[]> {
      const rows = rowsOf<PurchaseDayRow>(
        await db.execute(sql`
          select ${dayOf(sql`created_at`, timeZone)}::text as day, method as key,
            count(*)::float8 as value
          from payment where ${within('created_at', from, to, timeZone)}
          group by 1, 2
          union all
          select ${dayOf(sql`succeeded_at`, timeZone)}::text, 'succeeded', count(*)::float8
          from payment
          where status = 'SUCCEEDED' and ${within('succeeded_at', from, to, timeZone)}
          group by 1
          union all
          select ${dayOf(sql`ended_at`, timeZone)}::text, 'failed', count(*)::float8
          from payment
          where status in ${FAILED} and ${within('ended_at', from, to, timeZone)}
          group by 1
          union all
          select ${dayOf(sql`succeeded_at`, timeZone)}::text, 'amount_' || currency,
            sum(total_minor)::float8
          from payment
          where status = 'SUCCEEDED' and ${within('succeeded_at', from, to, timeZone)}
          group by 1, 2`),
      );
      return rows.map((r) => ({ ...r, value: Number(r.value) }));
    },

    /** SUCCEEDED payments' totals per currency, paid from the zone's day on (all: null). */
    revenueFrom: (timeZone: string, day: string | null) =>
      money(day ? sql`succeeded_at >= ${dayStart(day, timeZone)}` : sql`true`),

    async succeededCount(): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from payment where status = 'SUCCEEDED'`),
      );
      return Number(row?.n ?? 0);
    },

    /** Held for an admin, and PENDING (not held) since before `pendingBefore`. */
    async needingAttention(pendingBefore: Date): Promise<{ held: number; pending: number }> {
      const [row] = rowsOf<{ held: number; pending: number }>(
        await db.execute(sql`
          select count(*) filter (where held_reason is not null)::int as held,
            count(*) filter (
              where held_reason is null and status = 'PENDING'
                and coalesce(pending_at, created_at) < ${pendingBefore.toISOString()}::timestamptz
            )::int as pending
          from payment
          where held_reason is not null or status = 'PENDING'`),
      );
      return { held: Number(row?.held ?? 0), pending: Number(row?.pending ?? 0) };
    },
  };
}
export type PaymentsStatsRepository = ReturnType<typeof createPaymentsStatsRepository>;
