// Tests of ../storage.ts; kept here because this folder is the one this work owns.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_LOGIN_REDIRECT_KEY, TOKEN_STORAGE_KEY } from '@afrinest/contract';
import { authStorage, createAuthStorage, createSafeStore, type KeyValueBackend } from '../storage';

afterEach(() => vi.restoreAllMocks());

describe('authStorage over localStorage', () => {
  it('keeps the token under "token" and the redirect under its key', () => {
    authStorage.setToken('tok-1');
    authStorage.setPostLoginRedirect('/properties/42');

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBe('/properties/42');
    expect(authStorage.getToken()).toBe('tok-1');

    authStorage.clearToken();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(authStorage.getToken()).toBeNull();
  });

  it('follows the post-login redirect once', () => {
    authStorage.setPostLoginRedirect('/favourites');

    expect(authStorage.takePostLoginRedirect()).toBe('/favourites');
    expect(authStorage.takePostLoginRedirect()).toBeNull();
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it('sees a sign-out made by another tab', () => {
    authStorage.setToken('tok-1');
    localStorage.removeItem(TOKEN_STORAGE_KEY);

    expect(authStorage.getToken()).toBeNull();
  });
});

describe('when storage throws (private mode, full, blocked)', () => {
  const refusing: KeyValueBackend = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };

  it('never throws, and keeps the values in memory for this page', () => {
    const storage = createAuthStorage(createSafeStore(() => refusing));

    expect(storage.getToken()).toBeNull();
    storage.setToken('tok-1');
    expect(storage.getToken()).toBe('tok-1');
    storage.clearToken();
    expect(storage.getToken()).toBeNull();
  });

  it('survives even reading window.localStorage throwing', () => {
    const storage = createAuthStorage(
      createSafeStore(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    );

    storage.setPostLoginRedirect('/plots');
    expect(storage.getPostLoginRedirect()).toBe('/plots');
  });

  it('covers a real localStorage whose writes fail', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const storage = createAuthStorage();

    storage.setToken('tok-2');

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(storage.getToken()).toBe('tok-2');
  });
});
