import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPglite, fromPglite, fromPostgres } from '../src/platform/db/client';
import { runMigrations } from '../src/platform/db/migrate';
import { seedReferenceOn } from '../src/seed/reference/index';

// One template per run (pid): two runs on one server (two checkouts, CI beside a developer)
// must never drop each other's template.
export const TEMPLATE_DB = `afrinest_test_template_${process.pid}`;

/**
 * Migrates (and seeds the reference geography into) one database once per run; every test file then starts from a copy of it
 * (PGlite: a dumped data directory; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const database = fromPostgres(withDatabase(url, TEMPLATE_DB), 1);
    await runMigrations(database);
    await seedReferenceOn(database.db);
    await database.close();
    process.env.AFRINEST_TEST_TEMPLATE = TEMPLATE_DB;
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await c.end();
    };
  }
  const client = await createPglite();
  const database = fromPglite(client);
  await runMigrations(database);
  // The reference geography is in every test database from the start, as on a started server.
  await seedReferenceOn(database.db);
  const dump = await client.dumpDataDir('gzip');
  const file = join(mkdtempSync(join(tmpdir(), 'afrinest-test-')), 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env.AFRINEST_TEST_PGLITE_DUMP = file;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
