/**
 * A real HTTP server answering like the API for a feature's tests, so they go
 * through the real API client over a real socket (features may not use the app's test server).
 * Routes are "METHOD /path" (no query); anything else answers 404 in the API's error shape.
 */
import { startHttpServer } from '@/lib/testing/http-server';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON when the body was JSON, else the text. */
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

type Handler = (request: SeenRequest) => Reply;

const parse = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export async function startFeatureTestApi() {
  const routes = new Map<string, Handler>();
  const server = await startHttpServer<SeenRequest>({
    noKeepAlive: true,
    record: ({ method, url, body }) => {
      const parsed = new URL(url, 'http://test.local');
      return { method, path: parsed.pathname, query: parsed.searchParams, body: parse(body) };
    },
    answer: async (request) => {
      const handler = routes.get(`${request.method} ${request.path}`);
      const reply = handler
        ? handler(request)
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
      return {
        status: reply.status ?? 200,
        headers:
          reply.body === undefined
            ? ({} as Record<string, string>)
            : { 'content-type': 'application/json' },
        body: reply.body === undefined ? '' : JSON.stringify(reply.body),
      };
    },
  });
  return {
    url: server.url,
    requests: server.requests,
    on(route: string, reply: Reply | Handler) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply);
    },
    reset() {
      routes.clear();
      server.requests.length = 0;
    },
    close: server.close,
  };
}
export type FeatureTestApi = Awaited<ReturnType<typeof startFeatureTestApi>>;
