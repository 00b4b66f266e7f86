import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          // One module graph a worker, not one a file: importing and transforming the API cost
          // each of its 73 files 5–6 s on a slow CI machine. Safe because every file builds its
          // own app, database (a copy of the migrated template) and cache key space, and the
          // API keeps no state in its modules (no mocks, stubbed globals or fake timers either).
          // API suite on PostgreSQL 422 → 256 s, on PGlite ~330 s (2026-11-28).
          isolate: false,
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/server/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
          // A screen test clicks and types through a whole form; on a CI machine whose two cores
          // run the other suites too, that can pass 5 s (as the other projects allow, 30 s).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
