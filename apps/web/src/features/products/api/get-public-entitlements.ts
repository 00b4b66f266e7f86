import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEntitlementsSchema, type PublicEntitlements } from '@afrinest/contract';
import { productsQueryKey } from '@/features/products/api/get-agent-entitlements';

/**
 * GET /api/broker/agencies/{id}/entitlements: what a visitor may know of an agency's plan; the
 * bearer token goes along, so the agency's own people and admins also get the `breakdown`.
 */
export const getPublicEntitlements = async (id: string): Promise<PublicEntitlements> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(
    `/api/broker/agencies/${encodeURIComponent(id)}/entitlements`,
  );
  return publicEntitlementsSchema.parse(response.data);
};

export const getPublicEntitlementsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'public', id],
    queryFn: () => getPublicEntitlements(id),
  });

export const usePublicEntitlements = (id: string) =>
  useQuery(getPublicEntitlementsQueryOptions(id));
