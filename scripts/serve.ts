// `npm start`: the API and the web server in one process, on the embedded defaults.
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/api/src/config';
import { closeOnSignals, startApi } from '../apps/api/src/server';
import { mediaBaseUrl } from '../apps/api/src/platform/storage/create-storage';
import { demoAccounts, DEMO_PASSWORD } from '../apps/api/src/seed/demo-accounts';
import { buildWebServer } from '../apps/web/server/web-server';

async function main() {
  // A person trying the product wants the URLs below, not a JSON line per request.
  process.env.LOG_LEVEL ??= 'warn';
  const config = loadConfig();
  const api = await startApi(config);
  const web = await buildWebServer({
    // WEB_DIST_DIR lets parallel test runs each serve their own build.
    distDir:
      process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
    runtimeConfig: { apiUrl: config.API_URL, productName: config.PRODUCT_NAME },
    initialDataTimeoutMs: config.WEB_INITIAL_DATA_TIMEOUT_MS,
    webUrl: config.WEB_URL,
    // Photos may come from a bucket or CDN of their own: the page's CSP allows them.
    mediaUrl: mediaBaseUrl(config),
  });
  await web.listen({ host: config.API_HOST, port: config.WEB_PORT });
  closeOnSignals(async () => {
    await web.close();
    await api.close();
  });

  const storage = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.DATA_DIR}/db`;
  const lines = [
    '',
    `${config.PRODUCT_NAME} is running`,
    `  Web:      ${config.WEB_URL}`,
    `  API:      ${config.API_URL}  (docs ${config.API_URL}/docs)`,
    ...(config.devMailbox
      ? [`  Mailbox:  ${config.API_URL}/dev/mailbox  (mails sent while no SMTP_URL is set)`]
      : []),
    `  Database: ${storage}${api.seeded ? ' — demo data seeded' : ''}`,
    '',
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...demoAccounts.map((a) => `  ${a.role.padEnd(16)} ${a.email}`),
    '',
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
