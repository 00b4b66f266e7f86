import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminNodeDetailSchema,
  type AdminNodeDetail,
  type UpdateGeoNode,
} from '@afrinest/contract';
import { invalidateGeo } from '@/features/geo/api/invalidate-geo';

/** PATCH /api/admin/geo/nodes/{id}: rename, move, set the centre, enable or disable. */
export const updateGeoNode = async ({
  id,
  ...input
}: UpdateGeoNode & { id: string }): Promise<AdminNodeDetail> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.patch<unknown>(
    `/api/admin/geo/nodes/${encodeURIComponent(id)}`,
    input,
  );
  return adminNodeDetailSchema.parse(response.data);
};

export const useUpdateGeoNode = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateGeoNode, onSuccess: () => invalidateGeo(client) });
};
