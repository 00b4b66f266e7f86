import { POST_LOGIN_REDIRECT_KEY, TOKEN_STORAGE_KEY } from '@afrinest/contract';

/** The part of the Web Storage API we use; `localStorage` satisfies it. */
export type KeyValueBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Key/value access that never throws. */
export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * Wraps a storage backend so that it never throws. Browsers throw from `localStorage` in
 * private mode, when storage is full, or when site data is blocked (even reading the
 * `window.localStorage` property can throw, hence the getter). A value whose write failed is
 * kept in memory for this page's life, so a signed-in user stays signed in until reload.
 */
export function createSafeStore(backend: () => KeyValueBackend): SafeStore {
  const fallback = new Map<string, string>();
  return {
    get(key) {
      try {
        const value = backend().getItem(key);
        if (value !== null) return value;
      } catch {
        // Unreadable storage: the in-memory copy is all we have.
      }
      return fallback.get(key) ?? null;
    },
    set(key, value) {
      try {
        backend().setItem(key, value);
        // Stored for real: drop any older in-memory copy so it cannot shadow a later removal.
        fallback.delete(key);
      } catch {
        fallback.set(key, value);
      }
    },
    remove(key) {
      fallback.delete(key);
      try {
        backend().removeItem(key);
      } catch {
        // Nothing stored there that we could remove.
      }
    },
  };
}

export const safeLocalStorage: SafeStore = createSafeStore(() => window.localStorage);

/** The bearer token and the page to return to after signing in (SPEC §7). */
export interface AuthStorage {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  getPostLoginRedirect(): string | null;
  setPostLoginRedirect(path: string): void;
  /** Reads the redirect and forgets it, so it is followed once. */
  takePostLoginRedirect(): string | null;
}

export function createAuthStorage(store: SafeStore = safeLocalStorage): AuthStorage {
  return {
    getToken: () => store.get(TOKEN_STORAGE_KEY),
    setToken: (token) => store.set(TOKEN_STORAGE_KEY, token),
    clearToken: () => store.remove(TOKEN_STORAGE_KEY),
    getPostLoginRedirect: () => store.get(POST_LOGIN_REDIRECT_KEY),
    setPostLoginRedirect: (path) => store.set(POST_LOGIN_REDIRECT_KEY, path),
    takePostLoginRedirect() {
      const path = store.get(POST_LOGIN_REDIRECT_KEY);
      store.remove(POST_LOGIN_REDIRECT_KEY);
      return path;
    },
  };
}

export const authStorage: AuthStorage = createAuthStorage();
