import { afterEach, describe, expect, it } from 'vitest';
import { parseRetryAfter, RATE_LIMIT_MAX_RETRIES } from './rate-limit-retry';
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
    const { client, sleep } = makeClient(server.url);

    await expect(client.get('/api/plots')).rejects.toMatchObject({ status: 429 });

    expect(server.count('GET /api/plots')).toBe(1 + RATE_LIMIT_MAX_RETRIES);
    expect(sleep).toHaveBeenCalledTimes(RATE_LIMIT_MAX_RETRIES);
  });

  it('passes a 429 without retry-after on at once', async () => {
    server = await startTestServer({ 'GET /api/plots': () => tooMany() });
    const { client, sleep } = makeClient(server.url);

    await expect(client.get('/api/plots')).rejects.toMatchObject({ status: 429 });

    expect(server.count('GET /api/plots')).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('passes a 429 on rather than hold the caller for minutes', async () => {
    server = await startTestServer({ 'GET /api/plots': () => tooMany('600') });
    const { client, sleep } = makeClient(server.url);

    await expect(client.get('/api/plots')).rejects.toMatchObject({ status: 429 });

    expect(sleep).not.toHaveBeenCalled();
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
