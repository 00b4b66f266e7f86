import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../src/platform/db/migrate';

/**
 * The migrations up to (and with) `last`, in a folder of their own: a migration's test builds
 * the database as it was before it, writes history, then applies the rest.
 */
export function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'afrinest-migrations-'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  const keep = new Set(journal.entries.map((e: { tag: string }) => `${e.tag}.sql`));
  for (const file of readdirSync(migrationsFolder))
    if (keep.has(file)) copyFileSync(join(migrationsFolder, file), join(dir, file));
  mkdirSync(join(dir, 'meta'));
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}
