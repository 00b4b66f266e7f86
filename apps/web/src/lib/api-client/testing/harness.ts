import { vi } from 'vitest';
import { createAuthStorage, createSafeStore, type KeyValueBackend } from '../../storage';
import { createApiClient, type ApiClientOptions } from '../create-client';

/** A Storage-like map, so each test has its own token store. */
export function memoryBackend(): KeyValueBackend & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/**
 * A client against `baseURL` with its effects captured: an in-memory token store, and
 * navigate/sleep spies. It talks real HTTP through the test page's own fetch (happy-dom's),
 * which, like a browser, sends CORS requests from the page's origin and keeps cookies.
 */
export function makeClient(
  baseURL: string,
  {
    path = '/properties/42?tab=media',
    ...overrides
  }: Partial<ApiClientOptions> & { path?: string } = {},
) {
  const backend = memoryBackend();
  const storage = createAuthStorage(createSafeStore(() => backend));
  const navigate = vi.fn<(path: string) => void>();
  const sleep = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  const client = createApiClient({
    baseURL,
    timeout: 2_000,
    storage,
    navigate,
    currentPath: () => path,
    sleep,
    ...overrides,
  });
  return { client, storage, backend, navigate, sleep };
}
