import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  featurePageSchema,
  featureSchema,
  type Feature,
  type FeatureInput,
} from '@afrinest/contract';

/** Everything cached about features in the admin area; a change invalidates it all. */
export const adminFeaturesQueryKey = ['admin-features'] as const;
const base = '/api/admin/features';

export interface FeaturesQuery {
  q?: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/features: one page, searched by name. */
export const useAdminFeatures = (query: FeaturesQuery) =>
  useQuery({
    queryKey: [...adminFeaturesQueryKey, 'list', query],
    queryFn: async () => {
      // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
      const { api } = await import('@/lib/api-client');
      return featurePageSchema.parse((await api.get<unknown>(base, { params: query })).data);
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/features/{id}. */
export const useAdminFeature = (id: string) =>
  useQuery({
    queryKey: [...adminFeaturesQueryKey, 'detail', id],
    queryFn: async () => {
      const { api } = await import('@/lib/api-client');
      return featureSchema.parse(
        (await api.get<unknown>(`${base}/${encodeURIComponent(id)}`)).data,
      );
    },
  });

/** POST (no id) or PUT /api/admin/features/{id}: name, category, active. */
export const saveFeature = async ({
  id,
  input,
}: {
  id?: string;
  input: FeatureInput;
}): Promise<Feature> => {
  const { api } = await import('@/lib/api-client');
  const response = id
    ? await api.put<unknown>(`${base}/${encodeURIComponent(id)}`, input)
    : await api.post<unknown>(base, input);
  return featureSchema.parse(response.data);
};

/** DELETE /api/admin/features/{id}: refused (409 FEATURE_IN_USE) while listings use it. */
export const deleteFeature = async (id: string): Promise<void> => {
  const { api } = await import('@/lib/api-client');
  await api.delete(`${base}/${encodeURIComponent(id)}`);
};

function useFeatureMutation<TVars, TResult>(fn: (v: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFeaturesQueryKey }),
  });
}
export const useSaveFeature = () => useFeatureMutation(saveFeature);
export const useDeleteFeature = () => useFeatureMutation(deleteFeature);
