/**
 * The core of the web tests' HTTP servers (app/testing/api-server.ts and
 * lib/api-client/testing/http-test-server.ts): a real node:http server on a free port of
 * 127.0.0.1 that answers CORS preflights, records every other request and lets the caller
 * decide the reply. Node's http module is loaded through `process.getBuiltinModule` and typed
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
  close(listener?: (error?: Error) => void): void;
  closeAllConnections(): void;
}
interface NodeHttp {
  createServer(handler: (req: NodeRequest, res: NodeResponse) => void): NodeServer;
}

const { process } = globalThis as unknown as {
  process: { getBuiltinModule(id: string): unknown };
};
const http = process.getBuiltinModule('node:http') as NodeHttp;

/** A request as it came off the socket, before the caller shapes it. */
export interface RawRequest {
  method: string;
  /** Path with its query string. */
  url: string;
  /** Repeated headers joined with `, `. */
  headers: Record<string, string | undefined>;
  /** The body decoded as UTF-8; empty when there was none. */
  body: string;
}

/** A reply ready for the socket; the CORS headers are added underneath `headers`. */
export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface HttpServerOptions<Seen> {
  /** Shapes a request for the caller's `requests` list. */
  record(request: RawRequest): Seen;
  /** The reply to a recorded request; `undefined` never answers (for timeouts). */
  answer(request: Seen): Promise<RawReply | undefined>;
  /** Send `connection: close` on every reply. */
  noKeepAlive?: boolean;
}

export interface HttpServer<Seen> {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Every request received except CORS preflights, oldest first. */
  requests: Seen[];
  /** Drops every open connection and stops the server; rejects if it was not running. */
  close(): Promise<void>;
}

export async function startHttpServer<Seen>(
  options: HttpServerOptions<Seen>,
): Promise<HttpServer<Seen>> {
  const requests: Seen[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      // Cross-origin as in production (DESIGN.md §1), for clients that go through a browser XHR.
      const cors: Record<string, string> = {
        'access-control-allow-origin': String(req.headers.origin ?? '*'),
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-expose-headers': 'retry-after',
        // No keep-alive: a socket reused just as the server drops it fails with ECONNRESET.
        ...(options.noKeepAlive ? { connection: 'close' } : {}),
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const request = options.record({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers,
        body: new TextDecoder().decode(concat(chunks)),
      });
      requests.push(request);
      void options.answer(request).then((reply) => {
        if (reply === undefined) return;
        res.writeHead(reply.status, { ...cors, ...reply.headers });
        res.end(reply.body);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The test server got no port.');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
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
