import { afterEach, describe, expect, it } from 'vitest';
import { POST_LOGIN_REDIRECT_KEY, TOKEN_STORAGE_KEY, type TokenResponse } from '@afrinest/contract';
import { makeClient } from './testing/harness';
import { startTestServer, type Reply, type TestServer } from './testing/http-test-server';

let server: TestServer;
afterEach(() => server.close());

const refreshed = (token: string): Reply => ({
  body: {
    token,
    expiresAt: '2030-01-01T00:00:00.000Z',
    user: {
      id: 'u1',
      email: 'amina@example.com',
      name: 'Amina',
      role: 'USER',
      agencyId: null,
      country: 'Uganda',
      region: null,
      phone: null,
      emailVerified: true,
      createdAt: '2026-01-15T09:00:00.000Z',
    },
  } satisfies TokenResponse,
});

const unauthorized = (message = 'Unauthorized'): Reply => ({
  status: 401,
  body: { error: { code: 'UNAUTHORIZED', message } },
});

/** GET /api/users/profile answers 200 only to `Bearer new-token`. */
const profileNeeds = (token: string) => (r: { headers: Record<string, string | undefined> }) =>
  r.headers.authorization === `Bearer ${token}` ? { body: { name: 'Amina' } } : unauthorized();

describe('bearer and credentials (SPEC §7)', () => {
  it('sends the stored token as a bearer on every request, and the session cookie', async () => {
    server = await startTestServer({
      'GET /website-state': () => ({
        body: {},
        headers: { 'set-cookie': 'sid=bearer-test; Path=/; SameSite=None' },
      }),
      'PUT /properties/1': () => ({ body: {} }),
    });
    const { client, storage } = makeClient(server.url);
    storage.setToken('tok-1');

    await client.get('/website-state');
    await client.put('/properties/1', { title: 'Plot' });

    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer tok-1',
      'Bearer tok-1',
    ]);
    // The API is on another origin: the cookie comes back only with credentials included.
    expect(server.seen('PUT /properties/1')[0]?.headers.cookie).toContain('sid=bearer-test');
  });

  it('sends no Authorization header when no token is stored', async () => {
    server = await startTestServer({ 'GET /website-state': () => ({ body: {} }) });
    const { client } = makeClient(server.url);

    await client.get('/website-state');

    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('first 401: refresh and retry (SPEC §7)', () => {
  it('refreshes once, stores the new token and retries the request with it', async () => {
    server = await startTestServer({
      'GET /api/users/profile': profileNeeds('new-token'),
      'POST /api/auth/refresh': () => refreshed('new-token'),
    });
    const { client, storage, backend, navigate } = makeClient(server.url);
    storage.setToken('old-token');

    const res = await client.get('/api/users/profile');

    expect(res.data).toEqual({ name: 'Amina' });
    expect(server.seen('GET /api/users/profile').map((r) => r.headers.authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(backend.data.get(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes from the session cookie the sign-in set', async () => {
    server = await startTestServer({
      'POST /api/auth/login': () => ({
        body: {},
        headers: { 'set-cookie': 'session=from-login; Path=/; SameSite=None' },
      }),
      'GET /api/users/profile': profileNeeds('new-token'),
      'POST /api/auth/refresh': (r) =>
        (r.headers.cookie ?? '').includes('session=from-login')
          ? refreshed('new-token')
          : unauthorized(),
    });
    const { client, storage, navigate } = makeClient(server.url);
    await client.post('/api/auth/login', {});
    storage.setToken('old-token');

    const res = await client.get('/api/users/profile');

    expect(res.data).toEqual({ name: 'Amina' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('makes one refresh call for many concurrent 401s, and retries each request once', async () => {
    server = await startTestServer({
      'GET /api/users/a': profileNeeds('new-token'),
      'GET /api/users/b': profileNeeds('new-token'),
      'DELETE /properties/7': profileNeeds('new-token'),
      'POST /api/auth/refresh': () => ({ ...refreshed('new-token'), delayMs: 30 }),
    });
    const { client, storage } = makeClient(server.url);
    storage.setToken('old-token');

    await Promise.all([
      client.get('/api/users/a'),
      client.get('/api/users/b'),
      client.delete('/properties/7'),
    ]);

    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(server.count('GET /api/users/a')).toBe(2);
    expect(server.count('GET /api/users/b')).toBe(2);
    expect(server.count('DELETE /properties/7')).toBe(2);
  });

  it('retries with the new token, without refreshing again, when a refresh finished meanwhile', async () => {
    let fastRetried = () => {};
    const afterFastRetry = new Promise<void>((resolve) => (fastRetried = resolve));
    server = await startTestServer({
      'GET /api/users/fast': (r, nth) => {
        if (nth === 2) fastRetried();
        return profileNeeds('new-token')(r);
      },
      // Sent with the old token, refused only once the other request's refresh is done.
      'GET /api/users/slow': async (r) => {
        if (r.headers.authorization === 'Bearer old-token') await afterFastRetry;
        return profileNeeds('new-token')(r);
      },
      'POST /api/auth/refresh': (_r, nth) => refreshed(nth === 1 ? 'new-token' : 'newer-token'),
    });
    const { client, storage } = makeClient(server.url);
    storage.setToken('old-token');

    await Promise.all([client.get('/api/users/slow'), client.get('/api/users/fast')]);

    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(server.seen('GET /api/users/slow').map((r) => r.headers.authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
  });

  it('with no signed-in user: clears the token and goes to /login', async () => {
    server = await startTestServer({
      'GET /api/users/profile': () => unauthorized(),
      'POST /api/auth/refresh': () => unauthorized(),
    });
    const { client, storage, backend, navigate } = makeClient(server.url);
    storage.setToken('old-token');

    await expect(client.get('/api/users/profile')).rejects.toMatchObject({ status: 401 });

    expect(backend.data.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(server.count('GET /api/users/profile')).toBe(1);
  });

  it('does not send the user to /login when already there (that would reload it forever)', async () => {
    server = await startTestServer({
      'GET /api/users/profile': () => unauthorized(),
      'POST /api/auth/refresh': () => unauthorized(),
    });
    const { client, navigate } = makeClient(server.url, { path: '/login?next=1' });

    await expect(client.get('/api/users/profile')).rejects.toMatchObject({ status: 401 });

    expect(server.count('POST /api/auth/refresh')).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails for another reason (server fault)', async () => {
    server = await startTestServer({
      'GET /api/users/profile': () => unauthorized(),
      'POST /api/auth/refresh': () => ({ status: 503, body: 'unavailable' }),
    });
    const { client, storage, navigate } = makeClient(server.url);
    storage.setToken('old-token');

    await expect(client.get('/api/users/profile')).rejects.toMatchObject({ status: 401 });

    expect(storage.getToken()).toBe('old-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('uses the refreshPath option', async () => {
    server = await startTestServer({
      'GET /api/users/profile': profileNeeds('new-token'),
      'POST /session/renew': () => refreshed('new-token'),
    });
    const { client } = makeClient(server.url, { refreshPath: '/session/renew' });

    await client.get('/api/users/profile');

    expect(server.count('POST /session/renew')).toBe(1);
  });

  it('does not refresh on a 401 from the auth calls themselves (wrong password)', async () => {
    server = await startTestServer({
      'POST /api/auth/login': () => unauthorized('Invalid email or password.'),
      'POST /api/auth/refresh': () => refreshed('new-token'),
    });
    const { client, navigate } = makeClient(server.url, { path: '/login' });

    await expect(client.post('/api/auth/login', { email: 'a@b.c' })).rejects.toMatchObject({
      status: 401,
    });

    expect(server.count('POST /api/auth/refresh')).toBe(0);
    expect(server.count('POST /api/auth/login')).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('second 401: the session is over (SPEC §7)', () => {
  const stillRefused = (message: Reply['body']) => ({
    'GET /api/users/profile': (): Reply => ({ status: 401, body: message }),
    'POST /api/auth/refresh': () => refreshed('new-token'),
  });

  it.each([
    ['error.message', { error: { code: 'UNAUTHORIZED', message: 'Invalid token' } }],
    ['message', { message: 'Unauthorized' }],
  ])(
    'with "%s" naming it: clears the token, remembers the page, goes to /login',
    async (_where, body) => {
      server = await startTestServer(stillRefused(body));
      const { client, storage, backend, navigate } = makeClient(server.url, {
        path: '/properties/42?tab=media',
      });
      storage.setToken('old-token');

      await expect(client.get('/api/users/profile')).rejects.toMatchObject({ status: 401 });

      expect(server.count('GET /api/users/profile')).toBe(2);
      expect(server.count('POST /api/auth/refresh')).toBe(1);
      expect(backend.data.has(TOKEN_STORAGE_KEY)).toBe(false);
      expect(backend.data.get(POST_LOGIN_REDIRECT_KEY)).toBe('/properties/42?tab=media');
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    },
  );

  it('leaves the session alone when the message names something else', async () => {
    server = await startTestServer(
      stillRefused({ error: { code: 'X', message: 'Account locked' } }),
    );
    const { client, storage, backend, navigate } = makeClient(server.url);
    storage.setToken('old-token');

    await expect(client.get('/api/users/profile')).rejects.toMatchObject({ status: 401 });

    expect(storage.getToken()).toBe('new-token');
    expect(backend.data.has(POST_LOGIN_REDIRECT_KEY)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing on the login page', async () => {
    server = await startTestServer(stillRefused({ message: 'Unauthorized' }));
    const { client, backend, navigate } = makeClient(server.url, { path: '/login' });

    await expect(client.get('/api/users/profile')).rejects.toMatchObject({ status: 401 });

    expect(backend.data.has(POST_LOGIN_REDIRECT_KEY)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
