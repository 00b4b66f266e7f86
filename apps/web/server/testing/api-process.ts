import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../../..', import.meta.url).pathname;

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  close(): Promise<void>;
}

/**
 * The real API (apps/api/src/server.ts) in its own process on a fresh embedded database with
 * the demo data, as `npm start` runs it. A process rather than an import: the web never imports
 * the API's code, it only talks to it over HTTP, as the web server does in production.
 */
export async function startApiProcess(): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'afrinest-web-server-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        API_URL: url,
        WEB_URL: 'http://web.test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: '1000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the API exited early:\n${errors}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the API did not start in time:\n${errors}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, close };
}
