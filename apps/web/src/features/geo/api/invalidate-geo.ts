import type { QueryClient } from '@tanstack/react-query';
import { geoQueryKey } from '@/components/location-picker';
import { adminGeoQueryKey } from '@/features/geo/api/get-geo-nodes';

/** After a change to the tree: the admin tables and every picker list ask again. */
export const invalidateGeo = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminGeoQueryKey }),
    client.invalidateQueries({ queryKey: geoQueryKey }),
  ]);
