import { useQuery } from '@tanstack/react-query';
import { externalSystemSchema } from '@afrinest/contract';
import { adminExternalSystemsQueryKey } from '@/features/admin-external-systems/api/query-key';

/** GET /api/admin/external-systems/{id}: one system as saved (its key's hint, never the key). */
export const getExternalSystem = async (id: string) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/external-systems/${encodeURIComponent(id)}`, {
    fresh: true,
  });
  return externalSystemSchema.parse(response.data);
};

export const useExternalSystem = (id: string) =>
  useQuery({
    queryKey: [...adminExternalSystemsQueryKey, 'system', id],
    queryFn: () => getExternalSystem(id),
  });
