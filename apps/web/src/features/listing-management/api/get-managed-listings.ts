import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingPageSchema, type ListingPage } from '@afrinest/contract';
import { listingManagementQueryKey } from './query-keys';

/** The query the agent and admin tables send: filters, sort and page. */
export interface ManagedListingsQuery {
  q?: string;
  status?: string;
  kind?: string;
  agencyId?: string;
  sort: string;
  page: number;
  pageSize: number;
}

/** Whose list: the agent's own agency (every status) or every listing (admins). */
export type ListingsScope = 'agent' | 'admin';
const urls: Record<ListingsScope, string> = {
  agent: '/api/agent/properties',
  admin: '/api/admin/properties',
};

export const getManagedListings = async (
  scope: ListingsScope,
  query: ManagedListingsQuery,
): Promise<ListingPage> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(urls[scope], { params: query });
  return listingPageSchema.parse(response.data);
};

export const useManagedListings = (scope: ListingsScope, query: ManagedListingsQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...listingManagementQueryKey, 'list', scope, query],
      queryFn: () => getManagedListings(scope, query),
      // The previous page stays on screen while the next one loads: no jump to an empty table.
      placeholderData: keepPreviousData,
    }),
  );
