import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { timeseriesSchema, type StatisticsKind, type TimeseriesQuery } from '@afrinest/contract';
import { adminStatisticsQueryKey } from '@/features/admin-statistics/api/query-key';

/** GET /api/admin/statistics/{kind}/timeseries: one label per day and the series per day. */
export const getTimeseries = async (kind: StatisticsKind, query: TimeseriesQuery) => {
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>(`/api/admin/statistics/${kind}/timeseries`, {
    params: query,
  });
  return timeseriesSchema.parse(response.data);
};

export const getTimeseriesQueryOptions = (kind: StatisticsKind, query: TimeseriesQuery) =>
  queryOptions({
    queryKey: [...adminStatisticsQueryKey, 'timeseries', kind, query],
    queryFn: () => getTimeseries(kind, query),
    // The last window stays drawn while the next one loads: no flash of an empty screen.
    placeholderData: keepPreviousData,
  });

/** Not sent while the window is invalid (`query` undefined): the screen says why instead. */
export const useTimeseries = (kind: StatisticsKind, query: TimeseriesQuery | undefined) =>
  useQuery({
    ...getTimeseriesQueryOptions(kind, query ?? { startDate: '', endDate: '' }),
    enabled: query !== undefined,
  });
