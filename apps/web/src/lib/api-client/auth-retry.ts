import { Messages } from '@afrinest/contract';
import type { AuthStorage } from '../storage';
import { serverMessage } from './errors';
import type { FailedRequest } from './request-error';
import { LOGIN_PATH, isLoginPath } from './navigation';
import type { TokenRefresher } from './token-refresh';
import type { ApiResponse, RequestConfig } from './types';

/**
 * Calls under this prefix answer 401 for wrong credentials or a missing session; refreshing
 * (from that same session) cannot help, and sending the user to /login would hide the error.
 */
const AUTH_AREA = '/api/auth/';

/** A 401 on the retry with these words means the session is over (SPEC §7). */
const SESSION_ENDED = [Messages.UNAUTHORIZED, Messages.INVALID_TOKEN];

export interface UnauthorizedHandlerDeps {
  /** Sends a request again through the whole client, handlers included. */
  resend: (config: RequestConfig) => Promise<ApiResponse>;
  refresher: TokenRefresher;
  storage: AuthStorage;
  navigate: (path: string) => void;
  currentPath: () => string;
}

/**
 * SPEC §7, 401: the first one refreshes the token and retries once; a 401 on that retry ends
 * the session, remembering where the user was.
 */
export function createUnauthorizedHandler({
  resend,
  refresher,
  storage,
  navigate,
  currentPath,
}: UnauthorizedHandlerDeps) {
  function endSession(error: FailedRequest) {
    const message = serverMessage(error.response?.data) ?? '';
    if (!SESSION_ENDED.some((words) => message.includes(words))) return;
    const path = currentPath();
    if (isLoginPath(path)) return;
    storage.clearToken();
    storage.setPostLoginRedirect(path);
    navigate(LOGIN_PATH);
  }

  return async function onUnauthorized(error: FailedRequest): Promise<ApiResponse> {
    const { config } = error;
    if (config.skipAuthRefresh || config.url.includes(AUTH_AREA)) throw error;
    if (config.authRetried) {
      endSession(error);
      throw error;
    }
    // A request that left before another one's refresh finished: retry with the new token
    // rather than refreshing a second time.
    const stored = storage.getToken();
    const renewedMeanwhile =
      stored !== null && config.headers?.authorization !== `Bearer ${stored}`;
    if (!renewedMeanwhile) {
      const result = await refresher.refresh();
      if (result.kind !== 'refreshed') throw error;
    }
    config.authRetried = true;
    // The client puts the (new) stored token on the retry.
    return resend(config);
  };
}
