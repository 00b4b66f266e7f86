import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, statisticsTotalsSchema } from '@afrinest/contract';
import { rowsOf, type Db } from '../../platform/db/client';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { dayIn } from './marketplace-days';
import { createStatisticsService } from './statistics.service';
import { KAMPALA, writeHistory } from './statistics-test-history';

/**
 * The admin index's figures and the all-time totals over the known history
 * (statistics-test-history.ts); the dashboard is read at a chosen "now", 2025-03-05 15:00 in
 * Kampala, so its days and "this month" are known.
 */
describe('statistics: dashboard and totals', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'AFRI_ADMIN');
    await writeHistory(ctx);
    await ctx.app.services.statistics.snapshot();
  });
  afterAll(() => ctx.close());

  const at = (now: string) =>
    createStatisticsService(ctx.database.db, {
      timeZone: KAMPALA,
      now: () => new Date(now),
      onError: (e) => {
        throw e;
      },
    });
  const loginsToday = async (key: string) => {
    const [row] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
        select coalesce(sum(value), 0)::int as n from stat_daily
        where metric = 'logins' and key = ${key}
          and day = ${dayIn(new Date(), KAMPALA)}::date`),
    );
    return row!.n;
  };

  it('answers the figures of the day, the month and the last 14 days', async () => {
    const dashboard = await at('2025-03-05T12:00:00Z').dashboard();
    expect(dashboardSchema.parse(dashboard)).toEqual(dashboard);
    expect(dashboard).toEqual({
      // P10 held; P4 PENDING since the day before (P11 for only 30 minutes).
      attention: {
        heldPayments: 1,
        pendingPayments: 1,
        pendingAgencyRequests: 1,
        subscriptionsExpiring: 1,
      },
      // Ten accounts of the history and the admin's; six created 2025-02-27…03-05.
      users: { total: 11, newThisWeek: 6 },
      listings: { ACTIVE: 2, INACTIVE: 0, ARCHIVED: 1, SOLD: 2 },
      agencies: { active: 1, pending: 2 },
      // P1, P7 and P2; P9 was paid on 28 February in Kampala.
      revenueThisMonth: [
        { currency: 'UGX', amountMinor: 130_000 },
        { currency: 'USD', amountMinor: 4_999 },
      ],
      today: { logins: 0, failedLogins: 1, apiCalls: 1 },
      trend: {
        labels: [
          '2025-02-20',
          '2025-02-21',
          '2025-02-22',
          '2025-02-23',
          '2025-02-24',
          '2025-02-25',
          '2025-02-26',
          '2025-02-27',
          '2025-02-28',
          '2025-03-01',
          '2025-03-02',
          '2025-03-03',
          '2025-03-04',
          '2025-03-05',
        ],
        newUsers: [1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 2, 1],
        logins: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 3, 0, 0],
        apiCalls: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 4, 3, 0, 1],
      },
      timeZone: 'Africa/Kampala',
    });
  });

  it('answers the all-time totals', async () => {
    await ctx.app.services.apiCalls.flush();
    const [calls] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select sum(count)::int as n from api_call_daily`),
    );
    const totals = await at('2025-03-05T12:00:00Z').totals();
    expect(statisticsTotalsSchema.parse(totals)).toEqual(totals);
    expect(totals).toEqual({
      users: 11,
      listings: 5,
      activeListings: 2,
      // The history's 8 and the admin's sign-in through the real path.
      successfulLogins: 9,
      failedLogins: 2,
      // The history's 13 calls and the test's own requests: both counters agree.
      apiCalls: calls!.n,
      succeededPayments: 4,
      revenue: [
        { currency: 'UGX', amountMinor: 135_000 },
        { currency: 'USD', amountMinor: 4_999 },
      ],
    });
    expect(calls!.n).toBeGreaterThanOrEqual(13);
  });

  it('counts sign-ins made through the sign-in route on today’s counters', async () => {
    const [ok, failed] = [await loginsToday('success'), await loginsToday('failed')];
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password },
      });
    expect((await attempt('not-the-password-1')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    expect([await loginsToday('success'), await loginsToday('failed')]).toEqual([
      ok + 1,
      failed + 1,
    ]);

    const res = await ctx.app.inject({ url: '/api/admin/dashboard', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().today).toMatchObject({ logins: ok + 1, failedLogins: failed + 1 });
  });

  it('never fails a sign-in when its counter cannot be written', async () => {
    const errors: unknown[] = [];
    const broken = {
      insert: () => {
        throw new Error('database down');
      },
    } as unknown as Db;
    const service = createStatisticsService(broken, {
      timeZone: KAMPALA,
      onError: (e) => errors.push(e),
    });
    await expect(service.countLogin(true, new Date())).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('answers the totals over HTTP, to admins', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/statistics', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ users: 11, listings: 5, succeededPayments: 4 });
  });
});
