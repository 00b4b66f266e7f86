// Webhook delivery reliability (issue 45): N events across 3 endpoints, one receiver down for a
// while (on a virtual clock: its retries follow the real backoff), then back. Two workers run
// rounds at once. Reports deliveries, duplicates beyond the attempt log, order per endpoint and
// wall time.
//
//   npx tsx bench/webhooks.ts [--n=500]                       (PGlite, in memory)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/webhooks.ts
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import {
  createPglite,
  fromPglite,
  fromPostgres,
  rowsOf,
  type Database,
} from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { createEventOutbox } from '../apps/api/src/platform/events/outbox';
import type { AuditService } from '../apps/api/src/modules/audit/audit.service';
import { createWebhooksModule } from '../apps/api/src/modules/webhooks/webhooks.module';

const N = Number(process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? 500);
const BENCH_DB = 'afrinest_bench_webhooks';
const DOWN_MS = 20 * 60_000;

async function openDb(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = fromPglite(await createPglite());
    await runMigrations(database);
    return { database, drop: () => database.close() };
  }
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${BENCH_DB}`);
  const u = new URL(url);
  u.pathname = `/${BENCH_DB}`;
  const database = fromPostgres(u.toString(), 8);
  await runMigrations(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    },
  };
}

/** A receiver keeping, per request, the event id, its n and whether it answered 2xx. */
async function receiver(isDown: () => boolean) {
  const got: { id: string; n: number; ok: boolean }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { data: { n: number } };
      const ok = !isDown();
      got.push({ id: String(req.headers['webhook-id']), n: body.data.n, ok });
      res.writeHead(ok ? 204 : 503).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/hook`, got, close: () => server.close() };
}

async function main() {
  const { database, drop } = await openDb();
  const db = database.db;
  let t = Date.now();
  const start = t;
  const now = () => new Date(t);
  const receivers = [
    await receiver(() => false),
    await receiver(() => t - start < DOWN_MS),
    await receiver(() => false),
  ];
  const ids: string[] = [];
  for (const r of receivers) {
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into webhook_endpoint (url, events, secret)
        values (${r.url}, array['listing.updated'], ${'whsec_' + Buffer.alloc(32, 7).toString('base64')})
        returning id`),
    );
    ids.push(row!.id);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  const outbox = createEventOutbox();
  const worker = () =>
    createWebhooksModule(db, {
      config,
      audit: { record: async () => {} } as unknown as AuditService,
      mailer: { kind: 'outbox', send: async () => {} },
      onMailError: () => {},
      outbox,
      agencyNames: async () => new Map(),
      send: async () => null,
      now,
    }).webhooks;
  const workers = [worker(), worker()];

  const began = performance.now();
  const agencyId = '00000000-0000-4000-8000-000000000001';
  // Events arrive in batches while workers run, as listing writes would.
  for (let i = 0; i < N; i += 50) {
    const batch = Array.from({ length: Math.min(50, N - i) }, (_, k) => ({
      type: 'listing.updated' as const,
      agencyId,
      data: { n: i + k + 1 },
    }));
    await outbox.emit(db, batch);
    await Promise.all(workers.map((w) => w.run()));
  }
  for (let round = 0; round < 200; round++) {
    const results = await Promise.all(workers.map((w) => w.run()));
    const due = results.map((r) => r.nextDue?.getTime()).filter((x): x is number => !!x);
    if (due.length === 0) break;
    t = Math.max(t, Math.min(...due));
  }
  const wallMs = performance.now() - began;

  const [attempts] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*) as n from webhook_attempt`),
  );
  const report = receivers.map((r, i) => {
    const delivered = new Set(r.got.filter((g) => g.ok).map((g) => g.id));
    const okCount = r.got.filter((g) => g.ok).length;
    const order = r.got.filter((g) => g.ok).map((g) => g.n);
    const kept = order.every((n, k) => k === 0 || n > order[k - 1]!);
    return {
      endpoint: ids[i]!.slice(0, 8),
      requests: r.got.length,
      delivered: delivered.size,
      duplicates: okCount - delivered.size,
      failedAnswers: r.got.length - okCount,
      orderKept: kept,
    };
  });
  console.log(
    JSON.stringify(
      {
        database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
        events: N,
        endpoints: 3,
        receiverDownVirtualMinutes: DOWN_MS / 60_000,
        attemptsLogged: Number(attempts!.n),
        requestsReceived: report.reduce((s, r) => s + r.requests, 0),
        perEndpoint: report,
        allDelivered: report.every((r) => r.delivered === N),
        wallSeconds: +(wallMs / 1000).toFixed(2),
      },
      null,
      2,
    ),
  );
  receivers.forEach((r) => r.close());
  await drop();
}

await main();
