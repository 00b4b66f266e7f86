import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatisticsMessages, type Timeseries } from '@afrinest/contract';
import { rowsOf } from '../../platform/db/client';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { WINDOW, writeHistory } from './statistics-test-history';

/**
 * Every series and month row of a known history (statistics-test-history.ts), against figures
 * worked out by hand: days in Africa/Kampala, so 20:59Z and 21:01Z fall on different days.
 */
describe('statistics: series and months of a known history', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = (await signInAs(ctx, 'ASSISTANT_ADMIN')).auth;
    await writeHistory(ctx);
    await ctx.app.services.statistics.snapshot();
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  const series = async (kind: string, q = WINDOW) => {
    const res = await get(
      `/api/admin/statistics/${kind}/timeseries?startDate=${q.startDate}&endDate=${q.endDate}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Timeseries;
    expect(body.kind).toBe(kind);
    expect(body.timeZone).toBe('Africa/Kampala');
    expect(body.labels).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
    ]);
    return {
      data: Object.fromEntries(body.series.map((s) => [s.key, s.data])),
      totals: Object.fromEntries(body.totals.map((t) => [t.key, t.value])),
      keys: body.series.map((s) => s.key),
    };
  };

  it('counts new accounts per day and the accounts at each day’s end', async () => {
    const users = await series('users');
    expect(users.data).toEqual({ new: [2, 1, 0, 2, 1], total: [3, 4, 4, 6, 7] });
    expect(users.totals).toEqual({ new: 6 });
  });

  it('counts successful and failed sign-ins per day', async () => {
    const logins = await series('logins');
    expect(logins.data).toEqual({ success: [1, 1, 3, 0, 0], failed: [0, 1, 0, 0, 1] });
    expect(logins.totals).toEqual({ success: 5, failed: 2 });
  });

  it('counts API calls per method and day, with GET, POST, DELETE and PUT+PATCH totals', async () => {
    const calls = await series('api-calls');
    expect(calls.data).toEqual({
      GET: [2, 1, 0, 0, 0],
      POST: [0, 3, 0, 0, 0],
      PUT: [0, 0, 1, 0, 0],
      PATCH: [0, 0, 2, 0, 0],
      DELETE: [0, 0, 0, 0, 1],
    });
    expect(calls.totals).toEqual({ GET: 3, POST: 3, DELETE: 1, 'PUT+PATCH': 3 });
    // The recorder's own counters use the same days.
    const days = rowsOf<{ day: string; n: number }>(
      await ctx.database.db.execute(sql`
        select day::text as day, sum(count)::int as n from api_call_daily
        where route = '/api/history' and method = 'GET' group by day order by day`),
    );
    expect(days).toEqual([
      { day: '2025-03-01', n: 2 },
      { day: '2025-03-02', n: 1 },
      { day: '2025-12-31', n: 1 },
      { day: '2026-01-01', n: 1 },
    ]);
  });

  it('counts listings in each status at each day’s end, from the status history', async () => {
    const properties = await series('properties');
    expect(properties.keys).toEqual(['ACTIVE', 'INACTIVE', 'ARCHIVED', 'SOLD']);
    expect(properties.data).toEqual({
      ACTIVE: [3, 1, 3, 3, 1],
      INACTIVE: [0, 2, 0, 0, 0],
      ARCHIVED: [0, 0, 1, 0, 1],
      SOLD: [0, 1, 1, 1, 2],
    });
    expect(properties.totals).toEqual({});
  });

  it('counts purchases by method, payments succeeded and failed, and amounts per currency', async () => {
    const purchases = await series('purchases');
    expect(purchases.keys).toEqual([
      'MOBILE_MONEY',
      'CARD',
      'BANK_TRANSFER',
      'succeeded',
      'failed',
      'amount_UGX',
      'amount_USD',
    ]);
    expect(purchases.data).toEqual({
      MOBILE_MONEY: [1, 0, 1, 0, 0],
      CARD: [0, 1, 1, 0, 1],
      BANK_TRANSFER: [0, 0, 0, 1, 2],
      succeeded: [0, 2, 0, 0, 1],
      failed: [0, 0, 0, 1, 1],
      amount_UGX: [0, 100_000, 0, 0, 30_000],
      amount_USD: [0, 4_999, 0, 0, 0],
    });
    expect(purchases.totals).toEqual({
      MOBILE_MONEY: 2,
      CARD: 3,
      BANK_TRANSFER: 3,
      succeeded: 3,
      failed: 2,
      amount_UGX: 130_000,
      amount_USD: 4_999,
    });
  });

  it('answers zeros for a window where nothing happened', async () => {
    const res = await get(
      '/api/admin/statistics/logins/timeseries?startDate=2024-01-01&endDate=2024-01-03',
    );
    expect(res.json().series.map((s: { data: number[] }) => s.data)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('gives one row per month with activity, in the marketplace zone', async () => {
    const months = async (year: number) => {
      const res = await get(`/api/admin/analytics/monthly?year=${year}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await months(2025)).toEqual([
      { month: 2, total_users: 1, logins: 0, properties: 1, api_calls: 0 },
      { month: 3, total_users: 8, logins: 6, properties: 5, api_calls: 11 },
      { month: 12, total_users: 9, logins: 1, properties: 0, api_calls: 1 },
    ]);
    // 21:00Z on 31 December is already January in Kampala.
    expect((await months(2026))[0]).toEqual({
      month: 1,
      total_users: 10,
      logins: 1,
      properties: 0,
      api_calls: 1,
    });
    expect(await months(2024)).toEqual([]);
    expect(await months(2031)).toEqual([]);
  });

  describe('validation', () => {
    const fieldsOf = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      return res.json().error.details.fields as Record<string, string[]>;
    };

    it('refuses an end before the start, naming endDate', async () => {
      expect(
        await fieldsOf(
          '/api/admin/statistics/users/timeseries?startDate=2025-03-05&endDate=2025-03-04',
        ),
      ).toEqual({ 'querystring.endDate': [StatisticsMessages.END_BEFORE_START] });
    });

    it('refuses more than 366 days and takes exactly 366', async () => {
      expect(
        await fieldsOf(
          '/api/admin/statistics/logins/timeseries?startDate=2024-01-01&endDate=2025-01-01',
        ),
      ).toEqual({ 'querystring.endDate': [StatisticsMessages.TOO_LONG] });
      const res = await get(
        '/api/admin/statistics/logins/timeseries?startDate=2024-01-01&endDate=2024-12-31',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().labels).toHaveLength(366);
    });

    it('refuses a date that is not one, and an unknown kind', async () => {
      expect(
        await fieldsOf(
          '/api/admin/statistics/users/timeseries?startDate=2025-02-30&endDate=2025-03-04',
        ),
      ).toEqual({ 'querystring.startDate': [StatisticsMessages.DATE] });
      const unknown = await get(
        '/api/admin/statistics/visits/timeseries?startDate=2025-03-01&endDate=2025-03-02',
      );
      expect([400, 404]).toContain(unknown.statusCode);
      expect(Object.keys(await fieldsOf('/api/admin/analytics/monthly?year=twenty'))).toEqual([
        'querystring.year',
      ]);
    });
  });
});
