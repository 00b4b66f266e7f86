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
  const expiring: number[] = [];
  const errors: Error[] = [];
  let release!: () => void;
  const blocked = new Promise<void>((r) => (release = r));

  beforeAll(async () => {
    database = await freshDatabase();
    jobs = createJobs(database, {
      pollSeconds: 0.5,
      schedule: false,
      onError: (e) => errors.push(e),
      // The supervisor fails expired jobs (and counts queues) every second here, not every 60 s.
      superviseSeconds: 1,
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
    jobs.define(
      'test.expire',
      async (_data, job) => {
        expiring.push(job.retryCount);
        // The first run outlives its 1 s: it is failed at its expiry and its retry runs next.
        if (job.retryCount === 0) await new Promise((r) => setTimeout(r, 4_000));
      },
      { expireInSeconds: 1, retryLimit: 1, retryDelay: 0 },
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

  it('fails a job that outlives its expiry and runs it again; the supervisor runs without error', async () => {
    await jobs.send('test.expire', {});
    await until(() => expiring.length === 2, 20_000);
    expect(expiring).toEqual([0, 1]);
    // The supervisor has counted this queue (it stamps monitor_on) at least once since; it
    // used to fail on every run (a TypeError reading its several statements' results), so
    // expired jobs of a worker that died were never failed.
    const monitored = async () => {
      const answer = await database.executeSql(
        `select monitor_on is not null as stamped from pgboss.queue where name = 'test.expire'`,
      );
      return (
        !Array.isArray(answer) && (answer.rows[0] as { stamped?: boolean } | undefined)?.stamped
      );
    };
    await expect.poll(monitored, { timeout: 10_000, interval: 200 }).toBe(true);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(errors).toEqual([]);
  });

  it('refuses queues declared after start and jobs for unknown queues', async () => {
    expect(() => jobs.define('late', async () => undefined)).toThrow(/before start/);
    await expect(jobs.send('unknown', {})).rejects.toThrow(/unknown queue/);
  });
});

/** A backlog is worked through job after job, not one job per poll interval (bench/payments.ts). */
describe('jobs: a backlog', () => {
  it('runs every waiting job without waiting a poll interval between them', async () => {
    const database = await freshDatabase();
    // One poll a minute: a worker that waited between jobs would run one of these a minute.
    const slow = createJobs(database, { pollSeconds: 60, schedule: false, onError: () => {} });
    const done: number[] = [];
    slow.define<{ n: number }>('test.backlog', async ({ n }) => {
      done.push(n);
    });
    await slow.start();
    try {
      for (let n = 0; n < 6; n++) await slow.send('test.backlog', { n });
      const end = Date.now() + 30_000;
      while (done.length < 6 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    } finally {
      await slow.stop();
      await database.close();
    }
  });
});
