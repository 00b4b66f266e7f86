import { useMemo } from 'react';
import { z } from 'zod';
import {
  agencySortSchema,
  agencyStatusSchema,
  agentSortSchema,
  sortOrderSchema,
  type AgencySort,
  type AgentSort,
  type ListAgenciesQueryInput,
  type ListAgentsQueryInput,
  type SortOrder,
} from '@afrinest/contract';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';

export type AgenciesListFilters = Pick<ListAgenciesQueryInput, 'q' | 'status'>;
type Paged = { page: number; pageSize: number };

/** Search, status filter, sort and page in the address bar: Back, a reload or a link keeps them. */
export function useAgenciesListParams() {
  const { params, sort, order, page, pageSize, update } = useTableUrlState(
    agencySortSchema,
    'createdAt',
  );
  const query = useMemo(
    (): ListAgenciesQueryInput & Paged & { sort: AgencySort; order: SortOrder } => ({
      q: params.get('q') || undefined,
      status: agencyStatusSchema.safeParse(params.get('status')).data,
      sort,
      order,
      page,
      pageSize,
    }),
    [params, sort, order, page, pageSize],
  );
  return { query, update };
}

/** The agents list: search by name, filter by agency, sort (by name A→Z unless asked), page. */
export function useAgentsListParams() {
  const { params, sort, page, pageSize, update } = useTableUrlState(agentSortSchema, 'name');
  // The shared hook falls back to newest-first "desc"; names read A→Z by default.
  const order: SortOrder = sortOrderSchema.safeParse(params.get('order')).data ?? 'asc';
  const query = useMemo(
    (): ListAgentsQueryInput & Paged & { sort: AgentSort; order: SortOrder } => ({
      q: params.get('q') || undefined,
      agencyId: z.uuid().safeParse(params.get('agencyId')).data,
      sort,
      order,
      page,
      pageSize,
    }),
    [params, sort, order, page, pageSize],
  );
  return { query, update };
}
