import type { LightMyRequestResponse as InjectResponse } from 'fastify';

/**
 * What is wrong with an answer, or null: no 5xx, and every error (4xx) is JSON in the one shape
 * {error:{code,message,details?}} with a code and a message to show.
 */
export function problemWith(res: InjectResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `error answer is ${type || 'untyped'}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'error answer is not JSON';
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error || Object.keys(body as object).length !== 1) return 'error answer is not {error}';
  if (typeof error.code !== 'string' || !error.code) return 'error.code is not a text';
  if (typeof error.message !== 'string' || !error.message) return 'error.message is not a text';
  const extra = Object.keys(error).filter((k) => !['code', 'message', 'details'].includes(k));
  if (extra.length) return `error has ${extra.join(', ')}`;
  return null;
}
