import type { TokenResponse } from '@afrinest/contract';

/**
 * POST /api/auth/refresh: a fresh bearer JWT and the profile, from the session cookie. Used by
 * the token sync (a token older than 5 minutes) and after a social sign-in (cookie only).
 */
export const refreshSession = async (): Promise<TokenResponse> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.post<TokenResponse>('/api/auth/refresh', undefined, {
    skipAuthRefresh: true,
  });
  return response.data;
};
