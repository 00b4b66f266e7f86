/**
 * A real HTTP server for the client's tests, on a free port of 127.0.0.1, that records every
 * request it sees. Node's http module is loaded through `process.getBuiltinModule` and typed
 * here by hand: a reference to @types/node would put Node's globals (timers, process, Buffer)
 * into the types of the whole browser app.
 */
interface NodeRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end', listener: () => void): void;
}
interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): void;
  end(body?: string): void;
}
interface NodeServer {
  listen(port: number, host: string, listener: () => void): void;
  address(): { port: number } | string | null;
  close(listener?: () => void): void;
  closeAllConnections(): void;
}
interface NodeHttp {
  createServer(handler: (req: NodeRequest, res: NodeResponse) => void): NodeServer;
}

const { process } = globalThis as unknown as {
  process: { getBuiltinModule(id: string): unknown };
};
const http = process.getBuiltinModule('node:http') as NodeHttp;

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
  const requests: SeenRequest[] = [];
  const calls = new Map<string, number>();

  const server = http.createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      // Cross-origin as in production (DESIGN.md §1), for clients that go through a browser XHR.
      const cors = {
        'access-control-allow-origin': String(req.headers.origin ?? '*'),
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-expose-headers': 'retry-after',
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const path = req.url ?? '/';
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path,
        headers,
        body: new TextDecoder().decode(concat(chunks)),
      };
      requests.push(request);
      const key = `${request.method} ${path.split('?', 1)[0]}`;
      const nth = (calls.get(key) ?? 0) + 1;
      calls.set(key, nth);
      const route = routes[key];
      void Promise.resolve(route ? route(request, nth) : { status: 404 }).then(async (reply) => {
        if (reply.hang) return;
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        const text =
          reply.body === undefined
            ? ''
            : typeof reply.body === 'string'
              ? reply.body
              : JSON.stringify(reply.body);
        res.writeHead(reply.status ?? 200, {
          ...cors,
          ...(typeof reply.body === 'string' ? {} : { 'content-type': 'application/json' }),
          ...reply.headers,
        });
        res.end(text);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  const seen = (methodAndPath: string) =>
    requests.filter((r) => `${r.method} ${r.path}` === methodAndPath);
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    seen,
    count: (methodAndPath) => seen(methodAndPath).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
