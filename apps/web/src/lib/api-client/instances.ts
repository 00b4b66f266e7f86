import {
  ENTITLEMENTS_BREAKDOWN_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from '@afrinest/contract';
import { config } from '../config';
import { authStorage } from '../storage';
import { createApiClient } from './create-client';
import { createGetCache } from './get-cache';
import { browserCurrentPath, browserNavigate } from './navigation';
import { createTokenRefresher } from './token-refresh';

// The three clients differ only in their timeout (SPEC §7); they share the cache, so a write
// through any of them is seen by the next GET of all, and the refresher, so one refresh serves all.
const cache = createGetCache();
const refresher = createTokenRefresher({
  baseURL: config.apiUrl,
  storage: authStorage,
  navigate: browserNavigate,
  currentPath: browserCurrentPath,
});
const shared = { baseURL: config.apiUrl, cache, refresher };

export const api = createApiClient({ ...shared, timeout: HTTP_TIMEOUT_MS });
export const uploadApi = createApiClient({ ...shared, timeout: UPLOAD_TIMEOUT_MS });
export const entitlementsApi = createApiClient({
  ...shared,
  timeout: ENTITLEMENTS_BREAKDOWN_TIMEOUT_MS,
});

/** Forgets every cached GET answer, e.g. after signing out. */
export function clearApiCache(): void {
  cache.clear();
}
