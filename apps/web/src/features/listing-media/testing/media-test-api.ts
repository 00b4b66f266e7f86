/**
 * A real HTTP server answering like the media API for this feature's tests, so they go through
 * the real API client (fetch, and XMLHttpRequest for uploads) over a real socket. Routes are
 * "METHOD /path" (no query); anything else answers 404 in the API's error shape.
 */
import { startHttpServer } from '@/lib/testing/http-server';

export interface SeenRequest {
  method: string;
  path: string;
  /** Parsed JSON when the body was JSON, else the text (a multipart body stays text). */
  body: unknown;
  headers: Record<string, string | undefined>;
}

export interface Reply {
  status?: number;
  /** Sent as JSON, or as it is when `text` is set. */
  body?: unknown;
  /** A body that is not JSON (a proxy's error page). */
  text?: string;
}

/** A handler may answer, or return `'hang'` to never answer (a timeout). */
export type Handler = (
  request: SeenRequest,
  nth: number,
) => Reply | 'hang' | Promise<Reply | 'hang'>;

const parse = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export async function startMediaTestApi() {
  const routes = new Map<string, Handler>();
  const counts = new Map<string, number>();
  const server = await startHttpServer<SeenRequest>({
    noKeepAlive: true,
    record: ({ method, url, headers, body }) => ({
      method,
      path: new URL(url, 'http://test.local').pathname,
      headers,
      body: parse(body),
    }),
    answer: async (request) => {
      const route = `${request.method} ${request.path}`;
      const nth = (counts.get(route) ?? 0) + 1;
      counts.set(route, nth);
      const handler = routes.get(route);
      const reply = handler
        ? await handler(request, nth)
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
      if (reply === 'hang') return undefined;
      const isText = reply.text !== undefined;
      return {
        status: reply.status ?? 200,
        headers: { 'content-type': isText ? 'text/html' : 'application/json' },
        body: isText
          ? (reply.text ?? '')
          : reply.body === undefined
            ? ''
            : JSON.stringify(reply.body),
      };
    },
  });
  return {
    url: server.url,
    requests: server.requests,
    on(route: string, reply: Reply | Handler) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply);
    },
    /** The requests for "METHOD /path", oldest first. */
    seen: (route: string) => server.requests.filter((r) => `${r.method} ${r.path}` === route),
    reset() {
      routes.clear();
      counts.clear();
      server.requests.length = 0;
    },
    close: server.close,
  };
}
export type MediaTestApi = Awaited<ReturnType<typeof startMediaTestApi>>;
