import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { externalSystemListSchema, type EXTERNAL_SYSTEM_STATUSES } from '@afrinest/contract';
import { adminExternalSystemsQueryKey } from '@/features/admin-external-systems/api/query-key';

export type SystemStatus = (typeof EXTERNAL_SYSTEM_STATUSES)[number];

/** The query as sent: absent filters are left out. */
export interface ExternalSystemsQuery {
  page: number;
  pageSize: number;
  q?: string;
  status?: SystemStatus;
}

/** GET /api/admin/external-systems: one page of partners' systems and their keys' state. */
export const getExternalSystems = async (query: ExternalSystemsQuery) => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/external-systems', { params: query });
  return externalSystemListSchema.parse(response.data);
};

export const useExternalSystems = (query: ExternalSystemsQuery) =>
  useQuery({
    queryKey: [...adminExternalSystemsQueryKey, 'list', query],
    queryFn: () => getExternalSystems(query),
    placeholderData: keepPreviousData,
  });
