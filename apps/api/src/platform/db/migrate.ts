import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import { installJobSchema } from '../jobs/jobs';

export const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/** Applies the committed SQL migrations with drizzle's runtime migrator (DESIGN.md §6). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  // pg-boss keeps its own versioned schema (pgboss); it is installed or upgraded here too.
  await installJobSchema(database);
}
