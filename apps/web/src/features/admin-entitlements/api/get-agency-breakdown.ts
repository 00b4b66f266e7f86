import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencyBreakdownSchema, type AgencyBreakdown } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

/**
 * GET /api/admin/entitlements/agencies/{agencyId}: balances, grants, team, periods. The server
 * derives it from the whole ledger, so it goes through the 30 s client (SPEC §7).
 */
export const getAgencyBreakdown = async (agencyId: string): Promise<AgencyBreakdown> => {
  const { entitlementsApi } = await import('@/lib/api-client');
  const response = await entitlementsApi.get<unknown>(
    `/api/admin/entitlements/agencies/${encodeURIComponent(agencyId)}`,
  );
  return agencyBreakdownSchema.parse(response.data);
};

export const getAgencyBreakdownQueryOptions = (agencyId: string) =>
  queryOptions({
    queryKey: [...adminEntitlementsQueryKey, 'breakdown', agencyId],
    queryFn: () => getAgencyBreakdown(agencyId),
  });

/** Asks nothing until an agency is chosen. */
export const useAgencyBreakdown = (agencyId: string | undefined) =>
  useQuery({ ...getAgencyBreakdownQueryOptions(agencyId ?? ''), enabled: Boolean(agencyId) });
