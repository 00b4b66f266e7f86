import { useMemo } from 'react';
import { z } from 'zod';
import { agencyStatusSchema, type ListAgenciesQueryInput } from '@afrinest/contract';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';

/** The API lists agencies newest first and takes no sort key; the URL state needs one. */
const fixedSort = z.enum(['createdAt']);

export type AgenciesListFilters = Pick<ListAgenciesQueryInput, 'q' | 'status'>;

/** Search, status filter and page in the address bar: Back, a reload or a link keeps them. */
export function useAgenciesListParams() {
  const { params, page, pageSize, update } = useTableUrlState(fixedSort, 'createdAt');
  const query = useMemo(
    (): ListAgenciesQueryInput & { page: number; pageSize: number } => ({
      q: params.get('q') || undefined,
      status: agencyStatusSchema.safeParse(params.get('status')).data,
      page,
      pageSize,
    }),
    [params, page, pageSize],
  );
  return { query, update };
}

/** The agents list: search by name, filter by agency, page. */
export function useAgentsListParams() {
  const { params, page, pageSize, update } = useTableUrlState(fixedSort, 'createdAt');
  const query = useMemo(
    () => ({
      q: params.get('q') || undefined,
      agencyId: z.uuid().safeParse(params.get('agencyId')).data,
      page,
      pageSize,
    }),
    [params, page, pageSize],
  );
  return { query, update };
}
