// npm test: everything a fresh machine can run, in order, with one summary line per runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: r.status === 0, seconds });
  if (r.status !== 0) finish();
}

/** vitest with a JSON report next to the usual output, so we can print "N passed, N failed". */
function vitest(name, args, env = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'afrinest-vitest-')), 'report.json');
  run(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    console.log(
      `${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
    );
  }
}

function finish() {
  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

const only = process.argv[2];
if (!only || only === 'static') {
  run('typecheck', 'npm', ['run', '-s', 'typecheck']);
  run('lint', 'npm', ['run', '-s', 'lint']);
  run('format', 'npm', ['run', '-s', 'format:check']);
}
if (!only || only === 'unit') vitest('unit and integration', []);
if (only === 'api')
  vitest(
    `API suite (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${process.env.REDIS_URL ? 'Redis' : 'memory cache'})`,
    ['--project', 'api'],
  );
if (!only || only === 'e2e') {
  if (existsSync(CHROMIUM)) {
    run('web build', 'npm', ['run', '-s', 'build']);
    vitest('browser journeys', ['--config', 'e2e/vitest.config.ts']);
  } else {
    console.log(
      `\n⚠ SKIPPED browser journeys: ${CHROMIUM} not found (apt-get install -y chromium to run them)`,
    );
  }
}
finish();
