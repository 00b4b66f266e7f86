import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServer } from 'node:net';

const root = new URL('../..', import.meta.url).pathname;

/** Starts the real built app (`scripts/serve.ts`) on a temporary data directory. */
/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(_project: TestProject) {
  const API_PORT = await freePort();
  const WEB_PORT = await freePort();
  const API_URL = `http://localhost:${API_PORT}`;
  const WEB_URL = `http://localhost:${WEB_PORT}`;
  // Test files read these (support/urls.ts); workers start after this and inherit them.
  process.env.E2E_API_PORT = String(API_PORT);
  process.env.E2E_WEB_PORT = String(WEB_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), 'afrinest-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/serve.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        API_PORT: String(API_PORT),
        WEB_PORT: String(WEB_PORT),
        API_URL,
        WEB_URL,
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        // One drawn photo per demo listing: the journeys run while the jobs process them.
        DEMO_PHOTOS: '1',
        AUTH_RATE_LIMIT_MAX: '1000',
        // The photo jobs keep the API busy: the pages wait for the answers they embed rather
        // than go out without them, so a journey sees the same page every run (ADR 0024).
        WEB_INITIAL_DATA_TIMEOUT_MS: '10000',
        // The webhooks journey's receiver listens on 127.0.0.1, which the SSRF guard refuses
        // unless allowed (issue 45).
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${output}`);
    try {
      if ((await fetch(`${API_URL}/readyz`)).ok && (await fetch(WEB_URL)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`app did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
