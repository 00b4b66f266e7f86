import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * bench/RESULTS.md holds each bench's current figures, one `## section` a bench, with the
 * command that made them. A new run replaces its section; the figures it replaces move to
 * bench/history/YYYY-MM.md (the month they were measured), where older runs are kept unchanged.
 */
export const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const HISTORY = fileURLToPath(new URL('./history/', import.meta.url));

/** The section of a bench that still calls appendResults, found from the command it names. */
const SECTIONS: [command: string, section: string][] = [
  ['bench/geo.ts', 'Geography'],
  ['bench/lighthouse.ts', 'Lighthouse mobile'],
  ['bench/media.ts', 'Media pipeline'],
];

/** Formats as the project's prettier does: a table written unaligned fails format:check (CI). */
async function writeFormatted(path: string, text: string) {
  const options = (await resolveConfig(RESULTS)) ?? {};
  writeFileSync(path, await format(text, { ...options, filepath: path }));
}

/** The lines of `## section` up to the next `## ` heading, and where they are. */
function findSection(lines: string[], section: string) {
  const start = lines.findIndex((l) => l === `## ${section}`);
  if (start < 0) return null;
  const next = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return { start, end: next < 0 ? lines.length : next };
}

/**
 * Moves replaced figures to the history file of the month they were measured in; a section with
 * no dated run (a note that a bench has not run yet) is dropped.
 */
async function toHistory(body: string[]) {
  const text = body.join('\n').trim();
  const month = /^### (\d{4}-\d{2})-\d{2} \d{2}:\d{2} UTC/m.exec(text)?.[1];
  if (!month) return;
  const path = `${HISTORY}${month}.md`;
  const before = existsSync(path)
    ? readFileSync(path, 'utf8')
    : [
        `# Benchmark history, ${month}`,
        '',
        'Every run recorded in bench/RESULTS.md during the month, unchanged, in the order they were',
        'written (newest last). bench/RESULTS.md holds the current figures of each bench.',
        '',
      ].join('\n');
  // In the history every run is a section of its own again; a run already there (figures
  // carried over when RESULTS.md took this shape) is not written twice.
  const run = text.replace(/^### /gm, '## ');
  if (before.includes(run.split('\n')[0]!)) return;
  await writeFormatted(path, `${before}\n${run}\n`);
}

/**
 * Records a bench's figures as its section of RESULTS.md. `entry` is the run: a `## when UTC —
 * command` heading (kept one level down, under the section's title) and its tables.
 */
export async function recordResults(section: string, entry: string): Promise<void> {
  const lines = readFileSync(RESULTS, 'utf8').split('\n');
  const body = ['', entry.trim().replace(/^## /gm, '### '), ''];
  const found = findSection(lines, section);
  if (found) {
    await toHistory(lines.slice(found.start + 1, found.end));
    lines.splice(found.start + 1, found.end - found.start - 1, ...body);
  } else {
    lines.push('', `## ${section}`, ...body);
  }
  await writeFormatted(RESULTS, lines.join('\n'));
}

/** For benches whose entry names their command in its heading: their section from SECTIONS. */
export async function appendResults(entry: string): Promise<void> {
  const heading = entry.trim().split('\n')[0] ?? '';
  const section =
    SECTIONS.find(([command]) => heading.includes(command))?.[1] ??
    heading.replace(/^## [^—]*— /, '').replace(/:.*$/, '');
  await recordResults(section, entry);
}
