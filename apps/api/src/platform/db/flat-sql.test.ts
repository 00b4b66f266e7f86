import { eq, inArray, sql, StringChunk } from 'drizzle-orm';
import { PgDialect, pgEnum, pgSchema, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listings } from '../../modules/listings/listings.schema';
import { agencies } from '../../modules/agencies/agencies.schema';
import { checkFlatSql, flatSql } from './flat-sql';

const dialect = new PgDialect();
const l = listings;

/** A statement with every kind of chunk the repositories write. */
const statement = () => {
  const inner = sql`${l.priceAmount} between ${1_000} and ${2_000} and ${l.title} = ${'O\'Neil "house"'}`;
  return sql`select ${l.id}, ${sql.identifier('quoted "name"')} from ${l}
    join ${agencies} on ${eq(agencies.id, l.agencyId)}
    where ${inner} and ${inArray(l.kind, ['house', 'land'])} and ${l.publishedAt} < ${new Date(0)}
      and ${l.bedrooms} is not distinct from ${null} and ${l.negotiable} = ${true}
      and ${l.id} in ${['a', 'b']} ${sql.raw('limit 3')}${undefined}`;
};

/** flatSql: a statement of templates as one flat template that drizzle writes the same way. */
describe('flatSql', () => {
  it('writes the same text and values as drizzle, as one flat template', () => {
    const original = statement();
    const flat = flatSql(original);
    expect(flat).not.toBe(original);
    const want = dialect.sqlToQuery(original);
    const got = dialect.sqlToQuery(flat);
    expect(got.sql).toBe(want.sql);
    expect(got.params).toEqual(want.params);
    expect(want.params).toHaveLength(10);
    // Texts and values alternate: nothing nested is left for drizzle to walk.
    expect(flat.queryChunks).toHaveLength(2 * want.params.length + 1);
    expect(flat.queryChunks.filter((c) => c instanceof StringChunk)).toHaveLength(11);
    expect(() => checkFlatSql(original, flat)).not.toThrow();
  });

  it('leaves to drizzle a statement holding what it does not write', () => {
    const other = pgSchema('other').table('thing', { id: uuid('id'), name: text('name') });
    const inline = sql`select ${1}`.inlineParams();
    for (const query of [
      inline,
      sql`select * from ${other}`,
      sql`select ${other.name}`,
      sql`select ${sql.placeholder('x')}`,
      sql`select ${{ a: 1 }}`,
      sql`select 'a'::${pgEnum('mood', ['a'])}`,
    ])
      expect(flatSql(query)).toBe(query);
    const outer = sql`select ${inline}`;
    expect(flatSql(outer)).toBe(outer);
  });

  it('is checked against drizzle on every statement of the API suite', () => {
    expect(process.env.FLAT_SQL_CHECK).toBe('1');
    const original = statement();
    const wrong = sql`${sql.raw(dialect.sqlToQuery(original).sql.replace('$2', '$3'))}`;
    expect(() => checkFlatSql(original, wrong)).toThrow(/flatSql wrote another statement/);
  });
});
