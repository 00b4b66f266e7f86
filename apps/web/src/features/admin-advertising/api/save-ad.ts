import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adSchema, type AdInput, type AdStatus } from '@afrinest/contract';
import { adminAdvertisingQueryKey } from '@/features/admin-advertising/api/query-key';

/** POST /api/admin/ads (new) or PUT /api/admin/ads/{id} (the whole ad). */
export const saveAd = async ({ id, input }: { id?: string; input: AdInput }) => {
  const { api } = await import('@/lib/api-client');
  const response = id
    ? await api.put<unknown>(`/api/admin/ads/${encodeURIComponent(id)}`, input)
    : await api.post<unknown>('/api/admin/ads', input);
  return adSchema.parse(response.data);
};

/** PATCH /api/admin/ads/{id}/status: pause or resume. */
export const setAdStatus = async ({ id, status }: { id: string; status: AdStatus }) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.patch<unknown>(`/api/admin/ads/${encodeURIComponent(id)}/status`, {
    status,
  });
  return adSchema.parse(response.data);
};

/** A save or a pause refreshes every list, ad and figure the screens hold. */
export const useSaveAd = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdvertisingQueryKey }),
  });
};

export const useSetAdStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAdvertisingQueryKey }),
  });
};
