import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENTITLEMENTS_BREAKDOWN_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  TOKEN_STORAGE_KEY,
  UPLOAD_TIMEOUT_MS,
} from '@afrinest/contract';
import type * as Instances from './instances';
import { startTestServer, type TestServer } from './testing/http-test-server';

let server: TestServer;
let instances: typeof Instances;

beforeEach(async () => {
  server = await startTestServer({
    'GET /website-state': (_r, nth) => ({
      body: { nth },
      headers: { 'set-cookie': 'sid=instances; Path=/; SameSite=None' },
    }),
    'POST /api/media/upload': () => ({ body: { ok: true } }),
  });
  // The ready clients read the config when first imported, as in the browser.
  window.__AFRINEST_CONFIG__ = { apiUrl: server.url };
  vi.resetModules();
  instances = await import('./instances');
});

afterEach(async () => {
  delete window.__AFRINEST_CONFIG__;
  await server.close();
});

describe('the ready clients', () => {
  it('point at config.apiUrl with the SPEC §7 timeouts', () => {
    const { api, uploadApi, entitlementsApi } = instances;
    expect([api, uploadApi, entitlementsApi].map((c) => c.defaults.baseURL)).toEqual([
      server.url,
      server.url,
      server.url,
    ]);
    expect(api.defaults.timeout).toBe(HTTP_TIMEOUT_MS);
    expect(uploadApi.defaults.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(entitlementsApi.defaults.timeout).toBe(ENTITLEMENTS_BREAKDOWN_TIMEOUT_MS);
  });

  it("go through the page's fetch with the token from localStorage and the cookie, sharing one cache", async () => {
    const { api, uploadApi, entitlementsApi, clearApiCache } = instances;
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-9');

    await api.get('/website-state');
    await entitlementsApi.get('/website-state');
    expect(server.count('GET /website-state')).toBe(1);
    const [first] = server.seen('GET /website-state');
    expect(first?.headers.authorization).toBe('Bearer tok-9');
    // Sent by the page (happy-dom here), from its origin: no transport of our own.
    expect(first?.headers.origin).toBe(window.location.origin);

    await uploadApi.post('/api/media/upload');
    expect(server.seen('POST /api/media/upload')[0]?.headers.cookie).toContain('sid=instances');
    expect((await api.get('/website-state')).data).toEqual({ nth: 2 });

    clearApiCache();
    expect((await api.get('/website-state')).data).toEqual({ nth: 3 });
  });
});
