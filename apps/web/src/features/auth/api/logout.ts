import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/logout: ends the server session behind the bearer token. */
export const logout = async (): Promise<void> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  await api.post('/api/auth/logout', undefined, { skipAuthRefresh: true });
};

export const useLogoutMutation = () => useMutation({ mutationFn: logout });
