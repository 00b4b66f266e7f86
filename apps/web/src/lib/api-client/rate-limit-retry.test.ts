import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseRetryAfter,
  RATE_LIMIT_MAX_RETRIES,
  RATE_LIMIT_MAX_WAIT_MS,
  rateLimitMessage,
} from './rate-limit-retry';
import { makeClient } from './testing/harness';
import { startTestServer, type Reply, type TestServer } from './testing/http-test-server';

let server: TestServer;
afterEach(() => server.close());

const tooMany = (retryAfter?: string): Reply => ({
  status: 429,
  body: {
    error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait and try again.' },
  },
  ...(retryAfter === undefined ? {} : { headers: { 'retry-after': retryAfter } }),
});

describe('429 with retry-after (SPEC §7)', () => {
  it('waits the given seconds, then sends the request again', async () => {
    server = await startTestServer({
      'POST /properties/9/features': (_r, nth) =>
        nth === 1 ? tooMany('2') : { body: { ok: true } },
    });
    const { client, sleep } = makeClient(server.url);

    const res = await client.post('/properties/9/features', { features: ['borehole'] });

    expect(res.data).toEqual({ ok: true });
    expect(sleep).toHaveBeenCalledExactlyOnceWith(2000);
    const sent = server.seen('POST /properties/9/features');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toBe(JSON.stringify({ features: ['borehole'] }));
  });

  it(`gives up after ${RATE_LIMIT_MAX_RETRIES} retries and passes the 429 on`, async () => {
    server = await startTestServer({ 'GET /api/plots': () => tooMany('1') });
    const notify = vi.fn<(message: string) => void>();
    const { client, sleep } = makeClient(server.url, { notifyRateLimited: notify });

    await expect(client.get('/api/plots')).rejects.toMatchObject({ status: 429 });

    expect(server.count('GET /api/plots')).toBe(1 + RATE_LIMIT_MAX_RETRIES);
    expect(sleep).toHaveBeenCalledTimes(RATE_LIMIT_MAX_RETRIES);
    // Given up: the user is told, once, not left with a silent failure.
    expect(notify).toHaveBeenCalledExactlyOnceWith('Too many requests. Try again in 1 s.');
  });

  it('passes a 429 without retry-after on at once, and says to wait', async () => {
    server = await startTestServer({ 'GET /api/plots': () => tooMany() });
    const notify = vi.fn<(message: string) => void>();
    const { client, sleep } = makeClient(server.url, { notifyRateLimited: notify });

    await expect(client.get('/api/plots')).rejects.toMatchObject({ status: 429 });

    expect(server.count('GET /api/plots')).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith('Too many requests. Please wait and try again.');
  });

  it('passes a long wait on at once and tells the user how long to wait', async () => {
    const seconds = RATE_LIMIT_MAX_WAIT_MS / 1000 + 32;
    server = await startTestServer({ 'GET /api/plots': () => tooMany(String(seconds)) });
    const notify = vi.fn<(message: string) => void>();
    const { client, sleep } = makeClient(server.url, { notifyRateLimited: notify });

    await expect(client.get('/api/plots')).rejects.toMatchObject({ status: 429 });

    expect(sleep).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith(`Too many requests. Try again in ${seconds} s.`);
  });

  it('passes the 429 on at once and quietly to a caller that shows it itself', async () => {
    server = await startTestServer({ 'POST /api/auth/send-verification': () => tooMany('2') });
    const notify = vi.fn<(message: string) => void>();
    const { client, sleep } = makeClient(server.url, { notifyRateLimited: notify });

    await expect(
      client.post('/api/auth/send-verification', {}, { rateLimitHandled: true }),
    ).rejects.toMatchObject({ status: 429 });

    expect(server.count('POST /api/auth/send-verification')).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says nothing when the retry after the wait succeeds', async () => {
    server = await startTestServer({
      'GET /api/plots': (_r, nth) => (nth === 1 ? tooMany('1') : { body: { data: [] } }),
    });
    const notify = vi.fn<(message: string) => void>();
    const { client } = makeClient(server.url, { notifyRateLimited: notify });

    await expect(client.get('/api/plots')).resolves.toMatchObject({ status: 200 });

    expect(notify).not.toHaveBeenCalled();
  });
});

describe('rateLimitMessage', () => {
  it('rounds the wait up to whole seconds', () => {
    expect(rateLimitMessage(1500)).toBe('Too many requests. Try again in 2 s.');
    expect(rateLimitMessage(0)).toBe('Too many requests. Try again in 1 s.');
    expect(rateLimitMessage(null)).toBe('Too many requests. Please wait and try again.');
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, and refuses the rest', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-1', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
