import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper';
import type { Database } from './client';

/** On the suite's database: PGlite in `npm test`, PostgreSQL in CI — both must answer alike. */
describe('executeSql answers as node-postgres does (pg-boss relies on it)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('one statement: one result', async () => {
    const answer = await database.executeSql('select 1 as one');
    expect(answer).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('one statement with values: one result', async () => {
    const answer = await database.executeSql('select $1::int + 1 as two', [1]);
    expect(answer).toMatchObject({ rows: [{ two: 2 }] });
  });

  it('several statements: one result each, in order', async () => {
    const answer = await database.executeSql(
      'begin; select 1 as a; select 2 as b union all select 3; commit',
    );
    expect(Array.isArray(answer)).toBe(true);
    const rows = (answer as { rows: unknown[] }[]).map((r) => r.rows);
    expect(rows).toEqual([[], [{ a: 1 }], [{ b: 2 }, { b: 3 }], []]);
  });
});
