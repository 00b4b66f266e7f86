import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client';
import type { TestContext } from '../../../test/helper';

/**
 * A known history for the statistics tests, written straight into the tables (times in UTC;
 * Kampala is UTC+3, so 20:59Z is still that day and 21:00Z is the next one). The expected
 * figures are worked out by hand in the tests that use it; the window is 2025-03-01…05.
 */
export const KAMPALA = 'Africa/Kampala';
export const WINDOW = { startDate: '2025-03-01', endDate: '2025-03-05' };

/** Accounts by creation time: Feb 1, Mar [2, 1, 0, 2, 1] in the window, one on Mar 6, Dec 1. */
const USERS = [
  '2025-02-20T10:00:00Z',
  '2025-03-01T08:00:00Z',
  '2025-03-01T20:59:00Z',
  '2025-03-01T21:01:00Z',
  '2025-03-03T21:30:00Z',
  '2025-03-04T06:00:00Z',
  '2025-03-05T20:59:59Z',
  '2025-03-05T21:00:00Z',
  '2025-12-31T20:30:00Z',
  '2025-12-31T21:30:00Z', // 2026-01-01 in Kampala
];

/** Sign-ins: [success, time]. */
const LOGINS: [boolean, string][] = [
  [true, '2025-03-01T20:59:00Z'],
  [true, '2025-03-01T21:01:00Z'],
  [false, '2025-03-01T21:01:00Z'],
  [true, '2025-03-03T10:00:00Z'],
  [true, '2025-03-03T10:00:01Z'],
  [true, '2025-03-03T10:00:02Z'],
  [false, '2025-03-05T20:59:59Z'],
  [true, '2025-03-05T21:00:00Z'],
  [true, '2025-12-31T20:59:00Z'],
  [true, '2025-12-31T21:00:00Z'], // 2026-01-01
];

/** API calls: [method, time, how many]. */
const CALLS: [string, string, number][] = [
  ['GET', '2025-03-01T20:59:00Z', 2],
  ['GET', '2025-03-01T21:00:00Z', 1],
  ['POST', '2025-03-02T10:00:00Z', 3],
  ['PUT', '2025-03-03T10:00:00Z', 1],
  ['PATCH', '2025-03-03T11:00:00Z', 2],
  ['DELETE', '2025-03-05T20:59:59Z', 1],
  ['DELETE', '2025-03-05T21:00:00Z', 1],
  ['GET', '2025-12-31T20:59:59Z', 1],
  ['GET', '2025-12-31T21:00:00Z', 1], // 2026-01-01
];

/** Listings: created at, deleted at, and each status from a time on (the first at creation). */
const LISTINGS: { name: string; deletedAt?: string; history: [string, string][] }[] = [
  {
    name: 'L1',
    history: [
      ['ACTIVE', '2025-03-01T10:00:00Z'],
      ['INACTIVE', '2025-03-02T20:59:00Z'],
      ['ACTIVE', '2025-03-02T21:01:00Z'],
    ],
  },
  {
    name: 'L2',
    history: [
      ['ACTIVE', '2025-03-01T20:59:00Z'],
      ['SOLD', '2025-03-01T21:01:00Z'],
    ],
  },
  {
    name: 'L3',
    deletedAt: '2025-03-04T20:59:00Z',
    history: [
      ['INACTIVE', '2025-03-01T21:01:00Z'],
      ['ARCHIVED', '2025-03-03T12:00:00Z'],
    ],
  },
  {
    name: 'L4',
    history: [
      ['ACTIVE', '2025-02-25T09:00:00Z'],
      ['ARCHIVED', '2025-03-04T21:00:00Z'], // exactly midnight: 2025-03-05
    ],
  },
  {
    name: 'L5',
    history: [
      ['ACTIVE', '2025-03-03T05:00:00Z'],
      ['INACTIVE', '2025-03-03T06:00:00Z'],
      ['ACTIVE', '2025-03-03T07:00:00Z'],
      ['SOLD', '2025-03-05T20:59:00Z'],
    ],
  },
  { name: 'L6', history: [['ACTIVE', '2025-03-05T21:01:00Z']] },
];

interface PaymentSpec {
  method: string;
  currency: string;
  total: number;
  status: string;
  createdAt: string;
  succeededAt?: string;
  endedAt?: string;
  heldReason?: string;
}
const PAYMENTS: PaymentSpec[] = [
  // P1…P11 as the tests name them.
  {
    method: 'MOBILE_MONEY',
    currency: 'UGX',
    total: 100_000,
    status: 'SUCCEEDED',
    createdAt: '2025-03-01T20:59:00Z',
    succeededAt: '2025-03-01T21:01:00Z',
  },
  {
    method: 'CARD',
    currency: 'USD',
    total: 4_999,
    status: 'SUCCEEDED',
    createdAt: '2025-03-02T10:00:00Z',
    succeededAt: '2025-03-02T11:00:00Z',
  },
  {
    method: 'MOBILE_MONEY',
    currency: 'UGX',
    total: 50_000,
    status: 'FAILED',
    createdAt: '2025-03-03T10:00:00Z',
    endedAt: '2025-03-03T21:00:00Z',
  },
  {
    method: 'BANK_TRANSFER',
    currency: 'UGX',
    total: 200_000,
    status: 'PENDING',
    createdAt: '2025-03-04T10:00:00Z',
  },
  {
    method: 'CARD',
    currency: 'UGX',
    total: 70_000,
    status: 'CANCELLED',
    createdAt: '2025-03-05T20:00:00Z',
    endedAt: '2025-03-05T20:30:00Z',
  },
  {
    method: 'MOBILE_MONEY',
    currency: 'KES',
    total: 1_000,
    status: 'EXPIRED',
    createdAt: '2025-03-05T21:30:00Z',
    endedAt: '2025-03-06T21:30:00Z',
  },
  {
    method: 'MOBILE_MONEY',
    currency: 'UGX',
    total: 30_000,
    status: 'SUCCEEDED',
    createdAt: '2025-02-27T10:00:00Z',
    succeededAt: '2025-03-05T20:59:00Z',
  },
  {
    method: 'CARD',
    currency: 'UGX',
    total: 10_000,
    status: 'REFUNDED',
    createdAt: '2025-03-03T09:00:00Z',
    succeededAt: '2025-03-03T09:05:00Z',
    endedAt: '2025-03-03T12:00:00Z',
  },
  {
    method: 'MOBILE_MONEY',
    currency: 'UGX',
    total: 5_000,
    status: 'SUCCEEDED',
    createdAt: '2025-02-28T20:00:00Z',
    succeededAt: '2025-02-28T20:59:00Z',
  },
  {
    method: 'BANK_TRANSFER',
    currency: 'UGX',
    total: 8_000,
    status: 'PENDING',
    createdAt: '2025-03-05T11:00:00Z',
    heldReason: 'The amount paid differs.',
  },
  {
    method: 'BANK_TRANSFER',
    currency: 'UGX',
    total: 9_000,
    status: 'PENDING',
    createdAt: '2025-03-05T11:30:00Z',
  },
];

