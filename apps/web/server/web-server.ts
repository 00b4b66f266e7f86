import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';

export interface WebServerOptions {
  /** The Vite build (apps/web/dist). */
  distDir: string;
  /** What the SPA needs at run time, injected into index.html (no rebuild per environment). */
  runtimeConfig: { apiUrl: string; productName: string };
  logger?: boolean;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The small web server: hashed assets with year-long caching, compression for slow mobile
 * networks, the SPA's index.html (never cached, with runtime config) for every app route.
 */
export async function buildWebServer(opts: WebServerOptions): Promise<FastifyInstance> {
  const indexPath = join(opts.distDir, 'index.html');
  if (!existsSync(indexPath))
    throw new Error(`No web build at ${opts.distDir}: run npm run build first`);
  const configScript = `<script>window.__AFRINEST_CONFIG__=${escapeJson(opts.runtimeConfig)}</script>`;
  const index = readFileSync(indexPath, 'utf8')
    .replace('<!--app-config-->', configScript)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${opts.runtimeConfig.productName.replace(/[<&]/g, '')}</title>`,
    );

  const app = Fastify({ logger: opts.logger ?? false });
  await app.register(compress, { threshold: 1024 });
  await app.register(fastifyStatic, {
    root: opts.distDir,
    index: false,
    wildcard: false,
    setHeaders(reply, path) {
      // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
      const immutable = path.includes('/assets/');
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(index);

  app.get('/', (_req, reply) => sendIndex(reply));
  // Files that exist are served by the static plugin; every other GET is an app route.
  app.setNotFoundHandler((request, reply) => {
    const wantsAsset = /\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!);
    if (request.method !== 'GET' || wantsAsset)
      return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(reply);
  });
  return app;
}
