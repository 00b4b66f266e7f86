import { HTTP_TIMEOUT_MS } from '@afrinest/contract';
import type { AuthStorage } from '../storage';
import { fetchTransport } from './fetch-transport';
import { LOGIN_PATH, isLoginPath } from './navigation';
import type { FetchLike } from './types';

export const DEFAULT_REFRESH_PATH = '/api/auth/refresh';

export type RefreshResult =
  | { kind: 'refreshed'; token: string }
  /** The server knows no signed-in user: the token was cleared and the user sent to /login. */
  | { kind: 'signed-out' }
  /** Network trouble or a server fault: nothing was changed, the user stays signed in. */
  | { kind: 'failed' };

export interface TokenRefresher {
  /** Renews the bearer token from the session cookie. Concurrent callers share one call. */
  refresh(): Promise<RefreshResult>;
}

export interface TokenRefresherOptions {
  baseURL: string;
  refreshPath?: string;
  storage: AuthStorage;
  navigate: (path: string) => void;
  currentPath: () => string;
  /** The `fetch` to call; the page's own by default. */
  fetch?: FetchLike;
}

export function createTokenRefresher({
  baseURL,
  refreshPath = DEFAULT_REFRESH_PATH,
  storage,
  navigate,
  currentPath,
  fetch,
}: TokenRefresherOptions): TokenRefresher {
  const url = baseURL.replace(/\/+$/, '') + refreshPath;
  // The bare transport, not the client: a 401 here must not start another refresh, and the
  // session cookie (sent with credentials) is what proves who the user is.
  const send = fetchTransport(fetch);
  let inFlight: Promise<RefreshResult> | null = null;

  async function refreshOnce(): Promise<RefreshResult> {
    let status: number;
    let text: string;
    try {
      ({ status, text } = await send({
        method: 'POST',
        url,
        path: refreshPath,
        headers: { accept: 'application/json' },
        body: undefined,
        timeout: HTTP_TIMEOUT_MS,
        signal: undefined,
        onUploadProgress: undefined,
      }));
    } catch {
      return { kind: 'failed' };
    }
    if (status === 401 || status === 403) {
      storage.clearToken();
      // On the sign-in page already: navigating there again would only reload it, forever.
      if (!isLoginPath(currentPath())) navigate(LOGIN_PATH);
      return { kind: 'signed-out' };
    }
    if (status < 200 || status >= 300) return { kind: 'failed' };
    // Only the token is used here; checked by hand so the client stays free of zod.
    const token = tokenOf(text);
    if (token === undefined) return { kind: 'failed' };
    storage.setToken(token);
    return { kind: 'refreshed', token };
  }

  return {
    refresh() {
      inFlight ??= refreshOnce().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

function tokenOf(text: string): string | undefined {
  try {
    const token: unknown = (JSON.parse(text) as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}
