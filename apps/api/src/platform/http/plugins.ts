import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { API_SCOPE_DESCRIPTIONS, ErrorCode, Messages } from '@afrinest/contract';
import type { Config } from '../../config';
import type { Cache } from '../cache/cache';
import { AppError, badRequest } from './errors';

export const genReqId = () => randomUUID();

/** The OpenAPI document's opening (and /docs'): how a partner authenticates with a key. */
const apiKeyGuide = [
  'People sign in and send `Authorization: Bearer <token>`.',
  '',
  "**External systems** (partners' CRMs and websites) call with the API key an admin issued,",
  'as `X-API-Key: afk_…` or as `Authorization: Bearer afk_…`. A key reaches the public',
  'operations and those that name one of its scopes ("API key scope: …" below); for the agency',
  'scopes it acts within its one agency.',
  '',
  '- **401** `API_KEY_INVALID`, `API_KEY_REVOKED` or `API_KEY_EXPIRED`: the key cannot be used.',
  '- **403** `API_KEY_SCOPE`: the key may not call this operation.',
  "- **429** `API_KEY_RATE_LIMITED`: over the key's requests per minute (120 unless agreed",
  '  otherwise); wait the seconds the `Retry-After` header gives.',
  '',
  '`PUT /api/external/properties/{externalId}` is idempotent: the first call with an id creates',
  'the listing (201), later calls update it (200); a nightly sync never makes duplicates.',
].join('\n');

/**
 * Answers up to this size are compressed in one call on the event loop (128 KB of JSON: under a
 * millisecond); larger ones through a zlib stream. The plugin's own limit on two cores is 8 KB,
 * below a page of search results (15 KB), whose stream cost the API 0.8 ms of CPU a request on
 * the bench (0.77 → 1.53 ms) against about 0.15 ms in one call (ADR 0033).
 */
const COMPRESS_IN_LINE_UP_TO = 128 * 1024;

/** Compression as every API answer gets it. */
export function registerCompression(app: FastifyInstance) {
  return app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    syncThreshold: COMPRESS_IN_LINE_UP_TO,
  });
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies as Fastify reads them (empty, invalid and __proto__ bodies refused), but from
 * bytes that must be UTF-8: the lenient decoding stored invalid bytes as U+FFFD (issue 39).
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, bytes, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(bytes as Buffer);
    } catch {
      return done(badRequest(Messages.BAD_UTF8), undefined);
    }
    parseJson(request, text, done);
  });
}

/**
 * The outside plugins, in the order fastify/demo uses: compression, security, CORS, limits,
 * docs. Answers of 1 KB or more are compressed for the browsers that ask (all do): a page of
 * twenty result cards is 15 KB of JSON, on mobile data paid by the megabyte. Brotli at quality 2
 * (what browsers ask for over HTTPS) made it 2,815 bytes in 0.046 ms; the plugin's quality 4,
 * 2,705 bytes in 0.093 ms; gzip's default, 2,804 bytes in 0.06 ms (the fallback). Compression
 * is each route's last onSend hook (the plugin adds it to the route, after the app's own
 * hooks), so a hook that reads an answer (login logs) reads it as written. Helmet's security
 * headers are worked out once and set on every answer: @fastify/helmet built helmet's
 * middleware anew on each request (its options read, each header's value written again), 4 % of
 * the API's CPU on a search.
 */
export async function registerHttpPlugins(
  app: FastifyInstance,
  deps: { config: Config; cache: Cache },
) {
  const { config, cache } = deps;
  registerJsonBodyParser(app);
  await registerCompression(app);
  const securityHeaders = helmet({ crossOriginResourcePolicy: { policy: 'same-site' } });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(cors, {
    origin: config.trustedOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['retry-after', 'x-request-id', 'set-auth-token'],
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    ...(cache.redis ? { redis: cache.redis, nameSpace: 'afrinest-rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, ErrorCode.RATE_LIMITED, Messages.RATE_LIMITED, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.PRODUCT_NAME} API`,
        version: '1.0.0',
        description: apiKeyGuide,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT or afk_ key' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    // Operations a key may call say so (issue 45): the route's own apiScope, read here.
    transform: (args) => {
      const out = jsonSchemaTransform(args);
      const scope = args.route.config?.apiScope;
      if (!scope) return out;
      const schema = out.schema as { description?: string };
      const note = `API key scope: ${scope} (${API_SCOPE_DESCRIPTIONS[scope]})`;
      return {
        ...out,
        schema: {
          ...out.schema,
          description: schema.description ? `${schema.description}\n\n${note}` : note,
          // A public operation is callable without either, which `{}` says.
          security: [
            ...(args.route.config?.access === 'public' ? [{}] : []),
            { apiKey: [] },
            { bearerAuth: [] },
          ],
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
