import { sql, type SQL } from 'drizzle-orm';
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
import { freshDatabase, sqlStateOf } from '../../../test/helper';
import { rowsOf, type Database } from './client';
import { isoTime, jsonCode, jsonIsoTime, jsonObject, jsonWhen, plainCode } from './json-object';

/** Every kind of column a card is written from, each nullable one with and without a value. */
const sample = pgTable('json_object_sample', {
  id: uuid('id').primaryKey(),
  ref: uuid('ref'),
  title: text('title').notNull(),
  note: text('note'),
  price: bigint('price', { mode: 'number' }).notNull(),
  count: integer('count'),
  size: doublePrecision('size'),
  negotiable: boolean('negotiable'),
  tags: jsonb('tags'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  flag: boolean('flag').notNull(),
  code: text('code').notNull(),
  maybeCode: text('maybe_code'),
});

describe('jsonObject: JSON written by PostgreSQL (ADR 0032)', () => {
  let database: Database;
  const values = [
    {
      id: '3f1c8f0e-8a53-4f57-9a4e-0d5d2b9b1a01',
      ref: '3f1c8f0e-8a53-4f57-9a4e-0d5d2b9b1a09',
      title: 'O\'Brien\'s "plot" \\ naïve\ttab\n✓ 🏠',
      note: '',
      price: 9_007_199_254_740_991,
      count: 0,
      size: 0.1 + 0.2,
      negotiable: false,
      tags: ['WATER', 'a "quoted" tag'],
      at: new Date('2026-11-20T08:30:15.123Z'),
      flag: true,
      code: 'TITLE_IN_PROCESS',
      maybeCode: 'ft_plot',
    },
    {
      id: '3f1c8f0e-8a53-4f57-9a4e-0d5d2b9b1a02',
      ref: null,
      title: 'Nulls',
      note: null,
      price: -5,
      count: null,
      size: null,
      negotiable: null,
      tags: null,
      at: null,
      flag: false,
      code: 'x-1',
      maybeCode: null,
    },
    {
      id: '3f1c8f0e-8a53-4f57-9a4e-0d5d2b9b1a03',
      ref: null,
      title: 'Small and large',
      note: 'x',
      price: 0,
      count: -2_147_483_648,
      size: 1e-7,
      negotiable: true,
      tags: [],
      at: new Date('1999-12-31T23:59:59.999Z'),
      flag: false,
      code: 'UGX',
      maybeCode: 'sqm',
    },
  ];
  beforeAll(async () => {
    database = await freshDatabase();
    await database.db.execute(sql`create table json_object_sample (
      id uuid primary key, ref uuid, title text not null, note text, price bigint not null,
      count int, size double precision, negotiable boolean, tags jsonb, at timestamptz,
      flag boolean not null, code text not null, maybe_code text,
      check (${plainCode(sample.code)} and ${plainCode(sample.maybeCode)}))`);
    await database.db.insert(sample).values(values);
  });
  afterAll(() => database.close());

  it('writes each column as the value it holds, nested objects and nulls included', async () => {
    const s = sample;
    const written = jsonObject({
      id: s.id,
      ref: s.ref,
      title: s.title,
      note: s.note,
      numbers: jsonObject({ price: s.price, count: s.count, size: s.size }),
      negotiable: s.negotiable,
      tags: s.tags,
      at: isoTime(s.at),
      atJson: jsonIsoTime(s.at),
      flag: s.flag,
      code: jsonCode(s.code),
      maybeCode: jsonCode(s.maybeCode),
      counted: jsonWhen(sql`${s.count} is not null`, jsonObject({ count: s.count })),
      empty: jsonObject({}),
    });
    const rows = rowsOf<{ id: string; json: string }>(
      await database.db.execute(
        sql`select ${s.id} as id, ${written.text} as json from ${s} order by ${s.id}`,
      ),
    );
    expect(rows).toHaveLength(3);
    for (const [i, row] of rows.entries()) {
      const v = values[i]!;
      const parsed = JSON.parse(row.json) as Record<string, unknown>;
      expect(parsed).toStrictEqual({
        id: v.id,
        ref: v.ref,
        title: v.title,
        note: v.note,
        numbers: { price: v.price, count: v.count, size: v.size },
        negotiable: v.negotiable,
        tags: v.tags,
        at: v.at?.toISOString() ?? null,
        atJson: v.at?.toISOString() ?? null,
        flag: v.flag,
        code: v.code,
        maybeCode: v.maybeCode,
        counted: v.count === null ? null : { count: v.count },
        empty: {},
      });
      // Keys in the order given, and no spaces but those inside strings and jsonb.
      expect(Object.keys(parsed)[0]).toBe('id');
      expect(row.json.startsWith(`{"id":"${v.id}","ref":`)).toBe(true);
    }
  });

  it('keeps out of a plain-code column any value JSON would have to escape', async () => {
    const stateOf = (statement: SQL) => sqlStateOf(database, statement);
    for (const code of ['say "hi"', 'back\\slash', 'tab\there', 'space d', '']) {
      expect(await stateOf(sql`update json_object_sample set code = ${code}`)).toBe('23514');
      expect(await stateOf(sql`update json_object_sample set maybe_code = ${code}`)).toBe('23514');
    }
    expect(await stateOf(sql`update json_object_sample set maybe_code = null`)).toBe('ok');
  });

  it('refuses a key that is not a plain name of the code', () => {
    expect(() => jsonObject({ "it's": sample.id })).toThrow('Not a JSON key of the code');
  });
});
