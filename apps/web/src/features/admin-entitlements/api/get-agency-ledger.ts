import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerPageSchema, type LedgerKind } from '@afrinest/contract';
import { adminEntitlementsQueryKey } from '@/features/admin-entitlements/api/query-key';

export interface LedgerRequest {
  agencyId: string;
  page: number;
  pageSize: number;
  itemId?: string;
  kind?: LedgerKind;
}

/** GET /api/admin/entitlements/agencies/{agencyId}/ledger: one page of the agency's ledger. */
export const getAgencyLedger = async ({ agencyId, ...query }: LedgerRequest) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(
    `/api/admin/entitlements/agencies/${encodeURIComponent(agencyId)}/ledger`,
    { params: query },
  );
  return ledgerPageSchema.parse(response.data);
};

export const getAgencyLedgerQueryOptions = (request: LedgerRequest) =>
  queryOptions({
    queryKey: [...adminEntitlementsQueryKey, 'ledger', request],
    queryFn: () => getAgencyLedger(request),
    placeholderData: keepPreviousData,
  });

export const useAgencyLedger = (request: LedgerRequest) =>
  useQuery(getAgencyLedgerQueryOptions(request));
