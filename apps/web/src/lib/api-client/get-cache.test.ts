import { afterEach, describe, expect, it } from 'vitest';
import { GET_CACHE_EXCLUDED } from '@afrinest/contract';
import { ClientErrorCode } from './errors';
import { createGetCache } from './get-cache';
import { makeClient } from './testing/harness';
import { startTestServer, type TestServer } from './testing/http-test-server';

let server: TestServer;
afterEach(() => server.close());

/** Every GET answers with how many times the server has seen that path. */
const counting = () => {
  const routes: Record<string, (r: unknown, nth: number) => { body: unknown }> = {};
  for (const path of ['/api/geo/regions', '/api/geo/countries', '/website-state']) {
    routes[`GET ${path}`] = (_r, nth) => ({ body: { nth } });
  }
  for (const word of GET_CACHE_EXCLUDED) {
    routes[`GET /api/${word}/x`] = (_r, nth) => ({ body: { nth } });
  }
  return routes;
};

describe('GET cache (SPEC §9)', () => {
  it('shares one request between two identical GETs in flight, giving each its own copy', async () => {
    server = await startTestServer({
      'GET /api/geo/regions': () => ({ body: { list: [1] }, delayMs: 30 }),
    });
    const { client } = makeClient(server.url);

    const [a, b] = await Promise.all([
      client.get<{ list: number[] }>('/api/geo/regions'),
      client.get<{ list: number[] }>('/api/geo/regions'),
    ]);

    expect(server.count('GET /api/geo/regions')).toBe(1);
    expect(a.data).toEqual({ list: [1] });
    expect(b.data).toEqual({ list: [1] });
    a.data.list.push(2);
    expect(b.data).toEqual({ list: [1] });
  });

  it('still answers the second caller when the first one cancels the shared request', async () => {
    let firstArrived = () => {};
    const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
    server = await startTestServer({
      'GET /api/geo/regions': (_r, nth) => {
        if (nth > 1) return { body: { nth } };
        firstArrived();
        return { hang: true };
      },
    });
    const { client } = makeClient(server.url);
    const controller = new AbortController();

    const first = client.get('/api/geo/regions', { signal: controller.signal });
    const second = client.get('/api/geo/regions');
    await arrived;
    controller.abort();

    await expect(first).rejects.toMatchObject({ code: ClientErrorCode.CANCELED });
    expect((await second).data).toEqual({ nth: 2 });
  });

  it('lets each caller of a shared request handle its failure with its own options', async () => {
    server = await startTestServer({
      'GET /api/analytics/config': (r) =>
        r.headers.authorization === 'Bearer new-token'
          ? { body: { isEnabled: true } }
          : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } } },
      'POST /api/auth/refresh': () => ({
        body: {
          token: 'new-token',
          expiresAt: '2030-01-01T00:00:00.000Z',
          user: {
            id: 'u1',
            email: 'a@b.c',
            name: 'A',
            role: 'USER',
            agencyId: null,
            country: null,
            region: null,
            phone: null,
            emailVerified: true,
            createdAt: '2026-01-15T09:00:00.000Z',
          },
        },
      }),
    });
    const { client } = makeClient(server.url);

    const plain = client.get('/api/analytics/config');
    const noRefresh = client.get('/api/analytics/config', { skipAuthRefresh: true });

    await expect(noRefresh).rejects.toMatchObject({ status: 401 });
    expect((await plain).data).toEqual({ isEnabled: true });
    expect(server.count('GET /api/analytics/config')).toBe(2);
  });

  it('answers from memory for 5 s, then asks the server again', async () => {
    server = await startTestServer(counting());
    let now = 1_000_000;
    const { client } = makeClient(server.url, { cache: createGetCache({ now: () => now }) });

    expect((await client.get('/website-state')).data).toEqual({ nth: 1 });
    now += 4_999;
    expect((await client.get('/website-state')).data).toEqual({ nth: 1 });
    expect(server.count('GET /website-state')).toBe(1);
    now += 1;
    expect((await client.get('/website-state')).data).toEqual({ nth: 2 });
    expect(server.count('GET /website-state')).toBe(2);
  });

  it('lets a fresh GET past the cache (polling a state that changes by itself)', async () => {
    server = await startTestServer(counting());
    const { client } = makeClient(server.url);

    expect((await client.get('/website-state')).data).toEqual({ nth: 1 });
    expect((await client.get('/website-state')).data).toEqual({ nth: 1 });
    expect((await client.get('/website-state', { fresh: true })).data).toEqual({ nth: 2 });
    expect((await client.get('/website-state', { fresh: true })).data).toEqual({ nth: 3 });
    expect(server.count('GET /website-state')).toBe(3);
  });

  it('keys by the full URL, params included', async () => {
    server = await startTestServer(counting());
    const { client } = makeClient(server.url);

    await client.get('/api/geo/countries', { params: { limit: 100 } });
    await client.get('/api/geo/countries', { params: { limit: 500 } });
    await client.get('/api/geo/countries', { params: { limit: 100 } });

    expect(server.count('GET /api/geo/countries?limit=100')).toBe(1);
    expect(server.count('GET /api/geo/countries?limit=500')).toBe(1);
  });

  it.each(GET_CACHE_EXCLUDED)('never caches a URL containing "%s"', async (word) => {
    server = await startTestServer(counting());
    const { client } = makeClient(server.url);

    await client.get(`/api/${word}/x`);
    const second = await client.get(`/api/${word}/x`);

    expect(server.count(`GET /api/${word}/x`)).toBe(2);
    expect(second.data).toEqual({ nth: 2 });
  });

  it('forgets everything on a non-GET, so the next GET sees the write', async () => {
    let name = 'Central';
    server = await startTestServer({
      'GET /api/geo/regions': () => ({ body: { name } }),
      'PUT /api/geo/regions': (r) => {
        name = (JSON.parse(r.body) as { name: string }).name;
        return { body: { ok: true } };
      },
    });
    const { client } = makeClient(server.url);

    await client.get('/api/geo/regions');
    await client.put('/api/geo/regions', { name: 'Western' });
    const after = await client.get('/api/geo/regions');

    expect(after.data).toEqual({ name: 'Western' });
    expect(server.count('GET /api/geo/regions')).toBe(2);
  });

  it('does not keep an answer that was on its way while a write happened', async () => {
    server = await startTestServer({
      'GET /api/geo/regions': (_r, nth) => ({ body: { nth }, delayMs: nth === 1 ? 60 : 0 }),
      'POST /favorites/1': () => ({ body: { ok: true } }),
    });
    const { client } = makeClient(server.url);

    const slow = client.get('/api/geo/regions');
    await client.post('/favorites/1');
    await slow;
    const after = await client.get('/api/geo/regions');

    expect(after.data).toEqual({ nth: 2 });
    expect(server.count('GET /api/geo/regions')).toBe(2);
  });

  it('does not cache failures', async () => {
    server = await startTestServer({
      'GET /website-state': (_r, nth) =>
        nth === 1 ? { status: 500 } : { body: { state: 'LIVE' } },
    });
    const { client } = makeClient(server.url);

    await expect(client.get('/website-state')).rejects.toMatchObject({ status: 500 });
    expect((await client.get('/website-state')).data).toEqual({ state: 'LIVE' });
    expect(server.count('GET /website-state')).toBe(2);
  });

  it('clear() empties it (what clearApiCache does for the shared clients)', async () => {
    server = await startTestServer(counting());
    const cache = createGetCache();
    const { client } = makeClient(server.url, { cache });

    await client.get('/website-state');
    cache.clear();
    await client.get('/website-state');

    expect(server.count('GET /website-state')).toBe(2);
  });

  it('is shared by clients given the same cache, so a write through one clears it for the other', async () => {
    server = await startTestServer({
      ...counting(),
      'POST /api/media/upload': () => ({ body: {} }),
    });
    const cache = createGetCache();
    const { client: api } = makeClient(server.url, { cache });
    const { client: uploadApi } = makeClient(server.url, { cache, timeout: 60_000 });

    await api.get('/website-state');
    await uploadApi.get('/website-state');
    expect(server.count('GET /website-state')).toBe(1);
    await uploadApi.post('/api/media/upload');
    await api.get('/website-state');
    expect(server.count('GET /website-state')).toBe(2);
  });
});
