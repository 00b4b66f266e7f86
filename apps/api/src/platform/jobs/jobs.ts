import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export interface JobInfo {
  id: string;
  /** 0 on the first run; pg-boss counts retries. */
  retryCount: number;
  retryLimit: number;
}
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface QueueOptions {
  /** Runs after the first; each waits retryDelay seconds, doubled each time with backoff. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job running longer than this is failed (and retried). */
  expireInSeconds?: number;
}

/**
 * Background jobs (DESIGN.md §1, ADR 0008): pg-boss on the product's own database, PGlite or
 * PostgreSQL alike, so a job is queued in the same place its data lives and any API instance
 * may run it. Queues and handlers are declared before start().
 */
export interface Jobs {
  define<T extends object>(queue: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /** A cron schedule (UTC) for a defined queue; runs only where schedules are on. */
  every(queue: string, cron: string): void;
  /** Higher priority runs first among waiting jobs (default 0). */
  send<T extends object>(
    queue: string,
    data: T,
    options?: { priority?: number; startAfterSeconds?: number },
  ): Promise<string | null>;
  start(): Promise<void>;
  /** Waits for running jobs (up to 10 s), then stops polling. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** How often an idle worker asks for work; a job sent by this process wakes it at once. */
  pollSeconds: number;
  /** Cron schedules (the sweeper); off in tests, which run those jobs themselves. */
  schedule: boolean;
  onError: (error: Error) => void;
  /** How often expired jobs are failed and retried (pg-boss's supervisor; default 60 s). */
  superviseSeconds?: number;
}

const SCHEMA = 'pgboss';

/** What pg-boss's types say its `db.executeSql` answers: one result. */
type BossResult = Promise<{ rows: unknown[] }>;

function bossOf(
  database: Database,
  options: { schedule: boolean; supervise: boolean; superviseSeconds?: number },
) {
  return new PgBoss({
    // Typed as one result, but its monitor sends several statements and reads the array
    // node-postgres answers for them (pg-boss's own pool does the same): passed on as it came.
    db: { executeSql: (text, values) => database.executeSql(text, values) as BossResult },
    schema: SCHEMA,
    schedule: options.schedule,
    supervise: options.supervise,
    // How often expired jobs are failed (and retried) and queue sizes counted: pg-boss's 60 s
    // by default; tests shorten it. Left out when not set (pg-boss checks any key present).
    ...(options.superviseSeconds && {
      superviseIntervalSeconds: options.superviseSeconds,
      monitorIntervalSeconds: options.superviseSeconds,
    }),
    migrate: true,
  });
}

/** Creates or migrates pg-boss's tables; run with the product's migrations. */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = bossOf(database, { schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}

export function createJobs(database: Database, options: JobsOptions): Jobs {
  const boss = bossOf(database, {
    schedule: options.schedule,
    supervise: true,
    superviseSeconds: options.superviseSeconds,
  });
  boss.on('error', options.onError);
  const queues = new Map<string, { handler: JobHandler<object>; options: QueueOptions }>();
  const schedules: [string, string][] = [];
  const workers = new Map<string, string>();
  let started = false;

  return {
    define(queue, handler, queueOptions = {}) {
      if (started) throw new Error(`jobs: define ${queue} before start()`);
      queues.set(queue, { handler: handler as JobHandler<object>, options: queueOptions });
    },
    every(queue, cron) {
      if (started) throw new Error(`jobs: schedule ${queue} before start()`);
      schedules.push([queue, cron]);
    },
    async send(queue, data, sendOptions = {}) {
      if (!queues.has(queue)) throw new Error(`jobs: unknown queue ${queue}`);
      const id = await boss.send(queue, data, {
        priority: sendOptions.priority ?? 0,
        ...(sendOptions.startAfterSeconds && { startAfter: sendOptions.startAfterSeconds }),
      });
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async start() {
      started = true;
      await boss.start();
      for (const [name, q] of queues) {
        // Copies: pg-boss writes its defaults into the object it is given.
        await boss.createQueue(name, { ...q.options });
        // createQueue keeps an existing queue's options; an upgrade may have changed them.
        if (Object.keys(q.options).length) await boss.updateQueue(name, { ...q.options });
        const worker = await boss.work<object>(
          name,
          { pollingIntervalSeconds: options.pollSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            try {
              await q.handler(job.data, {
                id: job.id,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              });
            } finally {
              // A job came: ask again at once rather than after the poll interval, so a burst
              // (a thousand payment notifications) drains as fast as it is handled.
              const self = workers.get(name);
              if (self) boss.notifyWorker(self);
            }
          },
        );
        workers.set(name, worker);
      }
      if (options.schedule) for (const [name, cron] of schedules) await boss.schedule(name, cron);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}
