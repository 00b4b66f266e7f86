import { contentPreviewSchema } from '@afrinest/contract';

/** POST /api/admin/content/preview: the body rendered and sanitised exactly as a save would. */
export const previewContent = async (body: string, signal?: AbortSignal) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/admin/content/preview', { body }, { signal });
  return contentPreviewSchema.parse(response.data);
};
