import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@afrinest/contract';

/** POST /api/auth/register: 201 `{ ok, message }`; a verification email is on its way. */
export const register = async (input: RegisterRequest): Promise<RegisterResponse> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.post<RegisterResponse>('/api/auth/register', input, {
    skipAuthRefresh: true,
  });
  return response.data;
};

export const useRegisterMutation = () => useMutation({ mutationFn: register });
