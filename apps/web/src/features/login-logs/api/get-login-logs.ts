import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  loginLogPageSchema,
  type ListLoginLogsQueryInput,
  type LoginLogPage,
} from '@afrinest/contract';

/** GET /api/admin/login-logs: one page of sign-in attempts, filtered and sorted by the server. */
export const getLoginLogs = async (query: ListLoginLogsQueryInput): Promise<LoginLogPage> => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/admin/login-logs', { params: query });
  return loginLogPageSchema.parse(response.data);
};

export const loginLogsQueryKey = ['login-logs'] as const;

export const getLoginLogsQueryOptions = (query: ListLoginLogsQueryInput) =>
  queryOptions({
    queryKey: [...loginLogsQueryKey, query],
    queryFn: () => getLoginLogs(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useLoginLogs = (query: ListLoginLogsQueryInput) =>
  useQuery(getLoginLogsQueryOptions(query));
