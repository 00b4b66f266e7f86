import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminNodesPageSchema, type AdminNodesPage, type GeoLevel } from '@afrinest/contract';

export interface GeoNodesQuery {
  level: GeoLevel;
  parentId?: string;
  q?: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/geo/nodes: one page of a level under a parent, with counts of children. */
export const getGeoNodes = async (query: GeoNodesQuery): Promise<AdminNodesPage> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/geo/nodes', { params: query });
  return adminNodesPageSchema.parse(response.data);
};

/** Under 'admin-geo', which every write of this feature refreshes. */
export const adminGeoQueryKey = ['admin-geo'] as const;

export const getGeoNodesQueryOptions = (query: GeoNodesQuery, enabled = true) =>
  queryOptions({
    queryKey: [...adminGeoQueryKey, 'nodes', query],
    queryFn: () => getGeoNodes(query),
    enabled,
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the parent (and so the level to list) is not known yet. */
export const useGeoNodes = (query: GeoNodesQuery, enabled = true) =>
  useQuery(getGeoNodesQueryOptions(query, enabled));
