import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrationsUpTo } from '../../../test/migrations-up-to';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, fromPglite, rowsOf, type Database } from '../../platform/db/client';
import { migrationsFolder } from '../../platform/db/migrate';
import { addDays, dayIn } from './marketplace-days';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const LISTING = '00000000-0000-4000-8000-0000000000b1';

/**
 * Migration 0041 on a database with history (issue 43): API calls, sign-ins and listing statuses
 * recorded before stat_daily existed are counted into it (sign-ins and listings by Kampala day).
 */
describe('migration 0041: stat_daily from what was recorded before', () => {
  let database: Database;
  let before: string;

  beforeAll(async () => {
    database = fromPglite(await createPglite());
    before = migrationsUpTo(40);
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: before });
    await database.db.execute(sql`
      insert into api_call_daily (day, method, route, status, user_id, count, total_ms) values
        ('2025-03-01', 'GET', '/a', 200, '', 5, 50), ('2025-03-01', 'GET', '/b', 404, 'u', 3, 9),
        ('2025-03-01', 'POST', '/a', 201, '', 2, 8), ('2025-03-02', 'GET', '/a', 200, '', 1, 1)`);
    await database.db.execute(sql`
      insert into login_log (success, created_at) values
        (true, '2025-03-01T20:59:00Z'), (true, '2025-03-01T21:00:00Z'),
        (false, '2025-03-01T21:00:00Z')`);
    await database.db.execute(sql`
      insert into agency (id, name, slug, status) values (${AGENCY}, 'A', 'a', 'ACTIVE')`);
    await database.db.execute(sql`
      insert into listing (id, kind, purpose, title, price_amount, agency_id, status, created_at)
      values (${LISTING}, 'house', 'SALE', 'L', 1, ${AGENCY}, 'SOLD', '2025-03-01T10:00:00Z')`);
    await database.db.execute(sql`
      insert into listing_status_change (listing_id, from_status, to_status, changed_at) values
        (${LISTING}, null, 'ACTIVE', '2025-03-01T10:00:00Z'),
        (${LISTING}, 'ACTIVE', 'SOLD', '2025-03-02T21:30:00Z')`);
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder });
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  const rows = async (metric: string, days: string[]) =>
    rowsOf(
      await database.db.execute(sql`
        select day::text as day, key, value::int as value from stat_daily
        where metric = ${metric} and day::text in (${sql.join(
          days.map((d) => sql`${d}`),
          sql`, `,
        )}) order by day, key`),
    );

  it('counts the API calls per day and method', async () => {
    expect(await rows('api_calls', ['2025-03-01', '2025-03-02'])).toEqual([
      { day: '2025-03-01', key: 'GET', value: 8 },
      { day: '2025-03-01', key: 'POST', value: 2 },
      { day: '2025-03-02', key: 'GET', value: 1 },
    ]);
  });

  it('counts the sign-ins per Kampala day', async () => {
    expect(await rows('logins', ['2025-03-01', '2025-03-02'])).toEqual([
      { day: '2025-03-01', key: 'success', value: 1 },
      { day: '2025-03-02', key: 'failed', value: 1 },
      { day: '2025-03-02', key: 'success', value: 1 },
    ]);
  });

  it('snapshots the listings of every past day from the status history', async () => {
    const status = (rows: unknown[]) =>
      Object.fromEntries(
        (rows as { key: string; value: number }[])
          .filter((r) => r.value > 0)
          .map((r) => [r.key, r.value]),
      );
    expect(status(await rows('listing_status', ['2025-03-01']))).toEqual({ ACTIVE: 1 });
    expect(status(await rows('listing_status', ['2025-03-02']))).toEqual({ ACTIVE: 1 });
    expect(status(await rows('listing_status', ['2025-03-03']))).toEqual({ SOLD: 1 });
    expect(await rows('listings_created', ['2025-03-01', '2025-03-02'])).toEqual([
      { day: '2025-03-01', key: 'all', value: 1 },
      { day: '2025-03-02', key: 'all', value: 0 },
    ]);
    const [last] = rowsOf<{ day: string }>(
      await database.db.execute(sql`
        select max(day)::text as day from stat_daily where metric = 'listing_status'`),
    );
    expect(last!.day).toBe(addDays(dayIn(new Date(), 'Africa/Kampala'), -1));
  });
});
