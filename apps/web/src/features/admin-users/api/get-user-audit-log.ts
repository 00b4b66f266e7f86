import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditPage, type ListAuditLogQueryInput } from '@afrinest/contract';

/** GET /api/admin/audit-log: admin actions, newest first (here: by or on one user). */
export const getAuditLog = async (query: ListAuditLogQueryInput): Promise<AuditPage> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/audit-log', { params: query });
  return auditPageSchema.parse(response.data);
};

export const auditLogQueryKey = ['audit-log'] as const;

export const getAuditLogQueryOptions = (query: ListAuditLogQueryInput) =>
  queryOptions({
    queryKey: [...auditLogQueryKey, query],
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: ListAuditLogQueryInput) =>
  useQuery(getAuditLogQueryOptions(query));
