import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../platform/http/types';
import type { LoginLogsService } from './login-logs.service';

/** The answer's error code, or the signed-in user's id, read back from the JSON sent. */
function outcomeOf(payload: unknown): { code?: string; userId?: string } {
  if (typeof payload !== 'string') return {};
  try {
    const body = JSON.parse(payload) as { error?: { code?: unknown }; user?: { id?: unknown } };
    return {
      code: typeof body.error?.code === 'string' ? body.error.code : undefined,
      userId: typeof body.user?.id === 'string' ? body.user.id : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Records every answer of the sign-in routes as a login-log row: success, wrong password,
 * unverified email, website state, suspension, and rate limits alike. Reading the answer as it
 * leaves (onSend) catches refusals made before the route runs (the rate limiter answers in
 * onRequest), which a call inside the sign-in service would miss. A 400 (no email or password
 * given) is not an attempt and is not recorded.
 */
export function recordLoginAttempts(
  app: App,
  service: LoginLogsService,
  opts: { routes: readonly string[]; log: FastifyBaseLogger },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (request.method !== 'POST' || !route || !opts.routes.includes(route)) return payload;
    const status = reply.statusCode;
    if (status === 400) return payload;
    const success = status >= 200 && status < 300;
    const { code, userId } = outcomeOf(payload);
    const email = (request.body as { email?: unknown } | undefined)?.email;
    try {
      await service.record({
        success,
        reason: success ? null : (code ?? `HTTP_${status}`),
        userId: success ? userId : undefined,
        email: typeof email === 'string' ? email : null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    } catch (e) {
      // The log must never cost a person their sign-in.
      opts.log.error({ err: e }, 'login attempt not recorded');
    }
    return payload;
  });
}
