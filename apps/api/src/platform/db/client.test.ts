import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper';
import {
  fromPostgres,
  NAMED_STATEMENTS_PER_CONNECTION,
  PREPARED,
  prepared,
  prepareReads,
  statementName,
  type Database,
} from './client';

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

describe('prepareReads names the reads marked PREPARED (ADR 0030)', () => {
  /** A client whose query records what it was given: the naming is all this checks. */
  const recording = () => {
    const sent: { name?: string; text?: string }[] = [];
    const client = {
      query: (config: { name?: string; text?: string }) => {
        sent.push(config);
        return Promise.resolve({ rows: [] });
      },
    } as unknown as pg.ClientBase;
    prepareReads(client);
    return { client, sent };
  };

  it('names a marked read by its text: the same text the same name, another text another', async () => {
    const { client, sent } = recording();
    await client.query({ text: `${PREPARED}select $1::int as a` }, [1]);
    await client.query({ text: `${PREPARED}select $1::int as a` }, [2]);
    await client.query({ text: `${PREPARED}select $1::int as b` }, [3]);
    await client.query({ text: 'select $1::int as c' }, [4]);
    await client.query('select 1');
    // A name given by someone else (drizzle's .prepare(name)) is left as it is.
    await client.query({ name: 'theirs', text: `${PREPARED}select 2` }, []);
    expect(sent.map((c) => c.name)).toEqual([
      statementName(`${PREPARED}select $1::int as a`),
      statementName(`${PREPARED}select $1::int as a`),
      statementName(`${PREPARED}select $1::int as b`),
      undefined,
      undefined,
      'theirs',
    ]);
    expect(statementName(`${PREPARED}select $1::int as a`)).not.toBe(
      statementName(`${PREPARED}select $1::int as b`),
    );
  });

  it('past the cap, new texts run unnamed and the named ones stay named', async () => {
    const { client, sent } = recording();
    for (let i = 0; i <= NAMED_STATEMENTS_PER_CONNECTION; i++)
      await client.query({ text: `${PREPARED}select ${i}` }, []);
    await client.query({ text: `${PREPARED}select 0` }, []);
    const names = sent.map((c) => c.name);
    expect(names[NAMED_STATEMENTS_PER_CONNECTION - 1]).toBe(
      statementName(`${PREPARED}select ${NAMED_STATEMENTS_PER_CONNECTION - 1}`),
    );
    expect(names[NAMED_STATEMENTS_PER_CONNECTION]).toBeUndefined();
    expect(names.at(-1)).toBe(statementName(`${PREPARED}select 0`));
  });
});

// PostgreSQL only (CI, or DATABASE_URL): PGlite has no named statements to look at.
describe.runIf(process.env.DATABASE_URL)('prepared reads on PostgreSQL', () => {
  let database: Database;
  beforeAll(() => {
    database = fromPostgres(process.env.DATABASE_URL!, 1);
  });
  afterAll(() => database.close());

  it('the server keeps one statement per text and answers from its generic plan alike', async () => {
    const read = async (n: number) =>
      (
        (await database.db.execute(prepared(sql`select ${n}::int + 1 as next`))) as unknown as {
          rows: unknown[];
        }
      ).rows;
    for (let n = 0; n < 8; n++) expect(await read(n)).toEqual([{ next: n + 1 }]);
    // Read on the prepared reads' own connection (the pool of one), itself a prepared read.
    const held = (await database.db.execute(
      prepared(
        sql`select name, statement, generic_plans, custom_plans from pg_prepared_statements`,
      ),
    )) as unknown as {
      rows: { name: string; statement: string; generic_plans: number; custom_plans: number }[];
    };
    const reads = held.rows.filter((r) => r.statement.includes('as next'));
    expect(reads).toHaveLength(1);
    const [statement] = reads;
    expect(statement!.name).toMatch(/^r_/);
    // Every run from the generic plan, the first too (ADR 0030, amendment: force_generic_plan).
    expect(Number(statement!.generic_plans)).toBe(8);
    expect(Number(statement!.custom_plans)).toBe(0);
  });

  it('runs the prepared reads with generic plans only, everything else with the default', async () => {
    const mode = async (query: SQL) =>
      (
        (await database.db.execute(query)) as unknown as {
          rows: { mode: string }[];
        }
      ).rows[0]!.mode;
    const show = sql`select current_setting('plan_cache_mode') as mode`;
    expect(await mode(prepared(show))).toBe('force_generic_plan');
    expect(await mode(show)).toBe('auto');
    await database.db.transaction(async (tx) => {
      const inside = (await tx.execute(prepared(show))) as unknown as { rows: { mode: string }[] };
      // A transaction holds one connection of the main pool, for all its statements.
      expect(inside.rows[0]!.mode).toBe('auto');
    });
  });
});
