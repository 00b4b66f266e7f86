/**
 * A real HTTP server for the app's tests, on a free port of 127.0.0.1, answering like our API
 * (CORS included) so component tests go through the real API client over a real socket.
 * It runs in the test process beside the happy-dom page. Node's http module is loaded through
 * `process.getBuiltinModule` and typed here by hand, as lib/api-client/testing does: a
 * reference to @types/node would put Node's globals into the types of the whole browser app.
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
  close(listener?: (error?: Error) => void): void;
  closeIdleConnections(): void;
  closeAllConnections(): void;
}
interface NodeHttp {
  createServer(handler: (req: NodeRequest, res: NodeResponse) => void): NodeServer;
}

const { process } = globalThis as unknown as {
  process: { getBuiltinModule(id: string): unknown };
};
const http = process.getBuiltinModule('node:http') as NodeHttp;

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

export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, Handler>();
  const requests: SeenRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const cors = {
        'access-control-allow-origin': String(req.headers.origin ?? '*'),
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-expose-headers': 'retry-after',
        // No keep-alive: a socket reused just as the server drops it fails with ECONNRESET.
        connection: 'close',
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://test.local');
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers,
        body: parse(new TextDecoder().decode(concat(chunks))),
      };
      requests.push(request);
      const handler = routes.get(`${request.method} ${request.path}`);
      const notFound: Reply = {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
      };
      void Promise.resolve(handler ? handler(request) : notFound).then((reply) => {
        res.writeHead(reply.status ?? 200, {
          ...cors,
          ...(reply.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...reply.headers,
        });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The test API got no port.');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    on(route, reply) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
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
