import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper';
import { fromPostgres, rowsOf, type Database } from './client';

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

/**
 * READ_DATABASE_URL: public reads go to a replica. Tried with a second connection string to the
 * same server, told apart by its application name.
 */
describe.runIf(process.env.DATABASE_URL)('a read replica for public reads', () => {
  // Read when a test runs: the describe body is evaluated even where it is skipped.
  const url = () => process.env.DATABASE_URL!;
  const readUrl = () =>
    `${url()}${url().includes('?') ? '&' : '?'}application_name=afrinest-replica`;
  const nameOf = async (db: Database['db']) =>
    rowsOf<{ name: string }>(
      await db.execute(sql`select current_setting('application_name') as name`),
    )[0]?.name;

  it('sends `read` to READ_DATABASE_URL and everything else to DATABASE_URL', async () => {
    const database = fromPostgres(url(), 1, { readUrl: readUrl() });
    try {
      expect(await nameOf(database.read)).toBe('afrinest-replica');
      expect(await nameOf(database.db)).not.toBe('afrinest-replica');
    } finally {
      await database.close();
    }
  });

  it('reads from the primary itself when no replica is given', async () => {
    const database = fromPostgres(url(), 1);
    try {
      expect(database.read).toBe(database.db);
    } finally {
      await database.close();
    }
  });
});
