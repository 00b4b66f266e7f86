import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Messages,
  TOKEN_STORAGE_KEY,
  type LoginRequest,
  type RegisterRequest,
  type TokenResponse,
} from '@afrinest/contract';
import { authStorage } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import {
  AuthContext,
  type AuthContextValue,
  type AuthResult,
  type SessionStatus,
} from '@/features/auth/auth-context';
import { notifyError } from '@/features/auth/notify-error';
import { profileQueryKey, useProfile } from '@/features/auth/api/get-profile';
import { useLoginMutation } from '@/features/auth/api/login';
import { useLogoutMutation } from '@/features/auth/api/logout';
import { useRegisterMutation } from '@/features/auth/api/register';
import { useTokenSync } from '@/features/auth/use-token-sync';

/**
 * Holds the session (SPEC §4 Auth): the bearer token lives in localStorage ("token", SPEC §7),
 * the profile in TanStack Query, loaded from GET /api/users/profile whenever a token exists —
 * after the token sync has renewed a token older than 5 minutes (SPEC §9).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [storedToken, setToken] = useState(() => authStorage.getToken());
  // The server cannot know the session: it draws 'loading' (no account controls), and so does
  // the browser while it takes over that HTML; the kept token counts from the next render.
  const hydrated = useHydrated();
  const token = hydrated ? storedToken : null;
  // mutateAsync is stable across renders, so the context value changes only with the session.
  const { mutateAsync: sendLogin } = useLoginMutation();
  const { mutateAsync: sendRegister } = useRegisterMutation();
  const { mutateAsync: sendLogout } = useLogoutMutation();

  // A token the server has just handed us needs no renewal before its profile is used.
  const fresh = useRef<string | null>(null);
  /** A token and profile from the server (sign-in, refresh, password change). */
  const adopt = useCallback(
    (answer: Pick<TokenResponse, 'token'> & Partial<Pick<TokenResponse, 'user'>>) => {
      fresh.current = answer.token;
      authStorage.setToken(answer.token);
      if (answer.user) queryClient.setQueryData(profileQueryKey, answer.user);
      setToken(answer.token);
    },
    [queryClient],
  );
  const signedOutHere = useCallback(() => {
    authStorage.clearToken();
    setToken(null);
    queryClient.removeQueries({ queryKey: profileQueryKey });
  }, [queryClient]);

  const syncing = useTokenSync({
    token,
    isFresh: (t) => t === fresh.current,
    onRenewed: adopt,
    onSignedOut: signedOutHere,
  });
  const profile = useProfile({ enabled: token !== null && !syncing });

  // One toast per failed fetch, not per render.
  const failedAt = profile.isError ? profile.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notifyError(Messages.FAILED_PROFILE);
  }, [failedAt]);

  // Signing in or out in another tab changes this tab's session too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const next = authStorage.getToken();
      setToken(next);
      if (next) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      else queryClient.removeQueries({ queryKey: profileQueryKey });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const login = useCallback(
    async (input: LoginRequest): Promise<AuthResult> => {
      try {
        adopt(await sendLogin(input));
        return { ok: true };
      } catch (e) {
        const { toAuthFailure } = await import('@/features/auth/auth-errors');
        return toAuthFailure(e, Messages.LOGIN_FAILED, notifyError);
      }
    },
    [sendLogin, adopt],
  );

  const completeSocialSignIn = useCallback(async (): Promise<AuthResult> => {
    try {
      const { refreshSession } = await import('@/features/auth/api/refresh-session');
      adopt(await refreshSession());
      return { ok: true };
    } catch (e) {
      const { toAuthFailure } = await import('@/features/auth/auth-errors');
      return toAuthFailure(e, Messages.LOGIN_FAILED, notifyError);
    }
  }, [adopt]);

  const register = useCallback(
    async (input: RegisterRequest): Promise<AuthResult> => {
      try {
        const answer = await sendRegister(input);
        return { ok: true, message: answer.message };
      } catch (e) {
        const { toAuthFailure } = await import('@/features/auth/auth-errors');
        return toAuthFailure(e, Messages.REGISTRATION_FAILED, notifyError);
      }
    },
    [sendRegister],
  );

  const logout = useCallback(async () => {
    // The API client module: loaded with the first request, so this costs nothing here.
    const { clearApiCache, getErrorMessage } = await import('@/lib/api-client');
    try {
      await sendLogout();
    } catch (e) {
      notifyError(getErrorMessage(e, Messages.LOGOUT_FAILED));
    } finally {
      // Signed out here whatever the server said: on a shared phone, the next person must not
      // inherit the session because the network dropped.
      signedOutHere();
      clearApiCache();
      void queryClient.invalidateQueries();
    }
  }, [sendLogout, queryClient, signedOutHere]);

  const acceptToken = useCallback((next: string) => adopt({ token: next }), [adopt]);

  const user = token && !syncing ? (profile.data ?? null) : null;
  const status: SessionStatus = !hydrated
    ? 'loading'
    : !token
      ? 'signed-out'
      : user
        ? 'signed-in'
        : profile.isError
          ? 'signed-out'
          : 'loading';

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, login, register, logout, completeSocialSignIn, acceptToken }),
    [status, user, login, register, logout, completeSocialSignIn, acceptToken],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
