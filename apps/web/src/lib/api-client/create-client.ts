import { authStorage, type AuthStorage } from '../storage';
import { createSuspensionHandler } from './account-suspended';
import { createUnauthorizedHandler } from './auth-retry';
import { withGetCache } from './cached-transport';
import { fetchTransport } from './fetch-transport';
import { createGetCache, type GetCache } from './get-cache';
import { browserCurrentPath, browserNavigate } from './navigation';
import { createRateLimitHandler } from './rate-limit-retry';
import { ApiRequestError, BAD_STATUS, TransportError, type FailedRequest } from './request-error';
import { createTokenRefresher, type TokenRefresher } from './token-refresh';
import type { Transport } from './transport';
import type { ApiResponse, FetchLike, HttpMethod, RequestConfig, RequestOptions } from './types';
import { ACCEPT, lowerCaseNames, toOutgoing, toResponse } from './wire';
import { xhrTransport } from './xhr-transport';

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
  /** Tells the user a 429 was given up on and how long to wait; an error toast by default. */
  notifyRateLimited?: (message: string) => void;
  /** Default '/api/auth/refresh'. Ignored when `refresher` is given. */
  refreshPath?: string;
  /** Share one cache between clients so a write through any of them clears it for all. */
  cache?: GetCache;
  /** Share one refresher between clients so their concurrent 401s make one refresh call. */
  refresher?: TokenRefresher;
  /** The `fetch` requests go through; the page's own, looked up per request, by default. */
  fetch?: FetchLike;
  /** Makes the XMLHttpRequest of an upload that reports progress; the page's by default. */
  createXhr?: () => XMLHttpRequest;
}

/** The API client: what every screen calls, with the answer handling of SPEC §7. */
export interface ApiClient {
  readonly defaults: { readonly baseURL: string; readonly timeout: number };
  request<T = unknown>(config: RequestConfig): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(
    url: string,
    data?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/**
 * sonner is loaded on first use (the <Toaster> is lazy too); one id, so a burst of refused
 * requests shows one toast, not one per request.
 */
const toastRateLimited = (message: string) =>
  void import('sonner').then(({ toast }) => toast.error(message, { id: 'rate-limited' }));

/**
 * A client over fetch (XMLHttpRequest for uploads that report progress) with the answer
 * handling of SPEC §7 and the GET cache of SPEC §9. Every request, and every retry, carries
 * the stored bearer token and the session cookie.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseURL,
    timeout,
    storage = authStorage,
    navigate = browserNavigate,
    currentPath = browserCurrentPath,
    sleep = realSleep,
    notifyRateLimited = toastRateLimited,
    cache = createGetCache(),
  } = options;
  const refresher =
    options.refresher ??
    createTokenRefresher({
      baseURL,
      storage,
      navigate,
      currentPath,
      ...(options.refreshPath ? { refreshPath: options.refreshPath } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });

  const viaFetch = withGetCache(fetchTransport(options.fetch), cache);
  const viaXhr = withGetCache(xhrTransport(options.createXhr), cache);

  const onUnauthorized = createUnauthorizedHandler({
    resend: request,
    refresher,
    storage,
    navigate,
    currentPath,
  });
  const onRateLimited = createRateLimitHandler({
    resend: request,
    sleep,
    notify: notifyRateLimited,
  });
  const onForbidden = createSuspensionHandler({ storage, navigate, currentPath });

  async function request<T = unknown>(config: RequestConfig): Promise<ApiResponse<T>> {
    // Read on every request (and on every retry), so a refreshed token is used at once.
    const token = storage.getToken();
    const headers: Record<string, string> = { accept: ACCEPT, ...lowerCaseNames(config.headers) };
    const sent = { ...config, headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const transport: Transport = sent.onUploadProgress ? viaXhr : viaFetch;

    let response: ApiResponse<T>;
    try {
      response = toResponse<T>(await transport(toOutgoing(sent, baseURL, timeout)), sent);
    } catch (e) {
      if (e instanceof TransportError) throw new ApiRequestError(e.message, e.code, sent);
      throw e;
    }
    if (response.status >= 200 && response.status < 300) return response;

    const failed = new ApiRequestError(
      `Request failed with status code ${response.status}`,
      BAD_STATUS,
      sent,
      response,
    ) as FailedRequest;
    // A retry goes through request() again, so its own outcome is handled there, once.
    switch (response.status) {
      case 401:
        return (await onUnauthorized(failed)) as ApiResponse<T>;
      case 429:
        return (await onRateLimited(failed)) as ApiResponse<T>;
      case 403:
        return onForbidden(failed);
      default:
        // 400 and the rest: passed on unchanged, the server's body intact (SPEC §7).
        throw failed;
    }
  }

  const withoutBody =
    (method: HttpMethod) =>
    <T>(url: string, rest?: RequestOptions) =>
      request<T>({ ...rest, method, url });
  const withBody =
    (method: HttpMethod) =>
    <T>(url: string, data?: unknown, rest?: RequestOptions) =>
      request<T>({ ...rest, method, url, data });

  return {
    defaults: { baseURL, timeout },
    request,
    get: withoutBody('GET'),
    delete: withoutBody('DELETE'),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
  };
}
