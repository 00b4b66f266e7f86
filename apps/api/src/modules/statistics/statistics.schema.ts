import { date, integer, bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * API calls as per-day counters (method, route pattern, status, caller) rather than one row per
 * call: the statistics screens need daily series, and counters keep writes off the request path.
 * user_id is '' for anonymous calls (a primary key column cannot be null).
 */
export const apiCallDaily = pgTable(
  'api_call_daily',
  {
    day: date('day').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    userId: text('user_id').notNull().default(''),
    count: integer('count').notNull().default(0),
    totalMs: bigint('total_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.method, t.route, t.status, t.userId] })],
);

/**
 * One number per marketplace-zone day, metric and key (issue 43): the series too large to count
 * live at scale. 'api_calls' by method and 'logins' by 'success'|'failed' are added to as they
 * happen; 'listing_status' by status (listings in it at the day's end) and 'listings_created'
 * ('all') are written once per past day by the daily snapshot (stat_listing_status_fill).
 */
export const statDaily = pgTable(
  'stat_daily',
  {
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key] })],
);