/** Writes the whole history; answers the listings' ids by name. */
export async function writeHistory(ctx: TestContext): Promise<Map<string, string>> {
  const { db } = ctx.database;
  const stats = ctx.app.services.statistics;
  for (const [i, at] of USERS.entries())
    await db.execute(sql`
      insert into "user" (id, name, email, created_at)
      values (${randomUUID()}, ${`History ${i}`}, ${`history-${i}@stats.afrinest`}, ${at}::timestamptz)`);

  // Sign-ins as the login path writes them: the log row, then the counter by the row's time.
  for (const [success, at] of LOGINS) {
    await db.execute(sql`
      insert into login_log (email, success, reason, created_at)
      values ('someone@stats.afrinest', ${success}, ${success ? null : 'INVALID_CREDENTIALS'}, ${at}::timestamptz)`);
    await stats.countLogin(success, new Date(at));
  }

  // API calls through the recorder, with the clock of each call.
  for (const [method, at, times] of CALLS)
    for (let i = 0; i < times; i++)
      ctx.app.services.apiCalls.record({
        method,
        route: '/api/history',
        status: 200,
        userId: null,
        durationMs: 3,
        at: new Date(at),
      });
  await ctx.app.services.apiCalls.flush();

  const agency = randomUUID();
  await db.execute(sql`
    insert into agency (id, name, slug, status, origin) values
      (${agency}, 'Stats A', 'stats-a', 'ACTIVE', 'ADMIN'),
      (${randomUUID()}, 'Stats B', 'stats-b', 'PENDING', 'REQUEST'),
      (${randomUUID()}, 'Stats C', 'stats-c', 'PENDING', 'ADMIN'),
      (${randomUUID()}, 'Stats D', 'stats-d', 'SUSPENDED', 'ADMIN')`);

  const ids = new Map<string, string>();
  for (const l of LISTINGS) {
    const id = randomUUID();
    ids.set(l.name, id);
    const [first] = l.history;
    const last = l.history.at(-1)!;
    await db.execute(sql`
      insert into listing (id, kind, purpose, title, price_amount, agency_id, status, created_at, deleted_at)
      values (${id}, 'house', 'SALE', ${l.name}, 1000, ${agency}, ${last[0]},
        ${first![1]}::timestamptz, ${l.deletedAt ?? null}::timestamptz)`);
    let from: string | null = null;
    for (const [status, at] of l.history) {
      await db.execute(sql`
        insert into listing_status_change (listing_id, from_status, to_status, changed_at)
        values (${id}, ${from}, ${status}, ${at}::timestamptz)`);
      from = status;
    }
  }

  const [payer] = rowsOf<{ id: string }>(await db.execute(sql`select id from "user" limit 1`));
  for (const [i, p] of PAYMENTS.entries())
    await db.execute(sql`
      insert into payment (reference, agency_id, payer_id, purpose, provider, method, currency,
        subtotal_minor, vat_percent, vat_minor, total_minor, description, idempotency_key,
        request_hash, status, held_reason, created_at, succeeded_at, ended_at)
      values (${`AFN-STAT${i}`}, ${agency}, ${payer!.id}, 'PACKAGE', 'sandbox', ${p.method},
        ${p.currency}, ${p.total}, 0, 0, ${p.total}, 'History', ${`history-${i}`}, 'h',
        ${p.status}, ${p.heldReason ?? null}, ${p.createdAt}::timestamptz,
        ${p.succeededAt ?? null}::timestamptz, ${p.endedAt ?? null}::timestamptz)`);

  // Package periods: one ACTIVE ending within a week of 2025-03-05, one later, one ended.
  const periods: [string, string][] = [
    ['ACTIVE', '2025-03-08T00:00:00Z'],
    ['ACTIVE', '2025-03-20T00:00:00Z'],
    ['EXPIRED', '2025-03-06T00:00:00Z'],
  ];
  for (const [status, endsAt] of periods)
    await db.execute(sql`
      insert into agency_subscription (agency_id, package_id, status, source, starts_at, ends_at)
      values (${agency}, (select id from catalogue_package limit 1), ${status}, 'PURCHASE',
        '2025-01-01T00:00:00Z', ${endsAt}::timestamptz)`);
  return ids;
}
