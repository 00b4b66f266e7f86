import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateGeo } from '@/features/geo/api/invalidate-geo';

/** DELETE /api/admin/geo/nodes/{id}: 409 with what still refers to the place. */
export const deleteGeoNode = async (id: string): Promise<void> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  await api.delete(`/api/admin/geo/nodes/${encodeURIComponent(id)}`);
};

export const useDeleteGeoNode = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteGeoNode, onSuccess: () => invalidateGeo(client) });
};
