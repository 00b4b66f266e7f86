import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './ssrf-guard';

export interface SendResult {
  /** null when no answer came (timeout, connection refused…). */
  status: number | null;
  error: string | null;
  /** The answer, read up to the byte limit. */
  body: Buffer;
  latencyMs: number;
}

export interface SendRequest {
  url: URL;
  /** The address the SSRF guard checked: the connection goes there, with no second lookup. */
  target: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  maxAnswerBytes: number;
}

/** POSTs one delivery; never follows redirects (a 3xx is a failed attempt). */
export function sendWebhook(req: SendRequest): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Answers the checked address whatever Node asks (one address, or all of them).
  const lookup: LookupFunction = (_host, options, cb) => {
    const { address, family } = req.target;
    if (options.all)
      (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    else cb(null, address, family);
  };
  const client = req.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, latencyMs: elapsed() });
    };
    const request = client.request(
      req.url,
      {
        method: 'POST',
        headers: { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) },
        lookup,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          done({ status: res.statusCode ?? null, error: null, body: Buffer.concat(chunks) });
        res.on('data', (chunk: Buffer) => {
          const room = req.maxAnswerBytes - size;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          size += chunk.length;
          // Read no further than the limit: the rest is dropped with the connection.
          if (size >= req.maxAnswerBytes) {
            finish();
            res.destroy();
          }
        });
        res.on('end', finish);
        res.on('error', finish);
        res.on('close', finish);
      },
    );
    const timer = setTimeout(() => {
      done({ status: null, error: `No answer within ${req.timeoutMs} ms.`, body: Buffer.alloc(0) });
      request.destroy();
    }, req.timeoutMs);
    request.on('error', (e) => done({ status: null, error: e.message, body: Buffer.alloc(0) }));
    request.end(req.body);
  });
}
