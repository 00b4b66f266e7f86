import { useQuery } from '@tanstack/react-query';
import { adminUserSchema } from '@afrinest/contract';

/** GET /api/admin/users/{id}: whose favourites these are (the page's title). */
export async function getUserName(userId: string): Promise<string> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/users/${encodeURIComponent(userId)}`);
  return adminUserSchema.parse(response.data).name;
}

export const useUserName = (userId: string) =>
  useQuery({
    queryKey: ['admin', 'users', userId, 'name'],
    queryFn: () => getUserName(userId),
    retry: false,
  });
