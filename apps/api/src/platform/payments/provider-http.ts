/**
 * What the Flutterwave and Pesapal adapters share: JSON over HTTPS with a deadline, reading the
 * answers defensively, and their decimal amounts as our minor units.
 */
import { CURRENCIES, minorDigitsOf, priceToMinor, type Currency } from '@afrinest/contract';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** The JSON answered, or null (an empty answer or an HTML error page). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A decimal amount in `currency` (49.99, "150000") as minor units; null for a currency we lack.
 * Read exactly when it can be, else rounded (a float such as 0.1 + 0.2).
 */
export function decimalAmountToMinor(amount: unknown, currency: unknown): number | null {
  if (!isCurrency(currency)) return null;
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const exact = priceToMinor(typeof amount === 'string' ? amount : String(value), currency);
  return exact ?? Math.round(value * 10 ** minorDigitsOf(currency));
}

/** The message with every (non-empty) secret blanked: a provider may echo what it was sent. */
export function redactSecrets(message: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((text, secret) => text.split(secret).join('[redacted]'), message);
}

export interface JsonRequest {
  fetch: typeof fetch;
  url: string;
  method: string;
  /** Sent as JSON; none for a GET. */
  body?: unknown;
  bearerToken?: string;
  timeoutMs: number;
  /** The adapter's own error for a call that got no answer (in time, or at all): thrown as is. */
  noAnswer(timedOut: boolean): Error;
}

/** The HTTP status and the parsed body (null when it is not JSON). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * One JSON call that gives up after `timeoutMs`. Any answer is returned, whatever its status:
 * what a status means is the adapter's to say.
 */
export async function sendJson(request: JsonRequest): Promise<JsonAnswer> {
  const { body, bearerToken } = request;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (bearerToken) headers.authorization = `Bearer ${bearerToken}`;
  try {
    const response = await request.fetch(request.url, {
      method: request.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    return { status: response.status, body: parseJson(await response.text()) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw request.noAnswer(name === 'TimeoutError' || name === 'AbortError');
  }
}
