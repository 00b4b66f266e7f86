import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNodeDetailSchema, type AdminNodeDetail } from '@afrinest/contract';
import { adminGeoQueryKey } from '@/features/geo/api/get-geo-nodes';

/** GET /api/admin/geo/nodes/{id}: one place with its chain and counts of children. */
export const getGeoNode = async (id: string): Promise<AdminNodeDetail> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/geo/nodes/${encodeURIComponent(id)}`);
  return adminNodeDetailSchema.parse(response.data);
};

export const getGeoNodeQueryOptions = (id: string | null | undefined) =>
  queryOptions({
    queryKey: [...adminGeoQueryKey, 'node', id],
    queryFn: () => getGeoNode(id!),
    enabled: Boolean(id),
    retry: false,
    // A half-typed rename must survive the admin switching windows.
    refetchOnWindowFocus: false,
  });

export const useGeoNode = (id: string | null | undefined) => useQuery(getGeoNodeQueryOptions(id));
