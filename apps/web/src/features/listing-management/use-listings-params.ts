import { useMemo } from 'react';
import { z } from 'zod';
import {
  listingKindSchema,
  listingSortSchema,
  listingStatusSchema,
  type ListingSort,
} from '@afrinest/contract';
import type { SortingState } from '@/components/data-table';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import type { ManagedListingsQuery } from './api/get-managed-listings';

export type ListingsFilters = Pick<ManagedListingsQuery, 'q' | 'status' | 'kind' | 'agencyId'>;

/** The API sorts by named orders; the table sorts by column: these translate between them. */
const byColumn: Record<string, { asc: ListingSort; desc: ListingSort }> = {
  price: { asc: 'price_asc', desc: 'price_desc' },
  createdAt: { asc: 'newest', desc: 'newest' },
};
export const sortingOf = (sort: ListingSort): SortingState =>
  sort === 'price_asc'
    ? [{ id: 'price', desc: false }]
    : sort === 'price_desc'
      ? [{ id: 'price', desc: true }]
      : [{ id: 'createdAt', desc: true }];
export const sortOf = (sorting: SortingState): ListingSort => {
  const first = sorting[0];
  const named = first ? byColumn[first.id] : undefined;
  return named && first ? named[first.desc ? 'desc' : 'asc'] : 'newest';
};

/** Filters, sort and page in the address bar: Back, a reload or a link keeps them. */
export function useListingsParams() {
  const { params, sort, page, pageSize, update } = useTableUrlState(listingSortSchema, 'newest');
  const query = useMemo(
    (): ManagedListingsQuery & { sort: ListingSort } => ({
      q: params.get('q') || undefined,
      status: listingStatusSchema.safeParse(params.get('status')).data,
      kind: listingKindSchema.safeParse(params.get('kind')).data,
      agencyId: z.uuid().safeParse(params.get('agencyId')).data,
      sort,
      page,
      pageSize,
    }),
    [params, sort, page, pageSize],
  );
  return { query, update };
}
