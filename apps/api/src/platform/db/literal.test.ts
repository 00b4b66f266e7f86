import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { intArray, literal, literals, textArray } from './literal';

const text = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query);

describe('literal writes a value into the statement (ADR 0030)', () => {
  it('quotes texts and writes integers, with no parameters', () => {
    expect(text(sql`where kind in (${literals(['land', 'house'])}) limit ${literal(20)}`)).toEqual({
      sql: "where kind in ('land', 'house') limit 20",
      params: [],
    });
  });

  it('doubles a quote, so a text never ends the string early', () => {
    expect(text(sql`${literal("x' or '1'='1")}`).sql).toBe("'x'' or ''1''=''1'");
  });

  it('refuses a number that is not a safe integer', () => {
    expect(() => literal(1.5)).toThrow('not an integer');
    expect(() => literal(Number.NaN)).toThrow('not an integer');
    expect(() => literal(2 ** 60)).toThrow('not an integer');
  });

  it('sends arrays as one parameter, each text quoted as one element', () => {
    expect(text(sql`${intArray([3, null, 5])}`)).toMatchObject({
      sql: '$1::int[]',
      params: ['{3,NULL,5}'],
    });
    expect(text(sql`${textArray(['#kind:house', 'a,b', 'say "hi"', 'c\\d'])}`)).toMatchObject({
      sql: '$1::text[]',
      params: ['{"#kind:house","a,b","say \\"hi\\"","c\\\\d"}'],
    });
  });
});
