import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const CHUNK = 64 * 1024;

export interface UploadAnswer {
  status: number;
  /** The Connection header: `close` when the server will read no more of the body. */
  connection: string | undefined;
  body: { error?: { code: string; message: string } };
}

/**
 * A multipart upload written by hand over a real socket, part by part, so a test decides when
 * each byte is sent: `sent` counts the bytes the client handed to the socket, and a file can be
 * streamed until the server answers (a server that stops reading stops the stream).
 */
export function openUpload(
  baseUrl: string,
  url: string,
  auth: Record<string, string>,
  opts: { contentLength?: number } = {},
) {
  const boundary = `----afrinest${randomBytes(8).toString('hex')}`;
  const req = http.request(`${baseUrl}${url}`, {
    method: 'POST',
    headers: {
      ...auth,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(opts.contentLength !== undefined ? { 'content-length': String(opts.contentLength) } : {}),
    },
  });
  let answered: UploadAnswer | undefined;
  // Writes after the server closed the socket fail; only the answer matters to the tests.
  req.on('error', () => {});
  const response = new Promise<UploadAnswer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        answered = {
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        };
        resolve(answered);
      });
    });
  });
  const state = { sent: 0 };
  const drainedOrAnswered = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        req.off('drain', done);
        req.off('close', done);
        resolve();
      };
      req.on('drain', done);
      req.on('close', done);
      void response.then(done, done);
    });

  /** Writes unless the server has answered; waits while the socket is full. */
  async function write(bytes: Uint8Array): Promise<boolean> {
    if (answered || req.destroyed) return false;
    state.sent += bytes.byteLength;
    if (!req.write(bytes)) await drainedOrAnswered();
    return true;
  }
  const fileHead = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';

  return {
    state,
    response,
    /** A whole file part. */
    async file(name: string, bytes: Uint8Array) {
      await write(Buffer.from(fileHead(name)));
      for (let at = 0; at < bytes.byteLength; at += CHUNK)
        if (!(await write(bytes.subarray(at, at + CHUNK)))) return;
      await write(Buffer.from('\r\n'));
    },
    /** The head of a file part and its first bytes: the part stays open. */
    async startFile(name: string, bytes: Uint8Array) {
      await write(Buffer.from(fileHead(name)));
      await write(bytes);
    },
    /** The rest of a file part begun with startFile. */
    async finishFile(bytes: Uint8Array) {
      await write(bytes);
      await write(Buffer.from('\r\n'));
    },
    /** A file part of `size` bytes made on the fly, written until the server answers. */
    async stream(name: string, size: number) {
      await write(Buffer.from(fileHead(name)));
      const chunk = Buffer.alloc(CHUNK, 7);
      for (let left = size; left > 0; left -= CHUNK)
        if (!(await write(left < CHUNK ? chunk.subarray(0, left) : chunk))) return;
      await write(Buffer.from('\r\n'));
    },
    async field(name: string, value: string) {
      await write(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    },
    /** The closing boundary; then the answer. */
    async end() {
      await write(Buffer.from(`--${boundary}--\r\n`));
      if (!answered) req.end();
      return response;
    },
    /** The headers only, no byte of the body yet. */
    headersOnly() {
      req.flushHeaders();
    },
    /** The client goes away mid-body, as a phone losing its signal would. */
    abort() {
      req.destroy();
    },
  };
}

/** Every file under dir (none when it does not exist), with its size. */
export async function filesUnder(dir: string): Promise<{ file: string; size: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return [];
      throw e;
    },
  );
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return Promise.all(files.map(async (file) => ({ file, size: (await stat(file)).size })));
}

/** Polls until check passes (the server works on after the client has gone). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
