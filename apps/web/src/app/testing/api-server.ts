/**
 * A real HTTP server for the app's tests, answering like our API (CORS included, JSON bodies,
 * 404 in the API's error shape) so component tests go through the real API client over a real
 * socket. It runs in the test process beside the happy-dom page; the socket, CORS and recording
 * live in lib/testing/http-server.ts, shared with the API client's tests.
 */
import { startHttpServer } from '@/lib/testing/http-server';

/** One request as the test API saw it (CORS preflights are not recorded). */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  /** Parsed JSON when the body was JSON, else the text; undefined when empty. */
  body: unknown;
}

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

export interface TestApi {
  /** Origin to put in `window.__AFRINEST_CONFIG__.apiUrl`. */
  url: string;
  /** Every request received, oldest first. */
  requests: SeenRequest[];
  /** Answers `"METHOD /path"` (no query) with a fixed reply or a handler; replaces any earlier one. */
  on(route: string, reply: Reply | Handler): void;
  /** Forgets every route and request. */
  reset(): void;
  close(): Promise<void>;
}

const parse = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const notFound: Reply = {
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
};

export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, Handler>();

  const server = await startHttpServer<SeenRequest>({
    noKeepAlive: true,
    record: ({ method, url, headers, body }) => {
      const parsed = new URL(url, 'http://test.local');
      return {
        method,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers,
        body: parse(body),
      };
    },
    answer: async (request) => {
      const handler = routes.get(`${request.method} ${request.path}`);
      const reply = await (handler ? handler(request) : notFound);
      return {
        status: reply.status ?? 200,
        headers: {
          ...(reply.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...reply.headers,
        },
        body: reply.body === undefined ? '' : JSON.stringify(reply.body),
      };
    },
  });

  return {
    url: server.url,
    requests: server.requests,
    on(route, reply) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply);
    },
    reset() {
      routes.clear();
      server.requests.length = 0;
    },
    close: server.close,
  };
}
