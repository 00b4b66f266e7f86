import { queryOptions } from '@tanstack/react-query';
import { legalVersionsSchema } from '@afrinest/contract';

/** GET /api/legal/current: the terms and privacy versions a new account accepts. */
export const getLegalCurrent = async () => {
  // Loaded on first use: axios stays out of the first page's JavaScript (DESIGN.md §4).
  const { api } = await import('@/lib/api-client');
  const response = await api.get<unknown>('/api/legal/current', { fresh: true });
  return legalVersionsSchema.parse(response.data);
};

export const legalCurrentQueryOptions = queryOptions({
  queryKey: ['legal', 'current'],
  queryFn: getLegalCurrent,
  // Read when the form opens, checked again by the server on submit (409 STALE_LEGAL).
  staleTime: 5 * 60_000,
  retry: false,
});
