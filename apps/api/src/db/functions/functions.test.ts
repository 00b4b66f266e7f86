import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../platform/db/client';
import { freshDatabase } from '../../../test/helper';

const folder = fileURLToPath(new URL('.', import.meta.url));

/** Each file here: the function it defines (named as the file) and its body between the $$. */
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => {
    const text = readFileSync(`${folder}/${name}`, 'utf8');
    const defined = /CREATE OR REPLACE FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/i.exec(text)?.[1];
    const body = /\$\$([\s\S]*?)\$\$/.exec(text)?.[1]?.trim();
    return { name, fn: name.replace(/\.sql$/, ''), defined, body };
  });

/**
 * db/functions holds each SQL function's current body, one file a function (docs/search.md):
 * the migrated database must define exactly these, with exactly these bodies, so that the file
 * is the one place to read a function and a migration that changes one cannot forget its file.
 */
describe('SQL functions and their files', () => {
  let database: Database;
  /** The public schema's functions that no extension brings, with their source. */
  let functions: { name: string; source: string }[];

  beforeAll(async () => {
    database = await freshDatabase();
    functions = rowsOf<{ name: string; source: string }>(
      await database.db.execute(sql`
        select p.proname as name, p.prosrc as source
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and not exists (
          select 1 from pg_depend d
          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by 1`),
    );
  });
  afterAll(() => database.close());

  it('has files that each define the function they are named after', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.defined, file.name).toBe(file.fn);
      expect(file.body, file.name).toBeTruthy();
    }
  });

  it('finds each file’s function in the migrated database with the same body', () => {
    for (const file of files) {
      const found = functions.filter((f) => f.name === file.fn);
      expect(found, `${file.fn}: one function of that name`).toHaveLength(1);
      expect(found[0]!.source.trim(), file.name).toBe(file.body);
    }
  });

  it('has a file for every function of the public schema that no extension owns', async () => {
    const withFiles = new Set(files.map((f) => f.fn));
    expect(functions.map((f) => f.name).filter((name) => !withFiles.has(name))).toEqual([]);
    // An extension's function is in the public schema too, and left out above.
    const [earth] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = 'll_to_earth'`),
    );
    expect(earth!.n).toBe(1);
    expect(functions.map((f) => f.name)).not.toContain('ll_to_earth');
  });
});
