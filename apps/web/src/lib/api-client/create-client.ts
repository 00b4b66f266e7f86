import axios, { isAxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import { authStorage, type AuthStorage } from '../storage';
import { createUnauthorizedHandler } from './auth-retry';
import { withGetCache } from './cached-adapter';
import { createGetCache, type GetCache } from './get-cache';
import { browserCurrentPath, browserNavigate } from './navigation';
import { createRateLimitHandler } from './rate-limit-retry';
import { createSuspensionHandler } from './account-suspended';
import type { AdapterOption, FailedRequest } from './request-flags';
import { createTokenRefresher, type TokenRefresher } from './token-refresh';

export interface ApiClientOptions {
  baseURL: string;
  timeout: number;
  /** Where the bearer token lives; localStorage (with an in-memory fallback) by default. */
  storage?: AuthStorage;
  /** How to send the user elsewhere; a full page load (`window.location.assign`) by default. */
  navigate?: (path: string) => void;
  /** The path and query the user is on, to come back to after signing in again. */
  currentPath?: () => string;
  /** Waits before a 429 retry; injectable so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Default '/api/auth/refresh'. Ignored when `refresher` is given. */
  refreshPath?: string;
  /** Share one cache between clients so a write through any of them clears it for all. */
  cache?: GetCache;
  /** Share one refresher between clients so their concurrent 401s make one refresh call. */
  refresher?: TokenRefresher;
  /**
   * The transport; axios's default (XHR in the browser) when not given. Tests pass 'http':
   * happy-dom's XHR ignores `timeout` and reads `withCredentials` too early.
   */
  adapter?: AdapterOption;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An axios instance with the answer handling of SPEC §7 and the GET cache of SPEC §9. */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const {
    baseURL,
    timeout,
    storage = authStorage,
    navigate = browserNavigate,
    currentPath = browserCurrentPath,
    sleep = realSleep,
    cache = createGetCache(),
    adapter,
  } = options;
  const refresher =
    options.refresher ??
    createTokenRefresher({
      baseURL,
      storage,
      navigate,
      currentPath,
      ...(options.refreshPath ? { refreshPath: options.refreshPath } : {}),
      ...(adapter ? { adapter } : {}),
    });

  const client = axios.create({
    baseURL,
    timeout,
    // Send the session cookie: the API is on another origin, and the refresh relies on it.
    withCredentials: true,
    // Report a timeout as ETIMEDOUT, not as ECONNABORTED (which an abort also uses).
    transitional: { clarifyTimeoutError: true },
  });

  // Resolved per request, as axios itself does, so the browser's XHR is found at call time.
  const transport: AxiosAdapter = (config) =>
    axios.getAdapter(adapter ?? axios.defaults.adapter, config)(config);
  client.defaults.adapter = withGetCache(transport, cache, (config) => client.getUri(config));

  client.interceptors.request.use((config) => {
    // Read on every request (and on every retry), so a refreshed token is used at once.
    const token = storage.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  const onUnauthorized = createUnauthorizedHandler({
    client,
    refresher,
    storage,
    navigate,
    currentPath,
  });
  const onRateLimited = createRateLimitHandler({ client, sleep });
  const onForbidden = createSuspensionHandler({ storage, navigate, currentPath });

  // One handler for all statuses: a retry's outcome goes straight back to the caller and is
  // never handled a second time by a later interceptor of the first attempt's chain.
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (!isAxiosError(error) || !error.config) return Promise.reject(error);
    const failed = error as FailedRequest;
    switch (error.response?.status) {
      case 401:
        return onUnauthorized(failed);
      case 429:
        return onRateLimited(failed);
      case 403:
        return onForbidden(failed);
      default:
        // 400 and the rest: passed on unchanged, the server's body intact (SPEC §7).
        return Promise.reject(error);
    }
  });

  return client;
}
