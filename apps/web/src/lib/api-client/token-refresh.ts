import axios, { isAxiosError } from 'axios';
import { HTTP_TIMEOUT_MS, tokenResponseSchema } from '@afrinest/contract';
import type { AuthStorage } from '../storage';
import { LOGIN_PATH, isLoginPath } from './navigation';
import type { AdapterOption } from './request-flags';

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
  /** The transport; axios's default (XHR in the browser) when not given. */
  adapter?: AdapterOption;
}

export function createTokenRefresher({
  baseURL,
  refreshPath = DEFAULT_REFRESH_PATH,
  storage,
  navigate,
  currentPath,
  adapter,
}: TokenRefresherOptions): TokenRefresher {
  const url = baseURL.replace(/\/+$/, '') + refreshPath;
  let inFlight: Promise<RefreshResult> | null = null;

  async function refreshOnce(): Promise<RefreshResult> {
    try {
      // Plain axios, not the client: a 401 here must not start another refresh, and the
      // session cookie (withCredentials) is what proves who the user is.
      const response = await axios.post(url, undefined, {
        withCredentials: true,
        timeout: HTTP_TIMEOUT_MS,
        ...(adapter ? { adapter } : {}),
      });
      const body = tokenResponseSchema.safeParse(response.data);
      if (!body.success) return { kind: 'failed' };
      storage.setToken(body.data.token);
      return { kind: 'refreshed', token: body.data.token };
    } catch (e) {
      const status = isAxiosError(e) ? e.response?.status : undefined;
      if (status !== 401 && status !== 403) return { kind: 'failed' };
      storage.clearToken();
      // On the sign-in page already: navigating there again would only reload it, forever.
      if (!isLoginPath(currentPath())) navigate(LOGIN_PATH);
      return { kind: 'signed-out' };
    }
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
