import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contentPageSchema,
  contentVersionListSchema,
  contentVersionSchema,
} from '@afrinest/contract';
import { adminContentQueryKey } from '@/features/admin-content/api/query-key';

const pagePath = (id: string) => `/api/admin/content/pages/${encodeURIComponent(id)}`;

/** GET …/{id}/versions: every saved version, without their bodies (newest first). */
export const useContentVersions = (id: string) =>
  useQuery({
    queryKey: [...adminContentQueryKey, 'versions', id],
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      const response = await api.get<unknown>(`${pagePath(id)}/versions`, { fresh: true });
      return contentVersionListSchema.parse(response.data);
    },
  });

/** GET …/{id}/versions/{version}: one version with its body, asked for when opened. */
export const useContentVersion = (id: string, version: number | undefined) =>
  useQuery({
    queryKey: [...adminContentQueryKey, 'version', id, version],
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      const response = await api.get<unknown>(`${pagePath(id)}/versions/${version}`);
      return contentVersionSchema.parse(response.data);
    },
    enabled: version !== undefined,
    // A saved version never changes.
    staleTime: Infinity,
  });

/** POST …/{id}/versions/{version}/restore: saves that version again as the newest one. */
export const useRestoreContentVersion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version }: { id: string; version: number }) => {
      const { api } = await import('@/lib/api-client');
      const response = await api.post<unknown>(`${pagePath(id)}/versions/${version}/restore`);
      return contentPageSchema.parse(response.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminContentQueryKey }),
  });
};
