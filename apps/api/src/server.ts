import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, rowsOf } from './platform/db/client';
import { runMigrations } from './platform/db/migrate';
import { createCache } from './platform/cache/cache';
import { privacyEmailFor, seedContentPages, seedDemo } from './seed/index';
import { seedDemoPhotos } from './seed/demo-listing-photos';
import type { SeededListing } from './seed/demo-listings';
import { seedReference } from './seed/reference/index';

export interface RunningApi {
  app: BuiltApp;
  config: Config;
  url: string;
  seeded: boolean;
  close(): Promise<void>;
}

/** Config → database → migrations → app → reference seed → demo seed (empty database only) → listen. */
export async function startApi(config: Config = loadConfig()): Promise<RunningApi> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    readDatabaseUrl: config.READ_DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await runMigrations(database);
  const cache = createCache(config.REDIS_URL);
  const app = await buildApp({ config, database, cache });
  // Reference data (geography) on every start, before the demo seed; a no-op when unchanged.
  await seedReference(app.services);
  // The standing content pages (issue 44), production included; an admin's edits are kept.
  await seedContentPages(app.services, { privacyEmail: privacyEmailFor(config.WEB_URL) });

  let seeded = false;
  let demoListings: SeededListing[] = [];
  if (config.SEED_DEMO) {
    const result = await database.db.execute(sql`select exists(select 1 from "user") as has_users`);
    const hasUsers = rowsOf<{ has_users: boolean }>(result)[0]?.has_users;
    if (!hasUsers) {
      demoListings = (await seedDemo(app.services)).listings;
      seeded = true;
    }
  }

  const url = await app.listen({ host: config.API_HOST, port: config.API_PORT });
  // Drawing and uploading the demo photos takes seconds and processing them a minute: the
  // product is usable meanwhile, and galleries fill in as the jobs finish.
  if (demoListings.length)
    void seedDemoPhotos(app.services, demoListings, config.DEMO_PHOTOS).catch((e: unknown) =>
      app.log.error({ err: e }, 'demo photos not seeded'),
    );
  return {
    app,
    config,
    url,
    seeded,
    async close() {
      await app.close();
      await cache.close();
      await database.close();
    },
  };
}

/** Closes cleanly on SIGINT/SIGTERM so PGlite flushes and buffered counters are saved. */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      close().then(
        () => process.exit(0),
        (e: unknown) => {
          console.error(e);
          process.exit(1);
        },
      );
    });
  }
}

// Run directly (npm run dev -w @afrinest/api): the API alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  startApi()
    .then((api) => {
      closeOnSignals(api.close);
    })
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
