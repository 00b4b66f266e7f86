import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** bench/RESULTS.md: every recorded run is appended here, with the command that made it. */
export const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

/**
 * Appends an entry to RESULTS.md and formats the file as the project's prettier does: a table
 * appended as written (its columns not aligned) failed `npm run format:check`, and with it CI.
 */
export async function appendResults(entry: string): Promise<void> {
  const text = readFileSync(RESULTS, 'utf8') + entry;
  const options = (await resolveConfig(RESULTS)) ?? {};
  writeFileSync(RESULTS, await format(text, { ...options, filepath: RESULTS }));
}
