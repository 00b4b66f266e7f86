import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Messages,
  TOKEN_STORAGE_KEY,
  type LoginRequest,
  type RegisterRequest,
} from '@afrinest/contract';
import { authStorage } from '@/lib/storage';
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

/**
 * Holds the session (SPEC §4 Auth): the bearer token lives in localStorage ("token", SPEC §7),
 * the profile in TanStack Query, loaded from GET /api/users/profile whenever a token exists.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => authStorage.getToken());
  const profile = useProfile({ enabled: token !== null });
  // mutateAsync is stable across renders, so the context value changes only with the session.
  const { mutateAsync: sendLogin } = useLoginMutation();
  const { mutateAsync: sendRegister } = useRegisterMutation();
  const { mutateAsync: sendLogout } = useLogoutMutation();

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
        const answer = await sendLogin(input);
        authStorage.setToken(answer.token);
        queryClient.setQueryData(profileQueryKey, answer.user);
        setToken(answer.token);
        return { ok: true };
      } catch (e) {
        const { toAuthFailure } = await import('@/features/auth/auth-errors');
        return toAuthFailure(e, Messages.LOGIN_FAILED, notifyError);
      }
    },
    [sendLogin, queryClient],
  );

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
      authStorage.clearToken();
      setToken(null);
      queryClient.removeQueries({ queryKey: profileQueryKey });
      clearApiCache();
      void queryClient.invalidateQueries();
    }
  }, [sendLogout, queryClient]);

  const user = token ? (profile.data ?? null) : null;
  const status: SessionStatus = !token
    ? 'signed-out'
    : user
      ? 'signed-in'
      : profile.isError
        ? 'signed-out'
        : 'loading';

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, login, register, logout }),
    [status, user, login, register, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
