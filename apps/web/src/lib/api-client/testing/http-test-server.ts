/**
 * A real HTTP server for the client's tests that records every request it sees and answers
 * from a fixed route table, with per-call replies, delays and hangs. The socket, CORS and
 * recording live in lib/testing/http-server.ts, shared with the app's test API.
 */
import { startHttpServer } from '@/lib/testing/http-server';

export interface SeenRequest {
  method: string;
  /** Path with its query string, e.g. `/api/geo/countries?limit=100`. */
  path: string;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface Reply {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer after this many milliseconds. */
  delayMs?: number;
  /** Never answer (for timeouts). */
  hang?: boolean;
}

/** Answers one route; `nth` counts this route's calls from 1. */
export type Route = (request: SeenRequest, nth: number) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  requests: SeenRequest[];
  /** How many times `"METHOD /path?query"` was requested. */
  count(methodAndPath: string): number;
  /** The requests seen for `"METHOD /path?query"`, in order. */
  seen(methodAndPath: string): SeenRequest[];
  close(): Promise<void>;
}

/**
 * Routes are keyed `"METHOD /path"` (no query); anything else answers 404. CORS preflights
 * are answered and not recorded.
 */
export async function startTestServer(routes: Record<string, Route>): Promise<TestServer> {
  const calls = new Map<string, number>();

  const server = await startHttpServer<SeenRequest>({
    record: ({ method, url, headers, body }) => ({ method, path: url, headers, body }),
    answer: async (request) => {
      const key = `${request.method} ${request.path.split('?', 1)[0]}`;
      const nth = (calls.get(key) ?? 0) + 1;
      calls.set(key, nth);
      const route = routes[key];
      const reply = await (route ? route(request, nth) : { status: 404 });
      if (reply.hang) return undefined;
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      return {
        status: reply.status ?? 200,
        headers: {
          ...(typeof reply.body === 'string' ? {} : { 'content-type': 'application/json' }),
          ...reply.headers,
        },
        body:
          reply.body === undefined
            ? ''
            : typeof reply.body === 'string'
              ? reply.body
              : JSON.stringify(reply.body),
      };
    },
  });

  const seen = (methodAndPath: string) =>
    server.requests.filter((r) => `${r.method} ${r.path}` === methodAndPath);
  return {
    url: server.url,
    requests: server.requests,
    seen,
    count: (methodAndPath) => seen(methodAndPath).length,
    // Closing twice is harmless here, as it always was for these tests.
    close: () => server.close().catch(() => undefined),
  };
}
