import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorCode, Messages } from '@afrinest/contract';
import type { Config } from '../../config';
import type { Cache } from '../cache/cache';
import { AppError } from './errors';

export const genReqId = () => randomUUID();

/** The outside plugins, in the order fastify/demo uses: security, CORS, limits, docs. */
export async function registerHttpPlugins(
  app: FastifyInstance,
  deps: { config: Config; cache: Cache },
) {
  const { config, cache } = deps;
  await app.register(helmet, { global: true, crossOriginResourcePolicy: { policy: 'same-site' } });
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
      info: { title: `${config.PRODUCT_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
