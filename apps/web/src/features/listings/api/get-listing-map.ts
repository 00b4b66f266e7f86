import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingMap } from '@afrinest/contract';
import { listingsQueryKey } from './listings-query-key';

export type MapEndpoint = '/api/properties/map' | '/api/plots/map';

/** The box a map shows, as the API reads it ("south,west,north,east"). */
export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}
export const bboxParam = (b: MapBox): string =>
  [b.south, b.west, b.north, b.east].map((n) => n.toFixed(5)).join(',');

/** GET /api/properties/map: clusters at low zoom, single listings close up, for the box. */
export async function getListingMap(
  endpoint: MapEndpoint,
  query: Record<string, string>,
): Promise<ListingMap> {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<ListingMap>(endpoint, { params: query });
  return response.data;
}

export const useListingMap = (endpoint: MapEndpoint, query: Record<string, string> | null) =>
  useQuery({
    queryKey: [...listingsQueryKey, endpoint, query],
    queryFn: () => getListingMap(endpoint, query!),
    enabled: query !== null,
    // The markers stay while the map's next answer is on its way.
    placeholderData: keepPreviousData,
  });
