import { getTableColumns, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper';
import type { Database } from './client';
import { selectList } from './select-list';

/** A table of every kind of value the listings' lists read, nulls included. */
const sample = pgTable('select_list_sample', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  price: bigint('price_amount', { mode: 'number' }),
  count: integer('view_count').notNull(),
  size: doublePrecision('size_m2'),
  negotiable: boolean('negotiable').notNull(),
  cover: jsonb('cover'),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

describe('selectList reads what drizzle’s select reads (ADR 0031)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    await database.db.execute(sql`create table select_list_sample (
      id uuid primary key, title text not null, price_amount bigint, view_count int not null,
      size_m2 double precision, negotiable boolean not null, cover jsonb,
      published_at timestamptz, created_at timestamptz not null)`);
    await database.db.insert(sample).values([
      {
        id: '3f1c8f0e-8a53-4f57-9a4e-0d5d2b9b1a01',
        title: "O'Brien's plot",
        price: 350_000_000_000,
        count: 7,
        size: 4046.8564224,
        negotiable: true,
        cover: { key: 'a.webp', width: 640 },
        publishedAt: new Date('2026-11-20T08:30:15.123Z'),
        createdAt: new Date('2026-11-19T23:59:59.999Z'),
      },
      {
        id: '3f1c8f0e-8a53-4f57-9a4e-0d5d2b9b1a02',
        title: 'No price',
        price: null,
        count: 0,
        size: null,
        negotiable: false,
        cover: null,
        publishedAt: null,
        createdAt: new Date('2026-01-01T00:00:00.000Z'),
      },
    ]);
  });
  afterAll(() => database.close());

  it('decodes every column as the select builder does: dates, big numbers, json, nulls', async () => {
    const fields = { ...getTableColumns(sample), shout: sql<string>`upper(${sample.title})` };
    const expected = await database.db.select(fields).from(sample).orderBy(sample.id);
    const list = selectList(fields);
    const result = (await database.db.execute(
      sql`select ${list.sql} from ${sample} order by ${sample.id}`,
    )) as unknown as { rows: object[] };
    const decoded = result.rows.map((row) => list.decode(row));
    expect(decoded).toEqual(expected);
    expect(decoded[0]!.publishedAt).toBeInstanceOf(Date);
    expect(decoded[0]!.price).toBe(350_000_000_000);
    expect(decoded[1]!.publishedAt).toBeNull();
    expect(decoded[0]!.shout).toBe("O'BRIEN'S PLOT");
  });

  it('takes no parameters: a value in a field is refused when the list is made', () => {
    expect(() => selectList({ one: sql<number>`${1}::int` })).toThrow(/no parameters/);
  });
});
