import { queryOptions, useQuery } from '@tanstack/react-query';
import { packagePageSchema, PAGE_SIZE_MAX } from '@afrinest/contract';
import { adminPaymentsQueryKey } from '@/features/admin-payments/api/query-key';

/** GET /api/admin/packages?status=ACTIVE: the packages a request, discount or limit may name. */
export const getActivePackages = async () => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/packages', {
    params: { status: 'ACTIVE', page: 1, pageSize: PAGE_SIZE_MAX },
  });
  return packagePageSchema.parse(response.data);
};

export const getActivePackagesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'packages'],
    queryFn: getActivePackages,
  });

export const useActivePackages = () => useQuery(getActivePackagesQueryOptions());
