import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminNodeDetailSchema,
  type AdminNodeDetail,
  type CreateGeoNode,
} from '@afrinest/contract';
import { invalidateGeo } from '@/features/geo/api/invalidate-geo';

/** POST /api/admin/geo/nodes: adds a place; answers it with its chain. */
export const createGeoNode = async (input: CreateGeoNode): Promise<AdminNodeDetail> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/geo/nodes', input);
  return adminNodeDetailSchema.parse(response.data);
};

export const useCreateGeoNode = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createGeoNode, onSuccess: () => invalidateGeo(client) });
};
