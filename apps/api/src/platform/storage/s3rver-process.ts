import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { once } from 'node:events';

export interface S3rverProcess {
  endpoint: string;
  stop(): Promise<void>;
}

// s3rver 3.7 makes its ListObjectsV2 continuation tokens with DES, which Node 22's OpenSSL 3
// refuses unless its legacy provider is loaded: any listing past 1,000 keys answers 500. So it
// runs in its own process with --openssl-legacy-provider (ADR 0022), reached over real HTTP.
const LAUNCHER = `
const S3rver = require(process.env.S3RVER_PATH);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.env.S3RVER_DIR,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }] })
  .run()
  .then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
`;

/** Starts s3rver on a free port with one empty bucket whose files live in directory. */
export async function startS3rver(directory: string, bucket: string): Promise<S3rverProcess> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', LAUNCHER], {
    env: {
      ...process.env,
      S3RVER_PATH: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIR: directory,
      S3RVER_BUCKET: bucket,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`s3rver exited with code ${String(code)} before it listened`);
  });
  const listening = once(child.stdout, 'data').then(([chunk]) => {
    const { port } = JSON.parse(String(chunk)) as { port: number };
    return port;
  });
  const port = await Promise.race([listening, exited]);
  exited.catch(() => undefined); // from here on an exit is the stop() we asked for
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      await gone;
    },
  };
}
