import { AdminUsersErrorCode } from '@afrinest/contract';
import type { AuthStorage } from '../storage';
import { toApiError } from './errors';
import type { FailedRequest } from './request-error';
import {
  ACCOUNT_SUSPENDED_PATH,
  suspensionNotice,
  type SuspensionNotice,
} from './suspension-notice';

/** Sign-in answers this too: its form shows the message itself, no need to leave the page. */
const AUTH_AREA = '/api/auth/';

export interface SuspensionHandlerDeps {
  storage: AuthStorage;
  navigate: (path: string) => void;
  currentPath: () => string;
  notice?: SuspensionNotice;
}

/**
 * 403 ACCOUNT_SUSPENDED (admin-users): an admin suspended this account, and the API refuses its
 * every request from now on. Whatever page is open (the 30-second website-state poll is enough
 * to notice), the session ends here and the user is taken to the page that says why.
 * The error still reaches its caller unchanged.
 */
export function createSuspensionHandler({
  storage,
  navigate,
  currentPath,
  notice = suspensionNotice,
}: SuspensionHandlerDeps) {
  return function onForbidden(error: FailedRequest): Promise<never> {
    const { code, message } = toApiError(error);
    if (code === AdminUsersErrorCode.ACCOUNT_SUSPENDED && !error.config.url.includes(AUTH_AREA)) {
      storage.clearToken();
      notice.save(message);
      const here = currentPath().split(/[?#]/, 1)[0];
      if (here !== ACCOUNT_SUSPENDED_PATH) navigate(ACCOUNT_SUSPENDED_PATH);
    }
    return Promise.reject(error);
  };
}
