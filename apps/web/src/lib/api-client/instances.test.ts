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
    'GET /website-state': (_r, nth) => ({ body: { nth } }),
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
  it('point at config.apiUrl with the SPEC §7 timeouts and credentials', () => {
    const { api, uploadApi, entitlementsApi } = instances;
    expect([api, uploadApi, entitlementsApi].map((c) => c.defaults.baseURL)).toEqual([
      server.url,
      server.url,
      server.url,
    ]);
    expect(api.defaults.timeout).toBe(HTTP_TIMEOUT_MS);
    expect(uploadApi.defaults.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(entitlementsApi.defaults.timeout).toBe(ENTITLEMENTS_BREAKDOWN_TIMEOUT_MS);
    expect(api.defaults.withCredentials).toBe(true);
  });

  it("go through the browser's XHR with the token from localStorage, sharing one cache", async () => {
    const { api, uploadApi, entitlementsApi, clearApiCache } = instances;
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-9');

    const first = await api.get('/website-state');
    await entitlementsApi.get('/website-state');
    expect(first.request).toBeInstanceOf(XMLHttpRequest);
    expect(server.count('GET /website-state')).toBe(1);
    expect(server.seen('GET /website-state')[0]?.headers.authorization).toBe('Bearer tok-9');

    await uploadApi.post('/api/media/upload');
    expect((await api.get('/website-state')).data).toEqual({ nth: 2 });

    clearApiCache();
    expect((await api.get('/website-state')).data).toEqual({ nth: 3 });
  });
});
