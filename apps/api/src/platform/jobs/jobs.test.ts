import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper';
import type { Database } from '../db/client';
import { createJobs, type Jobs } from './jobs';

/** pg-boss on the test database (PGlite, or PostgreSQL in CI): the jobs run for real. */
describe('jobs (pg-boss on the product database)', () => {
  let database: Database;
  let jobs: Jobs;
  const ran: string[] = [];
  const tries: number[] = [];
  let release!: () => void;
  const blocked = new Promise<void>((r) => (release = r));

  beforeAll(async () => {
    database = await freshDatabase();
    jobs = createJobs(database, {
      pollSeconds: 0.5,
      schedule: false,
      onError: (e) => {
        throw e;
      },
    });
    jobs.define<{ name: string }>('test.order', async ({ name }) => {
      ran.push(name);
      if (name === 'first') await blocked;
    });
    jobs.define<{ failUntil: number }>(
      'test.retry',
      async ({ failUntil }, job) => {
        tries.push(job.retryCount);
        if (job.retryCount < failUntil) throw new Error('not yet');
      },
      { retryLimit: 2, retryDelay: 1 },
    );
    await jobs.start();
  });
  afterAll(async () => {
    release();
    await jobs.stop();
    await database.close();
  });

  const until = async (ok: () => boolean, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!ok()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('runs waiting jobs by priority: an agent’s upload before the background backlog', async () => {
    await jobs.send('test.order', { name: 'first' });
    await until(() => ran.length === 1);
    // While the worker is busy, a low-priority job waits, then a high-priority one arrives.
    await jobs.send('test.order', { name: 'background' }, { priority: 0 });
    await jobs.send('test.order', { name: 'upload' }, { priority: 10 });
    release();
    await until(() => ran.length === 3);
    expect(ran).toEqual(['first', 'upload', 'background']);
  });

  it('retries a failing job with its retry count, up to the limit', async () => {
    await jobs.send('test.retry', { failUntil: 1 });
    await until(() => tries.length === 2);
    expect(tries).toEqual([0, 1]);
  });

  it('refuses queues declared after start and jobs for unknown queues', async () => {
    expect(() => jobs.define('late', async () => undefined)).toThrow(/before start/);
    await expect(jobs.send('unknown', {})).rejects.toThrow(/unknown queue/);
  });
});
