import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { addDays, dayIn } from './marketplace-days';
import { SNAPSHOT_QUEUE } from './statistics.jobs';
import { KAMPALA, writeHistory } from './statistics-test-history';

/**
 * The daily listing snapshot (statistics.daily-snapshot): rebuilt from the status history for
 * every missing past day, harmless to run again, and the live table for today.
 */
describe('statistics: the daily listing snapshot', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let ids: Map<string, string>;
  const today = dayIn(new Date(), KAMPALA);
  const yesterday = addDays(today, -1);

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    ids = await writeHistory(ctx);
  });
  afterAll(() => ctx.close());

  const snapshots = async () =>
    rowsOf<{ day: string; metric: string; key: string; value: number }>(
      await ctx.database.db.execute(sql`
        select day::text as day, metric, key, value::int as value from stat_daily
        where metric in ('listing_status', 'listings_created') order by day, metric, key`),
    );
  const removeDays = (...days: string[]) =>
    ctx.database.db.execute(sql`
      delete from stat_daily where metric in ('listing_status', 'listings_created')
        and day in (${sql.join(
          days.map((d) => sql`${d}::date`),
          sql`, `,
        )})`);
  const properties = async (startDate: string, endDate: string) => {
    const res = await ctx.app.inject({
      url: `/api/admin/statistics/properties/timeseries?startDate=${startDate}&endDate=${endDate}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(
      (res.json().series as { key: string; data: number[] }[]).map((s) => [s.key, s.data]),
    );
  };

  it('writes every day from the first listing to yesterday, and nothing on a second run', async () => {
    const added = await ctx.app.services.statistics.snapshot();
    const rows = await snapshots();
    const days = new Set(rows.map((r) => r.day));
    expect([...days].at(0)).toBe('2025-02-25');
    expect([...days].at(-1)).toBe(yesterday);
    // Four statuses and the listings created, on every day.
    expect(rows).toHaveLength(days.size * 5);
    expect(added).toBe(rows.length);
    expect(rows.filter((r) => r.day === '2025-03-01')).toEqual([
      { day: '2025-03-01', metric: 'listing_status', key: 'ACTIVE', value: 3 },
      { day: '2025-03-01', metric: 'listing_status', key: 'ARCHIVED', value: 0 },
      { day: '2025-03-01', metric: 'listing_status', key: 'INACTIVE', value: 0 },
      { day: '2025-03-01', metric: 'listing_status', key: 'SOLD', value: 0 },
      { day: '2025-03-01', metric: 'listings_created', key: 'all', value: 2 },
    ]);

    expect(await ctx.app.services.statistics.snapshot()).toBe(0);
    expect(await snapshots()).toEqual(rows);
  });

  it('fills a missing past day again from the history, as it was', async () => {
    const before = await snapshots();
    await removeDays('2025-03-03', '2025-03-04');
    expect(await ctx.app.services.statistics.snapshot()).toBe(10);
    expect(await snapshots()).toEqual(before);
  });

  it('answers today from the live listings, and past days from their snapshot', async () => {
    // L1 is made INACTIVE now: yesterday's end still had it ACTIVE.
    const l1 = ids.get('L1')!;
    await ctx.database.db.execute(sql`update listing set status = 'INACTIVE' where id = ${l1}`);
    await ctx.database.db.execute(sql`
      insert into listing_status_change (listing_id, from_status, to_status)
      values (${l1}, 'ACTIVE', 'INACTIVE')`);
    expect(await properties(yesterday, today)).toEqual({
      ACTIVE: [2, 1],
      INACTIVE: [0, 1],
      ARCHIVED: [1, 1],
      SOLD: [2, 2],
    });
  });

  it('answers a day the job has not reached from the live listings, until the job runs', async () => {
    await removeDays(yesterday);
    expect((await properties(yesterday, today)).ACTIVE).toEqual([1, 1]);
    await ctx.app.services.jobs.send(SNAPSHOT_QUEUE, {});
    const deadline = Date.now() + 20_000;
    while ((await snapshots()).every((r) => r.day !== yesterday) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await properties(yesterday, today)).toEqual({
      ACTIVE: [2, 1],
      INACTIVE: [0, 1],
      ARCHIVED: [1, 1],
      SOLD: [2, 2],
    });
  });
});
