import http from 'node:http';
import type { Draw } from './draws';

/** One answered draw: how long the whole answer took and its status. */
export interface Timed extends Draw {
  ms: number;
  status: number;
  /** The start of the body of an answer other than 200, to say what went wrong. */
  error?: string;
}

/**
 * GETs a path and reads the whole answer, compressed as a browser asks for it (the client does
 * not decompress: its CPU is the machine's too). Status 0 means no answer.
 */
export function get(
  agent: http.Agent,
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; status: number; body: Buffer }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      `${base}${path}`,
      { agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', (error) =>
      resolve({ ms: performance.now() - started, status: 0, body: Buffer.from(error.message) }),
    );
  });
}

/** Every draw once, `connections` at a time, each worker taking the next draw as it is free. */
export async function runDraws(base: string, draws: Draw[], connections: number): Promise<Timed[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const timed: Timed[] = new Array(draws.length);
  let next = 0;
  const worker = async () => {
    while (next < draws.length) {
      const i = next++;
      const draw = draws[i]!;
      const { ms, status, body } = await get(agent, base, draw.path);
      timed[i] = { ...draw, ms, status };
      // Error answers are JSON, uncompressed below the compression threshold.
      if (status !== 200) timed[i].error = body.subarray(0, 300).toString();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return timed;
}

/** The p-th percentile (nearest rank) of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Spread {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
